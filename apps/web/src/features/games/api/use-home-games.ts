import { getRecommendedGames } from '@nova/contracts/api/game-launch';
import { getJackpot, getWinnerBoard } from '@nova/contracts/api/winners-and-jackpot';
import { type GameCategory, WINNER_BOARD } from '@nova/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { JACKPOT_POLL_MS } from '../../../lib/jackpot';
import { queryKeys } from '../../../lib/query-keys';

export function winnerBoardQuery(language: string) {
  return queryOptions({
    queryKey: queryKeys.winnerBoard(language),
    // No abort signal: cancelling on unmount made StrictMode's remount fetch it again (issue 11).
    queryFn: () =>
      callApi(getWinnerBoard, {
        query: { gameCategory: 'ALL', language, limitNum: WINNER_BOARD.limitNum },
      }),
    staleTime: 60_000,
  });
}

/** The biggest real wins (spec §7 winner board: ALL, language, 20). */
export function useWinnerBoard() {
  const { code } = useLanguage();
  return useQuery(winnerBoardQuery(code));
}

export const jackpotQuery = queryOptions({
  queryKey: queryKeys.jackpot,
  // No abort signal: cancelling on unmount made StrictMode's remount fetch it again (issue 11).
  queryFn: () => callApi(getJackpot),
  refetchInterval: JACKPOT_POLL_MS,
  staleTime: JACKPOT_POLL_MS,
});

/** The real jackpot pool, polled every 5 s. */
export function useJackpot() {
  return useQuery(jackpotQuery);
}

/** Other playable games of a category, for the game-maintenance message (spec §8). */
export function useRecommendedGames(gameType: GameCategory, exclude: string | undefined) {
  const { code } = useLanguage();
  return useQuery({
    // Translated game names: a language-dependent key, under gameList.
    queryKey: queryKeys.gameList(code, { recommended: gameType, exclude: exclude ?? '' }),
    queryFn: ({ signal }) => callApi(getRecommendedGames, { query: { gameType, exclude }, signal }),
    staleTime: 60_000,
  });
}
