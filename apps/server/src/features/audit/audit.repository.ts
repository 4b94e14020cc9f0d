import { and, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import type { AuditEntry, AuditFilter, AuditRecord } from './audit.model.ts';

/** Insert one row; the table's trigger numbers it and links it into the chain. */
export async function insertAudit(db: Db, entry: AuditEntry): Promise<AuditRecord> {
  const [row] = await db
    .insert(auditLog)
    .values({
      brandId: entry.brandId ?? null,
      actor: entry.actor,
      actorKind: entry.actorKind,
      ip: entry.ip ?? null,
      action: entry.action,
      objectType: entry.objectType ?? null,
      objectId:
        entry.objectId === undefined || entry.objectId === null ? null : String(entry.objectId),
      before: entry.before ?? null,
      after: entry.after ?? null,
      data: entry.data ?? {},
      requestId: entry.requestId ?? null,
    })
    .returning();
  if (!row) throw new Error('audit: the row was not returned');
  return row as AuditRecord;
}

export async function listAudit(db: Db, filter: AuditFilter): Promise<AuditRecord[]> {
  const where: SQL[] = [];
  if (filter.brandId !== undefined) where.push(eq(auditLog.brandId, filter.brandId));
  if (filter.actor !== undefined) where.push(eq(auditLog.actor, filter.actor));
  if (filter.action !== undefined) where.push(eq(auditLog.action, filter.action));
  if (filter.objectType !== undefined) where.push(eq(auditLog.objectType, filter.objectType));
  if (filter.objectId !== undefined) where.push(eq(auditLog.objectId, filter.objectId));
  if (filter.from !== undefined) where.push(gte(auditLog.at, filter.from));
  if (filter.to !== undefined) where.push(lte(auditLog.at, filter.to));
  if (filter.beforeSeq !== undefined) where.push(lt(auditLog.seq, filter.beforeSeq));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.seq))
    .limit(filter.limit);
  return rows as AuditRecord[];
}

export interface ChainRow {
  seq: number;
  prevHash: string;
  hash: string;
  expected: string;
}

/** Rows after `afterSeq` in chain order, each with the hash the database computes for it. */
export async function chainPage(db: Db, afterSeq: number, limit: number): Promise<ChainRow[]> {
  const result = (await db.execute(
    sql`select a.seq, a.prev_hash, a.hash, audit_log_hash(a) as expected
        from audit_log a where a.seq > ${afterSeq} order by a.seq limit ${limit}`,
  )) as unknown as {
    rows: { seq: string | number; prev_hash: string; hash: string; expected: string }[];
  };
  return result.rows.map((r) => ({
    seq: Number(r.seq),
    prevHash: r.prev_hash,
    hash: r.hash,
    expected: r.expected,
  }));
}
