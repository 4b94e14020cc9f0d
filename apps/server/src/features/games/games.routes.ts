import { getGameMenus } from '@nova/contracts/api/games';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { resolveBrand } from '../brand/brand.service.ts';
import { gameMenus } from './games.service.ts';

export async function gamesRoutes(app: FastifyInstance): Promise<void> {
  route(app, getGameMenus, async ({ request, query }) =>
    gameMenus(app.db, await resolveBrand(request), query.language),
  );
}
