import type { MemberTransferRequest, TransferTargets } from '@nova/contracts/api/transfers';
import { isAgentType, TRIAL_TYPE_ID } from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { assertNotFrozen } from '../agent-contracts/agent-contracts.service.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { findTransfers, type LedgerService } from '../ledger/ledger.service.ts';
import { reserveDeposit } from '../protection/protection.service.ts';
import { findDownline, findParty, type TransferParty } from './member-transfer.repository.ts';

const RECIPIENT_REFUSALS = new Set(['TIMED_OUT', 'SELF_EXCLUDED', 'LIMIT_REACHED']);

function transferKey(memberId: number, requestId: string): string {
  return `member-transfer:${memberId}:${requestId}`;
}

/** What upline/downline transfers need, built once in the routes (decision 031). */
export interface MemberTransferDeps {
  db: Db;
  ledger: Pick<LedgerService, 'post'>;
  rateLimiter: RateLimiter;
  now: () => Date;
}

/**
 * Transfers between members (spec §2 transferUpline, §6 "agents ... can transfer to upline or
 * downline"): one ledger posting MAIN -> MAIN, no table of its own.
 */
export async function transferTargets(
  deps: MemberTransferDeps,
  brand: BrandRecord,
  memberId: number,
): Promise<TransferTargets> {
  const me = await requireParty(deps, memberId);
  const upline = me.parentId ? await findParty(deps.db, me.parentId) : undefined;
  return {
    upline: upline ? { account: upline.account, nickname: upline.nickname } : null,
    canTransferToDownline: isAgentType(me.type),
    minAmount: brand.memberTransferMinAmount.toString(),
    maxAmount: brand.memberTransferMaxAmount.toString(),
    paymentPasswordSet: me.paymentPasswordHash !== null,
  };
}

type Input = Pick<
  MemberTransferRequest,
  'target' | 'toAccount' | 'amount' | 'paymentPassword' | 'requestId' | 'remark'
>;

export async function transferToMember(
  deps: MemberTransferDeps,
  brand: BrandRecord,
  memberId: number,
  input: Input,
): Promise<{ transferId: number; toAccount: string; amount: bigint }> {
  const me = await requireParty(deps, memberId);
  const amount = BigInt(input.amount);
  if (amount < brand.memberTransferMinAmount || amount > brand.memberTransferMaxAmount)
    throw new AppError('AMOUNT_OUT_OF_RANGE', undefined, [
      { path: 'body.amount', issue: 'out of range' },
    ]);
  const to = await recipient(deps, me, input);
  await checkPaymentPassword(deps, me, input.paymentPassword);
  // Money arriving from another member is a deposit for the recipient's protection (issue 14):
  // refused during the recipient's time-out or self-exclusion or beyond a deposit limit.
  // A retry of a transfer already made answers it as it was (the ledger's replay), unchecked.
  const key = transferKey(me.id, input.requestId);
  const replay = (await findTransfers(deps.db, [{ brandId: me.brandId, key }])).length > 0;
  // An upline with an overdue contract payout sends nothing out (issue 15; spec §4).
  if (!replay) await assertNotFrozen(deps.db, me.id);
  const reservation = replay
    ? { release: async () => undefined }
    : await reserveDeposit(
        deps,
        { brandId: to.brandId, memberId: to.id },
        amount,
        'MEMBER_TRANSFER',
      )
        // The sender learns nothing of the recipient's limits or exclusion (SECURITY.md 15).
        .catch((error: unknown) => {
          if (error instanceof AppError && RECIPIENT_REFUSALS.has(error.code))
            throw new AppError('RECIPIENT_UNAVAILABLE');
          throw error;
        });
  const result = await postTransfer(deps, me, to, amount, input).catch(async (error: unknown) => {
    await reservation.release();
    throw error;
  });
  if (!result.created) await reservation.release();
  return { transferId: result.transferId, toAccount: to.account, amount };
}

function postTransfer(
  deps: MemberTransferDeps,
  me: TransferParty,
  to: TransferParty,
  amount: bigint,
  input: Input,
) {
  return deps.ledger.post({
    brandId: me.brandId,
    idempotencyKey: transferKey(me.id, input.requestId),
    kind: 'MEMBER_TRANSFER',
    legs: [
      { account: { memberId: me.id, kind: 'MAIN' }, amount: -amount },
      { account: { memberId: to.id, kind: 'MAIN' }, amount },
    ],
    metadata: { from: me.account, to: to.account, remark: input.remark ?? '' },
  });
}

async function requireParty(deps: MemberTransferDeps, memberId: number): Promise<TransferParty> {
  const me = await findParty(deps.db, memberId);
  if (!me) throw new AppError('UNAUTHENTICATED');
  return me;
}

/** UPLINE: the direct parent. DOWNLINE: agents only, an account below them at any depth. */
async function recipient(
  deps: MemberTransferDeps,
  me: TransferParty,
  input: Input,
): Promise<TransferParty> {
  let to: TransferParty | undefined;
  if (input.target === 'UPLINE') {
    if (!me.parentId) throw new AppError('NO_UPLINE');
    to = await findParty(deps.db, me.parentId);
    if (!to) throw new AppError('NO_UPLINE');
  } else {
    if (!isAgentType(me.type)) throw new AppError('FORBIDDEN', 'only agents send to a downline');
    if (!input.toAccount)
      throw new AppError('VALIDATION_FAILED', undefined, [
        { path: 'body.toAccount', issue: 'required' },
      ]);
    to = await findDownline(deps.db, me.brandId, me.id, input.toAccount);
    if (!to) throw new AppError('NOT_FOUND', 'not in the downline');
  }
  // SECURITY.md 16: trial accounts move no money, on either side.
  if (to.type === TRIAL_TYPE_ID) throw new AppError('TRIAL_FORBIDDEN');
  if (to.status !== 'ACTIVE' || to.id === me.id) throw new AppError('NOT_FOUND', 'recipient');
  return to;
}

/** Wrong guesses are limited per member, shared with withdrawals (SECURITY.md 3, 14). */
async function checkPaymentPassword(
  deps: MemberTransferDeps,
  me: TransferParty,
  paymentPassword: string,
): Promise<void> {
  const hash = me.paymentPasswordHash;
  if (!hash) throw new AppError('PAYMENT_PASSWORD_NOT_SET');
  // Reserved before the check (decision 022), given back when the password is right.
  const attempt = await deps.rateLimiter.reserve([
    ['paymentPasswordFailuresPerMember', String(me.id)],
  ]);
  await attempt.settle(async () => {
    if (!(await verifyPassword(hash, paymentPassword)))
      throw new AppError('PAYMENT_PASSWORD_INVALID');
  });
}
