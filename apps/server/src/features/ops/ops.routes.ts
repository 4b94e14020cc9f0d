import * as ops from '@nova/contracts/api/ops';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { isIpOrCidr } from '../../lib/ip.ts';
import { route } from '../../lib/route.ts';
import { auditOps as audit } from '../../plugins/operator-auth.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { BET_FEED_JOB, type BetFeedReport } from '../game-launch/bet-feed.ts';
import * as service from './ops.service.ts';

/**
 * Operator API (bearer OPERATOR_API_TOKEN). Every action is audited with the token's identity
 * as the actor (plugins/operator-auth.ts); a changed status reaches the site gate at once on
 * this instance (updateBrand clears the brand cache) and within its 5 s cache elsewhere.
 */
/** The brand's system settings, as the object of an audit row. */
const systemOf = (brandId: number) => ({ type: 'brand', id: brandId, brandId });

export async function opsRoutes(app: FastifyInstance): Promise<void> {
  route(app, ops.setMaintenance, async ({ request, body }) => {
    const brand = await resolveBrand(request);
    const value = await service.setMaintenance(app.db, brand, body);
    await audit(request, 'system.maintenance', { setting: value }, systemOf(brand.id));
    return value;
  });

  route(app, ops.setRegionRestriction, async ({ request, body }) => {
    const invalid = body.blockedRanges.filter((range) => !isIpOrCidr(range));
    if (invalid.length) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Not an IP or CIDR range',
        invalid.map((range) => ({ path: 'body.blockedRanges', issue: `invalid:${range}` })),
      );
    }
    const brand = await resolveBrand(request);
    const value = await service.setRegionRestriction(app.db, brand, body);
    await audit(
      request,
      'system.region-restriction',
      { count: value.blockedRanges.length },
      systemOf(brand.id),
    );
    return value;
  });

  // Reading the log is an action too: who looked, and for what.
  route(app, ops.listAuditLog, async ({ request, query }) => {
    const items = await app.audit.list({
      actor: query.actor,
      action: query.action,
      objectType: query.objectType,
      objectId: query.objectId,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      beforeSeq: query.before,
      limit: query.limit,
    });
    await audit(request, 'audit.read', { ...query });
    return {
      items: items.map((row) => ({ ...row, at: row.at.toISOString() })),
      nextBefore: items.length === query.limit ? (items.at(-1)?.seq ?? null) : null,
    };
  });

  route(app, ops.pullBetFeed, async ({ request }) => {
    const report = await app.jobs.runNow<BetFeedReport>(BET_FEED_JOB);
    await audit(request, 'games.bet-feed.pull', { ...report });
    return report;
  });
}
