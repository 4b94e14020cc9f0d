import type { GameListPage } from '@nova/contracts/api/games';
import { FAVOURITES_MAX } from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { GameRow } from './catalogue.repository.ts';
import { toGameListItem } from './catalogue.service.ts';
import {
  deleteFavourite,
  findFavouritePage,
  findGameIdByNode,
  insertFavourite,
} from './favourites.repository.ts';
import { findRecentPage } from './recent.repository.ts';

/** Game launch records each launched game as the member's most recent (decision 031). */
export { recordRecentGame } from './recent.repository.ts';

/**
 * Favourites and recent games of the logged-in member (spec §4 "Favourite toggle", §7
 * favourites list/add/remove, recent list). The member id always comes from the session.
 */

async function requireGameId(db: Db, nodeId: number): Promise<number> {
  const gameId = await findGameIdByNode(db, nodeId);
  if (gameId === undefined) throw new AppError('NOT_FOUND', `no game with nodeId ${nodeId}`);
  return gameId;
}

/** Add a favourite; adding one already present changes nothing (spec §4). */
export async function addFavourite(db: Db, memberId: number, nodeId: number) {
  const outcome = await insertFavourite(
    db,
    memberId,
    await requireGameId(db, nodeId),
    FAVOURITES_MAX,
  );
  if (outcome === 'FULL')
    throw new AppError('VALIDATION_FAILED', 'favourites full', [
      { path: 'nodeId', issue: `at most ${FAVOURITES_MAX} favourite games` },
    ]);
  return { nodeId };
}

/** Remove a favourite; removing one absent changes nothing. */
export async function removeFavourite(db: Db, memberId: number, nodeId: number) {
  await deleteFavourite(db, memberId, await requireGameId(db, nodeId));
  return { nodeId };
}

interface ListQuery {
  pageNo: number;
  pageSize: number;
  gameType?: string;
}

/** One page of a member's list, read by its repository finder, as a game list page. */
async function listPage(
  find: typeof findFavouritePage | typeof findRecentPage,
  db: Db,
  memberId: number,
  { pageNo, pageSize, gameType }: ListQuery,
): Promise<GameListPage> {
  const found = await find(db, memberId, gameType, pageSize, (pageNo - 1) * pageSize);
  const total = found[0]?.total ?? 0;
  return {
    content: found.flatMap((row) => (row.id === null ? [] : [toGameListItem(row as GameRow)])),
    pageNum: pageNo,
    pageSize,
    totalPages: Math.ceil(total / pageSize),
    totalElements: total,
  };
}

/** The member's favourites, newest first (pageSize up to 999, spec §9). */
export function favouriteList(db: Db, memberId: number, query: ListQuery) {
  return listPage(findFavouritePage, db, memberId, query);
}

/** The member's recently launched games, most recent first. */
export function recentList(db: Db, memberId: number, query: ListQuery) {
  return listPage(findRecentPage, db, memberId, query);
}
