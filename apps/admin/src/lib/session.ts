import { operatorSelf } from '@nova/contracts/api/ops-auth';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { callApi, isApiError, type ValueOf } from './api';

export type Operator = ValueOf<typeof operatorSelf>;
export const SELF_KEY = ['ops', 'self'] as const;

/** The signed-in operator, or null when there is no operator session. */
export function useOperatorQuery() {
  return useQuery({
    queryKey: SELF_KEY,
    queryFn: async () => {
      try {
        return await callApi(operatorSelf);
      } catch (error) {
        if (isApiError(error) && (error.status === 401 || error.code === 'UNAUTHENTICATED')) {
          return null;
        }
        throw error;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * The signed-in operator, provided by the root while there is one: screens rendered during a
 * sign-out read the operator they were opened with, never a half-cleared cache.
 */
export const OperatorContext = createContext<Operator | null>(null);

/** The signed-in operator; only inside the authenticated shell. */
export function useOperator(): Operator {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error('useOperator outside the signed-in shell');
  return operator;
}

export function useCan(): (permission: string) => boolean {
  const operator = useOperator();
  return (permission) => operator.permissions.includes(permission);
}
