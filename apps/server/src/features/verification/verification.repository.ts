import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { verificationCodes } from '../../db/schema/security.ts';

export interface CodeTarget {
  brandId: number;
  channel: 'SMS' | 'EMAIL';
  /** '+60123456789' or a lower-case email address. */
  destination: string;
  purpose: 'REGISTER' | 'LOGIN' | 'RESET' | 'BIND' | 'SECOND_FACTOR';
}

function sameTarget(t: CodeTarget) {
  return and(
    eq(verificationCodes.brandId, t.brandId),
    eq(verificationCodes.channel, t.channel),
    eq(verificationCodes.destination, t.destination),
    eq(verificationCodes.purpose, t.purpose),
  );
}

export async function latestCodeAt(db: Db, t: CodeTarget): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(sameTarget(t))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return row?.createdAt;
}

/** A new code replaces every unused one for the same target. */
export async function saveCode(
  db: Db,
  t: CodeTarget,
  codeHash: string,
  now: Date,
  expiresAt: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ usedAt: now })
      .where(and(sameTarget(t), isNull(verificationCodes.usedAt)));
    const [row] = await tx
      .insert(verificationCodes)
      .values({ ...t, codeHash, createdAt: now, expiresAt })
      .returning({ id: verificationCodes.id });
    if (!row) throw new Error('verification code insert returned no row');
    return row.id;
  });
}

export async function liveCode(db: Db, t: CodeTarget) {
  const [row] = await db
    .select({
      id: verificationCodes.id,
      codeHash: verificationCodes.codeHash,
      expiresAt: verificationCodes.expiresAt,
      attempts: verificationCodes.attempts,
    })
    .from(verificationCodes)
    .where(and(sameTarget(t), isNull(verificationCodes.usedAt)))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return row;
}

/** Spend a code: a guarded UPDATE, so two concurrent uses cannot both succeed. */
export async function spendCode(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

/**
 * Reserve one guess at an unspent code before it is compared: a guarded increment, so at most
 * `maxAttempts` guesses are ever compared, however many arrive at once. Undefined when the code
 * is spent or has no attempt left.
 */
export async function reserveGuess(
  db: Db,
  id: number,
  maxAttempts: number,
): Promise<{ attempts: number } | undefined> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.usedAt),
        lt(verificationCodes.attempts, maxAttempts),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  return row;
}

/** Whether a member of the brand holds this mobile number (national number, no leading 0). */
export async function mobileHasMember(
  db: Db,
  brandId: number,
  dialingCode: string,
  mobileNum: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.brandId, brandId),
        eq(members.mobileDialingCode, dialingCode),
        eq(members.mobileNum, mobileNum),
      ),
    )
    .limit(1);
  return row !== undefined;
}
