import { APPROVAL_ALREADY_PENDING, type Approval } from '@nova/contracts/api/ops-approvals';
import type { OpsDeposit, OpsWithdrawal } from '@nova/contracts/api/ops-money';
import { TRIAL_TYPE_ID } from '@nova/contracts/constants';
import { AppError } from '../../lib/app-error.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { approveDeposit, findOpsDeposit } from '../payments/deposits-ops.service.ts';
import { bonusPosted, grantBonus } from '../withdrawals/bonus.service.ts';
import { approve, findForOps, pay, resolve } from '../withdrawals/withdrawals-ops.service.ts';
import type {
  ApprovalDeps,
  BonusPayload,
  MoneyObjectPayload,
  RefundPayload,
  RequestDraft,
} from './approvals.model.ts';
import { findPendingFor, memberByAccount } from './approvals.repository.ts';
import { makeRequest } from './approvals.service.ts';
import { thresholdsOf } from './four-eyes.service.ts';

/**
 * The maker's side of four-eyes on money (issue 13): each operator money action either runs
 * now, when its amount is at most the brand's threshold (four-eyes.service.ts) or when it
 * moves no money (a replay, an object already past that step: the action's own answer), or
 * becomes a pending request for a second operator (approvals.service.ts approves it). The
 * answer says which: `approval` is null when the action ran.
 */

export interface BonusInput {
  account: string;
  amount: string;
  turnoverPercent: number;
  title: string;
  idempotencyKey: string;
}

export async function grantBonusOrRequest(
  deps: ApprovalDeps,
  brand: BrandRecord,
  input: BonusInput,
  maker: string,
): Promise<{ bonus: { transferId: number; created: boolean } | null; approval: Approval | null }> {
  const member = await memberByAccount(deps.db, brand.id, input.account);
  if (!member) throw new AppError('NOT_FOUND', 'member');
  if (member.type === TRIAL_TYPE_ID) throw new AppError('TRIAL_FORBIDDEN');
  const { bonusMax } = await thresholdsOf(deps.db, brand);
  // A key already granted is a replay: the bonus service answers it (the first transfer, or
  // IDEMPOTENCY_CONFLICT for other content) and no money moves.
  if (BigInt(input.amount) <= bonusMax || (await bonusPosted(deps, brand.id, input.idempotencyKey)))
    return { bonus: await grantBonus(deps, brand, input), approval: null };
  const payload: BonusPayload = { memberId: member.id, ...input, account: member.account };
  const approval = await makeRequest(
    deps,
    brand.id,
    { kind: 'BONUS_GRANT', objectType: 'bonus', objectId: input.idempotencyKey, payload },
    maker,
  );
  return { bonus: null, approval };
}

function objectPayload(
  object: { memberId: number; account: string; amount: string; reference: string },
  extra: Partial<MoneyObjectPayload> = {},
): MoneyObjectPayload {
  const { memberId, account, amount, reference } = object;
  return { memberId, account, amount, reference, ...extra };
}

/** The withdrawal without the member id (the response schema's fields only). */
export async function approveWithdrawalOrRequest(
  deps: ApprovalDeps,
  brand: BrandRecord,
  id: number,
  maker: string,
): Promise<{ withdrawal: OpsWithdrawal; approval: Approval | null }> {
  const w = await findForOps(deps, brand.id, id);
  const { withdrawalMax } = await thresholdsOf(deps.db, brand);
  if (w.status !== 'PENDING' || BigInt(w.amount) <= withdrawalMax)
    return { withdrawal: await approve(deps, id, maker), approval: null };
  const approval = await makeRequest(
    deps,
    brand.id,
    {
      kind: 'WITHDRAWAL_APPROVAL',
      objectType: 'withdrawal',
      objectId: String(id),
      payload: objectPayload(w),
    },
    maker,
  );
  return { withdrawal: w, approval };
}

