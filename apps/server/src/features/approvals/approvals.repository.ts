import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type ApprovalKind,
  type ApprovalStatus,
  approvalRequests,
} from '../../db/schema/approvals.ts';

export type ApprovalRow = typeof approvalRequests.$inferSelect;

/** A new pending request; undefined when one is already pending for the same object. */
export async function insertRequest(
  db: Db,
  values: {
    brandId: number;
    kind: ApprovalKind;
    objectType: string;
    objectId: string;
    payload: Record<string, unknown>;
    madeBy: string;
    madeAt: Date;
  },
): Promise<ApprovalRow | undefined> {
  const [row] = await db
    .insert(approvalRequests)
    .values(values)
    .onConflictDoNothing({
      target: [
        approvalRequests.brandId,
        approvalRequests.kind,
        approvalRequests.objectType,
        approvalRequests.objectId,
      ],
      where: sql`${approvalRequests.status} = 'PENDING'`,
    })
    .returning();
  return row;
}

export async function findRequest(
  db: Db,
  brandId: number,
  id: number,
): Promise<ApprovalRow | undefined> {
  const [row] = await db
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.id, id), eq(approvalRequests.brandId, brandId)));
  return row;
}

/** The pending request of this kind for an object, if any (approval_requests_one_pending). */
export async function findPendingFor(
  db: Db,
  brandId: number,
  object: { kind: ApprovalKind; objectType: string; objectId: string },
): Promise<ApprovalRow | undefined> {
  const [row] = await db
    .select()
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.brandId, brandId),
        eq(approvalRequests.kind, object.kind),
        eq(approvalRequests.objectType, object.objectType),
        eq(approvalRequests.objectId, object.objectId),
        eq(approvalRequests.status, 'PENDING'),
      ),
    );
  return row;
}

/** A keyset page, newest first: indexes (brand, status, id) and (brand, kind, status, id). */
export async function listRequests(
  db: Db,
  brandId: number,
  filter: {
    status: ApprovalStatus;
    kind?: ApprovalKind | undefined;
    objectId?: string | undefined;
  },
  beforeId: number | undefined,
  limit: number,
): Promise<ApprovalRow[]> {
  return db
    .select()
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.brandId, brandId),
        eq(approvalRequests.status, filter.status),
        filter.kind === undefined ? undefined : eq(approvalRequests.kind, filter.kind),
        filter.objectId === undefined ? undefined : eq(approvalRequests.objectId, filter.objectId),
        beforeId === undefined ? undefined : lt(approvalRequests.id, beforeId),
      ),
    )
    .orderBy(desc(approvalRequests.id))
    .limit(limit);
}

/**
 * Decide a pending request: one guarded update, so of two checkers at once one wins. The
 * table's check refuses the maker as checker (SQLSTATE 23514), whatever the code above did.
 */
export async function decideRequest(
  db: Db,
  id: number,
  decision: { status: 'APPROVED' | 'REJECTED'; checkedBy: string; at: Date; note: string | null },
): Promise<ApprovalRow | undefined> {
  const [row] = await db
    .update(approvalRequests)
    .set({
      status: decision.status,
      checkedBy: decision.checkedBy,
      checkedAt: decision.at,
      note: decision.note,
    })
    .where(and(eq(approvalRequests.id, id), eq(approvalRequests.status, 'PENDING')))
    .returning();
  return row;
}

/** Back to pending: the approved action was refused when it was carried out. */
export async function reopenRequest(db: Db, id: number, checkedBy: string): Promise<void> {
  await db
    .update(approvalRequests)
    .set({ status: 'PENDING', checkedBy: null, checkedAt: null, note: null })
    .where(
      and(
        eq(approvalRequests.id, id),
        eq(approvalRequests.status, 'APPROVED'),
        eq(approvalRequests.checkedBy, checkedBy),
        sql`${approvalRequests.result} is null`,
      ),
    );
}

/**
 * The object changed before the approval: the request is closed as STALE by the checker who
 * found it, from PENDING (found before the claim) or from its own APPROVED claim not yet
 * carried out (found while carrying it out). The four-eyes check still holds.
 */
export async function staleRequest(
  db: Db,
  id: number,
  stale: { checkedBy: string; at: Date; note: string | null; result: Record<string, unknown> },
): Promise<ApprovalRow | undefined> {
  const [row] = await db
    .update(approvalRequests)
    .set({
      status: 'STALE',
      checkedBy: stale.checkedBy,
      checkedAt: stale.at,
      note: stale.note,
      result: stale.result,
    })
    .where(
      and(
        eq(approvalRequests.id, id),
        sql`${approvalRequests.result} is null`,
        sql`(${approvalRequests.status} = 'PENDING' or (${approvalRequests.status} = 'APPROVED'
          and ${approvalRequests.checkedBy} = ${stale.checkedBy}))`,
      ),
    )
    .returning();
  return row;
}

export async function storeResult(
  db: Db,
  id: number,
  result: Record<string, unknown>,
): Promise<ApprovalRow | undefined> {
  const [row] = await db
    .update(approvalRequests)
    .set({ result })
    .where(eq(approvalRequests.id, id))
    .returning();
  return row;
}

export async function memberOfBrand(
  db: Db,
  brandId: number,
  memberId: number,
): Promise<{ id: number; account: string; type: number } | undefined> {
  const result = (await db.execute(
    sql`select id, account, type from members where id = ${memberId} and brand_id = ${brandId}`,
  )) as unknown as { rows: { id: string | number; account: string; type: number }[] };
  const row = result.rows[0];
  return row ? { id: Number(row.id), account: row.account, type: Number(row.type) } : undefined;
}

export async function memberByAccount(
  db: Db,
  brandId: number,
  account: string,
): Promise<{ id: number; account: string; type: number } | undefined> {
  const result = (await db.execute(
    sql`select id, account, type from members where account = ${account} and brand_id = ${brandId}`,
  )) as unknown as { rows: { id: string | number; account: string; type: number }[] };
  const row = result.rows[0];
  return row ? { id: Number(row.id), account: row.account, type: Number(row.type) } : undefined;
}

/** Requests of the brand waiting for a checker (approval_requests_status; the dashboard). */
export async function countPendingRequests(db: Db, brandId: number): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as n from approval_requests
     where brand_id = ${brandId} and status = 'PENDING'`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
