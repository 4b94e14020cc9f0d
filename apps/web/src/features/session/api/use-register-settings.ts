import { getRegisterSettings } from '@nova/contracts/api/register-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Register settings (spec §3 "Register field rule", §7 "registration validation rules GET,
 * cached"): rules, minimum age, the forgot-password mode and the dialing codes offered.
 */
export const registerSettingsQuery = queryOptions({
  queryKey: queryKeys.registerSettings,
  queryFn: ({ signal }) => callApi(getRegisterSettings, { signal }),
  staleTime: 5 * 60 * 1000,
});

/** Not suspending: the account modals show their own loading and retry states. */
export function useRegisterSettings() {
  return useQuery(registerSettingsQuery);
}
