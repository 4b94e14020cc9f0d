import {
  bindEmail,
  bindMobile,
  bindRealName,
  confirmTotpEnrolment,
  disableTotp,
  getLoginHistory,
  getSecurityOverview,
  sendBindEmailCode,
  sendBindSms,
  setPaymentPassword,
  signOutOtherSessions,
  startTotpEnrolment,
} from '@nova/contracts/api/security';
import type { BodyOf, EndpointDef } from '@nova/contracts/endpoint';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * The security center's server state (spec §2 "securityCenter"). Both queries are private:
 * logout drops them with every other member-only query.
 */
export const securityKeys = {
  all: ['security'] as const,
  overview: ['security', 'overview'] as const,
  loginHistory: ['security', 'loginHistory'] as const,
};

export const securityOverviewQuery = queryOptions({
  queryKey: securityKeys.overview,
  queryFn: ({ signal }) => callApi(getSecurityOverview, { signal }),
  meta: { private: true },
  staleTime: 0,
});

export const loginHistoryQuery = queryOptions({
  queryKey: securityKeys.loginHistory,
  queryFn: ({ signal }) => callApi(getLoginHistory, { signal }),
  meta: { private: true },
  staleTime: 0,
});

export function useSecurityOverview() {
  return useQuery(securityOverviewQuery);
}

export function useLoginHistory() {
  return useQuery(loginHistoryQuery);
}

/**
 * A security call as a mutation. Calls that change what is bound refresh the overview (the
 * level meter and the cards) when they succeed; code requests change nothing yet.
 */
function useSecurityMutation<E extends EndpointDef>(endpoint: E, refresh: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<E>) => callApi(endpoint, { body }),
    onSuccess: async () => {
      if (refresh) await queryClient.invalidateQueries({ queryKey: securityKeys.all });
    },
  });
}

export const useSendBindSms = () => useSecurityMutation(sendBindSms, false);
export const useBindMobile = () => useSecurityMutation(bindMobile, true);
export const useSendBindEmailCode = () => useSecurityMutation(sendBindEmailCode, false);
export const useBindEmail = () => useSecurityMutation(bindEmail, true);
export const useBindRealName = () => useSecurityMutation(bindRealName, true);
export const useSetPaymentPassword = () => useSecurityMutation(setPaymentPassword, true);
export const useStartTotpEnrolment = () => useSecurityMutation(startTotpEnrolment, false);
export const useConfirmTotpEnrolment = () => useSecurityMutation(confirmTotpEnrolment, true);
export const useDisableTotp = () => useSecurityMutation(disableTotp, true);

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(signOutOtherSessions),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: securityKeys.overview });
    },
  });
}
