import { getHotGames } from '@nova/contracts/api/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

export function hotGamesQuery(language: string) {
  return queryOptions({
    queryKey: queryKeys.hotGames(language),
    // No abort signal: cancelling on unmount made StrictMode's remount fetch it again (issue 11).
    queryFn: () => callApi(getHotGames, { query: { language } }),
    staleTime: 5 * 60_000,
  });
}

/** Hot games across categories (spec §3 store value hotGames; home carousel, HOT tab fallback). */
export function useHotGames() {
  const { code } = useLanguage();
  return useQuery(hotGamesQuery(code));
}
