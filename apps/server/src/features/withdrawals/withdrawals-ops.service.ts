import type { OpsWithdrawal } from '@nova/contracts/api/ops-money';
import type { FastifyInstance } from 'fastify';
import type { WithdrawalStatus } from '../../db/schema/withdrawals.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { type Movement, movementPosting, toOpsWithdrawal } from './withdrawals.model.ts';
import * as repo from './withdrawals.repository.ts';

/**
 * Operator transitions (issue 4; decision 014). Each one is a guarded UPDATE (exactly one of
 * two racing operators wins), THEN its ledger posting under a key derived from the row. A
 * crash or a failed posting in between leaves the row moved and the posting missing: the same
 * call again (a retry) sees the row already there, posts the same content, and the ledger
 * answers the first result; the repair job does the same for rows nobody retries.
 */
async function load(app: FastifyInstance, id: number): Promise<repo.WithdrawalView> {
  const w = await repo.findWithdrawal(app.db, id);
  if (!w) throw new AppError('NOT_FOUND');
  return w;
}

async function settle(
  app: FastifyInstance,
  id: number,
  movement: Movement | null,
  refund = 0n,
): Promise<OpsWithdrawal> {
  const w = await load(app, id);
  if (movement) await app.ledger.post(movementPosting(w, movement, refund));
  return toOpsWithdrawal(w);
}

export async function listForOps(
  app: FastifyInstance,
  brand: BrandRecord,
  status: WithdrawalStatus,
) {
  return (await repo.listByStatus(app.db, brand.id, status)).map(toOpsWithdrawal);
}

export async function approve(app: FastifyInstance, id: number, operator: string) {
  const now = app.now();
  if (
    !(await repo.transition(app.db, id, ['PENDING'], {
      status: 'APPROVED',
      decidedBy: operator,
      updatedAt: now,
    }))
  ) {
    const w = await load(app, id);
    if (w.status !== 'APPROVED') throw new AppError('INVALID_STATE');
  }
  return settle(app, id, null);
}

/** Pending or approved → rejected; the held amount returns to MAIN. */
export async function reject(app: FastifyInstance, id: number, reason: string, operator: string) {
  const now = app.now();
  const moved = await repo.transition(app.db, id, ['PENDING', 'APPROVED'], {
    status: 'REJECTED',
    rejectReason: reason,
    decidedBy: operator,
    updatedAt: now,
  });
  if (!moved && (await load(app, id)).status !== 'REJECTED') throw new AppError('INVALID_STATE');
  return settle(app, id, 'release');
}

/**
 * Approved → paid: the held amount leaves to house PAYMENTS and the member has
 * `withdraw_confirm_minutes` to confirm (spec §4). A retry with the same payout reference
 * repairs; another reference on a paid row is a second payout and refused.
 */
export async function pay(
  app: FastifyInstance,
  brand: BrandRecord,
  id: number,
  payoutReference: string,
  operator: string,
) {
  const now = app.now();
  const deadline = new Date(now.getTime() + brand.withdrawConfirmMinutes * 60_000);
  const moved = await repo.transition(app.db, id, ['APPROVED'], {
    status: 'PAID',
    payoutReference,
    paidAt: now,
    confirmDeadline: deadline,
    decidedBy: operator,
    updatedAt: now,
  });
  if (!moved) {
    const w = await load(app, id);
    const paid: WithdrawalStatus[] = ['PAID', 'DISPUTED', 'COMPLETED'];
    if (!paid.includes(w.status) || w.payoutReference !== payoutReference)
      throw new AppError('INVALID_STATE');
  }
  return settle(app, id, 'pay');
}

/**
 * Disputed → completed, refunding what the operator found was not received (0..amount) from
 * house PAYMENTS to MAIN. The note goes to the audit log (no column for it yet).
 */
export async function resolve(
  app: FastifyInstance,
  id: number,
  refundAmount: bigint,
  operator: string,
) {
  const w = await load(app, id);
  if (refundAmount < 0n || refundAmount > w.amount)
    throw new AppError('VALIDATION_FAILED', 'refund above the amount', [
      { path: 'body.refundAmount', issue: 'range' },
    ]);
  const now = app.now();
  const moved = await repo.transition(app.db, id, ['DISPUTED'], {
    status: 'COMPLETED',
    refundedAmount: refundAmount,
    decidedBy: operator,
    updatedAt: now,
  });
  if (!moved) {
    const again = await load(app, id);
    if (again.status !== 'COMPLETED' || again.refundedAmount !== refundAmount)
      throw new AppError('INVALID_STATE');
  }
  return settle(app, id, refundAmount > 0n ? 'refund' : null, refundAmount);
}
