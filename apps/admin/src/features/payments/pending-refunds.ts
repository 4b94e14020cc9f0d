import { opsListApprovals } from '@nova/contracts/api/ops-approvals';
import { useQuery } from '@tanstack/react-query';
import { callApi, type ValueOf } from '../../lib/api';
import { useCan } from '../../lib/session';

export type RefundRequest = ValueOf<typeof opsListApprovals>['items'][number];

/**
 * The refund requests waiting for a second operator, by withdrawal id: a disputed withdrawal
 * with one cannot be resolved again until it is decided (the server refuses it too). Read with
 * approvals.read; without it the map is empty and the server's refusal says why.
 */
export function usePendingRefunds(enabled = true): ReadonlyMap<number, RefundRequest> {
  const can = useCan();
  const pending = useQuery({
    queryKey: ['ops', 'approvals', 'PENDING', 'WITHDRAWAL_REFUND'],
    queryFn: () =>
      callApi(opsListApprovals, {
        query: { status: 'PENDING', kind: 'WITHDRAWAL_REFUND', limit: 100 },
      }),
    enabled: enabled && can('approvals.read'),
  });
  return new Map((pending.data?.items ?? []).map((request) => [Number(request.objectId), request]));
}
