import type { MemberInfo } from '@nova/contracts/api/session';
import { useMemberInfo } from '../api/use-member-info';

export interface Session {
  member: MemberInfo | null;
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
}

/** Session flags derived from member info (spec §4 "Session"), never stored twice. */
export function useSession(): Session {
  const member = useMemberInfo();
  return {
    member,
    isLogin: member !== null,
    isAgent: member?.isAgent ?? false,
    isTrial: member?.isTrial ?? false,
  };
}
