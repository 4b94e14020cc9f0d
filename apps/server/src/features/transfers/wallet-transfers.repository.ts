import { and, desc, eq, inArray, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema/catalogue.ts';
import { type WalletTransferStatus, walletTransfers } from '../../db/schema/wallet-transfers.ts';
import { AppError } from '../../lib/app-error.ts';

export type WalletTransferRow = typeof walletTransfers.$inferSelect;

/**
 * Insert a PENDING transfer, or return the member's earlier one with this request id. Another
 * open transfer of the same vendor wallet (`wallet_transfers_one_open`, decision 027) refuses
 * it with INVALID_STATE: while one is in flight neither side's balance is final.
 */
export async function insertOrGetTransfer(
  db: Db,
  values: typeof walletTransfers.$inferInsert,
): Promise<{ row: WalletTransferRow; created: boolean }> {
  const [created] = await db
    .insert(walletTransfers)
    .values(values)
    .onConflictDoNothing()
    .returning();
  if (created) return { row: created, created: true };
  const [existing] = await db
    .select()
    .from(walletTransfers)
    .where(
      and(
        eq(walletTransfers.memberId, values.memberId),
        eq(walletTransfers.requestId, values.requestId),
      ),
    );
  if (!existing) throw new AppError('INVALID_STATE', 'another transfer of this wallet is open');
  return { row: existing, created: false };
}

/** A member's transfer of this request id, if one was asked for. */
export async function findTransferByRequest(
  db: Db,
  memberId: number,
  requestId: string,
): Promise<WalletTransferRow | undefined> {
  const [row] = await db
    .select()
    .from(walletTransfers)
    .where(and(eq(walletTransfers.memberId, memberId), eq(walletTransfers.requestId, requestId)));
  return row;
}

/** The game result an OUT books before its hold (decision 027); only while still PENDING. */
export async function setVendorResult(db: Db, id: number, result: bigint): Promise<void> {
  await db
    .update(walletTransfers)
    .set({ vendorResult: result })
    .where(and(eq(walletTransfers.id, id), eq(walletTransfers.status, 'PENDING')));
}

/** Remove a book-only OUT (amount 0) that found nothing to book, while still PENDING. */
export async function deleteOpenBookOnly(db: Db, id: number): Promise<void> {
  await db
    .delete(walletTransfers)
    .where(
      and(
        eq(walletTransfers.id, id),
        eq(walletTransfers.amount, 0n),
        eq(walletTransfers.status, 'PENDING'),
      ),
    );
}

/**
 * Whether a decided transfer of this member and vendor still lacks its settle or release
 * posting (the moment between the guarded decision and its posting, or a crash there): the
 * vendor's balance already shows it, our books do not yet.
 */
export async function hasUnpostedDecision(
  db: Db,
  memberId: number,
  vendor: string,
): Promise<boolean> {
  const result = (await db.execute(sql`
    select 1 from wallet_transfers w
     where w.member_id = ${memberId} and w.vendor = ${vendor}
       and w.status in ('SUCCESS', 'FAILED')
       and exists (select 1 from ledger_transfers t where t.brand_id = w.brand_id
                    and t.idempotency_key = 'wallet-transfer:' || w.id || ':hold')
       and not exists (select 1 from ledger_transfers t where t.brand_id = w.brand_id
                    and t.idempotency_key in ('wallet-transfer:' || w.id || ':settle',
                                              'wallet-transfer:' || w.id || ':release'))
     limit 1`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** The vendors this member has ever moved money with (the wallets worth asking about). */
export async function usedVendors(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ vendor: walletTransfers.vendor })
    .from(walletTransfers)
    .where(eq(walletTransfers.memberId, memberId));
  return rows.map((r) => r.vendor);
}

/**
 * The guarded transition out of an open state (decision 015): only one caller (the request
 * itself, or one of several reconcilers) wins, and only the winner posts settle or release.
 */
export async function decideTransfer(
  db: Db,
  id: number,
  status: 'SUCCESS' | 'FAILED',
  lastError: string | null = null,
): Promise<WalletTransferRow | undefined> {
  const [row] = await db
    .update(walletTransfers)
    .set({ status, lastError, updatedAt: sql`now()` })
    .where(and(eq(walletTransfers.id, id), inArray(walletTransfers.status, ['PENDING', 'UNKNOWN'])))
    .returning();
  return row;
}

/** PENDING -> UNKNOWN after a call without a definitive answer. */
export async function markUnknown(db: Db, id: number, lastError: string): Promise<void> {
  await db
    .update(walletTransfers)
    .set({ status: 'UNKNOWN', lastError, updatedAt: sql`now()` })
    .where(and(eq(walletTransfers.id, id), eq(walletTransfers.status, 'PENDING')));
}

/** A status check that did not decide: count it. */
export async function bumpAttempts(db: Db, id: number, lastError: string): Promise<void> {
  await db
    .update(walletTransfers)
    .set({
      attempts: sql`${walletTransfers.attempts} + 1`,
      lastError,
      lastCheckedAt: sql`now()`,
    })
    .where(
      and(eq(walletTransfers.id, id), inArray(walletTransfers.status, ['PENDING', 'UNKNOWN'])),
    );
}

/** Transfers to check: every UNKNOWN one, and PENDING ones older than `pendingBefore`. */
export async function openTransfers(
  db: Db,
  pendingBefore: Date,
  limit = 200,
): Promise<WalletTransferRow[]> {
  return db
    .select()
    .from(walletTransfers)
    .where(
      or(
        eq(walletTransfers.status, 'UNKNOWN'),
        and(eq(walletTransfers.status, 'PENDING'), lt(walletTransfers.createdAt, pendingBefore)),
      ),
    )
    .orderBy(walletTransfers.id)
    .limit(limit);
}

/**
 * Decided transfers whose settle or release posting is missing (the process stopped between
 * the guarded transition and the posting): the hold exists, neither follow-up does.
 */
export async function decidedWithoutPosting(
  db: Db,
  since: Date,
  limit = 200,
): Promise<WalletTransferRow[]> {
  const result = (await db.execute(sql`
    select w.id from wallet_transfers w
     where w.status in ('SUCCESS', 'FAILED') and w.updated_at >= ${since}
       and exists (select 1 from ledger_transfers t where t.brand_id = w.brand_id
                    and t.idempotency_key = 'wallet-transfer:' || w.id || ':hold')
       and not exists (select 1 from ledger_transfers t where t.brand_id = w.brand_id
                    and t.idempotency_key in ('wallet-transfer:' || w.id || ':settle',
                                              'wallet-transfer:' || w.id || ':release'))
     limit ${limit}`)) as unknown as { rows: { id: string | number }[] };
  const ids = result.rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db.select().from(walletTransfers).where(inArray(walletTransfers.id, ids));
}

export async function latestTransfers(db: Db, memberId: number, limit = 20) {
  return db
    .select()
    .from(walletTransfers)
    .where(eq(walletTransfers.memberId, memberId))
    .orderBy(desc(walletTransfers.id))
    .limit(limit);
}

/** A member's transfers, newest first, below the keyset cursor (the back office, issue 13). */
export async function memberTransfersBefore(
  db: Db,
  memberId: number,
  beforeId: number | undefined,
  limit: number,
): Promise<WalletTransferRow[]> {
  return db
    .select()
    .from(walletTransfers)
    .where(
      and(
        eq(walletTransfers.memberId, memberId),
        beforeId === undefined ? undefined : lt(walletTransfers.id, beforeId),
      ),
    )
    .orderBy(desc(walletTransfers.id))
    .limit(limit);
}

export async function countMemberTransfers(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(walletTransfers)
    .where(eq(walletTransfers.memberId, memberId));
  return row?.n ?? 0;
}

export async function transfersByIds(db: Db, ids: number[]): Promise<WalletTransferRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(walletTransfers)
    .where(inArray(walletTransfers.id, ids))
    .orderBy(walletTransfers.id);
}

/** The enabled transfer-mode vendors: code, display name, the categories it appears in. */
export async function transferVendors(
  db: Db,
): Promise<{ code: string; name: string; gameTypes: string[] }[]> {
  const rows = await db
    .select({
      code: vendors.code,
      name: sql<string>`min(${vendors.displayName})`,
      gameTypes: sql<string[]>`array_agg(${vendors.category} order by ${vendors.category})`,
      sort: sql<number>`min(${vendors.sort})`,
    })
    .from(vendors)
    .where(and(eq(vendors.walletMode, 'TRANSFER'), eq(vendors.active, true)))
    .groupBy(vendors.code)
    .orderBy(vendors.code);
  return rows.map(({ code, name, gameTypes }) => ({ code, name, gameTypes }));
}

/** An active transfer-mode vendor by code (with its maintenance flag), or undefined. */
export async function findTransferVendor(
  db: Db,
  code: string,
): Promise<{ maintenance: boolean } | undefined> {
  const [row] = await db
    .select({
      // Switched on, or inside its scheduled window (migration 0026).
      maintenance: sql<boolean>`bool_or(vendor_in_maintenance(${vendors.maintenance}, ${vendors.maintenanceStartsAt}, ${vendors.maintenanceEndsAt}, now()))`,
    })
    .from(vendors)
    .where(
      and(eq(vendors.code, code), eq(vendors.walletMode, 'TRANSFER'), eq(vendors.active, true)),
    )
    .groupBy(vendors.code);
  return row;
}

/** The transfers of one "all to main" request (sub-request ids `${requestId}:${vendor}`). */
export async function subTransfers(
  db: Db,
  memberId: number,
  requestId: string,
): Promise<WalletTransferRow[]> {
  // A request id matches /^[A-Za-z0-9_-]+$/; '_' is a LIKE wildcard, so escape it.
  const prefix = `${requestId.replaceAll('_', '\\_')}:%`;
  return db
    .select()
    .from(walletTransfers)
    .where(and(eq(walletTransfers.memberId, memberId), like(walletTransfers.requestId, prefix)));
}

export type { WalletTransferStatus };

/** The brand's transfers whose outcome is unknown, held until a status check (the dashboard). */
export async function countUnknownTransfers(db: Db, brandId: number): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as n from wallet_transfers
     where status = 'UNKNOWN' and brand_id = ${brandId}`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
