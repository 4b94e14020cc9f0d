import type { OpsWithdrawal } from '@nova/contracts/api/ops-money';
import type { Db } from '../../db/client.ts';
import type { WithdrawalStatus } from '../../db/schema/withdrawals.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { type Movement, movementPosting, toOpsWithdrawal } from './withdrawals.model.ts';
import * as repo from './withdrawals.repository.ts';

/** What the operator transitions need, built once in the routes (decision 031). */
export interface WithdrawalOpsDeps {
  db: Db;
  ledger: Pick<LedgerService, 'post'>;
  now: () => Date;
}

/**
 * Operator transitions (issue 4; decision 014). Each one is a guarded UPDATE (exactly one of
 * two racing operators wins), THEN its ledger posting under a key derived from the row. A
 * crash or a failed posting in between leaves the row moved and the posting missing: the same
 * call again (a retry) sees the row already there, posts the same content, and the ledger
 * answers the first result; the repair job does the same for rows nobody retries.
 */
async function load(deps: WithdrawalOpsDeps, id: number): Promise<repo.WithdrawalView> {
  const w = await repo.findWithdrawal(deps.db, id);
  if (!w) throw new AppError('NOT_FOUND');
  return w;
}

async function settle(
  deps: WithdrawalOpsDeps,
  id: number,
  movement: Movement | null,
  refund = 0n,
): Promise<OpsWithdrawal> {
  const w = await load(deps, id);
  if (movement) await deps.ledger.post(movementPosting(w, movement, refund));
  return toOpsWithdrawal(w);
}

/** One page of a status's queue, oldest first (keyset: `after` the last id seen). */
export async function listForOps(
  deps: WithdrawalOpsDeps,
  brand: BrandRecord,
  query: { status: WithdrawalStatus; after?: number | undefined; limit: number },
) {
  const rows = await repo.listByStatus(
    deps.db,
    brand.id,
    query.status,
    query.after ?? 0,
    query.limit,
  );
  return {
    items: rows.map(toOpsWithdrawal),
    nextAfter: rows.length === query.limit ? (rows.at(-1)?.id ?? null) : null,
  };
}

/** A member's withdrawals for the back office (issue 13), newest first, in keyset pages. */
export async function memberWithdrawalsForOps(
  db: Db,
  memberId: number,
  beforeId: number | undefined,
  limit: number,
): Promise<OpsWithdrawal[]> {
  return (await repo.memberWithdrawalsBefore(db, memberId, beforeId, limit)).map(toOpsWithdrawal);
}

export async function countMemberWithdrawals(db: Db, memberId: number): Promise<number> {
  return repo.countMemberWithdrawals(db, memberId);
}

/** A withdrawal of this brand as the operator sees it, with its member (four-eyes requests). */
export async function findForOps(deps: WithdrawalOpsDeps, brandId: number, id: number) {
  const w = await repo.findWithdrawal(deps.db, id);
  if (!w || w.brandId !== brandId) throw new AppError('NOT_FOUND');
  return toOpsWithdrawal(w);
}

/** Pending → approved by this call, or undefined when it was no longer pending. */
export async function approvePending(
  deps: WithdrawalOpsDeps,
  id: number,
  operator: string,
): Promise<OpsWithdrawal | undefined> {
  const moved = await repo.transition(deps.db, id, ['PENDING'], {
    status: 'APPROVED',
    decidedBy: operator,
    updatedAt: deps.now(),
  });
  return moved ? settle(deps, id, null) : undefined;
}

export async function approve(deps: WithdrawalOpsDeps, id: number, operator: string) {
  const approved = await approvePending(deps, id, operator);
  if (approved) return approved;
  const w = await load(deps, id);
  if (w.status !== 'APPROVED') throw new AppError('INVALID_STATE');
  return toOpsWithdrawal(w);
}

/** Pending or approved → rejected; the held amount returns to MAIN. */
export async function reject(
  deps: WithdrawalOpsDeps,
  brandId: number,
  id: number,
  reason: string,
  operator: string,
) {
  // Another brand's withdrawal is not this operator's to see: NOT_FOUND, nothing moved.
  await findForOps(deps, brandId, id);
  const now = deps.now();
  const moved = await repo.transition(deps.db, id, ['PENDING', 'APPROVED'], {
    status: 'REJECTED',
    rejectReason: reason,
    decidedBy: operator,
    updatedAt: now,
  });
  if (!moved && (await load(deps, id)).status !== 'REJECTED') throw new AppError('INVALID_STATE');
  return settle(deps, id, 'release');
}

