import { getAnnouncements } from '@nova/contracts/api/content';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { announcements } from './content.service.ts';

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  route(app, getAnnouncements, async ({ request, query }) =>
    announcements(app.db, await resolveBrand(request), query, app.now()),
  );
}
