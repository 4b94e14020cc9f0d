import { getSystemStatus, type SystemStatus } from '@nova/contracts/api/system';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Spec §4 "System status": 0 normal, 1 maintenance (wins), 2 region restricted. */
export const systemStatusQuery = queryOptions({
  queryKey: queryKeys.systemStatus,
  queryFn: ({ signal }) => callApi(getSystemStatus, { signal }),
  staleTime: 60_000,
});

export function useSystemStatus(): { status: SystemStatus; refetch: () => Promise<unknown> } {
  const query = useSuspenseQuery(systemStatusQuery);
  return { status: query.data, refetch: query.refetch };
}
