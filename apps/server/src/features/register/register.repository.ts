import { AGENT_TYPE_IDS } from '@nova/contracts/constants';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';

export type NewMember = Omit<typeof members.$inferInsert, 'id' | 'path' | 'parentId'>;

export interface Parent {
  id: number;
  path: string;
}

/** An active agent of the brand by invitation code (stored upper-case). */
export async function findAgentByInviteCode(
  db: Db,
  brandId: number,
  code: string,
): Promise<Parent | undefined> {
  const [row] = await db
    .select({ id: members.id, path: members.path })
    .from(members)
    .where(
      and(
        eq(members.brandId, brandId),
        eq(members.inviteCode, code.toUpperCase()),
        inArray(members.type, [...AGENT_TYPE_IDS]),
        eq(members.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Which of the account and mobile are already used: a courtesy check so a taken name does not
 * spend the SMS code. The unique constraints remain the guarantee (see insertMember).
 */
export async function findTaken(
  db: Db,
  brandId: number,
  account: string,
  mobile: { dialingCode: string; num: string } | null,
): Promise<{ account: boolean; mobile: boolean }> {
  const sameMobile = mobile
    ? and(eq(members.mobileDialingCode, mobile.dialingCode), eq(members.mobileNum, mobile.num))
    : undefined;
  const rows = await db
    .select({
      account: members.account,
      dialingCode: members.mobileDialingCode,
      num: members.mobileNum,
    })
    .from(members)
    .where(and(eq(members.brandId, brandId), or(eq(members.account, account), sameMobile)))
    .limit(2);
  return {
    account: rows.some((r) => r.account === account),
    mobile:
      mobile !== null &&
      rows.some((r) => r.dialingCode === mobile.dialingCode && r.num === mobile.num),
  };
}

/**
 * Insert a member under `parent` (path = parent's path + own id, e.g. '/2/9/'), in one
 * transaction. A unique violation (account or mobile) propagates: see uniqueViolation().
 */
export async function insertMember(
  db: Db,
  values: NewMember,
  parent: Parent | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(members)
      .values({ ...values, parentId: parent?.id ?? null })
      .returning({ id: members.id });
    if (!row) throw new Error('member insert returned no row');
    await tx
      .update(members)
      .set({ path: sql`${parent?.path ?? '/'} || ${row.id}::text || '/'` })
      .where(eq(members.id, row.id));
    return row.id;
  });
}

/**
 * The unique constraint a failed insert violated (SQLSTATE 23505, from PGlite and node-postgres
 * alike; Drizzle wraps the driver error as `cause`), else null.
 */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
    current = e.cause;
  }
  return null;
}

/** The path of an existing member, to open an account under it. */
export async function findParent(db: Db, memberId: number): Promise<Parent | undefined> {
  const [row] = await db
    .select({ id: members.id, path: members.path })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row;
}

/**
 * Members of one type who registered, by brand-local day, over a range of days (both
 * included): one range read of members_brand_created (the dashboard, issue 13).
 */
export async function registeredByDay(
  db: Db,
  brandId: number,
  type: number,
  range: { from: string; to: string; timezone: string },
): Promise<{ day: string; count: number }[]> {
  const result = (await db.execute(sql`
    select to_char(created_at at time zone ${range.timezone}, 'YYYY-MM-DD') as day,
           count(*)::int as count
      from members
     where brand_id = ${brandId} and type = ${type}
       and created_at >= ((${range.from}::date)::timestamp at time zone ${range.timezone})
       and created_at < (((${range.to}::date + 1)::timestamp) at time zone ${range.timezone})
     group by 1 order by 1`)) as unknown as { rows: { day: string; count: number }[] };
  return result.rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}
