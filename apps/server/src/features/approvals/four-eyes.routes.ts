import * as opsApprovals from '@nova/contracts/api/ops-approvals';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { auditOps, operatorOf } from '../../plugins/operator-auth.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { getSettings, putSettings } from './four-eyes.service.ts';

/** The brand's four-eyes thresholds: read with approvals.read, set with settings.money. */
export async function fourEyesRoutes(app: FastifyInstance): Promise<void> {
  route(app, opsApprovals.opsGetFourEyes, async ({ request }) =>
    getSettings(app.db, await resolveBrand(request)),
  );

  route(app, opsApprovals.opsPutFourEyes, async ({ request, body }) => {
    const brand = await resolveBrand(request);
    const { before, after } = await putSettings(
      { db: app.db, now: app.now },
      brand,
      body,
      operatorOf(request),
    );
    await auditOps(request, 'settings.four-eyes', body, {
      type: 'brand',
      id: brand.id,
      brandId: brand.id,
      before,
      after,
    });
    return after;
  });
}
