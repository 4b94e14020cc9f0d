import {
  type CreateDepositRequest,
  createDeposit,
  getDeposit,
  getPaymentChannels,
  listDeposits,
} from '@nova/contracts/api/payments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const RECENT_DEPOSITS = 10;

export const channelsQuery = queryOptions({
  queryKey: queryKeys.payments.channels,
  queryFn: ({ signal }) => callApi(getPaymentChannels, { signal }),
  meta: { private: true },
  staleTime: 60_000,
});

export const depositsQuery = queryOptions({
  queryKey: queryKeys.payments.deposits,
  queryFn: ({ signal }) =>
    callApi(listDeposits, { query: { pageNo: 1, pageSize: RECENT_DEPOSITS }, signal }),
  meta: { private: true },
  staleTime: 0,
});

export function usePaymentChannels() {
  return useQuery(channelsQuery);
}

export function useRecentDeposits() {
  return useQuery(depositsQuery);
}

export const DEPOSIT_POLL_MS = 2000;

/** One deposit, polled every 2 s while it is PENDING and `pollUntil` (epoch ms) is ahead. */
export function useDepositStatus(reference: string, pollUntil: number) {
  return useQuery({
    queryKey: queryKeys.payments.deposit(reference),
    queryFn: ({ signal }) => callApi(getDeposit, { params: { reference }, signal }),
    meta: { private: true },
    refetchInterval: (query) =>
      query.state.data?.status === 'PENDING' && Date.now() < pollUntil ? DEPOSIT_POLL_MS : false,
  });
}

/** Every view of the member's money refetches after a money change. */
export function useRefreshMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.wallet.root }),
      queryClient.invalidateQueries({ queryKey: queryKeys.payments.root }),
    ]);
}

export function useCreateDeposit() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: CreateDepositRequest) => callApi(createDeposit, { body }),
    onSuccess: () => refresh(),
  });
}
