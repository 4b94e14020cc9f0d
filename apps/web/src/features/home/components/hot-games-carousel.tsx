import { HOT_SECTION_ARROWS_ABOVE } from '@nova/contracts/constants';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../../components/section-header';
import { useHotGames } from '../../games/api/use-hot-games';
import { GameRow } from '../../games/components/game-row';
import styles from './hot-games-carousel.module.css';
import type { HotGamesSwiperProps } from './hot-games-swiper';

/**
 * Home hot games (spec §2 "hot games carousel", §9: autoplay 1200 ms, speed 1100, 4 per view,
 * spacing 24, arrows above 7). The cards render at once as a scrollable row; Swiper loads after
 * the first render (decision 005) and takes over when there are more than 4.
 */
export function HotGamesCarousel() {
  const { t } = useTranslation('home');
  const hot = useHotGames();
  const games = hot.data ?? [];
  const arrows = games.length > HOT_SECTION_ARROWS_ABOVE;
  const Carousel = useHotSwiper(games.length > 4);
  if (hot.isPending) return <div className={styles.skeleton} aria-hidden="true" />;
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

type HotSwiperComponent = ComponentType<HotGamesSwiperProps>;

let loaded: HotSwiperComponent | null = null;
let loading: Promise<HotSwiperComponent> | null = null;

function loadHotSwiper(): Promise<HotSwiperComponent> {
  loading ??= import('./hot-games-swiper').then(
    (module) => {
      loaded = module.HotGamesSwiper;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function useHotSwiper(wanted: boolean): HotSwiperComponent | null {
  const [component, setComponent] = useState<HotSwiperComponent | null>(() => loaded);
  useEffect(() => {
    if (!wanted || component) return;
    let active = true;
    loadHotSwiper().then(
      (Carousel) => {
        if (active) setComponent(() => Carousel);
      },
      () => {
        // The chunk did not load: the plain scrollable row stays.
      },
    );
    return () => {
      active = false;
    };
  }, [wanted, component]);
  return wanted ? component : null;
}
