import { HOT_SECTION_ARROWS_ABOVE } from '@nova/contracts/constants';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../../components/section-header';
import { useHotGames } from '../../games/api/use-hot-games';
import { GameRow } from '../../games/components/game-row';
import { deferredComponent, useDeferredComponent } from '../hooks/use-deferred-component';
import styles from './hot-games-carousel.module.css';

/**
 * Home hot games (spec §2 "hot games carousel", §9: autoplay 1200 ms, speed 1100, 4 per view,
 * spacing 24, arrows above 7). The cards render at once as a scrollable row; Swiper loads after
 * the first render (decision 005) and takes over when there are more than 4.
 */
export function HotGamesCarousel() {
  // The cards' namespace too, from the first render: asked for only once the cards render, it
  // suspended the block after the skeleton had shown, and home's content jumped up and back.
  const { t } = useTranslation(['home', 'games']);
  const hot = useHotGames();
  // The cards render in a transition, in slices, when the list arrives (decision 035).
  const data = useDeferredValue(hot.data);
  const games = data ?? [];
  const arrows = games.length > HOT_SECTION_ARROWS_ABOVE;
  const Carousel = useDeferredComponent(HOT_SWIPER, games.length > 4);
  if (data === undefined && !hot.isError) return <HotGamesSkeleton />;
  if (games.length === 0) return null;
  return (
    <section
      className={styles.section}
      data-testid="hot-carousel"
      aria-labelledby="hot-games-title"
    >
      <SectionHeader
        icon="fire"
        title={<span id="hot-games-title">{t('hot.title')}</span>}
        subtitle={t('hot.subtitle')}
      />
      {Carousel ? (
        <Carousel games={games} arrows={arrows} />
      ) : (
        <GameRow games={games} label={t('hot.title')} arrows={arrows} />
      )}
    </section>
  );
}

/** The hot games' place on home while the list, the cards' texts or the carousel load. */
export function HotGamesSkeleton() {
  return <div className={styles.skeleton} aria-hidden="true" />;
}

/** The moving carousel, fetched after the first render when there are more than 4 games. */
const HOT_SWIPER = deferredComponent(() =>
  import('./hot-games-swiper').then((module) => module.HotGamesSwiper),
);
