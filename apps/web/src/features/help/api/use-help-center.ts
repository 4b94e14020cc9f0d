import { getHelpCenter, type HelpPage } from '@nova/contracts/api/help-center';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** Help pages for a language on the web device (spec §7, §9 "Help center fetched per language"). */
export function helpCenterQuery(lang: string) {
  return queryOptions({
    queryKey: queryKeys.helpCenter(lang),
    queryFn: ({ signal }): Promise<HelpPage[]> =>
      callApi(getHelpCenter, { query: { lang, device: 'WEB' }, signal }),
    staleTime: 10 * 60 * 1000,
  });
}

/** Not a suspense query: the modal shows its own loading, error and empty states. */
export function useHelpCenter() {
  const { code } = useLanguage();
  return useQuery(helpCenterQuery(code));
}
