import * as launch from '@nova/contracts/api/game-launch';
import * as vendors from '@nova/contracts/api/game-vendors';
import * as games from '@nova/contracts/api/games';
import * as board from '@nova/contracts/api/winners-and-jackpot';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { requireRealMemberId } from '../../plugins/session.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { gameList, hotGames, recommendedGames } from './catalogue.service.ts';
import { gameMenus } from './games.service.ts';
import { jackpot } from './jackpot.service.ts';
import { gameVendorLanes } from './lanes.service.ts';
import {
  addFavourite,
  favouriteList,
  recentList,
  removeFavourite,
} from './member-games.service.ts';
import { winnerBoard } from './winner-board.service.ts';

/**
 * The game catalogue (issue 5; spec §7 "Games"): menus, lanes, lists, hot games,
 * recommendations, favourites, recent games, winner board and jackpot. Launch and in-house
 * play are their own features.
 */
export async function gamesRoutes(app: FastifyInstance): Promise<void> {
  route(app, games.getGameMenus, async ({ request, query }) =>
    gameMenus(app.db, await resolveBrand(request), query.language),
  );

  route(app, games.getGameList, async ({ request, query }) =>
    gameList(app.db, await resolveBrand(request), query),
  );

  route(app, games.getHotGames, async ({ request, query }) =>
    hotGames(app.db, await resolveBrand(request), query.vassalage, query.language),
  );

  route(app, vendors.getGameVendors, async ({ request, query }) =>
    gameVendorLanes(app.db, await resolveBrand(request), query.language),
  );

  route(app, launch.getRecommendedGames, async ({ request, query }) =>
    recommendedGames(app.db, await resolveBrand(request), query.gameType, query.exclude),
  );

  // Favourites: changing them needs a real account (spec §6, SECURITY.md 16); reading them is
  // part of every login, trial ones included (spec §4 "On login"), and a trial list is empty.
  route(app, games.addFavourite, async ({ request, body }) =>
    addFavourite(app.db, await requireRealMemberId(request), body.nodeId),
  );

  route(app, games.removeFavourite, async ({ request, query }) =>
    removeFavourite(app.db, await requireRealMemberId(request), query.nodeId),
  );

  route(app, games.getFavourites, async ({ request, query }) =>
    favouriteList(app.db, memberIdOf(request), query),
  );

  route(app, games.getRecentGames, async ({ request, query }) =>
    recentList(app.db, memberIdOf(request), { ...query, pageNo: query.page }),
  );

  route(app, board.getWinnerBoard, async ({ request, query }) =>
    winnerBoard(app.db, await resolveBrand(request), query),
  );

  route(app, board.getJackpot, async ({ request }) => {
    const brand = await resolveBrand(request);
    return jackpot(app.db, brand, () => app.ledger.houseBalance(brand.id, 'JACKPOT'));
  });
}

/** The session's member (the contract's auth 'member' guard has already required one). */
function memberIdOf(request: { member: { id: number } | null }): number {
  if (!request.member) throw new AppError('UNAUTHENTICATED');
  return request.member.id;
}
