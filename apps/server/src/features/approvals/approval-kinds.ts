import { TRIAL_TYPE_ID } from '@nova/contracts/constants';
import { AppError, isAppError } from '../../lib/app-error.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { approveDeposit, findOpsDeposit } from '../payments/deposits-ops.service.ts';
import {
  resolveBlocker,
  resolveByHand,
  type TransferResolvePayload,
} from '../transfers/wallet-transfer-resolve.service.ts';
import { grantBonus } from '../withdrawals/bonus.service.ts';
import {
  approvePending,
  findForOps,
  payApproved,
  resolveDisputed,
} from '../withdrawals/withdrawals-ops.service.ts';
import type {
  AdjustmentPayload,
  ApprovalDeps,
  BonusPayload,
  MoneyObjectPayload,
  RefundPayload,
} from './approvals.model.ts';
import { type ApprovalRow, memberByAccount, memberOfBrand } from './approvals.repository.ts';

/**
 * What each kind of request checks again at approval and then does (issue 13, decision 039).
 *
 * - `objectChanged` runs before the claim. A withdrawal or deposit that is no longer in the
 *   state the request expects, or whose amount differs, can never be carried out: the answer
 *   describes the change and the request becomes STALE. A member who cannot receive the money
 *   now (unknown, trial) throws instead and the request stays pending, for a checker to reject.
 * - `carryOut` runs after the claim, through the owning feature's own service, so each action
 *   keeps its own idempotency: `approval:<id>` for an adjustment, `bonus:<key>` for a bonus,
 *   the withdrawal's and the deposit's keys for theirs. `changed` again means the object moved
 *   between the check and the guarded update (another operator, the member): nothing happened.
 */
export type Change = Record<string, unknown> & { status: string };
export type CarriedOut = { result: Record<string, unknown> } | { changed: Change };

/** A member of the brand who may have money moved by an operator (not a trial account). */
export async function adjustableMember(deps: ApprovalDeps, brandId: number, memberId: number) {
  const member = await memberOfBrand(deps.db, brandId, memberId);
  if (!member) throw new AppError('NOT_FOUND', 'No such member');
  if (member.type === TRIAL_TYPE_ID) throw new AppError('TRIAL_FORBIDDEN');
  return member;
}

/** The change that makes a withdrawal or deposit request impossible, or null. */
function moved(
  current: { status: string; amount: string },
  expected: { status: string; amount: string },
): Change | null {
  if (current.status === expected.status && current.amount === expected.amount) return null;
  return { status: current.status, amount: current.amount };
}

export async function objectChanged(
  deps: ApprovalDeps,
  brand: BrandRecord,
  row: ApprovalRow,
): Promise<Change | null> {
  const id = Number(row.objectId);
  const amount = String(row.payload.amount);
  switch (row.kind) {
    case 'MEMBER_ADJUSTMENT':
      await adjustableMember(deps, brand.id, id);
      return null;
    case 'BONUS_GRANT': {
      const member = await memberByAccount(deps.db, brand.id, String(row.payload.account));
      if (!member) throw new AppError('NOT_FOUND', 'No such member');
      if (member.type === TRIAL_TYPE_ID) throw new AppError('TRIAL_FORBIDDEN');
      return null;
    }
    case 'WITHDRAWAL_APPROVAL':
      return moved(await findForOps(deps, brand.id, id), { status: 'PENDING', amount });
    case 'WITHDRAWAL_PAYMENT':
      return moved(await findForOps(deps, brand.id, id), { status: 'APPROVED', amount });
    case 'DEPOSIT_APPROVAL':
      return moved(await findOpsDeposit(deps.db, brand.id, id), { status: 'PENDING', amount });
    case 'WALLET_TRANSFER_RESOLVE':
      // Settled or released meanwhile (the status check got its answer): STALE.
      return resolveBlocker(deps.db, brand.id, id, amount);
    case 'WITHDRAWAL_REFUND': {
      // Still disputed, the same withdrawal amount, and the refund still within it.
      const { withdrawalAmount } = row.payload as unknown as RefundPayload;
      const w = await findForOps(deps, brand.id, id);
      const change = moved(w, { status: 'DISPUTED', amount: withdrawalAmount });
      if (change || BigInt(amount) <= BigInt(w.amount)) return change;
      return { status: w.status, amount: w.amount, refundAmount: amount };
    }
  }
}

