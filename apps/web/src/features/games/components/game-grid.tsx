import type { GameListItem } from '@nova/contracts/api/games';
import { useFavourites } from '../api/use-member-games';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle';
import { gameTarget, useGameLaunch } from '../hooks/use-game-launch';
import { GameCard, type GameCardProps, GameCardSkeleton } from './game-card';
import styles from './game-grid.module.css';

/** A game's key in a list: node ids repeat across vendors. */
export function gameKey(game: GameListItem): string {
  return `${game.vassalage}-${game.nodeId}`;
}

/**
 * What every game card of a list is given: the game, its place (the card theme), whether it is a
 * favourite, and the play, trial and favourite actions every card shares.
 */
export function useGameCardProps(): (game: GameListItem, index: number) => GameCardProps {
  const launch = useGameLaunch();
  const onToggleFavourite = useFavouriteToggle();
  const { ids } = useFavourites();
  const onPlay = (game: GameListItem) => launch(gameTarget(game));
  const onTrial = (game: GameListItem) => launch(gameTarget(game), { trial: true });
  return (game, index) => ({
    game,
    index,
    isFavourite: ids.has(game.nodeId),
    onToggleFavourite,
    onPlay,
    onTrial,
  });
}

/** A responsive grid of game cards (2 columns on phones up to 6 on wide screens). */
export function GameGrid({ games }: { games: readonly GameListItem[] }) {
  const cardProps = useGameCardProps();
  return (
    <ul className={styles.grid} data-testid="game-grid">
      {games.map((game, index) => (
        <li key={gameKey(game)}>
          <GameCard {...cardProps(game, index)} />
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
