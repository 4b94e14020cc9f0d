import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ApprovalStatus, approvalRequests } from '../../db/schema/approvals.ts';

export type ApprovalRow = typeof approvalRequests.$inferSelect;

/** A new pending request; undefined when one is already pending for the same object. */
export async function insertRequest(
  db: Db,
  values: {
    brandId: number;
    kind: 'MEMBER_ADJUSTMENT';
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

export async function listRequests(
  db: Db,
  brandId: number,
  status: ApprovalStatus,
  beforeId: number | undefined,
  limit: number,
): Promise<ApprovalRow[]> {
  return db
    .select()
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.brandId, brandId),
        eq(approvalRequests.status, status),
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
