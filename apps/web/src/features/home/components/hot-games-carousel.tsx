import { HOT_CAROUSEL, HOT_SECTION_ARROWS_ABOVE } from '@nova/contracts/constants';
import { useDeferredValue, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MotionToggle } from '../../../components/motion-toggle';
import { RowArrows } from '../../../components/scroll-row';
import { SectionHeader } from '../../../components/section-header';
import { useInSight } from '../../../lib/use-in-sight';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useHotGames } from '../../games/api/use-hot-games';
import { GameCard } from '../../games/components/game-card';
import { gameKey, useGameCardProps } from '../../games/components/game-grid';
import { useCarousel } from '../hooks/use-carousel';
import styles from './hot-games-carousel.module.css';

/**
 * Home hot games (spec §2 "hot games carousel", §9 HOT_CAROUSEL: autoplay 1200 ms, 4 per view
 * with 24 px between on desktop, 3 on tablets, 2 on phones, arrows above 7). One scroll-snap row
 * (useCarousel), the same on the server and in the browser: with more than 4 games it moves on
 * by itself while in sight, pauses under a mouse and with its pause button (WCAG 2.2.2), and
 * does not play by itself under reduced motion.
 */
export function HotGamesCarousel() {
  // The cards' namespace too, from the first render: asked for only once the cards render, it
  // suspended the block after the skeleton had shown, and home's content jumped up and back.
  const { t } = useTranslation(['home', 'games']);
  const hot = useHotGames();
  // The cards render in a transition, in slices, when the list arrives (decision 035).
  const data = useDeferredValue(hot.data);
  const games = data ?? [];
  const cardProps = useGameCardProps();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [stopped, setStopped] = useState(false);
  const frame = useRef<HTMLElement>(null);
  const inSight = useInSight(frame);
  const moving = games.length > HOT_CAROUSEL.slidesPerView;
  const autoplay = moving && !reduced && !stopped;
  const carousel = useCarousel<HTMLUListElement>({
    count: games.length,
    delay: HOT_CAROUSEL.autoplayDelayMs,
    // Off screen or in a hidden tab the carousel holds still (decision 035).
    playing: autoplay && inSight,
    instant: reduced,
  });
  const arrows = games.length > HOT_SECTION_ARROWS_ABOVE;
  if (data === undefined && !hot.isError) return <HotGamesSkeleton />;
  if (games.length === 0) return null;
  return (
    <section
      ref={frame}
      className={styles.section}
      data-testid="hot-carousel"
      data-autoplay={autoplay}
      aria-labelledby="hot-games-title"
    >
      <SectionHeader
        icon="fire"
        title={<span id="hot-games-title">{t('hot.title')}</span>}
        subtitle={t('hot.subtitle')}
      />
      {(arrows || (moving && !reduced)) && (
        <div className={styles.arrows}>
          {moving && !reduced && (
            <MotionToggle
              paused={stopped}
              onToggle={() => setStopped(!stopped)}
              pauseLabel={t('hot.pause')}
              playLabel={t('hot.resume')}
              testId="hot-pause"
            />
          )}
          {arrows && (
            <RowArrows prevLabel={t('hot.prev')} nextLabel={t('hot.next')} onStep={carousel.step} />
          )}
        </div>
      )}
      <ul ref={carousel.ref} className={styles.row} aria-label={t('hot.title')}>
        {games.map((game, index) => (
          <li key={gameKey(game)} className={styles.item}>
            <GameCard {...cardProps(game, index)} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The hot games' place on home while the list or the cards' texts load. */
export function HotGamesSkeleton() {
  return <div className={styles.skeleton} aria-hidden="true" />;
}
