import { registerDownline } from '@nova/contracts/api/agent';
import {
  createReferralCode,
  getDownlines,
  getMyIncome,
  getReferral,
  getRevenueReport,
  getTeamBetting,
  getTeamOverview,
  getTeamPal,
  getTeamTransactions,
  getUserLoss,
} from '@nova/contracts/api/agent-team';
import { getAnnouncements } from '@nova/contracts/api/content';
import type { BodyOf, EndpointDef, QueryOf } from '@nova/contracts/endpoint';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { languageKey } from '../../../lib/query-keys';
import { AGENT_NOTICE_TYPE, agentNotices } from '../lib/agent-notices';

/**
 * The agent center's team pages (issue 15; spec §2 "Agent center pages"). Private team data,
 * keyed by its filters: logout drops it, and the previous page stays on screen while the next
 * loads. `enabled` is false while a date range is invalid.
 */
export const agentTeamKeys = {
  all: ['agentTeam'] as const,
  downlines: ['agentTeam', 'downlines'] as const,
  referral: ['agentTeam', 'referral'] as const,
  list: (name: string, query: object) => ['agentTeam', name, query] as const,
};

export type DownlineQuery = QueryOf<typeof getDownlines>;
export type TeamRangeQuery = QueryOf<typeof getTeamBetting>;
export type TeamTransactionsQuery = QueryOf<typeof getTeamTransactions>;
export type TeamPalQuery = QueryOf<typeof getTeamPal>;
export type RevenueQuery = QueryOf<typeof getRevenueReport>;
export type RangeQuery = QueryOf<typeof getTeamOverview>;

function useTeamQuery<E extends EndpointDef>(
  endpoint: E,
  key: readonly unknown[],
  query: QueryOf<E>,
  enabled: boolean,
) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(endpoint, { query, signal }),
    meta: { private: true },
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useTeamOverview(query: RangeQuery, enabled: boolean) {
  return useTeamQuery(getTeamOverview, agentTeamKeys.list('overview', query), query, enabled);
}

export function useDownlines(query: DownlineQuery) {
  return useTeamQuery(getDownlines, [...agentTeamKeys.downlines, query], query, true);
}

export function useTeamBetting(query: TeamRangeQuery, enabled: boolean) {
  return useTeamQuery(getTeamBetting, agentTeamKeys.list('betting', query), query, enabled);
}

export function useUserLoss(query: TeamRangeQuery, enabled: boolean) {
  return useTeamQuery(getUserLoss, agentTeamKeys.list('userLoss', query), query, enabled);
}

export function useTeamTransactions(query: TeamTransactionsQuery, enabled: boolean) {
  return useTeamQuery(
    getTeamTransactions,
    agentTeamKeys.list('transactions', query),
    query,
    enabled,
  );
}

export function useTeamPal(query: TeamPalQuery, enabled: boolean) {
  return useTeamQuery(getTeamPal, agentTeamKeys.list('pal', query), query, enabled);
}

export function useRevenueReport(query: RevenueQuery, enabled: boolean) {
  return useTeamQuery(getRevenueReport, agentTeamKeys.list('revenue', query), query, enabled);
}

export function useMyIncome(query: RangeQuery, enabled: boolean) {
  return useTeamQuery(getMyIncome, agentTeamKeys.list('income', query), query, enabled);
}

/** The agent's invitation code and referral link (null until it makes one). */
export function useReferral() {
  return useQuery({
    queryKey: agentTeamKeys.referral,
    queryFn: ({ signal }) => callApi(getReferral, { signal }),
    meta: { private: true },
  });
}

/** Makes the agent's invitation code; the answer is the referral the page shows from then on. */
export function useCreateReferralCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(createReferralCode),
    onSuccess: (referral) => queryClient.setQueryData(agentTeamKeys.referral, referral),
  });
}

/** Opens a member or sub-agent account under the agent; the team's lists read again. */
export function useRegisterDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof registerDownline>) => callApi(registerDownline, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentTeamKeys.all }),
  });
}

/**
 * The operator's announcements for agents (type AG) in the display language, through the
 * content call the member site uses; a language change reads them again (`languageKey`).
 */
export function useAgentAnnouncements(language: string) {
  return useQuery({
    queryKey: languageKey('agentAnnouncements', language),
    queryFn: ({ signal }) =>
      callApi(getAnnouncements, { query: { types: AGENT_NOTICE_TYPE, language }, signal }),
    meta: { private: true },
    select: agentNotices,
    staleTime: 2 * 60_000,
  });
}
