import type {
  ConfirmWithdrawalRequest,
  Withdrawal,
  WithdrawOverview,
} from '@nova/contracts/api/withdrawals';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { assertNotFrozen } from '../agent-contracts/agent-contracts.service.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { assertWithdrawalAllowed } from '../kyc/kyc.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { requireOwnUploads } from '../uploads/uploads.service.ts';
import { findBankAccount, findMoneyProfile } from './bank-accounts.repository.ts';
import { listBankAccounts } from './bank-accounts.service.ts';
import { clearTurnover, turnoverSnapshot } from './turnover.service.ts';
import { holdKey, referenceFor, toWithdrawal } from './withdrawals.model.ts';
import * as repo from './withdrawals.repository.ts';

/** What the member's withdrawal rules need, built once in the routes (decision 031). */
export interface WithdrawalDeps {
  db: Db;
  ledger: Pick<LedgerService, 'post' | 'balance'>;
  rateLimiter: RateLimiter;
  now: () => Date;
}

function pinLimit(memberId: number): [['paymentPasswordFailuresPerMember', string]] {
  return [['paymentPasswordFailuresPerMember', String(memberId)]];
}

/** The payment password, with wrong guesses limited per member (SECURITY.md 3, 14). */
async function checkPaymentPassword(
  deps: WithdrawalDeps,
  memberId: number,
  hash: string | null,
  paymentPassword: string,
): Promise<void> {
  if (!hash) throw new AppError('PAYMENT_PASSWORD_NOT_SET');
  // Reserved before the check (decision 022), given back when the password is right.
  const attempt = await deps.rateLimiter.reserve(pinLimit(memberId));
  await attempt.settle(async () => {
    if (!(await verifyPassword(hash, paymentPassword)))
      throw new AppError('PAYMENT_PASSWORD_INVALID');
  });
}

/**
 * Request a withdrawal (issue 4; decision 014). Checks, then the hold MAIN -> HELD is posted
 * FIRST under a key naming the request, and only then the row is inserted: a refused hold
 * (INSUFFICIENT_FUNDS) leaves nothing behind, a replay of the requestId meets the same posting
 * and the same row, and a crash in between is finished by `insertMissingWithdrawals`.
 */
export async function requestWithdrawal(
  deps: WithdrawalDeps,
  brand: BrandRecord,
  memberId: number,
  input: { bankAccountId: number; amount: string; paymentPassword: string; requestId: string },
): Promise<Withdrawal> {
  const profile = await findMoneyProfile(deps.db, memberId);
  if (!profile) throw new AppError('UNAUTHENTICATED');
  await checkPaymentPassword(deps, memberId, profile.paymentPasswordHash, input.paymentPassword);
  const amount = BigInt(input.amount);
  const earlier = await repo.findByRequest(deps.db, memberId, input.requestId);
  if (earlier) {
    if (earlier.amount !== amount || earlier.bankAccountId !== input.bankAccountId)
      throw new AppError('IDEMPOTENCY_CONFLICT');
    return toWithdrawal(earlier);
  }
  // An upline with an overdue contract payout is frozen (issue 15; spec §4).
  await assertNotFrozen(deps.db, memberId);
  const bankAccount = await findBankAccount(deps.db, memberId, input.bankAccountId);
  if (!bankAccount) throw new AppError('NOT_FOUND', 'bank account');
  if (amount < brand.withdrawMinAmount || amount > brand.withdrawMaxAmount)
    throw new AppError('AMOUNT_OUT_OF_RANGE', undefined, [{ path: 'body.amount', issue: 'range' }]);
  // Above the brand's threshold only a verified member withdraws (issue 14); nothing is held yet.
  await assertWithdrawalAllowed(deps.db, { brandId: brand.id, memberId, amount });
  const turnover = await turnoverSnapshot(deps.db, memberId);
  if (turnover.remaining > 0n) throw new AppError('TURNOVER_NOT_MET');

  const key = holdKey(memberId, input.requestId);
  const reference = referenceFor(key);
  await deps.ledger.post({
    brandId: brand.id,
    idempotencyKey: key,
    kind: 'WITHDRAWAL_HOLD',
    legs: [
      { account: { memberId, kind: 'MAIN' }, amount: -amount },
      { account: { memberId, kind: 'HELD' }, amount },
    ],
    metadata: {
      memberId,
      requestId: input.requestId,
      bankAccountId: bankAccount.id,
      amount: amount.toString(),
      reference,
    },
  });
  await repo.insertWithdrawal(deps.db, {
    brandId: brand.id,
    memberId,
    bankAccountId: bankAccount.id,
    reference,
    requestId: input.requestId,
    amount,
  });
  // Accepted: the requirements that were open (and met) at the check are done with.
  if (turnover.lastOpenId !== null)
    await clearTurnover(deps.db, memberId, turnover.lastOpenId, deps.now());
  const row = await repo.findByRequest(deps.db, memberId, input.requestId);
  if (!row) throw new Error('withdrawal row missing after insert');
  return toWithdrawal(row);
}

