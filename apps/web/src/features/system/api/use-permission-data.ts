import { getPermissionData, type PermissionData } from '@nova/contracts/api/system';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Everything the site needs before its first render (spec §2, §3 "Permission data"). */
export const permissionDataQuery = queryOptions({
  queryKey: queryKeys.permissionData,
  queryFn: ({ signal }) => callApi(getPermissionData, { signal }),
  staleTime: FIVE_MINUTES,
});

export function usePermissionData(): PermissionData {
  return useSuspenseQuery(permissionDataQuery).data;
}
