import {
  getConsolidatedFunds,
  getMerchantWallets,
  getTransferTargets,
  getVendorBalances,
  listWalletTransfers,
  transferToMember,
  walletTransfer,
  walletTransferAllToMain,
} from '@nova/contracts/api/transfers';
import type { BodyOf, EndpointDef } from '@nova/contracts/endpoint';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Server state of the transferFund and transferUpline pages (spec §2, §7 GCS_walletTransfer,
 * merchant wallet). Member data is private: logout drops it.
 */
export const merchantWalletsQuery = queryOptions({
  queryKey: queryKeys.funds.merchantWallets,
  queryFn: ({ signal }) => callApi(getMerchantWallets, { query: { isSingle: '0' }, signal }),
  // Spec §7 "merchant wallet (isSingle, cached)": the vendor list changes rarely.
  staleTime: 5 * 60_000,
});

export const walletTransfersQuery = queryOptions({
  queryKey: queryKeys.funds.transfers,
  queryFn: ({ signal }) => callApi(listWalletTransfers, { signal }),
  meta: { private: true },
  staleTime: 0,
});

export const transferTargetsQuery = queryOptions({
  queryKey: queryKeys.funds.targets,
  queryFn: ({ signal }) => callApi(getTransferTargets, { signal }),
  meta: { private: true },
  staleTime: 0,
});

/**
 * The vendor wallets as the vendors report them (decision 027): winnings included. Under
 * `wallet.root`, so every money call and the header's refresh read them again.
 */
export const vendorBalancesQuery = queryOptions({
  queryKey: queryKeys.wallet.vendorBalances,
  queryFn: ({ signal }) => callApi(getVendorBalances, { signal }),
  meta: { private: true },
  staleTime: 0,
});

export const useMerchantWallets = () => useQuery(merchantWalletsQuery);
export const useVendorBalances = () => useQuery(vendorBalancesQuery);
export const useWalletTransfers = () => useQuery(walletTransfersQuery);
export const useTransferTargets = () => useQuery(transferTargetsQuery);

/**
 * A money call as a mutation. Whatever the outcome (an unknown vendor answer holds money too),
 * every wallet view and the recent transfers refetch.
 */
function useMoneyMutation<E extends EndpointDef>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<E>) => callApi(endpoint, { body }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet.root }),
        queryClient.invalidateQueries({ queryKey: queryKeys.funds.transfers }),
      ]);
    },
  });
}

export const useWalletTransfer = () => useMoneyMutation(walletTransfer);
export const useTransferAllToMain = () => useMoneyMutation(walletTransferAllToMain);
export const useTransferToMember = () => useMoneyMutation(transferToMember);

export const consolidatedFundsQuery = queryOptions({
  queryKey: queryKeys.funds.consolidated,
  queryFn: ({ signal }) => callApi(getConsolidatedFunds, { signal }),
  meta: { private: true },
  // Once per login: logout drops the private query, the next login loads it again.
  staleTime: Number.POSITIVE_INFINITY,
});
