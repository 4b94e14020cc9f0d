import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { transfersByIds, type WalletTransferRow } from './wallet-transfers.repository.ts';
import { decideOutcome } from './wallet-transfers.service.ts';

/**
 * An operator's manual resolution of an UNKNOWN vendor transfer (issue 13): the vendor's answer
 * is known out of band (a support ticket, the vendor's back office), so an operator settles
 * (SUCCESS) or releases (FAILED) the held money instead of the status check. It moves money,
 * so it is a four-eyes request (WALLET_TRANSFER_RESOLVE): transfers-admin.service.ts makes it,
 * the approvals feature checks it again and carries it out here, as the checker.
 */
export type ResolveOutcome = 'SUCCESS' | 'FAILED';

/** What the request holds: the transfer as the maker saw it, and the maker's decision. */
export interface TransferResolvePayload {
  memberId: number;
  account: string;
  vendor: string;
  direction: 'IN' | 'OUT';
  amount: string;
  vendorTxId: string;
  outcome: ResolveOutcome;
  reason: string;
}

export interface ResolveDeps {
  db: Db;
  ledger: LedgerService;
  now: () => Date;
}

/** The brand's transfer by id, or NOT_FOUND. */
export async function transferOfBrand(
  db: Db,
  brandId: number,
  id: number,
): Promise<WalletTransferRow> {
  const [row] = await transfersByIds(db, [id]);
  if (!row || row.brandId !== brandId) throw new AppError('NOT_FOUND', 'No such transfer');
  return row;
}

/**
 * The change that makes a resolution impossible now, or null: only a transfer still UNKNOWN,
 * with the amount the maker saw, may be resolved by hand. Settled or released meanwhile (by the
 * status check, an operator's check) it is decided already, and the request is STALE.
 */
export async function resolveBlocker(
  db: Db,
  brandId: number,
  id: number,
  amount: string,
): Promise<{ status: string; amount: string } | null> {
  const row = await transferOfBrand(db, brandId, id);
  if (row.status === 'UNKNOWN' && row.amount.toString() === amount) return null;
  return { status: row.status, amount: row.amount.toString() };
}

/**
 * Carry out the resolution through the status check's own path (`decideOutcome`, as `decide`):
 * the guarded move out of UNKNOWN, then the settle or release posting with the transfer's own
 * idempotency key (`wallet-transfer:<id>:settle|release`), so the hold is posted against once,
 * whoever decides. `changed` when the transfer was decided by someone else since the re-check
 * (the status check, an operator's check): this call moved nothing.
 */
export async function resolveByHand(
  deps: ResolveDeps,
  brandId: number,
  id: number,
  outcome: ResolveOutcome,
  approvalId: number,
): Promise<
  | { resolved: { walletTransferId: number; status: ResolveOutcome; posted: boolean } }
  | { changed: { status: string; amount: string } }
> {
  const row = await transferOfBrand(deps.db, brandId, id);
  // Only UNKNOWN: its hold is posted (a PENDING one's may not be), so settle and release always
  // have something to move.
  if (row.status === 'UNKNOWN') {
    const reason = outcome === 'FAILED' ? `resolved by hand (approval #${approvalId})` : null;
    const { won, posted } = await decideOutcome(deps, row, outcome, reason);
    if (won) return { resolved: { walletTransferId: id, status: outcome, posted } };
  }
  const now = await transferOfBrand(deps.db, brandId, id);
  return { changed: { status: now.status, amount: now.amount.toString() } };
}
