import { randomBytes } from 'node:crypto';
import type { CreateDepositSchema, Deposit, PaymentChannel } from '@nova/contracts/api/payments';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { assertDepositAllowed } from '../kyc/kyc.service.ts';
import { reserveDeposit } from '../protection/protection.service.ts';
import { requireOwnUploads } from '../uploads/uploads.service.ts';
import { closeUnclaimedDeposit, creditDeposit, type Ledger } from './deposit-credit.ts';
import type { PaymentGateway } from './gateway.model.ts';
import {
  type DepositView,
  findBank,
  findChannel,
  findDepositByRequest,
  findDepositView,
  insertDeposit,
  listChannels,
  pageDeposits,
  setProviderRef,
} from './payments.repository.ts';

type CreateInput = z.output<typeof CreateDepositSchema>;

export interface DepositDeps {
  db: Db;
  ledger: Ledger;
  gateway(provider: string): PaymentGateway | undefined;
  log: Logger;
}

/** Where the gateway notifies us and where it sends the member's browser back. */
export interface DepositUrls {
  notifyUrl(provider: string): string;
  returnUrl(reference: string): string;
  currency: string;
}

/** A short public order number: 'D', the UTC date, 12 random base-32 characters (60 bits). */
export function newReference(now: Date): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const date = now.toISOString().slice(2, 10).replaceAll('-', '');
  const random = [...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('');
  return `D${date}${random}`;
}

export function toDeposit(view: DepositView, redirectUrl: string | null = null): Deposit {
  return {
    id: view.id,
    reference: view.reference,
    channelCode: view.channelCode,
    channelName: view.channelName,
    kind: view.kind,
    amount: view.amount.toString(),
    status: view.status,
    rejectReason: view.rejectReason,
    createdAt: view.createdAt.toISOString(),
    decidedAt: view.status === 'PENDING' ? null : (view.decidedAt?.toISOString() ?? null),
    redirectUrl,
  };
}

export async function paymentChannelsOf(db: Db, brandId: number): Promise<PaymentChannel[]> {
  const { channels, banks } = await listChannels(db, brandId);
  return channels.map((c) => ({
    id: c.id,
    code: c.code,
    kind: c.kind,
    name: c.name,
    minAmount: c.minAmount.toString(),
    maxAmount: c.maxAmount.toString(),
    banks: banks
      .filter((b) => b.channelId === c.id)
      .map(({ id, bankCode, bankName, accountName, accountNumber }) => ({
        id,
        bankCode,
        bankName,
        accountName,
        accountNumber,
      })),
  }));
}

/**
 * A deposit request (issue 4; spec §2 depositv2). Idempotent by requestId: the same content
 * answers the first deposit, other content IDEMPOTENCY_CONFLICT. Online channels answer the
 * gateway's pay page; asking again asks the gateway again, which is idempotent by reference.
 */
export async function createDeposit(
  deps: DepositDeps,
  member: { id: number; brandId: number },
  input: CreateInput,
  urls: DepositUrls,
  now: Date,
): Promise<Deposit> {
  const existing = await findDepositByRequest(deps.db, member.id, input.requestId);
  if (existing) return replay(deps, existing, input, urls);
  const channel = await findChannel(deps.db, member.brandId, input.channelId);
  if (!channel?.enabled) throw new AppError('CHANNEL_UNAVAILABLE');
  const amount = BigInt(input.amount);
  if (amount < channel.minAmount || amount > channel.maxAmount)
    throw new AppError('AMOUNT_OUT_OF_RANGE', undefined, [{ path: 'amount', issue: 'range' }]);
  if (channel.kind === 'MANUAL_BANK') {
    const bank = input.receivingBankId
      ? await findBank(deps.db, channel.id, input.receivingBankId)
      : undefined;
    if (!bank) throw invalid('receivingBankId', 'unknown receiving bank');
    if (input.proofUploadIds.length === 0) throw invalid('proofUploadIds', 'proof required');
  } else if (!deps.gateway(channel.provider)) {
    throw new AppError('CHANNEL_UNAVAILABLE', 'gateway not configured');
  }
  await requireOwnUploads(deps.db, member.id, input.proofUploadIds);
  // The player's protection (issue 14): a time-out or self-exclusion refuses the deposit, and so
  // does a deposit limit it would pass; the amount counts at once (a pending deposit uses the
  // limit), and comes back when the deposit is rejected or fails.
  const who = { brandId: member.brandId, memberId: member.id };
  // Deposits beyond the brand's verification total need verified documents (issue 14).
  await assertDepositAllowed(deps.db, { ...who, amount });
  const reservation = await reserveDeposit({ db: deps.db, now: () => now }, who, amount);
  let row: Awaited<ReturnType<typeof insertDeposit>>;
  try {
    row = await insertDeposit(deps.db, {
      createdAt: now,
      brandId: member.brandId,
      memberId: member.id,
      channelId: channel.id,
      receivingBankId: channel.kind === 'MANUAL_BANK' ? (input.receivingBankId ?? null) : null,
      reference: newReference(now),
      requestId: input.requestId,
      amount,
      turnoverPercent: channel.turnoverPercent,
      proofUploadIds: input.proofUploadIds,
      remark: input.remark ? input.remark : null,
    });
  } catch (error) {
    await reservation.release();
    throw error;
  }
  // Lost a race with the same requestId: answer as a replay (its request counted already).
  if (!row) await reservation.release();
  const view = row
    ? await findDepositView(deps.db, { id: row.id })
    : await findDepositByRequest(deps.db, member.id, input.requestId);
  if (!view) throw new Error('deposit insert lost');
  return row ? withPayUrl(deps, view, urls) : replay(deps, view, input, urls);
}

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, [{ path, issue: message }]);
}

