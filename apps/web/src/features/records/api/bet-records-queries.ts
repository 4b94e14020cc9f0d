import { getBetRecords, getGameProfit } from '@nova/contracts/api/bet-records';
import type { QueryOf } from '@nova/contracts/endpoint';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Betting records and profit by vendor and game (issue 5 "Records"; spec §2 personalHistoryCopy,
 * personalProfit). Private member data keyed by its filters, like the other records pages: the
 * previous page stays on screen while the next loads, nothing is asked while the range is invalid.
 */
export type BetRecordsQuery = QueryOf<typeof getBetRecords>;
export type GameProfitQuery = QueryOf<typeof getGameProfit>;

export function useBetRecords(query: BetRecordsQuery, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.games.betRecords(query),
    queryFn: ({ signal }) => callApi(getBetRecords, { query, signal }),
    meta: { private: true },
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useGameProfit(query: GameProfitQuery, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.games.gameProfit(query),
    queryFn: ({ signal }) => callApi(getGameProfit, { query, signal }),
    meta: { private: true },
    placeholderData: keepPreviousData,
    enabled,
  });
}