export async function payWithdrawalOrRequest(
  deps: ApprovalDeps,
  brand: BrandRecord,
  id: number,
  payoutReference: string,
  maker: string,
): Promise<{ withdrawal: OpsWithdrawal; approval: Approval | null }> {
  const w = await findForOps(deps, brand.id, id);
  const { withdrawalMax } = await thresholdsOf(deps.db, brand);
  if (w.status !== 'APPROVED' || BigInt(w.amount) <= withdrawalMax)
    return { withdrawal: await pay(deps, brand, id, payoutReference, maker), approval: null };
  const approval = await makeRequest(
    deps,
    brand.id,
    {
      kind: 'WITHDRAWAL_PAYMENT',
      objectType: 'withdrawal',
      objectId: String(id),
      payload: objectPayload(w, { payoutReference }),
    },
    maker,
  );
  return { withdrawal: w, approval };
}

/**
 * Resolve a disputed withdrawal (issue 13): a refund of at most the brand's refund threshold
 * (or none) is carried out now; above it, a WITHDRAWAL_REFUND request waits for a second
 * operator. While such a request waits, resolving the withdrawal directly is refused too (the
 * checker decides it, or rejects it first); a second request is refused by the table's own
 * one-pending index. A refund above the amount is refused before anything is written.
 */
export async function resolveWithdrawalOrRequest(
  deps: ApprovalDeps,
  brand: BrandRecord,
  id: number,
  input: { refundAmount: string; note: string },
  maker: string,
): Promise<{ withdrawal: OpsWithdrawal; approval: Approval | null }> {
  const w = await findForOps(deps, brand.id, id);
  const refund = BigInt(input.refundAmount);
  if (refund > BigInt(w.amount)) {
    throw new AppError('VALIDATION_FAILED', 'refund above the amount', [
      { path: 'body.refundAmount', issue: 'range' },
    ]);
  }
  const object = {
    kind: 'WITHDRAWAL_REFUND',
    objectType: 'withdrawal',
    objectId: String(id),
  } as const satisfies Omit<RequestDraft, 'payload'>;
  if (w.status === 'DISPUTED' && (await findPendingFor(deps.db, brand.id, object))) {
    throw new AppError('CONFLICT', 'A refund request for this withdrawal waits for approval', [
      { path: 'object', issue: APPROVAL_ALREADY_PENDING },
    ]);
  }
  const { refundMax } = await thresholdsOf(deps.db, brand);
  if (w.status !== 'DISPUTED' || refund <= refundMax) {
    const resolved = await resolve(deps, brand.id, id, refund, input.note, maker);
    return { withdrawal: resolved, approval: null };
  }
  const payload: RefundPayload = {
    memberId: w.memberId,
    account: w.account,
    amount: refund.toString(),
    reason: input.note,
    reference: w.reference,
    withdrawalAmount: w.amount,
    receivedAmount: w.receivedAmount,
    payoutReference: w.payoutReference,
  };
  const approval = await makeRequest(deps, brand.id, { ...object, payload }, maker);
  return { withdrawal: w, approval };
}

export async function approveDepositOrRequest(
  deps: ApprovalDeps,
  brand: BrandRecord,
  id: number,
  maker: string,
): Promise<{ deposit: OpsDeposit; approval: Approval | null }> {
  const deposit = await findOpsDeposit(deps.db, brand.id, id);
  const { depositMax } = await thresholdsOf(deps.db, brand);
  if (deposit.status !== 'PENDING' || BigInt(deposit.amount) <= depositMax) {
    const approved = await approveDeposit(deps.db, deps.ledger, brand.id, id, maker);
    return { deposit: approved, approval: null };
  }
  const approval = await makeRequest(
    deps,
    brand.id,
    {
      kind: 'DEPOSIT_APPROVAL',
      objectType: 'deposit',
      objectId: String(id),
      payload: objectPayload(deposit),
    },
    maker,
  );
  return { deposit, approval };
}
