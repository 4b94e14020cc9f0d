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
export async function opsRoutes(app: FastifyInstance): Promise<void> {
  route(app, ops.setMaintenance, async ({ request, body }) => {
    const value = await service.setMaintenance(app.db, await resolveBrand(request), body);
    audit(request, 'system.maintenance', { setting: value });
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
    const value = await service.setRegionRestriction(app.db, await resolveBrand(request), body);
    audit(request, 'system.region-restriction', { count: value.blockedRanges.length });
    return value;
  });

  route(app, ops.pullBetFeed, async ({ request }) => {
    const report = await app.jobs.runNow<BetFeedReport>(BET_FEED_JOB);
    audit(request, 'games.bet-feed.pull', { ...report });
    return report;
  });
}
