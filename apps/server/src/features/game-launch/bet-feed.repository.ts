import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema/catalogue.ts';
import { vendorBetRecords, vendorFeedCursors } from '../../db/schema/games.ts';

/** The bet feed of transfer-mode vendors (decision 017): the only SQL of the feed job. */

/**
 * The active transfer-mode vendors where at least one member of the brand holds a wallet (a
 * MEMBER_VENDOR ledger account), sorted: the only feeds that can hold bets of ours.
 */
export async function transferVendorsWithWallets(db: Db, brandId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ code: vendors.code })
    .from(vendors)
    .where(
      and(
        eq(vendors.walletMode, 'TRANSFER'),
        eq(vendors.active, true),
        sql`exists (select 1 from ledger_accounts a
                     where a.brand_id = ${brandId} and a.kind = 'MEMBER_VENDOR'
                       and a.vendor = ${vendors.code})`,
      ),
    );
  return rows.map((r) => r.code).sort();
}

export async function feedCursor(db: Db, vendor: string): Promise<string | undefined> {
  const [row] = await db
    .select({ cursor: vendorFeedCursors.cursor })
    .from(vendorFeedCursors)
    .where(eq(vendorFeedCursors.vendor, vendor));
  return row?.cursor;
}

export async function saveFeedCursor(db: Db, vendor: string, cursor: string): Promise<void> {
  await db
    .insert(vendorFeedCursors)
    .values({ vendor, cursor })
    .onConflictDoUpdate({
      target: vendorFeedCursors.vendor,
      set: { cursor, updatedAt: sql`now()` },
    });
}

/** The members of the brand who hold (or held) a wallet at this transfer vendor. */
export async function membersWithVendorAccount(
  db: Db,
  brandId: number,
  vendor: string,
): Promise<number[]> {
  const result = (await db.execute(sql`
    select member_id from ledger_accounts
     where brand_id = ${brandId} and kind = 'MEMBER_VENDOR' and vendor = ${vendor}`)) as unknown as {
    rows: { member_id: string | number }[];
  };
  return result.rows.map((r) => Number(r.member_id));
}

/** Which of these ids are members of the brand. */
export async function existingMembers(
  db: Db,
  brandId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const result = (await db.execute(sql`
    select id from members where brand_id = ${brandId}
       and id = any(${sql.param([...ids])}::bigint[])`)) as unknown as {
    rows: { id: string | number }[];
  };
  return new Set(result.rows.map((r) => Number(r.id)));
}

export type NewBetRecord = typeof vendorBetRecords.$inferInsert;

/** Insert the bets, or update the ones seen before (settled or voided since). */
export async function upsertBetRecords(db: Db, records: NewBetRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db
    .insert(vendorBetRecords)
    .values(records)
    .onConflictDoUpdate({
      target: [vendorBetRecords.vendor, vendorBetRecords.betId],
      set: {
        stake: sql`excluded.stake`,
        payout: sql`excluded.payout`,
        status: sql`excluded.status`,
        settledAt: sql`excluded.settled_at`,
        updatedAt: sql`now()`,
      },
    });
}
