import { and, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberTags } from '../../db/schema/member-profile.ts';
import { members } from '../../db/schema/members.ts';
import { loginEvents } from '../../db/schema/security.ts';

export interface OpsMemberRow {
  id: number;
  account: string;
  nickname: string;
  type: number;
  status: 'ACTIVE' | 'DISABLED';
  passwordSetBy: 'SELF' | 'OTHER';
  mobileDialingCode: string | null;
  mobileNum: string | null;
  email: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
}

const columns = {
  id: members.id,
  account: members.account,
  nickname: members.nickname,
  type: members.type,
  status: members.status,
  passwordSetBy: members.passwordSetBy,
  mobileDialingCode: members.mobileDialingCode,
  mobileNum: members.mobileNum,
  email: members.email,
  createdAt: members.createdAt,
  lastLoginAt: members.lastLoginAt,
};

export type MemberMatch =
  | { by: 'ACCOUNT'; account: string }
  | { by: 'DIGITS'; digits: string }
  | { by: 'EMAIL'; email: string }
  | { by: 'IP'; ip: string }
  | { by: 'TAG'; tag: string };

/** Members of the brand matching `match`, newest first, below the keyset cursor. */
export async function searchMembers(
  db: Db,
  brandId: number,
  match: MemberMatch,
  beforeId: number | undefined,
  limit: number,
): Promise<OpsMemberRow[]> {
  if (match.by === 'IP' || match.by === 'TAG')
    return searchByOwnIndex(db, brandId, match, beforeId, limit);
  let condition: SQL | undefined;
  switch (match.by) {
    case 'ACCOUNT':
      condition = eq(members.account, match.account);
      break;
    case 'EMAIL':
      condition = eq(members.email, match.email);
      break;
    case 'DIGITS': {
      const asId = match.digits.length <= 15 ? Number(match.digits) : Number.NaN;
      // An all-digit account too (a mobile sign-up's account is its number with the code).
      condition = or(
        eq(members.mobileNum, match.digits),
        eq(members.account, match.digits),
        Number.isSafeInteger(asId) ? eq(members.id, asId) : undefined,
      );
      break;
    }
  }
  return db
    .select(columns)
    .from(members)
    .where(
      and(
        eq(members.brandId, brandId),
        condition,
        beforeId === undefined ? undefined : lt(members.id, beforeId),
      ),
    )
    .orderBy(desc(members.id))
    .limit(limit);
}

/**
 * A login IP or a tag: the member ids come newest first from their own index (login_events
 * (ip, member_id), member_tags (tag, member_id)) and each member is read by its key, until the
 * page is full. Written as `members.id in (...) order by members.id desc`, the planner merges
 * with a backward scan of all members, which reads every newer member before the first match:
 * 0.3-0.7 s for a tag of old members at 10^6 members (bench/back-office-lists.mjs). The LATERAL
 * subquery's LIMIT 1 keeps it from being pulled up into that join.
 */
async function searchByOwnIndex(
  db: Db,
  brandId: number,
  match: Extract<MemberMatch, { by: 'IP' | 'TAG' }>,
  beforeId: number | undefined,
  limit: number,
): Promise<OpsMemberRow[]> {
  const ids =
    match.by === 'IP'
      ? db
          .selectDistinct({ memberId: loginEvents.memberId })
          .from(loginEvents)
          .where(
            and(
              eq(loginEvents.ip, match.ip),
              beforeId === undefined ? undefined : lt(loginEvents.memberId, beforeId),
            ),
          )
          .orderBy(desc(loginEvents.memberId))
          .as('ids')
      : db
          .select({ memberId: memberTags.memberId })
          .from(memberTags)
          .where(
            and(
              eq(memberTags.tag, match.tag),
              beforeId === undefined ? undefined : lt(memberTags.memberId, beforeId),
            ),
          )
          .orderBy(desc(memberTags.memberId))
          .as('ids');
  const member = db
    .select(columns)
    .from(members)
    .where(and(eq(members.id, ids.memberId), eq(members.brandId, brandId)))
    .limit(1)
    .as('m');
  return db
    .select({
      id: member.id,
      account: member.account,
      nickname: member.nickname,
      type: member.type,
      status: member.status,
      passwordSetBy: member.passwordSetBy,
      mobileDialingCode: member.mobileDialingCode,
      mobileNum: member.mobileNum,
      email: member.email,
      createdAt: member.createdAt,
      lastLoginAt: member.lastLoginAt,
    })
    .from(ids)
    .crossJoinLateral(member)
    .orderBy(desc(ids.memberId))
    .limit(limit);
}

/** Set a member's status; the row before and after, or undefined when no such member. */
export async function setMemberStatus(
  db: Db,
  brandId: number,
  id: number,
  status: 'ACTIVE' | 'DISABLED',
): Promise<{ before: OpsMemberRow['status']; after: OpsMemberRow } | undefined> {
  const result = (await db.execute(sql`
    with old as (select id, status from members where id = ${id} and brand_id = ${brandId} for update)
    update members m set status = ${status} from old where m.id = old.id
    returning old.status as before`)) as unknown as { rows: { before: OpsMemberRow['status'] }[] };
  const before = result.rows[0]?.before;
  if (!before) return undefined;
  const [after] = await db.select(columns).from(members).where(eq(members.id, id));
  return after ? { before, after } : undefined;
}

/** The member must choose a new password at its next sign-in (as after an agent set it). */
export async function requirePasswordChange(
  db: Db,
  brandId: number,
  id: number,
): Promise<OpsMemberRow | undefined> {
  const [row] = await db
    .update(members)
    .set({ passwordSetBy: 'OTHER' })
    .where(and(eq(members.id, id), eq(members.brandId, brandId)))
    .returning(columns);
  return row;
}

export async function memberExists(db: Db, brandId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, id), eq(members.brandId, brandId)));
  return row !== undefined;
}
