import * as opsBrand from '@nova/contracts/api/ops-brand';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/route.ts';
import { auditOps } from '../../plugins/operator-auth.ts';
import { resolveBrand } from './brand.request.ts';
import * as service from './brand-admin.service.ts';

/**
 * Brand settings (issue 13): read with brand.read, each section written with brand.settings.
 * Every write is audited as `brand.settings.<section>` with the section before and after, and
 * answers the whole page as it now is.
 */
export async function brandAdminRoutes(app: FastifyInstance): Promise<void> {
  const deps: service.BrandAdminDeps = { db: app.db, now: app.now };

  async function written(
    request: FastifyRequest,
    section: string,
    brandId: number,
    change: service.SectionChange<unknown>,
  ) {
    await auditOps(
      request,
      `brand.settings.${section}`,
      { section },
      { type: 'brand', id: brandId, brandId, before: change.before, after: change.after },
    );
    return service.getSettings(app.db, brandId);
  }

  route(app, opsBrand.opsGetBrandSettings, async ({ request }) =>
    service.getSettings(app.db, (await resolveBrand(request)).id),
  );

  route(app, opsBrand.opsPutBrandWhitelabel, async ({ request, body }) => {
    const { id } = await resolveBrand(request);
    return written(request, 'whitelabel', id, await service.putWhitelabel(deps, id, body));
  });

  route(app, opsBrand.opsPutBrandRegister, async ({ request, body }) => {
    const { id } = await resolveBrand(request);
    return written(request, 'register', id, await service.putRegister(deps, id, body));
  });

  route(app, opsBrand.opsPutBrandLanguages, async ({ request, body }) => {
    const { id } = await resolveBrand(request);
    return written(request, 'languages', id, await service.putLanguages(deps, id, body));
  });

  route(app, opsBrand.opsPutBrandCustomerService, async ({ request, body }) => {
    const { id } = await resolveBrand(request);
    const change = await service.putCustomerService(deps, id, body);
    return written(request, 'customer-service', id, change);
  });

  route(app, opsBrand.opsPutBrandAppDownloads, async ({ request, body }) => {
    const { id } = await resolveBrand(request);
    return written(request, 'app-downloads', id, await service.putAppDownloads(deps, id, body));
  });

  route(app, opsBrand.opsPutBrandWithdrawalLimits, async ({ request, body }) => {
    const { id } = await resolveBrand(request);
    const change = await service.putWithdrawalLimits(deps, id, body);
    return written(request, 'withdrawal-limits', id, change);
  });
}
