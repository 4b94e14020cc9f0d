import type { Banner } from '@nova/contracts/api/content';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { imageUrl } from '../../../lib/cdn';
import { resolveBannerTarget } from '../lib/banner-target';
import type { HomeSlide } from '../lib/home-banners';
import { youtubeEmbedUrl } from '../lib/parse-youtube';
import styles from './banner-carousel.module.css';

/**
 * One banner: a YouTube player (no autoplay, no related videos) or the banner art, which opens
 * the banner's linked target when it has one (spec §2 "Banner carousel"). `priority` marks the
 * banner shown first: loaded at once and ahead of other images.
 */
export function BannerSlide({ slide, priority }: { slide: HomeSlide; priority: boolean }) {
  const { t } = useTranslation('home');
  if (slide.kind === 'video') {
    return (
      <div className={styles.video}>
        <iframe
          className={styles.iframe}
          src={youtubeEmbedUrl(slide.videoId)}
          title={t('banner.video', { title: slide.banner.title })}
          loading={priority ? 'eager' : 'lazy'}
          referrerPolicy="strict-origin-when-cross-origin"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        />
      </div>
    );
  }
  return <ImageBanner banner={slide.banner} priority={priority} />;
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
      decoding="async"
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
