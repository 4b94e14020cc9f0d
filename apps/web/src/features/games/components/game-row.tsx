import type { GameListItem } from '@nova/contracts/api/games';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { GameCard } from './game-card';
import { useGameCardActions } from './game-grid';
import styles from './game-row.module.css';

export interface GameRowProps {
  games: readonly GameListItem[];
  /** Accessible name of the row ("Slots games"). */
  label: string;
  /** Scroll arrows (spec §9: only above 12 items, 7 for hot). */
  arrows: boolean;
  testId?: string;
  /** Extra header content on the right of the arrows. */
  children?: ReactNode;
}

/** A horizontal strip of game cards with optional scroll arrows (home sections). */
export function GameRow({ games, label, arrows, testId, children }: GameRowProps) {
  const { t } = useTranslation('home');
  const { favouriteIds, ...actions } = useGameCardActions();
  const row = useRef<HTMLUListElement>(null);

  function scroll(direction: 1 | -1) {
    const node = row.current;
    node?.scrollBy?.({ left: direction * node.clientWidth * 0.8, behavior: 'smooth' });
  }

  return (
    <div className={styles.wrap} data-testid={testId}>
      {(arrows || children) && (
        <div className={styles.tools}>
          {children}
          {arrows && (
            <>
              <button
                type="button"
                className={styles.arrow}
                aria-label={t('sections.scrollLeft', { title: label })}
                onClick={() => scroll(-1)}
              >
                <Icon name="chevron-left" size={18} />
              </button>
              <button
                type="button"
                className={styles.arrow}
                aria-label={t('sections.scrollRight', { title: label })}
                onClick={() => scroll(1)}
              >
                <Icon name="chevron-right" size={18} />
              </button>
            </>
          )}
        </div>
      )}
      <ul ref={row} className={styles.row} aria-label={label}>
        {games.map((game, index) => (
          <li key={`${game.vassalage}-${game.nodeId}`} className={styles.item}>
            <GameCard
              game={game}
              index={index}
              compact
              isFavourite={favouriteIds.has(game.nodeId)}
              {...actions}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
