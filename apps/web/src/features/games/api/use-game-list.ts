import { type GameListPage, getGameList } from '@nova/contracts/api/games';
import {
  GAME_LIST_PAGE_SIZE,
  type GameCategory,
  type GameClassify,
  HOME_SECTION_MAX_ITEMS,
} from '@nova/contracts/constants';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

export interface GameListFilter {
  gameType: GameCategory;
  vassalage?: string;
  gameClassify?: GameClassify;
  tab: 'NEW' | 'HOT' | 'ALL';
  name?: string;
  pageSize?: number;
}

/** The request of one page (spec §7 "Game list": clientType, platform, 20 per page). */
export function gameListQueryInput(filter: GameListFilter, language: string, pageNo: number) {
  const name = filter.name?.trim();
  return {
    gameType: filter.gameType,
    vassalage: filter.vassalage || undefined,
    gameClassify: filter.gameClassify,
    tab: filter.tab,
    name: name ? name : undefined,
    pageNo,
    pageSize: filter.pageSize ?? GAME_LIST_PAGE_SIZE,
    language,
  };
}

export function gameListQuery(filter: GameListFilter, language: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.gameList(language, { ...filter, name: filter.name?.trim() ?? '' }),
    queryFn: ({ pageParam, signal }) =>
      callApi(getGameList, { query: gameListQueryInput(filter, language, pageParam), signal }),
    initialPageParam: 1,
    getNextPageParam: (last: GameListPage) =>
      last.pageNum < last.totalPages ? last.pageNum + 1 : undefined,
    staleTime: 60_000,
  });
}

/** A category's games, page by page ("load more"), for the current language. */
export function useGameList(filter: GameListFilter, enabled = true) {
  const { code } = useLanguage();
  return useInfiniteQuery({ ...gameListQuery(filter, code), enabled });
}

/** A home section's row: the first HOME_SECTION_MAX_ITEMS games of a category (spec §9). */
export function gameRowQuery(gameType: GameCategory, language: string) {
  return queryOptions({
    queryKey: queryKeys.gameList(language, { row: gameType }),
    // No abort signal: cancelling on unmount made StrictMode's remount fetch it again (issue 11).
    queryFn: () =>
      callApi(getGameList, {
        query: gameListQueryInput(
          { gameType, tab: 'ALL', pageSize: HOME_SECTION_MAX_ITEMS },
          language,
          1,
        ),
      }),
    staleTime: 5 * 60_000,
  });
}

export function useGameRow(gameType: GameCategory) {
  const { code } = useLanguage();
  return useQuery(gameRowQuery(gameType, code));
}
