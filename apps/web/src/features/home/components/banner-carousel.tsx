import { BANNER_CAROUSEL } from '@nova/contracts/constants';
import { type Ref, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { useInSight } from '../../../lib/use-in-sight';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useAnnouncements } from '../../content/api/use-announcements';
import { useCarousel } from '../hooks/use-carousel';
import { type HomeSlide, toHomeSlides } from '../lib/home-banners';
import styles from './banner-carousel.module.css';
import { BannerSlide } from './banner-slide';

/** Shown while the announcements load: the banner's exact frame, so nothing jumps. */
export function BannerCarouselSkeleton() {
  return <div className={`${styles.frame} ${styles.skeleton}`} aria-hidden />;
}

/**
 * Home banner carousel (spec §2 "Banner carousel", §9): with more than one banner it moves on
 * every 5 s, with 20 px between slides, arrows and a dot per banner; past the last it comes
 * round to the first. The slides are one scroll-snap row (useCarousel), the same markup on the
 * server and in the browser. Only YouTube videos are embedded; other video links show nothing
 * and are logged.
 */
export function BannerCarousel() {
  const { t } = useTranslation('home');
  const { banners } = useAnnouncements();
  const { slides, rejected } = useMemo(() => toHomeSlides(banners), [banners]);

  useEffect(() => {
    for (const banner of rejected) {
      console.error(`Banner ${banner.id}: only YouTube links are accepted as video`, banner.url);
    }
  }, [rejected]);

  if (slides.length === 0) return null;
  return (
    <section data-testid="banner-carousel" aria-label={t('banner.region')} className={styles.frame}>
      {slides.length > 1 ? <MovingBanners slides={slides} /> : <BannerRow slides={slides} />}
    </section>
  );
}

interface BannerRowProps {
  slides: readonly HomeSlide[];
  trackRef?: Ref<HTMLDivElement>;
  onPlay?: () => void;
}

/** The slides side by side in a snapping row: the first shows (loaded eagerly), the rest wait. */
function BannerRow({ slides, trackRef, onPlay }: BannerRowProps) {
  return (
    <div ref={trackRef} className={styles.track}>
      {slides.map((slide, index) => (
        <div key={slide.banner.id} data-testid="banner-slide" className={styles.slide}>
          <BannerSlide slide={slide} priority={index === 0} onPlay={onPlay} />
        </div>
      ))}
    </div>
  );
}

/** Two or more banners: the row moves by itself while in sight, with arrows and dots. */
function MovingBanners({ slides }: { slides: readonly HomeSlide[] }) {
  const { t } = useTranslation('home');
  const frame = useRef<HTMLSpanElement>(null);
  const inSight = useInSight(frame);
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  // A video someone started keeps the stage: the carousel no longer moves on by itself.
  const [videoStarted, setVideoStarted] = useState(false);
  const carousel = useCarousel<HTMLDivElement>({
    count: slides.length,
    delay: BANNER_CAROUSEL.autoplayDelayMs,
    // Off screen, in a hidden tab or under reduced motion the banners hold still (decision 035).
    playing: inSight && !reduced && !videoStarted,
    instant: reduced,
    tracksIndex: true,
  });
  return (
    <>
      {/* What useInSight watches: the carousel's frame is the parent section. */}
      <span ref={frame} className={styles.sightAnchor} aria-hidden="true" />
      <BannerRow slides={slides} trackRef={carousel.ref} onPlay={() => setVideoStarted(true)} />
      <button
        type="button"
        className={`${styles.arrow} ${styles.prev}`}
        aria-label={t('banner.prev')}
        onClick={() => carousel.step(-1)}
      >
        <Icon name="chevron-left" />
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label={t('banner.next')}
        onClick={() => carousel.step(1)}
      >
        <Icon name="chevron-right" />
      </button>
      <div className={styles.dots}>
        {slides.map((slide, index) => (
          <button
            key={slide.banner.id}
            type="button"
            className={styles.dot}
            data-testid="banner-dot"
            aria-label={t('banner.goTo', { index: index + 1 })}
            aria-current={index === carousel.index ? 'true' : undefined}
            onClick={() => carousel.goTo(index)}
          />
        ))}
      </div>
    </>
  );
}
