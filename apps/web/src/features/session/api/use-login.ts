import {
  completeLoginVerification,
  freePlayLogin,
  type LoginRequest,
  type LoginResult,
  login,
  sendLoginVerificationCode,
} from '@nova/contracts/api/login';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Member info is refetched after any login, even with no screen observing it, so the session
 * flags flip and the /agentHome guard reads the new session (spec §4 "Login success").
 */
export async function reloadMemberInfo(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: queryKeys.memberInfo, refetchType: 'all' });
}

/**
 * Log in (spec §4 "Login success"); area 'member' for the player site, 'agent' for /agent, where
 * the server refuses members with NON_AGENT_LOGIN. The session cookie is set by the server.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<LoginResult, Error, LoginRequest>({
    mutationFn: (body) => callApi(login, { body }),
    onSuccess: () => reloadMemberInfo(queryClient),
  });
}

/** Second verification of a login from a new IP (spec §4 "Extra verification"). */
export function useCompleteLoginVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { method: 'SMS' | 'EMAIL' | 'REAL_NAME' | 'TOTP'; answer: string }) =>
      callApi(completeLoginVerification, { body }),
    onSuccess: () => reloadMemberInfo(queryClient),
  });
}

export function sendLoginCode(method: 'SMS' | 'EMAIL') {
  return callApi(sendLoginVerificationCode, { body: { method } });
}

/** Free play (FREEPLAY3): a fresh trial account and its session (spec §4 "Free play login"). */
export function useFreePlayLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(freePlayLogin, { body: { platform: 'W' } }),
    onSuccess: () => reloadMemberInfo(queryClient),
  });
}
