import { randomBytes } from 'node:crypto';
import type { OpsWalletTransfer } from '@nova/contracts/api/ops-members';
import type { WalletTransfer } from '@nova/contracts/api/transfers';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, isAppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { assertNotFrozen } from '../agent-contracts/agent-contracts.service.ts';
import type { MemberAccountRef, PostingRequest } from '../ledger/ledger.model.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { recordWin, releaseStake, reserveStake } from '../protection/protection.service.ts';
import { playerOf, vendorBalanceOf } from './vendor-balances.ts';
import type { VendorTransferAdapter } from './vendor-transfer-adapter.ts';
import type { WalletTransferRow } from './wallet-transfers.repository.ts';
import * as repo from './wallet-transfers.repository.ts';

/** What this service needs from the app, never the Fastify instance itself (decision 031). */
export interface WalletDeps {
  db: Db;
  ledger: LedgerService;
  config: Readonly<Config>;
  now: () => Date;
  log: Logger;
}

/**
 * Transfers between the main wallet and a transfer-mode vendor's wallet (spec §7
 * GCS_walletTransfer; SECURITY.md 19-23; decision 015): hold first through the ledger, then
 * call the vendor; its answer settles or releases the hold; no answer leaves it UNKNOWN and
 * held until the status check decides. Never refunded and never resent on UNKNOWN.
 */
export interface TransferDeps {
  app: WalletDeps;
  adapter: VendorTransferAdapter;
}

export interface TransferInput {
  brandId: number;
  memberId: number;
  requestId: string;
  vendor: string;
  direction: 'IN' | 'OUT';
  amount: bigint;
}