export async function withdrawOverview(
  deps: WithdrawalDeps,
  brand: BrandRecord,
  memberId: number,
): Promise<WithdrawOverview> {
  const [profile, balance, turnover, bankAccounts] = await Promise.all([
    findMoneyProfile(deps.db, memberId),
    deps.ledger.balance(memberId),
    turnoverSnapshot(deps.db, memberId),
    listBankAccounts(deps, memberId),
  ]);
  return {
    withdrawable: balance.main.toString(),
    minAmount: brand.withdrawMinAmount.toString(),
    maxAmount: brand.withdrawMaxAmount.toString(),
    turnover: {
      required: turnover.required.toString(),
      completed: turnover.completed.toString(),
      remaining: turnover.remaining.toString(),
    },
    paymentPasswordSet: Boolean(profile?.paymentPasswordHash),
    realNameSet: Boolean(profile?.realName),
    realName: profile?.realName ?? null,
    bankAccounts,
    confirmMinutes: brand.withdrawConfirmMinutes,
  };
}

export async function listWithdrawals(
  deps: WithdrawalDeps,
  memberId: number,
  page: { pageNo: number; pageSize: number },
) {
  const { rows, total } = await repo.listMemberWithdrawals(deps.db, memberId, page);
  return {
    content: rows.map(toWithdrawal),
    pageNum: page.pageNo,
    pageSize: page.pageSize,
    totalPages: Math.ceil(total / page.pageSize),
    totalElements: total,
  };
}

/**
 * The member's answer to a payout (spec §4 "Withdrawal confirmation"): received closes it;
 * partly received (amount + 1..3 proof images) or not received (proof) opens a dispute for an
 * operator. Only the owner, only while PAID (after auto-confirmation it is closed).
 */
export async function confirmWithdrawal(
  deps: WithdrawalDeps,
  memberId: number,
  id: number,
  input: ConfirmWithdrawalRequest,
): Promise<Withdrawal> {
  const w = await repo.findWithdrawal(deps.db, id);
  // Someone else's withdrawal reads as missing (SECURITY.md 15).
  if (!w || w.memberId !== memberId) throw new AppError('NOT_FOUND');
  const now = deps.now();
  let set: repo.WithdrawalChanges;
  if (input.result === 'RECEIVED') {
    set = { status: 'COMPLETED', confirmation: 'RECEIVED', receivedAmount: w.amount };
  } else {
    const received = input.result === 'PARTIAL' ? BigInt(input.receivedAmount) : 0n;
    if (received >= w.amount)
      throw new AppError('VALIDATION_FAILED', 'partial must be below the amount', [
        { path: 'body.receivedAmount', issue: 'range' },
      ]);
    await requireOwnUploads(deps.db, memberId, input.proofUploadIds);
    set = {
      status: 'DISPUTED',
      confirmation: input.result,
      receivedAmount: received,
      confirmProofUploadIds: input.proofUploadIds,
      confirmRemark: input.remark?.trim() || null,
    };
  }
  const changes = { ...set, confirmedAt: now, updatedAt: now };
  if (!(await repo.transition(deps.db, id, ['PAID'], changes, memberId)))
    throw new AppError('INVALID_STATE');
  return toWithdrawal((await repo.findWithdrawal(deps.db, id)) as repo.WithdrawalView);
}
