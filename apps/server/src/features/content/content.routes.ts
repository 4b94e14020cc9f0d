import { getAnnouncements } from '@nova/contracts/api/content';
import { isAgentType } from '@nova/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { activeExclusion } from '../protection/protection.service.ts';
import { announcements } from './content.service.ts';

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  route(app, getAnnouncements, async ({ request, query }) => {
    const viewerIsAgent = request.member !== null && isAgentType(request.member.type);
    const brand = await resolveBrand(request);
    const found = await announcements(app.db, brand, { ...query, viewerIsAgent }, app.now());
    // A self-excluded or timed-out player gets no marketing: no popups, no promotions (issue 14).
    const memberId = request.member?.id;
    if (memberId !== undefined && (await activeExclusion(app, memberId)))
      return { ...found, popup: [], promotion: [] };
    return found;
  });
}
