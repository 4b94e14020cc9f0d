import type { GameListItem } from '@nova/contracts/api/games';
import { HOT_CAROUSEL } from '@nova/contracts/constants';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { MotionToggle } from '../../../components/motion-toggle';
import { RowArrows } from '../../../components/scroll-row';
import { useInSight } from '../../../lib/use-in-sight';
import { useMediaQuery } from '../../../lib/use-media-query';
import { GameCard } from '../../games/components/game-card';
import { gameKey, useGameCardProps } from '../../games/components/game-grid';
import { useSwiperAutoplay } from '../hooks/use-swiper-autoplay';
import styles from './hot-games-carousel.module.css';

export interface HotGamesSwiperProps {
  games: readonly GameListItem[];
  arrows: boolean;
}

/**
 * The moving hot games carousel (spec §9 HOT_CAROUSEL): 4 per view on desktop, 3 on tablets,
 * 2 on phones; loops, pauses on hover and with its pause button (WCAG 2.2.2). Under reduced
 * motion it does not play by itself. Loaded on demand by HotGamesCarousel.
 */
export function HotGamesSwiper({ games, arrows }: HotGamesSwiperProps) {
  const { t } = useTranslation('home');
  const cardProps = useGameCardProps();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [stopped, setStopped] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const inSight = useInSight(frame);
  // Off screen or in a hidden tab the carousel holds still (decision 035); the pause button's
  // stop and reduced motion keep it still anyway.
  const playing = inSight && !reduced && !stopped;
  useSwiperAutoplay(swiper, HOT_CAROUSEL.autoplayDelayMs, playing);
  const toggle = () => setStopped(!stopped);
  // Swiper's loop needs two views of slides; with fewer the carousel rewinds instead.
  const loop = games.length >= HOT_CAROUSEL.slidesPerView * 2;
  return (
    <div
      ref={frame}
      className={styles.carousel}
      data-autoplay={!reduced && !stopped}
      data-in-sight={inSight}
    >
      {(arrows || !reduced) && (
        <div className={styles.arrows}>
          {!reduced && (
            <MotionToggle
              paused={stopped}
              onToggle={toggle}
              pauseLabel={t('hot.pause')}
              playLabel={t('hot.resume')}
              testId="hot-pause"
            />
          )}
          {arrows && (
            <RowArrows
              prevLabel={t('hot.prev')}
              nextLabel={t('hot.next')}
              onStep={(direction) => (direction < 0 ? swiper?.slidePrev() : swiper?.slideNext())}
            />
          )}
        </div>
      )}
      <Swiper
        modules={[A11y]}
        onSwiper={setSwiper}
        loop={loop}
        rewind={!loop}
        speed={HOT_CAROUSEL.speedMs}
        slidesPerView={2}
        spaceBetween={12}
        breakpoints={{
          640: { slidesPerView: 3, spaceBetween: 16 },
          1024: {
            slidesPerView: HOT_CAROUSEL.slidesPerView,
            spaceBetween: HOT_CAROUSEL.spaceBetween,
          },
        }}
        a11y={{ prevSlideMessage: t('hot.prev'), nextSlideMessage: t('hot.next') }}
      >
        {games.map((game, index) => (
          <SwiperSlide key={gameKey(game)} className={styles.slide}>
            <GameCard {...cardProps(game, index)} compact />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
