import { and, count, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema/members.ts';
import { sessions } from '../db/schema/sessions.ts';

/** Session storage: the only place that reads or writes the sessions table. */
export interface SessionRow {
  id: number;
  memberId: number;
  lastSeenAt: Date;
  absoluteExpiresAt: Date;
  memberType: number;
  brandId: number;
  restriction: 'PASSWORD_CHANGE' | null;
}

export async function findLiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({
      id: sessions.id,
      memberId: sessions.memberId,
      lastSeenAt: sessions.lastSeenAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      memberType: members.type,
      brandId: members.brandId,
      restriction: sessions.restriction,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.idleExpiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
        eq(members.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  return row;
}

export interface NewSession {
  tokenHash: string;
  memberId: number;
  now: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  ip: string;
  userAgent: string | null;
  restriction?: 'PASSWORD_CHANGE' | null;
  method?: 'PASSWORD' | 'SMS' | 'FREEPLAY' | 'REGISTER' | 'RESET' | 'SOCIAL';
}

export async function insertSession(db: Db, s: NewSession): Promise<number> {
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: s.tokenHash,
      memberId: s.memberId,
      createdAt: s.now,
      lastSeenAt: s.now,
      idleExpiresAt: s.idleExpiresAt,
      absoluteExpiresAt: s.absoluteExpiresAt,
      ip: s.ip,
      userAgent: s.userAgent,
      restriction: s.restriction ?? null,
      method: s.method ?? 'PASSWORD',
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return row.id;
}

export async function touchSession(
  db: Db,
  id: number,
  now: Date,
  idleExpiresAt: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now, idleExpiresAt })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeSession(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeSessionByTokenHash(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** End every session of a member but one (password change, "sign out other devices"). */
export async function revokeOtherSessions(
  db: Db,
  memberId: number,
  exceptSessionId: number,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        ne(sessions.id, exceptSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** End every session of a member (reset by mail, account disabled). */
export async function revokeAllSessions(db: Db, memberId: number, now: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** The password was changed in this session: it may do everything again. */
export async function liftRestriction(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ restriction: null }).where(eq(sessions.id, sessionId));
}

/** The member's sessions that are live at `now`: not ended, not idle or past their end. */
function liveSessionsOf(memberId: number, now: Date) {
  return and(
    eq(sessions.memberId, memberId),
    isNull(sessions.revokedAt),
    gt(sessions.idleExpiresAt, now),
    gt(sessions.absoluteExpiresAt, now),
  );
}

/** The other live sessions of a member (security center). */
export async function countOtherSessions(
  db: Db,
  memberId: number,
  exceptSessionId: number,
  now: Date,
): Promise<number> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(liveSessionsOf(memberId, now), ne(sessions.id, exceptSessionId)));
  return rows.length;
}

/** A member's sessions, open and past, newest first below the keyset cursor (back office). */
export async function memberSessionsBefore(
  db: Db,
  memberId: number,
  beforeId: number | undefined,
  limit: number,
) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      idleExpiresAt: sessions.idleExpiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      revokedAt: sessions.revokedAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      method: sessions.method,
      restriction: sessions.restriction,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.memberId, memberId),
        beforeId === undefined ? undefined : lt(sessions.id, beforeId),
      ),
    )
    .orderBy(desc(sessions.id))
    .limit(limit);
}

/** The member's live sessions (not ended, not expired). */
export async function countLiveSessions(db: Db, memberId: number, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sessions).where(liveSessionsOf(memberId, now));
  return row?.n ?? 0;
}

/**
 * When the member's newest live session began (issue 14: the session-time limit and the reality
 * check count from it); null when no session is live.
 */
export async function latestLiveSessionStart(
  db: Pick<Db, 'select'>,
  memberId: number,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(liveSessionsOf(memberId, now))
    .orderBy(desc(sessions.id))
    .limit(1);
  return row?.createdAt ?? null;
}
