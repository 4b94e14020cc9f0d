import type { Db } from '../../db/client.ts';
import type { DepositStatus } from '../../db/schema/payments.ts';
import type { PostingRequest, PostResult } from '../ledger/ledger.model.ts';
import { countDeposit, releaseDeposit } from '../protection/protection.service.ts';
import {
  claimForCredit,
  closeUnclaimed,
  type DepositRow,
  findDepositView,
  markApproved,
} from './payments.repository.ts';

export interface Ledger {
  post(request: PostingRequest): Promise<PostResult>;
}

export interface CreditResult {
  /** true for the one call that moved the deposit to APPROVED. */
  credited: boolean;
  deposit: DepositRow;
}

/** The ledger key of a deposit: one credit per deposit, whoever asks (SECURITY.md 19). */
export function depositIdempotencyKey(id: number): string {
  return `deposit:${id}`;
}

/**
 * Turnover a deposit requires (integer math: amount × percent / 100, rounded down), at the percent
 * its channel asked when the member made it (kept on the deposit).
 */
export function depositTurnover(deposit: Pick<DepositRow, 'amount' | 'turnoverPercent'>): bigint {
  return (deposit.amount * BigInt(deposit.turnoverPercent)) / 100n;
}

/**
 * Credit a deposit exactly once (decision 013). Used by the operator's approval and by the
 * gateway's PAID callback (and the member's status poll), which may all race:
 *
 * 1. claim: a guarded UPDATE on status ∈ `from` that sets decided_at, so a concurrent reject or
 *    FAILED (which need decided_at null) can no longer win;
 * 2. post `PAYMENTS → member MAIN` with the key `deposit:<id>` (same key and content from every
 *    racer: the ledger returns one transfer);
 * 3. guarded UPDATE to APPROVED with that transfer id plus the turnover requirement, in one
 *    transaction. Exactly one racer wins step 3; the others get credited:false.
 *
 * If the process dies between 2 and 3, the deposit stays claimed; the next approval, callback
 * or poll re-posts with the same key, gets the same transfer and finishes it.
 */
export async function creditDeposit(
  db: Db,
  ledger: Ledger,
  depositId: number,
  decidedBy: string,
  from: readonly DepositStatus[] = ['PENDING'],
): Promise<CreditResult> {
  const claimed = await claimForCredit(db, depositId, from, decidedBy);
  if (!claimed) return { credited: false, deposit: await current(db, depositId) };
  const posting = await ledger.post({
    brandId: claimed.brandId,
    idempotencyKey: depositIdempotencyKey(claimed.id),
    kind: 'DEPOSIT',
    legs: [
      { account: { house: 'PAYMENTS' }, amount: -claimed.amount },
      { account: { memberId: claimed.memberId, kind: 'MAIN' }, amount: claimed.amount },
    ],
    metadata: { depositId: claimed.id, reference: claimed.reference },
  });
  const approved = await markApproved(db, depositId, from, posting.transferId, depositTurnover);
  if (approved) {
    // A payment of an order that had failed (its limit room given back then) counts again now:
    // the money arrived, whatever the limit says (issue 14).
    if (claimed.status === 'FAILED')
      await countDeposit({ db, now: () => new Date() }, claimed.memberId, claimed.amount);
    return { credited: true, deposit: approved };
  }
  return { credited: false, deposit: await current(db, depositId) };
}

async function current(db: Db, id: number) {
  const row = await findDepositView(db, { id });
  if (!row) throw new Error(`deposit ${id} vanished`);
  return row;
}

/**
 * PENDING and unclaimed → REJECTED or FAILED; the amount its request counted against the
 * player's deposit limit is given back (issue 14). Undefined when the deposit was not so.
 */
export async function closeUnclaimedDeposit(
  db: Db,
  id: number,
  to: 'REJECTED' | 'FAILED',
  by: string,
  reason: string | null,
): Promise<DepositRow | undefined> {
  const row = await closeUnclaimed(db, id, to, by, reason);
  if (row)
    await releaseDeposit({ db, now: () => new Date() }, row.memberId, row.amount, row.createdAt);
  return row;
}
