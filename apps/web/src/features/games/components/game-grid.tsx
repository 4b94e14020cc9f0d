import type { GameListItem } from '@nova/contracts/api/games';
import { useFavourites } from '../api/use-member-games';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle';
import { gameTarget, useGameLaunch } from '../hooks/use-game-launch';
import { GameCard, GameCardSkeleton } from './game-card';
import styles from './game-grid.module.css';

/** The play, trial and favourite actions every game card shares. */
export function useGameCardActions() {
  const launch = useGameLaunch();
  const toggleFavourite = useFavouriteToggle();
  const { ids } = useFavourites();
  return {
    favouriteIds: ids,
    onToggleFavourite: toggleFavourite,
    onPlay: (game: GameListItem) => launch(gameTarget(game)),
    onTrial: (game: GameListItem) => launch(gameTarget(game), { trial: true }),
  };
}

/** A responsive grid of game cards (2 columns on phones up to 6 on wide screens). */
export function GameGrid({ games }: { games: readonly GameListItem[] }) {
  const { favouriteIds, ...actions } = useGameCardActions();
  return (
    <ul className={styles.grid} data-testid="game-grid">
      {games.map((game, index) => (
        <li key={`${game.vassalage}-${game.nodeId}`}>
          <GameCard
            game={game}
            index={index}
            isFavourite={favouriteIds.has(game.nodeId)}
            {...actions}
          />
        </li>
      ))}
    </ul>
  );
}

export function GameGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true" data-testid="game-grid-loading">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i}>
          <GameCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
