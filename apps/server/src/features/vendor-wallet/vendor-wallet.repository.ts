import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';

export interface VendorMember {
  id: number;
  brandId: number;
  status: 'ACTIVE' | 'DISABLED';
}

const columns = { id: members.id, brandId: members.brandId, status: members.status };

/** A member of the brand by id or by (lower-case) account name; undefined when none. */
export async function findVendorMember(
  db: Db,
  brandId: number,
  by: { memberId: number } | { account: string },
): Promise<VendorMember | undefined> {
  const match =
    'memberId' in by ? eq(members.id, by.memberId) : eq(members.account, by.account.toLowerCase());
  const [row] = await db
    .select(columns)
    .from(members)
    .where(and(eq(members.brandId, brandId), match))
    .limit(1);
  return row;
}

/**
 * Members of the brand by id, in one query (the ids not found are simply absent). The ids go
 * as ONE array parameter: a refresh asks for hundreds at once.
 */
export async function findVendorMembersById(
  db: Db,
  brandId: number,
  ids: readonly number[],
): Promise<VendorMember[]> {
  if (ids.length === 0) return [];
  const result = (await db.execute(sql`
    select id, brand_id, status from members
    where brand_id = ${brandId} and id = any(${sql.param([...ids])}::bigint[])`)) as unknown as {
    rows: { id: string | number; brand_id: number; status: VendorMember['status'] }[];
  };
  return result.rows.map((r) => ({
    id: Number(r.id),
    brandId: Number(r.brand_id),
    status: r.status,
  }));
}
