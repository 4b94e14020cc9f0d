import type { OpsGame } from '@nova/contracts/api/ops-games';
import * as opsGames from '@nova/contracts/api/ops-games';
import type { FastifyInstance } from 'fastify';
import { type CsvColumns, csvRoute } from '../../lib/csv-export.ts';
import { route } from '../../lib/route.ts';
import { auditOps } from '../../plugins/operator-auth.ts';
import * as service from './games-admin.service.ts';

const GAME_COLUMNS: CsvColumns<OpsGame> = [
  ['id', (g) => g.id],
  ['game_id', (g) => g.gameId],
  ['name', (g) => g.name],
  ['vendor', (g) => g.vendor],
  ['category', (g) => g.category],
  ['classify', (g) => g.classify],
  ['hot', (g) => g.hot],
  ['new', (g) => g.isNew],
  ['trial', (g) => g.hasTrial],
  ['sort', (g) => g.sort],
  ['enabled', (g) => g.enabled],
];

/**
 * The games catalogue in the back office (issue 13 "games"): vendors with their maintenance
 * windows, games with their flags and order. Every write is audited with before and after; the
 * catalogue is shared by every brand, so its audit rows name no brand.
 */
export async function gamesAdminRoutes(app: FastifyInstance): Promise<void> {
  const deps: service.GamesAdminDeps = { db: app.db, now: app.now };

  route(app, opsGames.opsListGameVendors, async ({ query }) => service.listVendors(deps, query));

  route(app, opsGames.opsScheduleVendorMaintenance, async ({ request, params, body }) => {
    const { vendor, before, after } = await service.scheduleMaintenance(deps, params.code, body);
    await auditOps(
      request,
      'games.vendor.maintenance.schedule',
      { status: vendor.status },
      { type: 'game_vendor', id: params.code, before, after },
    );
    return vendor;
  });

  route(app, opsGames.opsClearVendorMaintenance, async ({ request, params }) => {
    const { vendor, before, after } = await service.clearMaintenance(deps, params.code);
    await auditOps(
      request,
      'games.vendor.maintenance.clear',
      { status: vendor.status },
      { type: 'game_vendor', id: params.code, before, after },
    );
    return vendor;
  });

  route(app, opsGames.opsListGames, async ({ query }) => service.listGames(deps, query));

  csvRoute<typeof opsGames.opsExportGames, OpsGame, string>(app, opsGames.opsExportGames, {
    filename: 'games',
    columns: GAME_COLUMNS,
    page: async ({ query }, cursor) => {
      const page = await service.listGames(deps, {
        ...query,
        after: cursor ?? query.after,
        limit: opsGames.OPS_GAMES_LIMITS.pageMax,
      });
      return { items: page.items, next: page.nextAfter };
    },
    audit: ({ request, query }) =>
      auditOps(request, 'games.export', {
        vendor: query.vendor,
        category: query.category,
        q: query.q,
        flag: query.flag,
      }),
  });

  route(app, opsGames.opsUpdateGame, async ({ request, params, body }) => {
    const { game, before, after } = await service.updateGame(deps, params.id, body);
    await auditOps(
      request,
      'games.game.update',
      { id: game.id, vendor: game.vendor, changed: Object.keys(body) },
      { type: 'game', id: game.gameId, before, after },
    );
    return game;
  });
}
