import type { GameListItem } from '@nova/contracts/api/games';
import type { GameTab } from '@nova/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { type GameListFilter, useGameList } from '../api/use-game-list';
import { useFavourites, useRecentGames } from '../api/use-member-games';
import { GameGrid, GameGridSkeleton } from './game-grid';
import styles from './game-pages.module.css';

export interface GameListResultsProps {
  tab: GameTab;
  filter: Omit<GameListFilter, 'tab'>;
}

/** The member's own lists (FAV, RECENT) narrowed like the server narrows the others. */
export function narrowGames(
  games: readonly GameListItem[],
  filter: Omit<GameListFilter, 'tab'>,
): GameListItem[] {
  const name = filter.name?.trim().toLowerCase() ?? '';
  return games.filter(
    (game) =>
      game.gameType === filter.gameType &&
      (!filter.vassalage || game.vassalage === filter.vassalage) &&
      (!filter.gameClassify || game.gameClassify === filter.gameClassify) &&
      (!name ||
        [game.displayName, game.gameName, game.nodeName].some((n) =>
          n.toLowerCase().includes(name),
        )),
  );
}

/** The cards of the chosen tab: server pages of 20 with "load more", or the member's lists. */
export function GameListResults({ tab, filter }: GameListResultsProps) {
  if (tab === 'FAV' || tab === 'RECENT') return <MemberGames tab={tab} filter={filter} />;
  return <ServerGames tab={tab} filter={filter} />;
}

function ServerGames({
  tab,
  filter,
}: {
  tab: 'NEW' | 'HOT' | 'ALL';
  filter: GameListResultsProps['filter'];
}) {
  const { t } = useTranslation('games');
  const list = useGameList({ ...filter, tab });
  if (list.isPending) return <GameGridSkeleton />;
  if (list.isError) {
    return (
      <EmptyState
        icon="alert"
        title={t('list.errorTitle')}
        description={t('list.error')}
        action={
          <Button variant="outline" onClick={() => void list.refetch()}>
            {t('list.retry')}
          </Button>
        }
      />
    );
  }
  const games = list.data.pages.flatMap((page) => page.content);
  if (games.length === 0) return <Empty tab={tab} searched={Boolean(filter.name?.trim())} />;
  return (
    <>
      <GameGrid games={games} />
      {list.hasNextPage && (
        <div className={styles.more}>
          <Button
            variant="outline"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
            data-testid="game-list-more"
          >
            {t('list.more')}
          </Button>
        </div>
      )}
    </>
  );
}

function MemberGames({
  tab,
  filter,
}: {
  tab: 'FAV' | 'RECENT';
  filter: GameListResultsProps['filter'];
}) {
  const favourites = useFavourites();
  const recent = useRecentGames();
  const source = tab === 'FAV' ? favourites : recent;
  if (source.isLoading) return <GameGridSkeleton />;
  const games = narrowGames(source.games, filter);
  if (games.length === 0) return <Empty tab={tab} searched={Boolean(filter.name?.trim())} />;
  return <GameGrid games={games} />;
}

function Empty({ tab, searched }: { tab: GameTab; searched: boolean }) {
  const { t } = useTranslation('games');
  if (searched) {
    return (
      <EmptyState icon="search" title={t('list.noMatchTitle')} description={t('list.noMatch')} />
    );
  }
  return (
    <EmptyState
      icon={tab === 'FAV' ? 'star' : tab === 'RECENT' ? 'clock' : 'slots'}
      title={t(`list.empty.${tab}.title`)}
      description={t(`list.empty.${tab}.text`)}
    />
  );
}
