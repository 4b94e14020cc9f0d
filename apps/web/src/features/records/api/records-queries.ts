import {
  getBonusDetails,
  getPersonalProfit,
  getTransactionHistory,
} from '@nova/contracts/api/records';
import type { QueryOf } from '@nova/contracts/endpoint';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The records pages (spec §2). Private member data keyed by its filters; the previous page
 * stays on screen while the next loads. `enabled` is false while the date range is invalid.
 */
export const RECORDS_PAGE_SIZE = 20;

export type TransactionQuery = QueryOf<typeof getTransactionHistory>;
export type ProfitQuery = QueryOf<typeof getPersonalProfit>;
export type BonusQuery = QueryOf<typeof getBonusDetails>;

export function useTransactionHistory(query: TransactionQuery, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.records.transactions(query),
    queryFn: ({ signal }) => callApi(getTransactionHistory, { query, signal }),
    meta: { private: true },
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function usePersonalProfit(query: ProfitQuery, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.records.profit(query),
    queryFn: ({ signal }) => callApi(getPersonalProfit, { query, signal }),
    meta: { private: true },
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useBonusDetails(query: BonusQuery, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.records.bonus(query),
    queryFn: ({ signal }) => callApi(getBonusDetails, { query, signal }),
    meta: { private: true },
    placeholderData: keepPreviousData,
    enabled,
  });
}
