import {
  type GameListItem,
  type GameListPage,
  getFavourites,
  getRecentGames,
} from '@nova/contracts/api/games';
import { FAVOURITES_PAGE_SIZE, RECENT_PAGE_SIZE } from '@nova/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../session/hooks/use-session';

/**
 * Every favourite of the member (spec §9 "favourites 999"); private: logout drops it. Keyed by
 * the language it was read in (the names are translated): a language switch reads it again.
 * Invalidations and the favourite toggle address every language through the prefix key.
 */
export function favouritesQuery(language: string) {
  return queryOptions({
    queryKey: [...queryKeys.games.favourites, language] as const,
    queryFn: ({ signal }) =>
      callApi(getFavourites, {
        query: { language, pageNo: 1, pageSize: FAVOURITES_PAGE_SIZE },
        signal,
      }),
    meta: { private: true },
    staleTime: 60_000,
  });
}

export function recentGamesQuery(language: string) {
  return queryOptions({
    queryKey: [...queryKeys.games.recent, language] as const,
    queryFn: ({ signal }) =>
      callApi(getRecentGames, { query: { language, page: 1, pageSize: RECENT_PAGE_SIZE }, signal }),
    meta: { private: true },
    staleTime: 30_000,
  });
}

const EMPTY: GameListItem[] = [];

/** The member's favourite games, newest first (nothing for a visitor). */
export function useFavourites(): {
  games: GameListItem[];
  ids: ReadonlySet<number>;
  isLoading: boolean;
} {
  const { isLogin } = useSession();
  const { code } = useLanguage();
  const query = useQuery({ ...favouritesQuery(code), enabled: isLogin });
  const games = isLogin ? (query.data?.content ?? EMPTY) : EMPTY;
  return { games, ids: new Set(games.map((g) => g.nodeId)), isLoading: isLogin && query.isLoading };
}

/** The games the member launched, most recent first (nothing for a visitor). */
export function useRecentGames(): { games: GameListItem[]; isLoading: boolean } {
  const { isLogin } = useSession();
  const { code } = useLanguage();
  const query = useQuery({ ...recentGamesQuery(code), enabled: isLogin });
  return {
    games: isLogin ? (query.data?.content ?? EMPTY) : EMPTY,
    isLoading: isLogin && query.isLoading,
  };
}

/** The favourites page without one game (the local-first removal of spec §4). */
export function withoutFavourite(page: GameListPage, nodeId: number): GameListPage {
  const content = page.content.filter((g) => g.nodeId !== nodeId);
  return {
    ...page,
    content,
    totalElements: Math.max(0, page.totalElements - (page.content.length - content.length)),
  };
}

/** The favourites page with one more game first; unchanged when it is already there. */
export function withFavourite(page: GameListPage, game: GameListItem): GameListPage {
  if (page.content.some((g) => g.nodeId === game.nodeId)) return page;
  return { ...page, content: [game, ...page.content], totalElements: page.totalElements + 1 };
}
