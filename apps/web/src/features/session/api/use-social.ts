import { getSocialProviders, type TelegramLogin, telegramLogin } from '@nova/contracts/api/social';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { reloadMemberInfo } from './use-login';

/**
 * Which one-click logins the server has credentials for (decision 010): the login modal and
 * the agent card offer only those. Configuration changes with a deploy, so it stays fresh long.
 */
export const socialProvidersQuery = queryOptions({
  queryKey: queryKeys.socialProviders,
  queryFn: ({ signal }) => callApi(getSocialProviders, { signal }),
  staleTime: 10 * 60 * 1000,
});

/** Not suspending: nothing one-click is shown until the answer is in. */
export function useSocialProviders() {
  return useQuery(socialProvidersQuery);
}

/** The Telegram Login Widget's signed user object, exactly as the widget hands it over. */
export type TelegramUser = Omit<TelegramLogin, 'area'>;

/**
 * Log in with the widget's data (spec §4 "Login success"): the object goes to the server
 * unchanged, since its HMAC covers every field as received. The session cookie is set by the
 * server; member info is refetched as after any login.
 */
export function useTelegramLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TelegramLogin) => callApi(telegramLogin, { body }),
    onSuccess: () => reloadMemberInfo(queryClient),
  });
}
