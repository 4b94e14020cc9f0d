import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';

/** What the security center shows; secrets leave the database only as "is set". */
export async function findSecurityProfile(db: Db, memberId: number) {
  const [row] = await db
    .select({
      account: members.account,
      language: members.language,
      mobileDialingCode: members.mobileDialingCode,
      mobileNum: members.mobileNum,
      mobileVerifiedAt: members.mobileVerifiedAt,
      email: members.email,
      emailVerifiedAt: members.emailVerifiedAt,
      realNameSet: sql<boolean>`${members.realName} is not null`,
      paymentPasswordSet: sql<boolean>`${members.paymentPasswordHash} is not null`,
      totpEnabled: sql<boolean>`${members.totpSecret} is not null`,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row;
}

/** Throws the driver's unique violation (23505) when another member holds the number. */
export async function setMobile(
  db: Db,
  memberId: number,
  dialingCode: string,
  mobileNum: string,
  now: Date,
): Promise<void> {
  await db
    .update(members)
    .set({ mobileDialingCode: dialingCode, mobileNum, mobileVerifiedAt: now })
    .where(eq(members.id, memberId));
}

export async function setEmail(db: Db, memberId: number, email: string, now: Date): Promise<void> {
  await db.update(members).set({ email, emailVerifiedAt: now }).where(eq(members.id, memberId));
}

export async function isRealNameSet(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ set: sql<boolean>`${members.realName} is not null` })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row?.set ?? false;
}

/** Set once: false when a name is already bound (a guarded update, not check-then-act). */
export async function setRealNameOnce(db: Db, memberId: number, realName: string) {
  const rows = await db
    .update(members)
    .set({ realName })
    .where(and(eq(members.id, memberId), isNull(members.realName)))
    .returning({ id: members.id });
  return rows.length === 1;
}

export async function setPaymentPasswordHash(db: Db, memberId: number, hash: string) {
  await db.update(members).set({ paymentPasswordHash: hash }).where(eq(members.id, memberId));
}

// ── Authenticator (RFC 6238) ─────────────────────────────────────────────────────────────────

export async function findTotpState(db: Db, memberId: number) {
  const [row] = await db
    .select({
      account: members.account,
      secret: members.totpSecret,
      pendingSecret: members.totpPendingSecret,
      lastStep: members.totpLastStep,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row;
}

/** A new secret awaiting its first code; false when an authenticator is already enabled. */
export async function savePendingTotp(db: Db, memberId: number, secret: string) {
  const rows = await db
    .update(members)
    .set({ totpPendingSecret: secret })
    .where(and(eq(members.id, memberId), isNull(members.totpSecret)))
    .returning({ id: members.id });
  return rows.length === 1;
}

/** Promote the pending secret that the code matched; false if it changed meanwhile. */
export async function activateTotp(
  db: Db,
  memberId: number,
  pendingSecret: string,
  step: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({
      totpSecret: pendingSecret,
      totpPendingSecret: null,
      totpEnabledAt: now,
      totpLastStep: step,
    })
    .where(
      and(
        eq(members.id, memberId),
        eq(members.totpPendingSecret, pendingSecret),
        isNull(members.totpSecret),
      ),
    )
    .returning({ id: members.id });
  return rows.length === 1;
}

/**
 * Turn the authenticator off with a code at time step `step`. Guarded on the step: a code
 * already used (or used concurrently) cannot win, so each code works once (SECURITY.md 7).
 */
export async function clearTotp(
  db: Db,
  memberId: number,
  secret: string,
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(
      and(
        eq(members.id, memberId),
        eq(members.totpSecret, secret),
        or(isNull(members.totpLastStep), lt(members.totpLastStep, step)),
      ),
    )
    .returning({ id: members.id });
  return rows.length === 1;
}

/**
 * An operator turns the authenticator off (issue 13: reset, so the member can enrol again):
 * the active and any pending secret and the last step go. False when none was enabled.
 */
export async function resetTotp(db: Db, memberId: number): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(and(eq(members.id, memberId), isNotNull(members.totpSecret)))
    .returning({ id: members.id });
  return rows.length === 1;
}
