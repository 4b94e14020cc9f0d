import {
  type BindBankAccountRequest,
  bindBankAccount,
  type ConfirmWithdrawalRequest,
  type CreateWithdrawalRequest,
  confirmWithdrawal,
  createWithdrawal,
  getBankList,
  getWithdrawOverview,
  listWithdrawals,
} from '@nova/contracts/api/withdrawals';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useRefreshMoney } from './deposit-queries';

export const RECENT_WITHDRAWALS = 10;

export const withdrawOverviewQuery = queryOptions({
  queryKey: queryKeys.payments.withdrawOverview,
  queryFn: ({ signal }) => callApi(getWithdrawOverview, { signal }),
  meta: { private: true },
  staleTime: 0,
});

export const withdrawalsQuery = queryOptions({
  queryKey: queryKeys.payments.withdrawals,
  queryFn: ({ signal }) =>
    callApi(listWithdrawals, { query: { pageNo: 1, pageSize: RECENT_WITHDRAWALS }, signal }),
  meta: { private: true },
  staleTime: 0,
});

export const bankListQuery = queryOptions({
  queryKey: queryKeys.payments.banks,
  queryFn: ({ signal }) => callApi(getBankList, { signal }),
  meta: { private: true },
  staleTime: 10 * 60_000,
});

export const useWithdrawOverview = () => useQuery(withdrawOverviewQuery);
export const useWithdrawals = () => useQuery(withdrawalsQuery);
export const useBankList = () => useQuery(bankListQuery);

export function useBindBankAccount() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: BindBankAccountRequest) => callApi(bindBankAccount, { body }),
    onSuccess: () => refresh(),
  });
}

export function useCreateWithdrawal() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: CreateWithdrawalRequest) => callApi(createWithdrawal, { body }),
    onSuccess: () => refresh(),
  });
}

export function useConfirmWithdrawal() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ConfirmWithdrawalRequest }) =>
      callApi(confirmWithdrawal, { params: { id }, body }),
    onSuccess: () => refresh(),
  });
}