async function replay(
  deps: DepositDeps,
  first: DepositView,
  input: CreateInput,
  urls: DepositUrls,
) {
  const same =
    first.channelId === input.channelId &&
    first.amount === BigInt(input.amount) &&
    (first.kind === 'ONLINE' || first.receivingBankId === (input.receivingBankId ?? null)) &&
    JSON.stringify(first.proofUploadIds) === JSON.stringify(input.proofUploadIds) &&
    first.remark === (input.remark ? input.remark : null);
  if (!same) throw new AppError('IDEMPOTENCY_CONFLICT', 'requestId reused with other content');
  return withPayUrl(deps, first, urls);
}

/** Online and still pending: (re)create the gateway order and answer its pay page. */
async function withPayUrl(deps: DepositDeps, view: DepositView, urls: DepositUrls) {
  if (view.kind !== 'ONLINE' || view.status !== 'PENDING') return toDeposit(view);
  const gateway = deps.gateway(view.provider);
  if (!gateway) throw new AppError('CHANNEL_UNAVAILABLE', 'gateway not configured');
  const order = await gateway.createOrder({
    reference: view.reference,
    amount: view.amount,
    currency: urls.currency,
    notifyUrl: urls.notifyUrl(view.provider),
    returnUrl: urls.returnUrl(view.reference),
  });
  await setProviderRef(deps.db, view.id, order.txId);
  return toDeposit(view, order.payUrl);
}

export async function listMemberDeposits(
  db: Db,
  memberId: number,
  pageNo: number,
  pageSize: number,
) {
  const { rows, total } = await pageDeposits(db, memberId, pageNo, pageSize);
  return {
    content: rows.map((row) => toDeposit(row)),
    pageNum: pageNo,
    pageSize,
    totalPages: Math.ceil(total / pageSize),
    totalElements: total,
  };
}

/**
 * One of the member's deposits. A pending online one asks the gateway first, so a lost
 * callback does not leave a paid deposit pending (the credit is the same once-only one).
 */
export async function memberDeposit(
  deps: DepositDeps,
  memberId: number,
  reference: string,
  currency: string,
): Promise<Deposit> {
  const view = await findDepositView(deps.db, { reference, memberId });
  if (!view) throw new AppError('NOT_FOUND', 'deposit');
  if (view.kind !== 'ONLINE' || view.status !== 'PENDING') return toDeposit(view);
  const gateway = deps.gateway(view.provider);
  let payUrl: string | null = null;
  try {
    const order = gateway ? await gateway.queryOrder(reference) : null;
    const matches = order && order.amount === view.amount && order.currency === currency;
    const by = `gateway-query:${view.provider}`;
    if (matches && order.status === 'PAID')
      await creditDeposit(deps.db, deps.ledger, view.id, by, ['PENDING', 'FAILED']);
    if (matches && order.status === 'FAILED')
      await closeUnclaimedDeposit(deps.db, view.id, 'FAILED', by, null);
    if (matches && order.status === 'PENDING') payUrl = order.payUrl;
  } catch (error) {
    // The gateway being down must not hide the deposit: answer what we know.
    deps.log.warn({ err: error, reference }, 'deposit status query failed');
  }
  const fresh = (await findDepositView(deps.db, { id: view.id })) ?? view;
  return toDeposit(fresh, fresh.status === 'PENDING' ? payUrl : null);
}
