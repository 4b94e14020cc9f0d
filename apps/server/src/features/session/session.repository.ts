import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands } from '../../db/schema/brand.ts';
import { members } from '../../db/schema/members.ts';

export async function findMemberForLogin(db: Db, brandId: number, account: string) {
  const [row] = await db
    .select({
      id: members.id,
      passwordHash: members.passwordHash,
      passwordSetBy: members.passwordSetBy,
      type: members.type,
      status: members.status,
      firstLoginAt: members.firstLoginAt,
    })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.account, account)))
    .limit(1);
  return row;
}

export async function recordLogin(db: Db, memberId: number, now: Date, firstTime: boolean) {
  await db
    .update(members)
    .set(firstTime ? { lastLoginAt: now, firstLoginAt: now } : { lastLoginAt: now })
    .where(eq(members.id, memberId));
}

export async function findMemberInfo(db: Db, memberId: number) {
  const [row] = await db
    .select({
      id: members.id,
      account: members.account,
      nickname: members.nickname,
      type: members.type,
      language: members.language,
      currency: brands.currency,
    })
    .from(members)
    .innerJoin(brands, eq(brands.id, members.brandId))
    .where(eq(members.id, memberId))
    .limit(1);
  return row;
}
