import * as opsContent from '@nova/contracts/api/ops-content';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { auditOps } from '../../plugins/operator-auth.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { bannerAdminRoutes } from './banner-admin.routes.ts';
import * as service from './content-admin.service.ts';
import { helpAdminRoutes } from './help-admin.routes.ts';
import { resourcesAdminRoutes } from './resources-admin.routes.ts';

/**
 * Content in the back office (issue 13): announcements (popups, the marquee, promotions,
 * headlines) in several languages, banners, the sanitised preview, help pages and site images.
 * Every write is audited with the object before and after.
 */
export async function contentAdminRoutes(app: FastifyInstance): Promise<void> {
  const deps: service.ContentAdminDeps = { db: app.db, now: app.now };

  route(app, opsContent.opsListAnnouncements, async ({ request, query }) => {
    const brand = await resolveBrand(request);
    return service.listAnnouncements(deps, brand, {
      type: query.type,
      language: query.language,
      codePrefix: query.code,
      before: query.before,
      limit: query.limit,
    });
  });

  route(app, opsContent.opsGetAnnouncement, async ({ request, params }) =>
    service.getAnnouncement(deps, await resolveBrand(request), params.code),
  );

  route(app, opsContent.opsPutAnnouncement, async ({ request, params, body }) => {
    const brand = await resolveBrand(request);
    const { before, after } = await service.putAnnouncement(deps, brand, params.code, body);
    await auditOps(
      request,
      before ? 'content.announcement.replace' : 'content.announcement.create',
      { languages: after.translations.map((t) => t.language) },
      { type: 'announcement', id: params.code, brandId: brand.id, before, after },
    );
    return after;
  });

  for (const [endpoint, published] of [
    [opsContent.opsPublishAnnouncement, true],
    [opsContent.opsUnpublishAnnouncement, false],
  ] as const) {
    route(app, endpoint, async ({ request, params }) => {
      const brand = await resolveBrand(request);
      const { before, after } = await service.setPublished(deps, brand, params.code, published);
      await auditOps(
        request,
        published ? 'content.announcement.publish' : 'content.announcement.unpublish',
        { status: after.status },
        {
          type: 'announcement',
          id: params.code,
          brandId: brand.id,
          before: { status: before.status, publishedAt: before.publishedAt },
          after: { status: after.status, publishedAt: after.publishedAt },
        },
      );
      return after;
    });
  }

  route(app, opsContent.opsPreviewContent, async ({ body }) => service.preview(body.content));

  await app.register(bannerAdminRoutes);
  await app.register(helpAdminRoutes);
  await app.register(resourcesAdminRoutes);
}
