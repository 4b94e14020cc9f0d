import { type LoginResult, login } from '@nova/contracts/api/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface AgentCredentials {
  username: string;
  password: string;
}

/**
 * Agent-area login (spec §4 "Login success": agent logins go to /agentHome). The server refuses
 * members here with NON_AGENT_LOGIN. On success the member info is refetched, even with no
 * screen observing it, so the /agentHome guard reads the new session.
 */
export function useAgentLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, password }: AgentCredentials): Promise<LoginResult> =>
      callApi(login, { body: { username, password, area: 'agent' } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.memberInfo, refetchType: 'all' }),
  });
}
