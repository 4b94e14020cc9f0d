import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { rateLimitBuckets, socialIdentities } from '../../db/schema/security.ts';

export type SocialProviderName = 'GOOGLE' | 'FACEBOOK' | 'TELEGRAM';

export interface SocialMemberRow {
  id: number;
  brandId: number;
  type: number;
  status: 'ACTIVE' | 'DISABLED';
  firstLoginAt: Date | null;
}

const MEMBER_COLUMNS = {
  id: members.id,
  brandId: members.brandId,
  type: members.type,
  status: members.status,
  firstLoginAt: members.firstLoginAt,
};

/** The member behind a (provider, subject) identity, the only key one-click login trusts. */
export async function findMemberByIdentity(
  db: Db,
  provider: SocialProviderName,
  subject: string,
): Promise<SocialMemberRow | undefined> {
  const [row] = await db
    .select(MEMBER_COLUMNS)
    .from(socialIdentities)
    .innerJoin(members, eq(members.id, socialIdentities.memberId))
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  return row;
}

export interface NewSocialMember {
  brandId: number;
  account: string;
  nickname: string;
  passwordHash: string;
  language: string;
  registerIp: string;
  provider: SocialProviderName;
  subject: string;
  now: Date;
}

/**
 * A member (type 0) and its identity in one transaction. Two first logins racing for the same
 * identity: the unique (provider, subject) lets one win; the loser's member is rolled back and
 * it answers undefined (the caller reads the winner). An account-name clash also answers
 * undefined, so the caller retries with a new random name.
 */
export async function createSocialMember(
  db: Db,
  input: NewSocialMember,
): Promise<SocialMemberRow | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [member] = await tx
        .insert(members)
        .values({
          brandId: input.brandId,
          account: input.account,
          nickname: input.nickname,
          type: 0,
          passwordHash: input.passwordHash,
          passwordSetBy: 'SELF',
          language: input.language,
          registerMethod: 'SOCIAL',
          registerIp: input.registerIp,
          createdAt: input.now,
          passwordChangedAt: input.now,
        })
        .onConflictDoNothing({ target: [members.brandId, members.account] })
        .returning(MEMBER_COLUMNS);
      if (!member) throw new CreateConflict();
      await tx
        .update(members)
        .set({ path: `/${member.id}/` })
        .where(eq(members.id, member.id));
      const [identity] = await tx
        .insert(socialIdentities)
        .values({
          provider: input.provider,
          subject: input.subject,
          memberId: member.id,
          createdAt: input.now,
        })
        .onConflictDoNothing({ target: [socialIdentities.provider, socialIdentities.subject] })
        .returning({ id: socialIdentities.id });
      if (!identity) throw new CreateConflict();
      return member;
    });
  } catch (error) {
    if (error instanceof CreateConflict) return undefined;
    throw error;
  }
}

class CreateConflict extends Error {}

export async function recordSocialLogin(
  db: Db,
  memberId: number,
  now: Date,
  firstTime: boolean,
): Promise<void> {
  await db
    .update(members)
    .set(firstTime ? { lastLoginAt: now, firstLoginAt: now } : { lastLoginAt: now })
    .where(eq(members.id, memberId));
}

/**
 * Each signed Telegram login is accepted once, with no new table: a row in the rate limiter's
 * bucket table (the one store every instance shares) keyed by the signed data, kept until the
 * data could no longer be accepted anyway; the limiter's sweep removes it after that.
 * True the first time, false for a replay.
 */
export async function claimTelegramLogin(
  db: Db,
  subject: string,
  hash: string,
  authDate: Date,
  acceptableUntil: Date,
): Promise<boolean> {
  const rows = await db
    .insert(rateLimitBuckets)
    .values({
      key: `telegram-login:${subject}:${hash}`,
      windowStart: authDate,
      count: 1,
      expiresAt: acceptableUntil,
    })
    .onConflictDoNothing({ target: [rateLimitBuckets.key, rateLimitBuckets.windowStart] })
    .returning({ count: rateLimitBuckets.count });
  return rows.length === 1;
}
