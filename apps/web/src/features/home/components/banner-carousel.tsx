import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../content/api/use-announcements';
import { type HomeSlide, toHomeSlides } from '../lib/home-banners';
import styles from './banner-carousel.module.css';
import { BannerSlide } from './banner-slide';
import type { BannerSwiperProps } from './banner-swiper';

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
  const Carousel = useBannerSwiper(slides.length > 1);

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

type BannerSwiperComponent = ComponentType<BannerSwiperProps>;

let loaded: BannerSwiperComponent | null = null;
let loading: Promise<BannerSwiperComponent> | null = null;

function loadBannerSwiper(): Promise<BannerSwiperComponent> {
  loading ??= import('./banner-swiper').then(
    (module) => {
      loaded = module.BannerSwiper;
      return loaded;
    },
    (error: unknown) => {
      loading = null; // a later visit may try again
      throw error;
    },
  );
  return loading;
}

/** The Swiper carousel once its chunk is in, when `wanted`; null until then. */
function useBannerSwiper(wanted: boolean): BannerSwiperComponent | null {
  const [component, setComponent] = useState<BannerSwiperComponent | null>(() => loaded);
  useEffect(() => {
    if (!wanted || component) return;
    let active = true;
    loadBannerSwiper().then(
      (Carousel) => {
        if (active) setComponent(() => Carousel);
      },
      () => {
        // The chunk did not load: the first banner keeps showing, without the carousel.
      },
    );
    return () => {
      active = false;
    };
  }, [wanted, component]);
  return wanted ? component : null;
}
