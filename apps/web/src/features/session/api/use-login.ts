import { type LoginRequest, type LoginResult, login } from '@nova/contracts/api/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Log in (spec §4 "Login success"); area 'member' for the player site, 'agent' for /agent, where
 * the server refuses members with NON_AGENT_LOGIN. The session cookie is set by the server;
 * member info is refetched, even with no screen observing it, so the session flags flip and
 * the /agentHome guard reads the new session.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<LoginResult, Error, LoginRequest>({
    mutationFn: (body) => callApi(login, { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.memberInfo, refetchType: 'all' });
    },
  });
}
