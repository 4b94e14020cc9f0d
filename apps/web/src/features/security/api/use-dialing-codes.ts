import { getRegisterSettings } from '@nova/contracts/api/register-settings';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The dialing codes the brand accepts (register settings, spec §3 "Register field rule"). */
export function useDialingCodes(): { codes: readonly string[]; isPending: boolean } {
  const query = useQuery({
    queryKey: queryKeys.registerSettings,
    queryFn: ({ signal }) => callApi(getRegisterSettings, { signal }),
    staleTime: 5 * 60_000,
  });
  return { codes: query.data?.countryDialingCodes ?? [], isPending: query.isPending };
}
