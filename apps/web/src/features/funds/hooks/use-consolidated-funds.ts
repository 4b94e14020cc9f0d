import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../session/hooks/use-session';
import { consolidatedFundsQuery } from '../api/funds-queries';

/** Spec §3 "Session storage keys … consolidated". */
export const CONSOLIDATED_STORAGE_KEY = 'consolidated';

/**
 * Spec §4 "On login: … consolidated balance (if agent policy on and not trial) load": once per
 * login for a real member (trial accounts skip it; a session that must change its password is
 * refused by the server). The answer is kept in session storage under `consolidated`, which
 * logout clears with the rest.
 */
export function useConsolidatedFunds() {
  const { member, isTrial } = useSession();
  const enabled = member !== null && !isTrial && !member.mustChangePassword;
  const query = useQuery({ ...consolidatedFundsQuery, enabled });
  const data = enabled ? query.data : undefined;
  useEffect(() => {
    if (!data) return;
    try {
      sessionStorage.setItem(CONSOLIDATED_STORAGE_KEY, JSON.stringify(data));
    } catch {
      // Storage unavailable (private mode quota): the query cache still holds it.
    }
  }, [data]);
  return query;
}
