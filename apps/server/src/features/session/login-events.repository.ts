import { MEMBER_TYPE_ID } from '@nova/contracts/constants';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
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

/** A member's sign-ins, newest first below the keyset cursor (the back office, issue 13). */
export async function memberLoginsBefore(
  db: Db,
  memberId: number,
  beforeId: number | undefined,
  limit: number,
) {
  return db
    .select({
      id: loginEvents.id,
      at: loginEvents.at,
      ip: loginEvents.ip,
      userAgent: loginEvents.userAgent,
      method: loginEvents.method,
    })
    .from(loginEvents)
    .where(
      and(
        eq(loginEvents.memberId, memberId),
        beforeId === undefined ? undefined : lt(loginEvents.id, beforeId),
      ),
    )
    .orderBy(desc(loginEvents.id))
    .limit(limit);
}

/**
 * The players (members of type MEMBER_TYPE_ID: not agents, not trial accounts) of a brand who
 * signed in during a range of brand-local days (both included), each with the last such day:
 * one range read of login_events_at (the dashboard, issue 13).
 */
export async function signedInPlayers(
  db: Db,
  brandId: number,
  range: { from: string; to: string; timezone: string },
): Promise<{ memberId: number; lastDay: string }[]> {
  const result = (await db.execute(sql`
    select e.member_id, to_char(max(e.at) at time zone ${range.timezone}, 'YYYY-MM-DD') as last_day
      from login_events e
      join members m on m.id = e.member_id
     where e.at >= ((${range.from}::date)::timestamp at time zone ${range.timezone})
       and e.at < (((${range.to}::date + 1)::timestamp) at time zone ${range.timezone})
       and m.brand_id = ${brandId} and m.type = ${MEMBER_TYPE_ID}
     group by e.member_id`)) as unknown as {
    rows: { member_id: string | number; last_day: string }[];
  };
  return result.rows.map((row) => ({ memberId: Number(row.member_id), lastDay: row.last_day }));
}
