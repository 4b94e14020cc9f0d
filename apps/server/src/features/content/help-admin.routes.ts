import * as opsContent from '@nova/contracts/api/ops-content-pages';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { auditOps } from '../../plugins/operator-auth.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import type { ContentAdminDeps } from './content-admin.service.ts';
import * as service from './help-admin.service.ts';

/** Help pages in the back office (issue 13); every write audited with the page before and after. */
export async function helpAdminRoutes(app: FastifyInstance): Promise<void> {
  const deps: ContentAdminDeps = { db: app.db, now: app.now };

  route(app, opsContent.opsListHelpPages, async ({ request, query }) =>
    service.listHelpPages(deps, await resolveBrand(request), query),
  );

  route(app, opsContent.opsCreateHelpPage, async ({ request, body }) => {
    const brand = await resolveBrand(request);
    const { after } = await service.createHelpPage(deps, brand, body);
    await auditOps(
      request,
      'content.help.create',
      { language: after.language, key: after.key },
      { type: 'help_page', id: after.id, brandId: brand.id, before: null, after },
    );
    return after;
  });

  route(app, opsContent.opsUpdateHelpPage, async ({ request, params, body }) => {
    const brand = await resolveBrand(request);
    const { before, after } = await service.editHelpPage(deps, brand, params.id, body);
    await auditOps(
      request,
      'content.help.update',
      { language: after.language, key: after.key },
      { type: 'help_page', id: after.id, brandId: brand.id, before, after },
    );
    return after;
  });

  for (const [endpoint, published] of [
    [opsContent.opsShowHelpPage, true],
    [opsContent.opsHideHelpPage, false],
  ] as const) {
    route(app, endpoint, async ({ request, params }) => {
      const brand = await resolveBrand(request);
      const { before, after } = await service.setHelpPageShown(deps, brand, params.id, published);
      await auditOps(
        request,
        published ? 'content.help.show' : 'content.help.hide',
        { language: after.language, key: after.key },
        {
          type: 'help_page',
          id: after.id,
          brandId: brand.id,
          before: { published: before.published },
          after: { published: after.published },
        },
      );
      return after;
    });
  }
}
