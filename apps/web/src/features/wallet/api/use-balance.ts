import { getWalletBalance } from '@nova/contracts/api/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../session/hooks/use-session';

/**
 * The member's balances (spec §7 `/wps/v2/wallets/balance`). Private: logout drops it. Balance
 * events refetch it (decision 012), so it need not poll; a short stale time still refreshes it
 * when the player comes back to the tab.
 */
export const balanceQuery = queryOptions({
  queryKey: queryKeys.wallet.balance,
  queryFn: ({ signal }) => callApi(getWalletBalance, { signal }),
  meta: { private: true },
  staleTime: 10_000,
});

/**
 * The balance of a logged-in real member. Trial accounts have no wallet (SECURITY.md 16) and a
 * session that must change its password is refused by the server, so neither asks.
 */
export function useBalance() {
  const { member, isTrial } = useSession();
  const enabled = member !== null && !isTrial && !member.mustChangePassword;
  return useQuery({ ...balanceQuery, enabled });
}
