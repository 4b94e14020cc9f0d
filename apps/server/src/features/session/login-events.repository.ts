import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginEvents } from '../../db/schema/security.ts';

export interface LoginEvent {
  memberId: number;
  at: Date;
  ip: string;
  userAgent: string | null;
  method: string;
}

export async function recordLoginEvent(db: Db, event: LoginEvent): Promise<void> {
  await db.insert(loginEvents).values(event);
}

/** Whether the member has ever had a session from this IP (spec §4 "Extra verification"). */
export async function isKnownIp(db: Db, memberId: number, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ id: loginEvents.id })
    .from(loginEvents)
    .where(and(eq(loginEvents.memberId, memberId), eq(loginEvents.ip, ip)))
    .limit(1);
  return row !== undefined;
}

export async function hasAnyLogin(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: loginEvents.id })
    .from(loginEvents)
    .where(eq(loginEvents.memberId, memberId))
    .limit(1);
  return row !== undefined;
}

export async function latestLogins(db: Db, memberId: number, limit: number) {
  return db
    .select({ at: loginEvents.at, ip: loginEvents.ip, method: loginEvents.method })
    .from(loginEvents)
    .where(eq(loginEvents.memberId, memberId))
    .orderBy(desc(loginEvents.at), desc(loginEvents.id))
    .limit(limit);
}
