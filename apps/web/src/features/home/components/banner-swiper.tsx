import { BANNER_CAROUSEL } from '@nova/contracts/constants';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { Icon } from '../../../components/icon-full';
import { useInSight } from '../../../lib/use-in-sight';
import { useSwiperAutoplay } from '../hooks/use-swiper-autoplay';
import type { HomeSlide } from '../lib/home-banners';
import styles from './banner-carousel.module.css';
import { BannerSlide } from './banner-slide';

export interface BannerSwiperProps {
  /** Two or more slides: one banner needs no carousel. */
  slides: readonly HomeSlide[];
}

/**
 * The moving banner carousel (spec §2 "Banner carousel", §9): loops, changes slide every 5 s
 * with a 1 s transition and 20 px between slides. Loaded on demand by BannerCarousel, so Swiper
 * stays out of what the home route downloads before its first render.
 */
export function BannerSwiper({ slides }: BannerSwiperProps) {
  const { t } = useTranslation('home');
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const anchor = useRef<HTMLSpanElement>(null);
  const inSight = useInSight(anchor);
  // A video someone started keeps the stage: the carousel no longer moves on by itself.
  const [videoStarted, setVideoStarted] = useState(false);
  // Off screen or in a hidden tab the banners hold still (decision 035).
  useSwiperAutoplay(swiper, BANNER_CAROUSEL.autoplayDelayMs, inSight && !videoStarted);
  return (
    <>
      {/* What useInSight watches: the carousel's frame is the parent section. */}
      <span ref={anchor} className={styles.sightAnchor} aria-hidden="true" />
      <Swiper
        className={styles.swiper}
        modules={[A11y, Pagination]}
        onSwiper={setSwiper}
        loop
        speed={BANNER_CAROUSEL.speedMs}
        spaceBetween={BANNER_CAROUSEL.spaceBetween}
        slidesPerView={1}
        pagination={{ clickable: true }}
        a11y={{
          prevSlideMessage: t('banner.prev'),
          nextSlideMessage: t('banner.next'),
          // Swiper fills {{index}} itself.
          paginationBulletMessage: t('banner.goTo', { index: '{{index}}' }),
        }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.banner.id} data-testid="banner-slide" className={styles.slide}>
            <BannerSlide
              slide={slide}
              priority={index === 0}
              onPlay={() => setVideoStarted(true)}
            />
          </SwiperSlide>
        ))}
      </Swiper>
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
  );
}
