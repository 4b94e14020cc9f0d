import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { approvalRequests } from '../../db/schema/approvals.ts';
import { members } from '../../db/schema/members.ts';
import { type WalletTransferStatus, walletTransfers } from '../../db/schema/wallet-transfers.ts';

/**
 * The back office's reads of vendor wallet transfers (issue 13): each with its member's account
 * and the manual resolution waiting for a second operator, if any (at most one: the approvals'
 * one-pending index).
 */
const columns = {
  id: walletTransfers.id,
  memberId: walletTransfers.memberId,
  account: members.account,
  vendor: walletTransfers.vendor,
  direction: walletTransfers.direction,
  amount: walletTransfers.amount,
  status: walletTransfers.status,
  vendorTxId: walletTransfers.vendorTxId,
  attempts: walletTransfers.attempts,
  lastError: walletTransfers.lastError,
  lastCheckedAt: walletTransfers.lastCheckedAt,
  createdAt: walletTransfers.createdAt,
  updatedAt: walletTransfers.updatedAt,
  resolveId: approvalRequests.id,
  resolvePayload: approvalRequests.payload,
  resolveMadeBy: approvalRequests.madeBy,
};

function select(db: Db) {
  return db
    .select(columns)
    .from(walletTransfers)
    .innerJoin(members, eq(members.id, walletTransfers.memberId))
    .leftJoin(
      approvalRequests,
      and(
        eq(approvalRequests.brandId, walletTransfers.brandId),
        eq(approvalRequests.kind, 'WALLET_TRANSFER_RESOLVE'),
        eq(approvalRequests.objectType, 'wallet-transfer'),
        eq(approvalRequests.objectId, sql`${walletTransfers.id}::text`),
        eq(approvalRequests.status, 'PENDING'),
      ),
    );
}

/** A keyset page, newest first (index wallet_transfers_brand_status, migration 0027). */
export async function listHeldTransfers(
  db: Db,
  brandId: number,
  filter: { status: WalletTransferStatus; vendor?: string | undefined },
  beforeId: number | undefined,
  limit: number,
) {
  return select(db)
    .where(
      and(
        eq(walletTransfers.brandId, brandId),
        eq(walletTransfers.status, filter.status),
        filter.vendor === undefined ? undefined : eq(walletTransfers.vendor, filter.vendor),
        beforeId === undefined ? undefined : lt(walletTransfers.id, beforeId),
      ),
    )
    .orderBy(desc(walletTransfers.id))
    .limit(limit);
}

export type HeldTransferRow = Awaited<ReturnType<typeof listHeldTransfers>>[number];

export async function findHeldTransfer(
  db: Db,
  brandId: number,
  id: number,
): Promise<HeldTransferRow | undefined> {
  const [row] = await select(db).where(
    and(eq(walletTransfers.brandId, brandId), eq(walletTransfers.id, id)),
  );
  return row;
}
