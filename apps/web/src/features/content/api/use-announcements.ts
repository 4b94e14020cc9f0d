import { type Announcements, getAnnouncements } from '@nova/contracts/api/content';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

export function announcementsQuery(lang: string) {
  return queryOptions({
    queryKey: queryKeys.announcements(lang),
    queryFn: ({ signal }) => callApi(getAnnouncements, { query: { language: lang }, signal }),
    staleTime: 2 * 60 * 1000,
  });
}

/** Banners, notices, popups and promotions for the current language (spec §7). */
export function useAnnouncements(): Announcements {
  const { code } = useLanguage();
  return useSuspenseQuery(announcementsQuery(code)).data;
}
