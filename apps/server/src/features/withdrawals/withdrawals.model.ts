import { createHash } from 'node:crypto';
import type { OpsWithdrawal } from '@nova/contracts/api/ops-money';
import type { Withdrawal } from '@nova/contracts/api/withdrawals';
import type { PostingRequest } from '../ledger/ledger.model.ts';
import { maskAccountNumber } from './banks.ts';
import type { WithdrawalView } from './withdrawals.repository.ts';

/** The hold is posted before the row exists, so its key names the request (decision 014). */
export function holdKey(memberId: number, requestId: string): string {
  return `withdrawal-request:${memberId}:${requestId}`;
}

/** A reference derived from the hold key: the request and a repair write the same one. */
export function referenceFor(key: string): string {
  return `WD${createHash('sha256').update(key).digest('hex').slice(0, 14).toUpperCase()}`;
}

export type Movement = 'release' | 'pay' | 'refund';

/**
 * The posting of a transition (decision 014). Its content depends only on the row, so a retry
 * by the operator or by the repair job posts the very same thing and the ledger answers the
 * first result.
 */
export function movementPosting(
  w: Pick<WithdrawalView, 'id' | 'brandId' | 'memberId' | 'amount' | 'reference'>,
  movement: Movement,
  refund = 0n,
): PostingRequest {
  const member = { memberId: w.memberId };
  const legs =
    movement === 'release'
      ? [
          { account: { ...member, kind: 'HELD' as const }, amount: -w.amount },
          { account: { ...member, kind: 'MAIN' as const }, amount: w.amount },
        ]
      : movement === 'pay'
        ? [
            { account: { ...member, kind: 'HELD' as const }, amount: -w.amount },
            { account: { house: 'PAYMENTS' as const }, amount: w.amount },
          ]
        : [
            { account: { house: 'PAYMENTS' as const }, amount: -refund },
            { account: { ...member, kind: 'MAIN' as const }, amount: refund },
          ];
  const kind = {
    release: 'WITHDRAWAL_RELEASE',
    pay: 'WITHDRAWAL_PAY',
    refund: 'WITHDRAWAL_REFUND',
  };
  return {
    brandId: w.brandId,
    idempotencyKey: `withdrawal:${w.id}:${movement}`,
    kind: kind[movement],
    legs,
    metadata: { withdrawalId: w.id, reference: w.reference },
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const text = (n: bigint | null) => (n === null ? null : n.toString());

export function toWithdrawal(w: WithdrawalView): Withdrawal {
  return {
    id: w.id,
    reference: w.reference,
    amount: w.amount.toString(),
    status: w.status,
    bankName: w.bankName,
    accountNumber: maskAccountNumber(w.accountNumber),
    rejectReason: w.rejectReason,
    createdAt: w.createdAt.toISOString(),
    paidAt: iso(w.paidAt),
    confirmDeadline: w.status === 'PAID' ? iso(w.confirmDeadline) : null,
    confirmation: w.confirmation,
    receivedAmount: text(w.receivedAmount),
    refundedAmount: text(w.refundedAmount),
  };
}

/** The operator sees the full account number: it is what they pay to. */
export function toOpsWithdrawal(w: WithdrawalView): OpsWithdrawal {
  return {
    id: w.id,
    reference: w.reference,
    memberId: w.memberId,
    account: w.account,
    amount: w.amount.toString(),
    status: w.status,
    bankName: w.bankName,
    accountName: w.accountName,
    accountNumber: w.accountNumber,
    confirmation: w.confirmation,
    receivedAmount: text(w.receivedAmount),
    confirmProofUploadIds: w.confirmProofUploadIds,
    confirmRemark: w.confirmRemark,
    rejectReason: w.rejectReason,
    payoutReference: w.payoutReference,
    paidAt: iso(w.paidAt),
    confirmedAt: iso(w.confirmedAt),
    refundedAmount: text(w.refundedAmount),
    resolutionNote: w.resolutionNote,
    decidedBy: w.decidedBy,
    createdAt: w.createdAt.toISOString(),
  };
}
