import type { GameListItem } from '@nova/contracts/api/games';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROW_ITEM_CLASS, RowArrows, useRowScroll } from '../../../components/scroll-row';
import { GameCard } from './game-card';
import { gameKey, useGameCardProps } from './game-grid';
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
  const cardProps = useGameCardProps();
  const row = useRowScroll<HTMLUListElement>();

  return (
    <div className={styles.wrap} data-testid={testId}>
      {(arrows || children) && (
        <div className={styles.tools}>
          {children}
          {arrows && (
            <RowArrows
              prevLabel={t('sections.scrollLeft', { title: label })}
              nextLabel={t('sections.scrollRight', { title: label })}
              onStep={row.scroll}
            />
          )}
        </div>
      )}
      <ul ref={row.ref} className={styles.row} aria-label={label}>
        {games.map((game, index) => (
          <li key={gameKey(game)} className={ROW_ITEM_CLASS}>
            <GameCard {...cardProps(game, index)} compact />
          </li>
        ))}
      </ul>
    </div>
  );
}