async function postAdjustment(deps: ApprovalDeps, brandId: number, row: ApprovalRow) {
  const payload = row.payload as unknown as AdjustmentPayload;
  const amount = BigInt(payload.amount);
  const member = { memberId: Number(row.objectId), kind: 'MAIN' as const };
  const house = { house: 'PAYMENTS' as const };
  const posted = await deps.ledger.post({
    brandId,
    idempotencyKey: `approval:${row.id}`,
    kind: 'MANUAL_ADJUSTMENT',
    legs:
      payload.direction === 'CREDIT'
        ? [
            { account: house, amount: -amount },
            { account: member, amount },
          ]
        : [
            { account: member, amount: -amount },
            { account: house, amount },
          ],
    metadata: {
      reference: `approval #${row.id}`,
      source: 'FOUR_EYES',
      reason: payload.reason,
      madeBy: row.madeBy,
      checkedBy: row.checkedBy,
    },
  });
  return { transferId: posted.transferId };
}

async function approveDepositNow(
  deps: ApprovalDeps,
  brand: BrandRecord,
  id: number,
  checker: string,
): Promise<CarriedOut> {
  try {
    const deposit = await approveDeposit(deps.db, deps.ledger, brand.id, id, checker);
    return { result: { depositId: id, status: deposit.status, amount: deposit.amount } };
  } catch (error) {
    // Credited or rejected by someone else since the check: nothing was posted by this call.
    if (isAppError(error) && error.code === 'INVALID_STATE') {
      const now = await findOpsDeposit(deps.db, brand.id, id);
      return { changed: { status: now.status, amount: now.amount } };
    }
    throw error;
  }
}

/** Carry out a claimed request, as its checker. */
export async function carryOut(
  deps: ApprovalDeps,
  brand: BrandRecord,
  row: ApprovalRow,
  checker: string,
): Promise<CarriedOut> {
  const id = Number(row.objectId);
  const changedNow = async () => {
    const w = await findForOps(deps, brand.id, id);
    return { changed: { status: w.status, amount: w.amount } };
  };
  switch (row.kind) {
    case 'MEMBER_ADJUSTMENT':
      return { result: await postAdjustment(deps, brand.id, row) };
    case 'BONUS_GRANT': {
      const { memberId: _member, ...input } = row.payload as unknown as BonusPayload;
      return { result: await grantBonus(deps, brand, input) };
    }
    case 'WITHDRAWAL_APPROVAL': {
      const w = await approvePending(deps, id, checker);
      return w ? { result: { withdrawalId: id, status: w.status } } : changedNow();
    }
    case 'WITHDRAWAL_PAYMENT': {
      const payoutReference = String(
        (row.payload as unknown as MoneyObjectPayload).payoutReference,
      );
      const w = await payApproved(deps, brand, id, payoutReference, checker);
      return w ? { result: { withdrawalId: id, status: w.status, payoutReference } } : changedNow();
    }
    case 'DEPOSIT_APPROVAL':
      return approveDepositNow(deps, brand, id, checker);
    case 'WALLET_TRANSFER_RESOLVE': {
      const { outcome } = row.payload as unknown as TransferResolvePayload;
      const done = await resolveByHand(deps, brand.id, id, outcome, row.id);
      return 'changed' in done ? done : { result: done.resolved };
    }
    case 'WITHDRAWAL_REFUND': {
      // The withdrawal's own guarded update and its key `withdrawal:<id>:refund`: once.
      const { amount, reason } = row.payload as unknown as RefundPayload;
      const w = await resolveDisputed(deps, brand.id, id, BigInt(amount), reason, checker);
      return w
        ? { result: { withdrawalId: id, status: w.status, refundedAmount: w.refundedAmount } }
        : changedNow();
    }
  }
}
