import { getCaptcha } from '@nova/contracts/api/captcha';
import { CAPTCHA_REFRESH_THROTTLE_MS } from '@nova/contracts/constants';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A captcha image, fetched when `enabled`; refresh at most once per second (spec §9). */
export function useCaptcha(enabled: boolean) {
  const queryClient = useQueryClient();
  const last = useRef(0);
  const query = useQuery({
    queryKey: queryKeys.captcha,
    queryFn: ({ signal }) => callApi(getCaptcha, { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const refresh = useCallback(() => {
    const now = Date.now();
    if (now - last.current < CAPTCHA_REFRESH_THROTTLE_MS) return;
    last.current = now;
    void queryClient.refetchQueries({ queryKey: queryKeys.captcha });
  }, [queryClient]);
  return { image: query.data ?? null, loading: query.isFetching, refresh };
}

/** A new image after a failed attempt spent the last one (answers are single use). */
export function reloadCaptcha(queryClient: QueryClient): void {
  void queryClient.refetchQueries({ queryKey: queryKeys.captcha });
}
