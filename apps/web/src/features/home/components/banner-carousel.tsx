import type { Banner } from '@nova/contracts/api/content';
import { BANNER_CAROUSEL } from '@nova/contracts/constants';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { Icon } from '../../../components/icon';
import { imageUrl } from '../../../lib/cdn';
import { useAnnouncements } from '../../content/api/use-announcements';
import { resolveBannerTarget } from '../lib/banner-target';
import { type HomeSlide, toHomeSlides } from '../lib/home-banners';
import { youtubeEmbedUrl } from '../lib/parse-youtube';
import styles from './banner-carousel.module.css';

/** Shown while the announcements load: the banner's exact frame, so nothing jumps. */
export function BannerCarouselSkeleton() {
  return <div className={`${styles.frame} ${styles.skeleton}`} aria-hidden />;
}

/**
 * Home banner carousel (spec §2 "Banner carousel", §9): loops and autoplays only with more
 * than one slide; only YouTube videos are embedded, without autoplay or related videos.
 */
export function BannerCarousel() {
  const { t } = useTranslation('home');
  const { banners } = useAnnouncements();
  const { slides, rejected } = useMemo(() => toHomeSlides(banners), [banners]);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  useEffect(() => {
    for (const banner of rejected) {
      console.error(`Banner ${banner.id}: only YouTube links are accepted as video`, banner.url);
    }
  }, [rejected]);

  if (slides.length === 0) return null;

  const animated = slides.length > 1;
  return (
    <section data-testid="banner-carousel" aria-label={t('banner.region')} className={styles.frame}>
      <Swiper
        className={styles.swiper}
        modules={[A11y, Autoplay, Pagination]}
        onSwiper={setSwiper}
        loop={animated}
        autoplay={
          animated
            ? {
                delay: BANNER_CAROUSEL.autoplayDelayMs,
                disableOnInteraction: false,
                pauseOnMouseEnter: true,
              }
            : false
        }
        speed={BANNER_CAROUSEL.speedMs}
        spaceBetween={BANNER_CAROUSEL.spaceBetween}
        slidesPerView={1}
        allowTouchMove={animated}
        pagination={animated ? { clickable: true } : false}
        a11y={{
          prevSlideMessage: t('banner.prev'),
          nextSlideMessage: t('banner.next'),
          // Swiper fills {{index}} itself.
          paginationBulletMessage: t('banner.goTo', { index: '{{index}}' }),
        }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.banner.id} data-testid="banner-slide" className={styles.slide}>
            <BannerSlide slide={slide} priority={index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      {animated && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label={t('banner.prev')}
            onClick={() => swiper?.slidePrev()}
          >
            <Icon name="chevron-left" />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={t('banner.next')}
            onClick={() => swiper?.slideNext()}
          >
            <Icon name="chevron-right" />
          </button>
        </>
      )}
    </section>
  );
}

function BannerSlide({ slide, priority }: { slide: HomeSlide; priority: boolean }) {
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
