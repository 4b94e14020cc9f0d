import { isAppError } from '../../lib/app-error.ts';
import type { TransferStatus } from './vendor-transfer-adapter.ts';
import type { WalletTransferRow } from './wallet-transfers.repository.ts';
import * as repo from './wallet-transfers.repository.ts';
import {
  countForProtection,
  decide,
  openingPostings,
  type TransferDeps,
  walletTransferPosting,
} from './wallet-transfers.service.ts';

/** Transfers left open longer than this are assumed orphaned by a crash mid-call. */
export const PENDING_GRACE_MS = 60_000;
const REPAIR_WINDOW_MS = 24 * 3600_000;

/**
 * The status check (decision 015): ask the vendor about every UNKNOWN transfer and every
 * PENDING one older than PENDING_GRACE_MS. SUCCESS settles; FAILED or NOT_FOUND releases
 * (NOT_FOUND is final only because our txId is unique and unguessable and the vendor is
 * idempotent by it: a transfer it never recorded never moved money, and we never resend it;
 * and only after PENDING_GRACE_MS, since a timed-out request may still arrive late);
 * no answer leaves it held and counts an attempt.
 */
/**
 * Whether reconcileUnknown has anything to do: a decided transfer without its posting, or an
 * open one to ask about (the same two reads, one row each). The scheduler asks first.
 */
export async function reconcilePending({ app }: TransferDeps): Promise<boolean> {
  const now = app.now().getTime();
  if ((await repo.decidedWithoutPosting(app.db, new Date(now - REPAIR_WINDOW_MS), 1)).length)
    return true;
  return (await repo.openTransfers(app.db, new Date(now - PENDING_GRACE_MS), 1)).length > 0;
}

export async function reconcileUnknown(
  deps: TransferDeps,
): Promise<{ checked: number; settled: number }> {
  const { app } = deps;
  let checked = 0;
  let settled = 0;
  for (const row of await repo.decidedWithoutPosting(
    app.db,
    new Date(app.now().getTime() - REPAIR_WINDOW_MS),
  )) {
    // A live decider may post the same key between our read and this call: count only a
    // posting this pass really made, so concurrent passes settle each transfer once in total.
    const { created } = await app.ledger.post(
      walletTransferPosting(row, row.status === 'SUCCESS' ? 'settle' : 'release'),
    );
    await countForProtection(app, row, row.status === 'SUCCESS' ? 'SUCCESS' : 'FAILED', created);
    if (created) settled += 1;
  }
  const pendingBefore = new Date(app.now().getTime() - PENDING_GRACE_MS);
  for (const row of await repo.openTransfers(app.db, pendingBefore)) {
    checked += 1;
    try {
      if (await checkOne(deps, row)) settled += 1;
    } catch (error) {
      app.log.error(
        { err: error, walletTransferId: row.id },
        'wallet transfer status check failed',
      );
    }
  }
  return { checked, settled };
}

/**
 * The status check of one open transfer (the job's step, and an operator's "check now" in the
 * back office, transfers-admin.service.ts). True when this call made the decision's posting.
 */
export async function checkOne(deps: TransferDeps, row: WalletTransferRow): Promise<boolean> {
  const { app } = deps;
  if (row.status === 'PENDING') {
    // A crash could have come before the hold: post it now, after the game result it books
    // (decision 027; each a no-op when it exists). If the money is no longer there, the hold
    // never happened and the vendor was never called.
    try {
      for (const posting of openingPostings(row)) await app.ledger.post(posting);
    } catch (error) {
      if (isAppError(error) && error.code === 'INSUFFICIENT_FUNDS') {
        return (
          (await repo.decideTransfer(app.db, row.id, 'FAILED', 'INSUFFICIENT_FUNDS')) !== undefined
        );
      }
      throw error;
    }
    // A book-only OUT (amount 0) sent nothing to the vendor: its result is booked or it never was.
    if (row.amount === 0n)
      return decide(app, row, row.vendorResult === 0n ? 'FAILED' : 'SUCCESS', 'nothing booked');
  }
  const status: TransferStatus = await deps.adapter.status({
    vendor: row.vendor,
    txId: row.vendorTxId,
  });
  if (status === 'UNKNOWN') {
    await repo.bumpAttempts(app.db, row.id, 'status check: no answer');
    return false;
  }
  if (status === 'SUCCESS') return decide(app, row, 'SUCCESS', null);
  // A request that timed out may still reach the vendor later: "never recorded" is final only
  // once the transfer is older than the grace period (decision 015).
  if (status === 'NOT_FOUND' && row.createdAt.getTime() > app.now().getTime() - PENDING_GRACE_MS) {
    await repo.bumpAttempts(app.db, row.id, 'status check: not found yet');
    return false;
  }
  return decide(
    app,
    row,
    'FAILED',
    status === 'NOT_FOUND' ? 'not found at the vendor' : 'refused by the vendor',
  );
}