/**
 * Approved → paid: the held amount leaves to house PAYMENTS and the member has
 * `withdraw_confirm_minutes` to confirm (spec §4). A retry with the same payout reference
 * repairs; another reference on a paid row is a second payout and refused.
 */
export async function pay(
  deps: WithdrawalOpsDeps,
  brand: BrandRecord,
  id: number,
  payoutReference: string,
  operator: string,
) {
  const paidNow = await payApproved(deps, brand, id, payoutReference, operator);
  if (paidNow) return paidNow;
  const w = await load(deps, id);
  const paid: WithdrawalStatus[] = ['PAID', 'DISPUTED', 'COMPLETED'];
  if (!paid.includes(w.status) || w.payoutReference !== payoutReference)
    throw new AppError('INVALID_STATE');
  return settle(deps, id, 'pay');
}

/** Approved → paid by this call, with its posting; undefined when it was no longer approved. */
export async function payApproved(
  deps: WithdrawalOpsDeps,
  brand: BrandRecord,
  id: number,
  payoutReference: string,
  operator: string,
): Promise<OpsWithdrawal | undefined> {
  const now = deps.now();
  const deadline = new Date(now.getTime() + brand.withdrawConfirmMinutes * 60_000);
  const moved = await repo.transition(deps.db, id, ['APPROVED'], {
    status: 'PAID',
    payoutReference,
    paidAt: now,
    confirmDeadline: deadline,
    decidedBy: operator,
    updatedAt: now,
  });
  return moved ? settle(deps, id, 'pay') : undefined;
}

/** Refused before anything moves: a refund is 0..amount (the database checks it too). */
function requireRefundInRange(w: repo.WithdrawalView, refund: bigint): void {
  if (refund < 0n || refund > w.amount)
    throw new AppError('VALIDATION_FAILED', 'refund above the amount', [
      { path: 'body.refundAmount', issue: 'range' },
    ]);
}

/**
 * Disputed → completed by this call, refunding what the operator found was not received
 * (0..amount) from house PAYMENTS to MAIN, with the operator's note; undefined when it was no
 * longer disputed (resolved by someone else meanwhile). A four-eyes refund is carried out
 * through here by its checker (approvals/approval-kinds.ts).
 */
export async function resolveDisputed(
  deps: WithdrawalOpsDeps,
  brandId: number,
  id: number,
  refund: bigint,
  note: string,
  operator: string,
): Promise<OpsWithdrawal | undefined> {
  const w = await load(deps, id);
  if (w.brandId !== brandId) throw new AppError('NOT_FOUND');
  requireRefundInRange(w, refund);
  const moved = await repo.transition(deps.db, id, ['DISPUTED'], {
    status: 'COMPLETED',
    refundedAmount: refund,
    resolutionNote: note,
    decidedBy: operator,
    updatedAt: deps.now(),
  });
  return moved ? settle(deps, id, refund > 0n ? 'refund' : null, refund) : undefined;
}

/**
 * Resolve a dispute now (one operator: at most the brand's refund threshold, or nothing
 * refunded). A retry of the same resolution answers it again and repairs a missing posting;
 * another refund on a resolved withdrawal is refused.
 */
export async function resolve(
  deps: WithdrawalOpsDeps,
  brandId: number,
  id: number,
  refund: bigint,
  note: string,
  operator: string,
): Promise<OpsWithdrawal> {
  const resolvedNow = await resolveDisputed(deps, brandId, id, refund, note, operator);
  if (resolvedNow) return resolvedNow;
  const again = await load(deps, id);
  if (again.status !== 'COMPLETED' || again.refundedAmount !== refund)
    throw new AppError('INVALID_STATE');
  return settle(deps, id, refund > 0n ? 'refund' : null, refund);
}

/** The dashboard's withdrawal figures (issue 13): approved or paid, per brand-local day requested. */
export function approvedWithdrawalsPerDay(
  db: Db,
  brandId: number,
  range: { from: string; to: string; timezone: string },
) {
  return repo.approvedWithdrawalsByDay(db, brandId, range);
}

/** Withdrawals waiting for an operator's decision. */
export function pendingWithdrawalCount(db: Db, brandId: number): Promise<number> {
  return repo.countWithdrawalsByStatus(db, brandId, 'PENDING');
}