export function toWalletTransfer(row: WalletTransferRow): WalletTransfer {
  return {
    id: row.id,
    vendor: row.vendor,
    direction: row.direction,
    amount: row.amount.toString(),
    status: row.status,
    gameResult: row.vendorResult.toString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A member's transfers for the back office (issue 13), newest first, in keyset pages. */
export async function memberTransfersForOps(
  db: Db,
  memberId: number,
  beforeId: number | undefined,
  limit: number,
): Promise<OpsWalletTransfer[]> {
  const rows = await repo.memberTransfersBefore(db, memberId, beforeId, limit);
  return rows.map((row) => ({
    ...toWalletTransfer(row),
    vendorTxId: row.vendorTxId,
    attempts: row.attempts,
    lastError: row.lastError,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function countMemberTransfers(db: Db, memberId: number): Promise<number> {
  return repo.countMemberTransfers(db, memberId);
}

/** The main-side and vendor-side accounts of a transfer: source and destination. */
function ends(row: WalletTransferRow): { source: MemberAccountRef; target: MemberAccountRef } {
  const main: MemberAccountRef = { memberId: row.memberId, kind: 'MAIN' };
  const vendor: MemberAccountRef = { memberId: row.memberId, kind: 'VENDOR', vendor: row.vendor };
  return row.direction === 'IN'
    ? { source: main, target: vendor }
    : { source: vendor, target: main };
}

/** The three postings of a transfer; each is deterministic, so a repeat is a no-op. */
export function walletTransferPosting(
  row: WalletTransferRow,
  step: 'hold' | 'settle' | 'release',
): PostingRequest {
  const { source, target } = ends(row);
  const held: MemberAccountRef = { memberId: row.memberId, kind: 'HELD' };
  const [from, to, kind] =
    step === 'hold'
      ? [source, held, 'TRANSFER_HOLD']
      : step === 'release'
        ? [held, source, 'TRANSFER_RELEASE']
        : [held, target, row.direction === 'IN' ? 'TRANSFER_IN' : 'TRANSFER_OUT'];
  return {
    brandId: row.brandId,
    idempotencyKey: `wallet-transfer:${row.id}:${step}`,
    kind,
    legs: [
      { account: from, amount: -row.amount },
      { account: to, amount: row.amount },
    ],
    metadata: { walletTransferId: row.id, vendor: row.vendor, direction: row.direction },
  };
}

/**
 * The game result an OUT books before its hold (decision 027): the player won or lost at the
 * vendor, so our VENDOR account moves to the vendor's real balance, against the house BETS
 * account (which may go negative, as it does for every win). Deterministic from the row.
 */
export function vendorResultPosting(row: WalletTransferRow): PostingRequest {
  const vendor: MemberAccountRef = { memberId: row.memberId, kind: 'VENDOR', vendor: row.vendor };
  return {
    brandId: row.brandId,
    idempotencyKey: `wallet-transfer:${row.id}:result`,
    kind: 'TRANSFER_VENDOR_RESULT',
    legs: [
      { account: { house: 'BETS' }, amount: -row.vendorResult },
      { account: vendor, amount: row.vendorResult },
    ],
    metadata: { walletTransferId: row.id, vendor: row.vendor },
  };
}

/**
 * The postings before the vendor call: the game result (OUT, when not zero), then the hold.
 * A book-only OUT (amount 0, `bookGameResult`) has no hold: nothing moves, nothing is sent.
 */
export function openingPostings(row: WalletTransferRow): PostingRequest[] {
  const result = row.vendorResult === 0n ? [] : [vendorResultPosting(row)];
  return row.amount === 0n ? result : [...result, walletTransferPosting(row, 'hold')];
}

/**
 * For an OUT: the vendor's real balance against our books (decision 027). The row is the only
 * open transfer of this wallet (unique index), so only a decided transfer whose posting is not
 * in yet could make the two disagree for another reason than play: then nothing is booked now.
 * A vendor that does not answer books nothing and the known amount may still move; a vendor
 * that answers with less than asked refuses the transfer before anything is held.
 */
async function gameResultOf(deps: TransferDeps, row: WalletTransferRow): Promise<bigint> {
  const { app } = deps;
  const real = await vendorBalanceOf(app, deps.adapter, row.memberId, row.vendor);
  if (real.stale) return 0n;
  const result = (await repo.hasUnpostedDecision(app.db, row.memberId, row.vendor))
    ? 0n
    : real.amount - ((await app.ledger.balance(row.memberId)).vendors[row.vendor] ?? 0n);
  if (real.amount < row.amount) {
    // Refused, but what the vendor told us is still the player's result there: book it, so a
    // wallet lost at the vendor does not keep our books' old figure (decision 027).
    if (result !== 0n) await bookResult(app, row, result);
    throw new AppError('INSUFFICIENT_FUNDS', 'vendor balance short');
  }
  return result;
}

/** Store the game result on the (still PENDING) row and post it; idempotent by the row id. */
async function bookResult(
  app: WalletDeps,
  row: WalletTransferRow,
  result: bigint,
): Promise<WalletTransferRow> {
  await repo.setVendorResult(app.db, row.id, result);
  const booked = { ...row, vendorResult: result };
  await app.ledger.post(vendorResultPosting(booked));
  return booked;
}

/**
 * A book-only OUT (decision 027): the vendor reports less than our books and there is nothing
 * to move (a wallet lost at the vendor), so "all to main" books the loss without a transfer:
 * an OUT row of amount 0 (the same one-open-transfer guarantee as any transfer: the vendor is
 * asked after our row exists), its `:result` posting, and SUCCESS. No hold, no vendor call.
 * Nothing to book (the vendor did not answer, or a decision is not posted yet) leaves no row.
 * Returns null then; INVALID_STATE while another transfer of this wallet is open.
 */
export async function bookGameResult(
  deps: TransferDeps,
  input: Omit<TransferInput, 'direction' | 'amount'>,
): Promise<WalletTransferRow | null> {
  const { app } = deps;
  const { row, created } = await repo.insertOrGetTransfer(app.db, {
    brandId: input.brandId,
    memberId: input.memberId,
    requestId: input.requestId,
    vendor: input.vendor,
    direction: 'OUT',
    amount: 0n,
    vendorTxId: `NT${randomBytes(16).toString('hex')}`,
  });
  if (!created) {
    if (row.vendor !== input.vendor || row.amount !== 0n)
      throw new AppError('IDEMPOTENCY_CONFLICT', 'wallet transfer request id reused');
    return row;
  }
  const result = await gameResultOf(deps, row);
  if (result === 0n) {
    await repo.deleteOpenBookOnly(app.db, row.id);
    return null;
  }
  await decide(app, await bookResult(app, row, result), 'SUCCESS', null);
  return (await repo.transfersByIds(app.db, [row.id]))[0] ?? row;
}

/** Make one transfer (or return the earlier one with this request id). */
export async function transfer(
  deps: TransferDeps,
  input: TransferInput,
): Promise<WalletTransferRow> {
  const { app } = deps;
  // A transfer into a vendor wallet is where a transfer-mode vendor's play is stopped (issue 14):
  // an exclusion, the session-time limit or a loss or wager limit refuses a new one; the amount
  // counts as staked. A retry of a transfer already asked for answers it, unchecked. The stake
  // comes back here when nothing was made (refused, lost a race, not enough money); a transfer
  // the vendor refuses gives it back where it is decided FAILED (decideOutcome), once.
  const asked =
    input.direction === 'IN' &&
    (await repo.findTransferByRequest(app.db, input.memberId, input.requestId));
  // A frozen upline moves no money out of its main wallet (issue 15; spec §4).
  if (input.direction === 'IN' && !asked) await assertNotFrozen(app.db, input.memberId);
  const reservation =
    input.direction === 'IN' && !asked
      ? await reserveStake(
          app,
          { brandId: input.brandId, memberId: input.memberId },
          input.amount,
          'TRANSFER',
        )
      : undefined;
  try {
    const made = await makeTransfer(deps, input);
    if (!made.created) await reservation?.release();
    return made.row;
  } catch (error) {
    if (isAppError(error) && NOTHING_MADE.has(error.code)) await reservation?.release();
    throw error;
  }
}

/** Refusals after which no transfer is open (any other failure leaves it for the status check). */
const NOTHING_MADE = new Set(['INVALID_STATE', 'IDEMPOTENCY_CONFLICT', 'INSUFFICIENT_FUNDS']);

async function makeTransfer(
  deps: TransferDeps,
  input: TransferInput,
): Promise<{ row: WalletTransferRow; created: boolean }> {
  const { app } = deps;
  const { row, created } = await repo.insertOrGetTransfer(app.db, {
    brandId: input.brandId,
    memberId: input.memberId,
    requestId: input.requestId,
    vendor: input.vendor,
    direction: input.direction,
    amount: input.amount,
    vendorTxId: `NT${randomBytes(16).toString('hex')}`,
  });
  if (!created) {
    // SECURITY.md 19: the same request id with other content is an error, not a second transfer.
    if (
      row.vendor !== input.vendor ||
      row.direction !== input.direction ||
      row.amount !== input.amount
    )
      throw new AppError('IDEMPOTENCY_CONFLICT', 'wallet transfer request id reused');
    if (row.status === 'FAILED' && row.lastError === 'INSUFFICIENT_FUNDS')
      throw new AppError('INSUFFICIENT_FUNDS');
    return { row, created: false };
  }
  let opened = row;
  try {
    if (row.direction === 'OUT') {
      const result = await gameResultOf(deps, row);
      if (result !== 0n) opened = await bookResult(app, row, result);
    }
    for (const posting of openingPostings(opened)) await app.ledger.post(posting);
  } catch (error) {
    if (isAppError(error) && error.code === 'INSUFFICIENT_FUNDS') {
      await repo.decideTransfer(app.db, row.id, 'FAILED', 'INSUFFICIENT_FUNDS');
    }
    // Any other failure leaves it PENDING: the status check re-posts the hold idempotently
    // and asks the vendor, which never saw this txId.
    throw error;
  }
  const call = {
    vendor: row.vendor,
    player: playerOf(app, row.memberId),
    txId: row.vendorTxId,
    amount: row.amount,
  };
  const outcome =
    row.direction === 'IN' ? await deps.adapter.deposit(call) : await deps.adapter.withdraw(call);
  if (outcome === 'UNKNOWN') {
    await repo.markUnknown(app.db, row.id, 'no definitive answer from the vendor');
  } else {
    await decide(app, row, outcome === 'SUCCESS' ? 'SUCCESS' : 'FAILED', 'refused by the vendor');
  }
  return { row: (await repo.transfersByIds(app.db, [row.id]))[0] ?? row, created: true };
}

export { playerOf };

/**
 * The guarded decision, then its posting: settle on SUCCESS, release on FAILED. Only the
 * caller that moves the row out of PENDING/UNKNOWN posts; the keys make a repeat a no-op
 * anyway. A crash in between is repaired by `reconcileUnknown` (decidedWithoutPosting).
 * True when this call made the posting (or decided a book-only transfer).
 */
export async function decide(
  app: Pick<WalletDeps, 'db' | 'ledger' | 'now'>,
  row: WalletTransferRow,
  status: 'SUCCESS' | 'FAILED',
  reason: string | null,
): Promise<boolean> {
  const { won, posted } = await decideOutcome(app, row, status, reason);
  // A book-only OUT (amount 0) held nothing: deciding it is the whole of it.
  return posted || (won && row.amount === 0n);
}

/**
 * `decide`, telling apart the two things it does: `won` when this call moved the row out of
 * PENDING/UNKNOWN, `posted` when it also made the settle or release posting. An operator's
 * manual resolution (wallet-transfer-resolve.service.ts) needs the first.
 */
export async function decideOutcome(
  app: Pick<WalletDeps, 'db' | 'ledger' | 'now'>,
  row: WalletTransferRow,
  status: 'SUCCESS' | 'FAILED',
  reason: string | null,
): Promise<{ won: boolean; posted: boolean }> {
  const won = await repo.decideTransfer(
    app.db,
    row.id,
    status,
    status === 'FAILED' ? reason : null,
  );
  if (!won) return { won: false, posted: false };
  // A book-only OUT (amount 0) held nothing: nothing to settle or release.
  if (row.amount === 0n) return { won: true, posted: false };
  // A concurrent repair pass (decidedWithoutPosting) may have posted it first: then that pass
  // counts it, not this one.
  const { created } = await app.ledger.post(
    walletTransferPosting(row, status === 'SUCCESS' ? 'settle' : 'release'),
  );
  await countForProtection(app, row, status, created);
  return { won: true, posted: created };
}

/**
 * The player's protection (issue 14) counts money back from a vendor as won, and gives back the
 * stake of an IN the vendor never took — once, by whoever made the decision's posting (the
 * request, the status check, an operator, the repair pass).
 */
export async function countForProtection(
  app: Pick<WalletDeps, 'db' | 'now'>,
  row: WalletTransferRow,
  status: 'SUCCESS' | 'FAILED',
  posted: boolean,
): Promise<void> {
  if (!posted || row.amount === 0n) return;
  if (status === 'SUCCESS' && row.direction === 'OUT')
    await recordWin(app, row.memberId, row.amount);
  if (status === 'FAILED' && row.direction === 'IN')
    await releaseStake(app, row.memberId, row.amount, row.createdAt);
}

/** Transfers held in the UNKNOWN state, waiting for a status check (the dashboard, issue 13). */
export function unknownTransferCount(db: Db, brandId: number): Promise<number> {
  return repo.countUnknownTransfers(db, brandId);
}
