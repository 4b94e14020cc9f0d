import { getMemberInfo, type MemberInfo } from '@nova/contracts/api/session';
import { SESSION_HINT_COOKIE } from '@nova/contracts/constants';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi, isApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The server sets a readable hint cookie beside the HttpOnly session cookie (decision 004). */
function mayHaveSession(): boolean {
  // The server render forwards the visitor's cookies and asks; a 401 is still null.
  if (typeof document === 'undefined') return true;
  return document.cookie.split('; ').some((c) => c === `${SESSION_HINT_COOKIE}=1`);
}

/** Logged out is an answer, not an error: no session hint or a 401 maps to null. */
export async function fetchMemberInfo(signal?: AbortSignal): Promise<MemberInfo | null> {
  if (!mayHaveSession()) return null;
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
