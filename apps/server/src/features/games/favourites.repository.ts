import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  findMemberGamePage,
  type GamePageRow,
  type MemberGameList,
  rows,
} from './catalogue.repository.ts';

/** A member's favourite games (spec §3 "Favourite payload", §4 "Favourite toggle"). */

/** The catalogue id (games.id) of the game with this nodeId, or undefined. */
export async function findGameIdByNode(db: Db, nodeId: number): Promise<number | undefined> {
  const [row] = await rows<{ id: number }>(db, sql`select id from games where node_id = ${nodeId}`);
  return row ? Number(row.id) : undefined;
}

/**
 * Add a favourite unless the member already has `cap` of them: one statement, so a retry adds
 * nothing (the primary key) and a full list stays full. 'ADDED', 'PRESENT' or 'FULL'.
 */
export async function insertFavourite(
  db: Db,
  memberId: number,
  gameId: number,
  cap: number,
): Promise<'ADDED' | 'PRESENT' | 'FULL'> {
  const [row] = await rows<{ added: boolean; present: boolean }>(
    db,
    sql`
    with ins as (
      insert into favourite_games (member_id, game_id)
      select ${memberId}, ${gameId}
       where (select count(*) from favourite_games where member_id = ${memberId}) < ${cap}
      on conflict (member_id, game_id) do nothing
      returning 1
    )
    select exists (select 1 from ins) as added,
           exists (select 1 from favourite_games
                    where member_id = ${memberId} and game_id = ${gameId}) as present`,
  );
  if (row?.added) return 'ADDED';
  return row?.present ? 'PRESENT' : 'FULL';
}

export async function deleteFavourite(db: Db, memberId: number, gameId: number): Promise<void> {
  await db.execute(
    sql`delete from favourite_games where member_id = ${memberId} and game_id = ${gameId}`,
  );
}

const FAVOURITES: MemberGameList = {
  table: sql.raw('favourite_games'),
  columns: sql.raw('l.created_at as added_at'),
  order: sql.raw('added_at desc, id desc'),
};

/** A page of the member's favourites, newest first, with the count of the whole list. */
export async function findFavouritePage(
  db: Db,
  memberId: number,
  category: string | undefined,
  limit: number,
  offset: number,
): Promise<GamePageRow[]> {
  return findMemberGamePage(db, FAVOURITES, memberId, category, limit, offset);
}
