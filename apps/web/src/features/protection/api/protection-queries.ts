import {
  cancelLimit,
  confirmLimit,
  getProtection,
  getSessionSummary,
  type ProtectionOverview,
  setLimit,
  setRealityCheck,
  startExclusion,
} from '@nova/contracts/api/protection';
import type { BodyOf } from '@nova/contracts/endpoint';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * Player protection's server state (issue 14). Private: logout drops it with every other
 * member-only query.
 */
export const protectionKeys = {
  all: ['protection'] as const,
  overview: ['protection', 'overview'] as const,
  session: ['protection', 'session'] as const,
};

export const protectionQuery = queryOptions({
  queryKey: protectionKeys.overview,
  queryFn: ({ signal }) => callApi(getProtection, { signal }),
  meta: { private: true },
  // What is used of a limit moves with every deposit and bet: read it again on each visit.
  staleTime: 0,
});

/** This login session's time and play (the reality check's figures, SECURITY.md 37). */
export const sessionSummaryQuery = queryOptions({
  queryKey: protectionKeys.session,
  queryFn: ({ signal }) => callApi(getSessionSummary, { signal }),
  meta: { private: true },
  staleTime: 0,
});

export function useProtection() {
  return useQuery(protectionQuery);
}

/**
 * A protection change as a mutation. Each answers the new overview, which replaces the cached
 * one; the session summary is read again, since its interval or session end may have moved.
 */
function useOverviewMutation<B>(call: (body: B) => Promise<ProtectionOverview>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (overview) => {
      queryClient.setQueryData(protectionKeys.overview, overview);
      await queryClient.invalidateQueries({ queryKey: protectionKeys.session });
    },
  });
}

export const useSetLimit = () =>
  useOverviewMutation((body: BodyOf<typeof setLimit>) => callApi(setLimit, { body }));
export const useConfirmLimit = () =>
  useOverviewMutation((body: BodyOf<typeof confirmLimit>) => callApi(confirmLimit, { body }));
export const useCancelLimit = () =>
  useOverviewMutation((body: BodyOf<typeof cancelLimit>) => callApi(cancelLimit, { body }));
export const useSetRealityCheck = () =>
  useOverviewMutation((body: BodyOf<typeof setRealityCheck>) => callApi(setRealityCheck, { body }));

/** A time-out or self-exclusion: the server ends every session of the player at once. */
export function useStartExclusion() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof startExclusion>) => callApi(startExclusion, { body }),
  });
}
