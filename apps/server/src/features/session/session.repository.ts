import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, whitelabelSwitches } from '../../db/schema/brand.ts';
import { members } from '../../db/schema/members.ts';
import { authTickets } from '../../db/schema/security.ts';

const loginColumns = {
  id: members.id,
  account: members.account,
  passwordHash: members.passwordHash,
  passwordSetBy: members.passwordSetBy,
  passwordChangedAt: members.passwordChangedAt,
  type: members.type,
  status: members.status,
  firstLoginAt: members.firstLoginAt,
};
export type LoginMember = Awaited<ReturnType<typeof findMemberForLogin>> & {};

export async function findMemberForLogin(db: Db, brandId: number, account: string) {
  const [row] = await db
    .select(loginColumns)
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.account, account)))
    .limit(1);
  return row;
}

/** `nationalNum` without leading zeros; a number stored with one national 0 matches too. */
export async function findMemberByMobile(
  db: Db,
  brandId: number,
  dialingCode: string,
  nationalNum: string,
) {
  const [row] = await db
    .select(loginColumns)
    .from(members)
    .where(
      and(
        eq(members.brandId, brandId),
        eq(members.mobileDialingCode, dialingCode),
        inArray(members.mobileNum, [nationalNum, `0${nationalNum}`]),
      ),
    )
    .limit(1);
  return row;
}

/** What second verification needs of a member (spec §4 "Extra verification"). */
export async function findSecondFactorProfile(db: Db, memberId: number) {
  const [row] = await db
    .select({
      ...loginColumns,
      brandId: members.brandId,
      language: members.language,
      mobileDialingCode: members.mobileDialingCode,
      mobileNum: members.mobileNum,
      mobileVerifiedAt: members.mobileVerifiedAt,
      email: members.email,
      emailVerifiedAt: members.emailVerifiedAt,
      realName: members.realName,
      totpSecret: members.totpSecret,
      totpEnabledAt: members.totpEnabledAt,
      totpLastStep: members.totpLastStep,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row;
}
export type SecondFactorProfile = Awaited<ReturnType<typeof findSecondFactorProfile>> & {};

/**
 * Accept TOTP time step `step` once: the update succeeds only if no later-or-equal step was
 * used, so two concurrent requests with the same code cannot both pass (SECURITY.md 7).
 */
export async function claimTotpStep(db: Db, memberId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(members.id, memberId),
        or(isNull(members.totpLastStep), lt(members.totpLastStep, step)),
      ),
    )
    .returning({ id: members.id });
  return rows.length > 0;
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

/** A whitelabel switch is on when it and every ancestor hold '1' (spec §3, "'1' = on"). */
export async function isSwitchOn(db: Db, brandId: number, modId: string): Promise<boolean> {
  const rows = await db
    .select({
      modId: whitelabelSwitches.modId,
      parentModId: whitelabelSwitches.parentModId,
      value: whitelabelSwitches.value,
    })
    .from(whitelabelSwitches)
    .where(eq(whitelabelSwitches.brandId, brandId));
  let node = rows.find((r) => r.modId === modId);
  for (let depth = 0; node && depth < 10; depth++) {
    if (node.value !== '1') return false;
    const parent: string | null = node.parentModId;
    if (parent === null) return true;
    node = rows.find((r) => r.modId === parent);
  }
  return false;
}

// ── Login challenges (auth_tickets kind LOGIN_CHALLENGE) ─────────────────────────────────────

export interface NewChallenge {
  tokenHash: string;
  memberId: number;
  ip: string;
  context: string;
  now: Date;
  expiresAt: Date;
}

export async function insertChallenge(db: Db, c: NewChallenge): Promise<void> {
  await db.insert(authTickets).values({
    tokenHash: c.tokenHash,
    kind: 'LOGIN_CHALLENGE',
    memberId: c.memberId,
    ip: c.ip,
    context: c.context,
    createdAt: c.now,
    expiresAt: c.expiresAt,
  });
}

function liveChallenge(tokenHash: string, ip: string, now: Date, maxAttempts: number) {
  return and(
    eq(authTickets.tokenHash, tokenHash),
    eq(authTickets.kind, 'LOGIN_CHALLENGE'),
    eq(authTickets.ip, ip),
    isNull(authTickets.usedAt),
    gt(authTickets.expiresAt, now),
    lt(authTickets.attempts, maxAttempts),
  );
}

const challengeColumns = {
  id: authTickets.id,
  memberId: authTickets.memberId,
  context: authTickets.context,
};

export async function findLiveChallenge(
  db: Db,
  tokenHash: string,
  ip: string,
  now: Date,
  maxAttempts: number,
) {
  const [row] = await db
    .select(challengeColumns)
    .from(authTickets)
    .where(liveChallenge(tokenHash, ip, now, maxAttempts))
    .limit(1);
  return row;
}

/**
 * Take one attempt of a live challenge before the answer is checked: the count and the
 * liveness check are one statement, so concurrent guesses cannot exceed `maxAttempts`.
 */
export async function claimChallengeAttempt(
  db: Db,
  tokenHash: string,
  ip: string,
  now: Date,
  maxAttempts: number,
) {
  const [row] = await db
    .update(authTickets)
    .set({ attempts: sql`${authTickets.attempts} + 1` })
    .where(liveChallenge(tokenHash, ip, now, maxAttempts))
    .returning(challengeColumns);
  return row;
}

/** Spend a ticket; false when another request spent it first. */
export async function spendTicket(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(authTickets)
    .set({ usedAt: now })
    .where(and(eq(authTickets.id, id), isNull(authTickets.usedAt)))
    .returning({ id: authTickets.id });
  return rows.length > 0;
}
