import {
  getFairness,
  getInhouseInfo,
  getInhouseRound,
  getInhouseRounds,
} from '@nova/contracts/api/inhouse';
import { INHOUSE_RECENT_ROUNDS, type InhouseGame } from '@nova/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Published rules of every in-house game (public, rarely changes). */
export const inhouseInfoQuery = queryOptions({
  queryKey: queryKeys.inhouse.info,
  queryFn: ({ signal }) => callApi(getInhouseInfo, { signal }),
  staleTime: 10 * 60_000,
});

export function useInhouseInfo(enabled = true) {
  return useQuery({ ...inhouseInfoQuery, enabled });
}

/** The member's seed pair; private (logout drops it). */
export function useFairness(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.inhouse.fairness,
    queryFn: ({ signal }) => callApi(getFairness, { signal }),
    meta: { private: true },
    enabled,
  });
}

/** The member's last rounds of one game (SECURITY.md 32: at least 10 recalled). */
export function useInhouseRounds(game: InhouseGame | undefined, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.inhouse.rounds({ game: game ?? 'ALL' }),
    queryFn: ({ signal }) =>
      callApi(getInhouseRounds, { query: { game, limit: INHOUSE_RECENT_ROUNDS }, signal }),
    meta: { private: true },
    enabled,
  });
}

/** One round with its proof (fairness page). */
export function useInhouseRound(roundId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.inhouse.round(roundId ?? ''),
    queryFn: ({ signal }) =>
      callApi(getInhouseRound, { params: { roundId: roundId ?? '' }, signal }),
    meta: { private: true },
    enabled: enabled && roundId !== null,
  });
}
