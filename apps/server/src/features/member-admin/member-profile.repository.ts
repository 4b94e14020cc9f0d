import { and, asc, count, desc, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberNotes, memberTags } from '../../db/schema/member-profile.ts';
import { members } from '../../db/schema/members.ts';
import type { OpsMemberRow } from './member-admin.repository.ts';

/** The member row the profile shows: the search's columns and the account's other facts. */
export interface ProfileRow extends OpsMemberRow {
  language: string;
  registerMethod: string;
  registerIp: string | null;
  firstLoginAt: Date | null;
  parentId: number | null;
  mobileVerified: boolean;
  emailVerified: boolean;
  realName: string | null;
  paymentPasswordSet: boolean;
  totpEnabled: boolean;
}

/** The member of this brand (secrets only as "is set"), or undefined. */
export async function findProfileRow(
  db: Db,
  brandId: number,
  memberId: number,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select({
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
      language: members.language,
      registerMethod: members.registerMethod,
      registerIp: members.registerIp,
      firstLoginAt: members.firstLoginAt,
      parentId: members.parentId,
      mobileVerified: sql<boolean>`${members.mobileVerifiedAt} is not null`,
      emailVerified: sql<boolean>`${members.emailVerifiedAt} is not null`,
      realName: members.realName,
      paymentPasswordSet: sql<boolean>`${members.paymentPasswordHash} is not null`,
      totpEnabled: sql<boolean>`${members.totpSecret} is not null`,
    })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.brandId, brandId)));
  return row;
}

export async function listTags(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ tag: memberTags.tag })
    .from(memberTags)
    .where(eq(memberTags.memberId, memberId))
    .orderBy(asc(memberTags.tag));
  return rows.map((r) => r.tag);
}

/**
 * Replace the member's tags in one transaction, under the member row's lock, so two operators
 * saving at once each leave a whole set. The tags before and after (sorted), or undefined when
 * the brand has no such member.
 */
export async function replaceTags(
  db: Db,
  brandId: number,
  memberId: number,
  tags: readonly string[],
): Promise<{ before: string[]; after: string[] } | undefined> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.id, memberId), eq(members.brandId, brandId)))
      .for('update');
    if (!member) return undefined;
    const before = await listTags(tx, memberId);
    await tx
      .delete(memberTags)
      .where(
        and(
          eq(memberTags.memberId, memberId),
          tags.length > 0 ? notInArray(memberTags.tag, [...tags]) : undefined,
        ),
      );
    if (tags.length > 0) {
      await tx
        .insert(memberTags)
        .values(tags.map((tag) => ({ memberId, tag })))
        .onConflictDoNothing();
    }
    return { before, after: await listTags(tx, memberId) };
  });
}

export type NoteRow = typeof memberNotes.$inferSelect;

export async function insertNote(
  db: Db,
  note: { memberId: number; brandId: number; author: string; text: string },
): Promise<NoteRow> {
  const [row] = await db.insert(memberNotes).values(note).returning();
  if (!row) throw new Error('note insert returned no row');
  return row;
}

/** A member's notes, newest first, below the keyset cursor. */
export async function listNotes(
  db: Db,
  memberId: number,
  beforeId: number | undefined,
  limit: number,
): Promise<NoteRow[]> {
  return db
    .select()
    .from(memberNotes)
    .where(
      and(
        eq(memberNotes.memberId, memberId),
        beforeId === undefined ? undefined : lt(memberNotes.id, beforeId),
      ),
    )
    .orderBy(desc(memberNotes.id))
    .limit(limit);
}

export async function countNotes(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberNotes)
    .where(eq(memberNotes.memberId, memberId));
  return row?.n ?? 0;
}
