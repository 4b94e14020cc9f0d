import { getMemberInfo, type MemberInfo } from '@nova/contracts/api/session';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi, isApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Logged out is an answer, not an error: 401 maps to null. */
export async function fetchMemberInfo(signal?: AbortSignal): Promise<MemberInfo | null> {
  try {
    return await callApi(getMemberInfo, { signal });
  } catch (error) {
    if (isApiError(error) && error.code === 'UNAUTHENTICATED') return null;
    throw error;
  }
}

export const memberInfoQuery = queryOptions({
  queryKey: queryKeys.memberInfo,
  queryFn: ({ signal }) => fetchMemberInfo(signal),
  staleTime: 60_000,
});

/** The logged-in member (source of isLogin, isAgent, isTrial), or null when logged out. */
export function useMemberInfo(): MemberInfo | null {
  return useSuspenseQuery(memberInfoQuery).data;
}
