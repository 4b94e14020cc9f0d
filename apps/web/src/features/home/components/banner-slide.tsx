import type { Banner } from '@nova/contracts/api/content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../../components/icon';
import { imageUrl } from '../../../lib/cdn';
import { resolveBannerTarget } from '../lib/banner-target';
import type { HomeSlide } from '../lib/home-banners';
import { youtubeEmbedUrl } from '../lib/parse-youtube';
import styles from './banner-carousel.module.css';

/**
 * One banner: a YouTube video or the banner art, which opens the banner's linked target when it
 * has one (spec §2 "Banner carousel"). `priority` marks the banner shown first: loaded at once
 * and ahead of other images.
 */
export function BannerSlide({
  slide,
  priority,
  onPlay,
}: {
  slide: HomeSlide;
  priority: boolean;
  /** Called when the visitor starts a video banner. */
  onPlay?: () => void;
}) {
  if (slide.kind === 'video') {
    return <VideoBanner banner={slide.banner} videoId={slide.videoId} onPlay={onPlay} />;
  }
  return <ImageBanner banner={slide.banner} priority={priority} />;
}

/**
 * A video banner is a poster (its title and a play button) until the visitor presses play; only
 * then does the YouTube player load, and it starts at once. Nothing plays by itself (spec §9),
 * the player's scripts (about a megabyte) stay off the home page's load, and YouTube hears of the
 * visit only when the visitor asks for the video (decision 035).
 */
function VideoBanner({
  banner,
  videoId,
  onPlay,
}: {
  banner: Banner;
  videoId: string;
  onPlay: (() => void) | undefined;
}) {
  const { t } = useTranslation('home');
  const [playing, setPlaying] = useState(false);
  const label = t('banner.video', { title: banner.title });
  return (
    <div className={styles.video}>
      {playing ? (
        <iframe
          className={styles.iframe}
          src={youtubeEmbedUrl(videoId, { autoplay: true })}
          title={label}
          referrerPolicy="strict-origin-when-cross-origin"
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        />
      ) : (
        <button
          type="button"
          className={styles.poster}
          aria-label={t('banner.play', { title: banner.title })}
          onClick={() => {
            setPlaying(true);
            onPlay?.();
          }}
        >
          <span className={styles.play} aria-hidden="true">
            <Icon name="play" size={28} />
          </span>
          <span className={styles.posterTitle}>{banner.title}</span>
        </button>
      )}
    </div>
  );
}

function ImageBanner({ banner, priority }: { banner: Banner; priority: boolean }) {
  const navigate = useNavigate();
  const target = resolveBannerTarget(banner);
  const image = (
    <img
      className={styles.image}
      src={imageUrl(banner.url)}
      alt={banner.title}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'low'}
      // The first banner is the first screen's largest paint: drawn in the same frame as the page.
      decoding={priority ? 'sync' : 'async'}
      draggable={false}
    />
  );
  if (!target) return image;
  return (
    <button
      type="button"
      className={styles.link}
      onClick={() => {
        if (target.kind === 'navigate') navigate(target.to);
        else window.open(target.url, '_blank', 'noopener');
      }}
    >
      {image}
    </button>
  );
}
