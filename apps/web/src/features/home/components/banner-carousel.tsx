import { useEffect, useMemo } from 'react';
// Swiper's stylesheets (a few KB, no script) come with the page, not with the Swiper chunk: a
// stylesheet added after hydration restyles the whole document, and Swiper's mount then forced
// that recalculation inside one long task (200 ms unthrottled in a trace; decision 035, session
// 22). Nothing here uses their classes until Swiper takes over.
import 'swiper/css';
import 'swiper/css/pagination';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../content/api/use-announcements';
import { deferredComponent, useDeferredComponent } from '../hooks/use-deferred-component';
import { type HomeSlide, toHomeSlides } from '../lib/home-banners';
import styles from './banner-carousel.module.css';
import { BannerSlide } from './banner-slide';

/** Shown while the announcements load: the banner's exact frame, so nothing jumps. */
export function BannerCarouselSkeleton() {
  return <div className={`${styles.frame} ${styles.skeleton}`} aria-hidden />;
}

/**
 * Home banner carousel (spec §2 "Banner carousel", §9). The first banner renders at once as a
 * plain slide; with more than one, Swiper (about 30 KB gzip) is fetched after that first render
 * and the moving carousel takes over in the same frame, so nothing shifts. Only YouTube videos
 * are embedded; other video links show nothing and are logged.
 */
export function BannerCarousel() {
  const { t } = useTranslation('home');
  const { banners } = useAnnouncements();
  const { slides, rejected } = useMemo(() => toHomeSlides(banners), [banners]);
  const Carousel = useDeferredComponent(BANNER_SWIPER, slides.length > 1);

  useEffect(() => {
    for (const banner of rejected) {
      console.error(`Banner ${banner.id}: only YouTube links are accepted as video`, banner.url);
    }
  }, [rejected]);

  if (slides.length === 0) return null;
  return (
    <section data-testid="banner-carousel" aria-label={t('banner.region')} className={styles.frame}>
      {Carousel ? <Carousel slides={slides} /> : <StaticBanners slides={slides} />}
    </section>
  );
}

/**
 * The slides side by side in a clipped row, as Swiper lays them out before it starts: the first
 * shows (loaded eagerly), the others wait off-screen with lazy images. A single banner stays so.
 */
function StaticBanners({ slides }: { slides: readonly HomeSlide[] }) {
  return (
    <div className={styles.track}>
      {slides.map((slide, index) => (
        <div key={slide.banner.id} data-testid="banner-slide" className={styles.slide}>
          <BannerSlide slide={slide} priority={index === 0} />
        </div>
      ))}
    </div>
  );
}

/** The Swiper carousel, fetched after the first banner has rendered when there are more. */
const BANNER_SWIPER = deferredComponent(() =>
  import('./banner-swiper').then((module) => module.BannerSwiper),
);
