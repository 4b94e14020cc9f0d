import { type LoginRequest, type LoginResult, login } from '@nova/contracts/api/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Log in (spec §4 "Login success"); area 'member' for the player site, 'agent' for /agent.
 * The session cookie is set by the server; member info is reloaded to flip the session flags.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<LoginResult, Error, LoginRequest>({
    mutationFn: (body) => callApi(login, { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.memberInfo });
    },
  });
}
