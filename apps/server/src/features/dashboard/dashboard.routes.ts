import { opsDashboard } from '@nova/contracts/api/ops-dashboard';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { type DashboardDeps, dashboard } from './dashboard.service.ts';

/** The back office's dashboard (issue 13): figures of the request's brand, in its time zone. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const deps: DashboardDeps = { db: app.db, now: app.now };
  route(app, opsDashboard, async ({ request }) => dashboard(deps, await resolveBrand(request)));
}
