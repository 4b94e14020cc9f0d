import {
  type ContractKind,
  dailySalaryProcess,
  dividendProcess,
  hourlySalaryProcess,
  listContracts,
  listStatements,
  offerContract,
  realtimeSalaryProcess,
  refuseContract,
  requestContract,
  signContract,
  terminateContract,
} from '@nova/contracts/api/agent-contracts';
import type { BodyOf, QueryOf } from '@nova/contracts/endpoint';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Agent contracts' server state (issue 15). Private: logout drops it with every member query.
 * Every change refetches all of it and the consolidated funds, whose contract flags decide the
 * agent menu's contract pages and the login popup (spec §3 "Consolidated data").
 */
export const CONTRACTS_PAGE_SIZE = 20;

export type ContractListQuery = QueryOf<typeof listContracts>;
export type StatementQuery = QueryOf<typeof listStatements>;

export const contractKeys = {
  all: ['agentContracts'] as const,
  list: (query: ContractListQuery) => ['agentContracts', 'list', query] as const,
  process: (kind: ContractKind) => ['agentContracts', 'process', kind] as const,
  statements: (query: StatementQuery) => ['agentContracts', 'statements', query] as const,
};

/** Spec §7: dividend and daily salary process are GET, hourly and real-time salary POST. */
const PROCESS = {
  DIVIDEND: dividendProcess,
  SALARY_DAILY: dailySalaryProcess,
  SALARY_HOURLY: hourlySalaryProcess,
  SALARY_REALTIME: realtimeSalaryProcess,
} as const;

/** The offer waiting for this agent's answer, and its signed contract, of one kind. */
export function processQuery(kind: ContractKind) {
  return queryOptions({
    queryKey: contractKeys.process(kind),
    queryFn: ({ signal }) => callApi(PROCESS[kind], { signal }),
    meta: { private: true },
    staleTime: 30_000,
  });
}

export function useContractProcess(kind: ContractKind, enabled = true) {
  return useQuery({ ...processQuery(kind), enabled });
}

export function useContracts(query: ContractListQuery, enabled = true) {
  return useQuery({
    queryKey: contractKeys.list(query),
    queryFn: ({ signal }) => callApi(listContracts, { query, signal }),
    meta: { private: true },
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useStatements(query: StatementQuery, enabled: boolean) {
  return useQuery({
    queryKey: contractKeys.statements(query),
    queryFn: ({ signal }) => callApi(listStatements, { query, signal }),
    meta: { private: true },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A contract change; whatever the answer, the contracts and the flags are read again. */
function useContractMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.funds.consolidated }),
      ]);
    },
  });
}

export const useOfferContract = () =>
  useContractMutation((body: BodyOf<typeof offerContract>) => callApi(offerContract, { body }));

export const useRequestContract = () =>
  useContractMutation((kind: ContractKind) => callApi(requestContract, { body: { kind } }));

export const useSignContract = () =>
  useContractMutation(({ id, confirm }: { id: number; confirm: boolean }) =>
    callApi(signContract, { params: { id }, body: { confirm } }),
  );

export const useRefuseContract = () =>
  useContractMutation((id: number) => callApi(refuseContract, { params: { id } }));

export const useTerminateContract = () =>
  useContractMutation((id: number) => callApi(terminateContract, { params: { id } }));
