import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type GameSessionMode, gameSessions } from '../../db/schema/games.ts';

/** Game sessions (decision 017): the only SQL that writes game_sessions. */
export interface NewGameSession {
  brandId: number;
  memberId: number | null;
  siteSessionId: number | null;
  tokenHash: string;
  vendor: string;
  gameId: number | null;
  gameCode: string;
  category: string;
  mode: GameSessionMode;
  language: string;
  now: Date;
  expiresAt: Date;
}

export async function insertGameSession(db: Db, s: NewGameSession): Promise<number> {
  const [row] = await db
    .insert(gameSessions)
    .values({
      brandId: s.brandId,
      memberId: s.memberId,
      siteSessionId: s.siteSessionId,
      tokenHash: s.tokenHash,
      vendor: s.vendor,
      gameId: s.gameId,
      gameCode: s.gameCode,
      category: s.category,
      mode: s.mode,
      language: s.language,
      createdAt: s.now,
      expiresAt: s.expiresAt,
    })
    .returning({ id: gameSessions.id });
  if (!row) throw new Error('game session insert returned no row');
  return row.id;
}

/** End the open game sessions a site session launched; how many ended. */
export async function endGameSessionsOfSiteSession(
  db: Db,
  siteSessionId: number,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(gameSessions)
    .set({ endedAt: now })
    .where(and(eq(gameSessions.siteSessionId, siteSessionId), isNull(gameSessions.endedAt)))
    .returning({ id: gameSessions.id });
  return rows.length;
}
