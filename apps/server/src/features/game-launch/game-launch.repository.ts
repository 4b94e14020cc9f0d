import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { games, vendors } from '../../db/schema/catalogue.ts';
import { gameSessions } from '../../db/schema/games.ts';
import { members } from '../../db/schema/members.ts';

/** What a launch needs of the catalogue (spec §7 launchGame; issue 5). */
export interface LaunchTarget {
  vendorCode: string;
  category: string;
  walletMode: 'SEAMLESS' | 'TRANSFER';
  isInHouse: boolean;
  vendorActive: boolean;
  /** Switched on, or `now` inside the vendor's scheduled window (migration 0026). */
  maintenance: boolean;
  gameRowId: number;
  gameId: string;
  gameName: string;
  hasTrial: boolean;
  gameActive: boolean;
}

const columnsAt = (now: Date) => ({
  vendorCode: vendors.code,
  category: games.category,
  walletMode: vendors.walletMode,
  isInHouse: vendors.isInHouse,
  vendorActive: vendors.active,
  maintenance: sql<boolean>`vendor_in_maintenance(${vendors.maintenance}, ${vendors.maintenanceStartsAt}, ${vendors.maintenanceEndsAt}, ${now.toISOString()}::timestamptz)`,
  gameRowId: games.id,
  gameId: games.gameId,
  gameName: games.name,
  hasTrial: games.hasTrial,
  gameActive: games.active,
});

/**
 * The game to launch: by its gameId (it must belong to `vassalage`), or, without a game code,
 * the vendor's lobby game in that category (its first game); its vendor's maintenance at `now`.
 */
export async function findLaunchTarget(
  db: Db,
  vassalage: string,
  category: string,
  gameCode: string | undefined,
  now: Date,
): Promise<LaunchTarget | undefined> {
  const [row] = await db
    .select(columnsAt(now))
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .where(
      gameCode === undefined
        ? and(eq(vendors.code, vassalage), eq(vendors.category, category), eq(games.active, true))
        : and(eq(games.gameId, gameCode), eq(vendors.code, vassalage)),
    )
    .orderBy(asc(games.sort), asc(games.id))
    .limit(1);
  return row;
}

export async function memberAccount(db: Db, memberId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ account: members.account })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.account;
}

/** A launch whose vendor call failed: its game session ends before it was ever used. */
export async function endGameSession(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(gameSessions)
    .set({ endedAt: now })
    .where(and(eq(gameSessions.id, id), isNull(gameSessions.endedAt)));
}

// ── Launch tickets: auth_tickets rows of kind GAME_LAUNCH (decision 017) ───────────────────────
export async function insertLaunchTicket(
  db: Db,
  t: { tokenHash: string; memberId: number; ip: string; url: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.execute(sql`
    insert into auth_tickets (token_hash, kind, member_id, ip, context, created_at, expires_at)
    values (${t.tokenHash}, 'GAME_LAUNCH', ${t.memberId}, ${t.ip}, ${t.url},
      ${t.now.toISOString()}::timestamptz, ${t.expiresAt.toISOString()}::timestamptz)`);
}

/** Spend a live ticket (one winner under concurrency); the vendor URL, or undefined. */
export async function consumeLaunchTicket(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const result = (await db.execute(sql`
    update auth_tickets set used_at = ${now.toISOString()}::timestamptz
     where token_hash = ${tokenHash} and kind = 'GAME_LAUNCH' and used_at is null
       and expires_at > ${now.toISOString()}::timestamptz
    returning context`)) as unknown as { rows: { context: string | null }[] };
  return result.rows[0]?.context ?? undefined;
}
