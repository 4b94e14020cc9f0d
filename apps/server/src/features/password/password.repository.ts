import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brandDomains } from '../../db/schema/brand.ts';
import { members } from '../../db/schema/members.ts';
import { authTickets } from '../../db/schema/security.ts';
import { revokeAllSessions } from '../../plugins/session.repository.ts';

export async function findPasswordHash(db: Db, memberId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row?.passwordHash;
}

export async function findAccount(db: Db, memberId: number) {
  const [row] = await db
    .select({ account: members.account })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row;
}

/** Spend every unused reset link of a member: a new password (or a newer link) retires them. */
async function spendResetTickets(db: Db, memberId: number, now: Date): Promise<void> {
  await db
    .update(authTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTickets.memberId, memberId),
        eq(authTickets.kind, 'PASSWORD_RESET'),
        isNull(authTickets.usedAt),
      ),
    );
}

async function writePassword(db: Db, memberId: number, passwordHash: string, now: Date) {
  await db
    .update(members)
    .set({ passwordHash, passwordSetBy: 'SELF', passwordChangedAt: now })
    .where(eq(members.id, memberId));
  await spendResetTickets(db, memberId, now);
  await revokeAllSessions(db, memberId, now);
}

/**
 * The member's own new password, in one transaction: the hash, SELF, the change time; every
 * session ends and outstanding reset links die (SECURITY.md 11).
 */
export async function replacePassword(
  db: Db,
  memberId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.transaction((tx) => writePassword(tx, memberId, passwordHash, now));
}

// ── Reset by mail ────────────────────────────────────────────────────────────────────────────

export async function findResetCandidate(db: Db, brandId: number, account: string) {
  const [row] = await db
    .select({
      id: members.id,
      email: members.email,
      emailVerifiedAt: members.emailVerifiedAt,
      language: members.language,
    })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.account, account)))
    .limit(1);
  return row;
}

/**
 * Retire earlier links and store the new one for `memberId`. A null member runs the same
 * statements and matches no row, so a miss costs what a hit costs (SECURITY.md 5).
 */
export async function issueResetTicket(
  db: Db,
  t: { memberId: number | null; tokenHash: string; ip: string; now: Date; expiresAt: Date },
): Promise<void> {
  const memberId = t.memberId ?? -1;
  await db.transaction(async (tx) => {
    await spendResetTickets(tx, memberId, t.now);
    // insert ... select: the row exists only when the member does, in the same statement.
    await tx.execute(sql`
      insert into ${authTickets} (token_hash, kind, member_id, ip, created_at, expires_at)
      select ${t.tokenHash}, 'PASSWORD_RESET', ${members.id}, ${t.ip},
        ${t.now.toISOString()}::timestamptz, ${t.expiresAt.toISOString()}::timestamptz
      from ${members} where ${members.id} = ${memberId}`);
  });
}

/** An unused, unexpired reset link of a member of the brand. */
export async function findLiveResetTicket(db: Db, brandId: number, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: authTickets.id, memberId: authTickets.memberId, account: members.account })
    .from(authTickets)
    .innerJoin(members, eq(members.id, authTickets.memberId))
    .where(
      and(
        eq(authTickets.tokenHash, tokenHash),
        eq(authTickets.kind, 'PASSWORD_RESET'),
        isNull(authTickets.usedAt),
        gt(authTickets.expiresAt, now),
        eq(members.brandId, brandId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Spend the link with a guarded UPDATE (two concurrent uses cannot both win) and set the
 * password in the same transaction. false: the link was spent or expired meanwhile.
 */
export async function resetWithTicket(
  db: Db,
  ticketId: number,
  memberId: number,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(authTickets)
      .set({ usedAt: now })
      .where(
        and(
          eq(authTickets.id, ticketId),
          isNull(authTickets.usedAt),
          gt(authTickets.expiresAt, now),
        ),
      )
      .returning({ id: authTickets.id });
    if (spent.length !== 1) return false;
    await writePassword(tx, memberId, passwordHash, now);
    return true;
  });
}

/** Host names the brand serves: a reset link never points at a host a visitor made up. */
export async function isBrandHost(db: Db, brandId: number, host: string): Promise<boolean> {
  const [row] = await db
    .select({ id: brandDomains.id })
    .from(brandDomains)
    .where(and(eq(brandDomains.brandId, brandId), eq(brandDomains.domain, host)))
    .limit(1);
  return row !== undefined;
}

// ── Reset by phone ───────────────────────────────────────────────────────────────────────────

export async function findMemberByMobile(
  db: Db,
  brandId: number,
  dialingCode: string,
  mobileNum: string,
) {
  const [row] = await db
    .select({
      id: members.id,
      account: members.account,
      type: members.type,
      status: members.status,
    })
    .from(members)
    .where(
      and(
        eq(members.brandId, brandId),
        eq(members.mobileDialingCode, dialingCode),
        eq(members.mobileNum, mobileNum),
        isNotNull(members.mobileNum),
      ),
    )
    .limit(1);
  return row;
}
