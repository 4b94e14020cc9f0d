import type { OpsAnnouncementSummary } from '@nova/contracts/api/ops-content';
import * as opsContent from '@nova/contracts/api/ops-content';
import type { FastifyInstance } from 'fastify';
import { type CsvColumns, csvRoute } from '../../lib/csv-export.ts';
import { route } from '../../lib/route.ts';
import { auditOps } from '../../plugins/operator-auth.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { bannerAdminRoutes } from './banner-admin.routes.ts';
import * as service from './content-admin.service.ts';
import { helpAdminRoutes } from './help-admin.routes.ts';
import { resourcesAdminRoutes } from './resources-admin.routes.ts';

/** An announcement as CSV columns: its schedule and status, and each language's title. */
const ANNOUNCEMENT_COLUMNS: CsvColumns<OpsAnnouncementSummary> = [
  ['id', (a) => a.id],
  ['code', (a) => a.code],
  ['type', (a) => a.type],
  ['status', (a) => a.status],
  ['starts_at', (a) => a.startsAt],
  ['ends_at', (a) => a.endsAt],
  ['sort', (a) => a.sort],
  ['published_at', (a) => a.publishedAt],
  ['titles', (a) => a.titles.map((x) => `${x.language}: ${x.title}`).join(' | ')],
];

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

  csvRoute(app, opsContent.opsExportAnnouncements, {
    filename: 'announcements',
    columns: ANNOUNCEMENT_COLUMNS,
    page: async ({ request, query }, cursor) => {
      const page = await service.listAnnouncements(deps, await resolveBrand(request), {
        type: query.type,
        language: query.language,
        codePrefix: query.code,
        before: cursor ?? query.before,
        limit: opsContent.CONTENT_LIMITS.pageMax,
      });
      return { items: page.items, next: page.nextBefore };
    },
    audit: ({ request, query }) =>
      auditOps(request, 'content.announcement.export', {
        type: query.type,
        language: query.language,
        code: query.code,
      }),
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
