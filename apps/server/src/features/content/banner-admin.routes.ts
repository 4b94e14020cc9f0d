import * as opsContent from '@nova/contracts/api/ops-content';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { auditOps } from '../../plugins/operator-auth.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import * as service from './banner-admin.service.ts';
import type { ContentAdminDeps } from './content-admin.service.ts';

/** Banners in the back office (issue 13); every write audited with the banner before and after. */
export async function bannerAdminRoutes(app: FastifyInstance): Promise<void> {
  const deps: ContentAdminDeps = { db: app.db, now: app.now };

  route(app, opsContent.opsListBanners, async ({ request, query }) => {
    const brand = await resolveBrand(request);
    return service.listBanners(deps, brand.id, query);
  });

  route(app, opsContent.opsPutBanner, async ({ request, params, body }) => {
    const brand = await resolveBrand(request);
    const { before, after } = await service.putBanner(deps, brand.id, params.code, body);
    await auditOps(
      request,
      before ? 'content.banner.replace' : 'content.banner.create',
      {},
      { type: 'banner', id: params.code, brandId: brand.id, before, after },
    );
    return after;
  });

  for (const [endpoint, published] of [
    [opsContent.opsPublishBanner, true],
    [opsContent.opsUnpublishBanner, false],
  ] as const) {
    route(app, endpoint, async ({ request, params }) => {
      const brand = await resolveBrand(request);
      const { before, after } = await service.setBannerPublished(
        deps,
        brand.id,
        params.code,
        published,
      );
      await auditOps(
        request,
        published ? 'content.banner.publish' : 'content.banner.unpublish',
        { status: after.status },
        {
          type: 'banner',
          id: params.code,
          brandId: brand.id,
          before: { status: before.status },
          after: { status: after.status },
        },
      );
      return after;
    });
  }
}
