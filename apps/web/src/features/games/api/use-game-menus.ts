import { type GameMenu, getGameMenus } from '@nova/contracts/api/games';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

export function gameMenusQuery(lang: string) {
  return queryOptions({
    queryKey: queryKeys.gameMenus(lang),
    queryFn: ({ signal }) => callApi(getGameMenus, { query: { language: lang }, signal }),
    staleTime: 5 * 60 * 1000,
  });
}

/**
 * Categories that have vendors, already filtered and ordered by the server for the navigation
 * (spec §2 "Navigation items in order"), for the current language.
 */
export function useGameMenus(): GameMenu[] {
  const { code } = useLanguage();
  return useSuspenseQuery(gameMenusQuery(code)).data;
}
