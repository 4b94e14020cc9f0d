import * as opsContent from '@nova/contracts/api/ops-content-pages';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { auditOps } from '../../plugins/operator-auth.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import type { ContentAdminDeps } from './content-admin.service.ts';
import * as service from './resources-admin.service.ts';

/** Site images in the back office (issue 13); every write audited with the image before and after. */
export async function resourcesAdminRoutes(app: FastifyInstance): Promise<void> {
  const deps: ContentAdminDeps = { db: app.db, now: app.now };

  route(app, opsContent.opsListSiteImages, async ({ request }) =>
    service.listSiteImages(deps, (await resolveBrand(request)).id),
  );

  route(app, opsContent.opsCreateSiteImage, async ({ request, body }) => {
    const brand = await resolveBrand(request);
    const { after } = await service.createSiteImage(deps, brand.id, body);
    await auditOps(
      request,
      'content.resource.create',
      { resourceType: after.resourceType },
      { type: 'resource', id: after.id, brandId: brand.id, before: null, after },
    );
    return after;
  });

  route(app, opsContent.opsUpdateSiteImage, async ({ request, params, body }) => {
    const brand = await resolveBrand(request);
    const { before, after } = await service.updateSiteImage(deps, brand.id, params.id, body);
    await auditOps(
      request,
      'content.resource.update',
      { resourceType: after.resourceType },
      { type: 'resource', id: after.id, brandId: brand.id, before, after },
    );
    return after;
  });

  route(app, opsContent.opsRemoveSiteImage, async ({ request, params }) => {
    const brand = await resolveBrand(request);
    const before = await service.removeSiteImage(deps, brand.id, params.id);
    await auditOps(
      request,
      'content.resource.remove',
      { resourceType: before.resourceType },
      { type: 'resource', id: before.id, brandId: brand.id, before, after: null },
    );
    return before;
  });
}
