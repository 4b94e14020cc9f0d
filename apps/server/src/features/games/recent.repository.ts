import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  findMemberGamePage,
  type GamePageRow,
  type MemberGameList,
} from './catalogue.repository.ts';

/**
 * The member's recently launched games (spec §2 /recent, §7 recent list). The launch feature
 * writes them; this feature reads them.
 */

/**
 * Record a launch of a catalogue game (`gameId` = games.id, the game session's game_id): the
 * row's played_at becomes now and its play count grows by one. One statement, safe when two
 * launches of the same game race (the primary key (member_id, game_id) decides).
 */
export async function recordRecentGame(db: Db, memberId: number, gameId: number): Promise<void> {
  await db.execute(sql`
    insert into recent_games (member_id, game_id, played_at, plays)
    values (${memberId}, ${gameId}, now(), 1)
    on conflict (member_id, game_id)
    do update set played_at = excluded.played_at, plays = recent_games.plays + 1`);
}

const RECENT: MemberGameList = {
  table: sql.raw('recent_games'),
  columns: sql.raw('l.played_at, l.plays'),
  order: sql.raw('played_at desc, id'),
};

/**
 * A page of the member's recent games, most recent first (active games of active vendors),
 * optionally of one category, with the count of the whole list in the same statement.
 */
export async function findRecentPage(
  db: Db,
  memberId: number,
  category: string | undefined,
  limit: number,
  offset: number,
): Promise<(GamePageRow & { plays: number | null })[]> {
  return findMemberGamePage(db, RECENT, memberId, category, limit, offset);
}
