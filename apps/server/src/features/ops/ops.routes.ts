import * as ops from '@nova/contracts/api/ops';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { csvRoute } from '../../lib/csv-export.ts';
import { isIpOrCidr } from '../../lib/ip.ts';
import { route } from '../../lib/route.ts';
import { auditOps as audit } from '../../plugins/operator-auth.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { BET_FEED_JOB, type BetFeedReport } from '../game-launch/bet-feed.ts';
import { opsJobsRoutes } from './jobs.routes.ts';
import * as service from './ops.service.ts';

/**
 * Operator API (bearer OPERATOR_API_TOKEN). Every action is audited with the token's identity
 * as the actor (plugins/operator-auth.ts); a changed status reaches the site gate at once on
 * this instance (updateBrand clears the brand cache) and within its 5 s cache elsewhere.
 */
/** The brand's system settings, as the object of an audit row. */
const systemOf = (brandId: number) => ({ type: 'brand', id: brandId, brandId });

export async function opsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(opsJobsRoutes);
  route(app, ops.getSystemSettings, async ({ request }) => {
    const brand = await resolveBrand(request);
    return { maintenance: service.maintenanceOf(brand), blockedRanges: brand.blockedRanges };
  });

  route(app, ops.setMaintenance, async ({ request, body }) => {
    const brand = await resolveBrand(request);
    const before = service.maintenanceOf(brand);
    const value = await service.setMaintenance(app.db, brand, body);
    await audit(
      request,
      'system.maintenance',
      { setting: value },
      { ...systemOf(brand.id), before, after: value },
    );
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
      {
        ...systemOf(brand.id),
        before: { blockedRanges: brand.blockedRanges },
        after: { blockedRanges: value.blockedRanges },
      },
    );
    return value;
  });

  type AuditQuery = z.output<typeof ops.AuditQuerySchema>;
  const auditPage = async (query: AuditQuery, before: number | undefined, limit: number) => {
    const items = await app.audit.list({
      actor: query.actor,
      action: query.action,
      objectType: query.objectType,
      objectId: query.objectId,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      beforeSeq: before,
      limit,
    });
    return {
      items: items.map((row) => ({ ...row, at: row.at.toISOString() })),
      nextBefore: items.length === limit ? (items.at(-1)?.seq ?? null) : null,
    };
  };

  // Reading the log is an action too: who looked, and for what.
  route(app, ops.listAuditLog, async ({ request, query }) => {
    const page = await auditPage(query, query.before, query.limit);
    await audit(request, 'audit.read', { ...query });
    return page;
  });

  type AuditRow = Awaited<ReturnType<typeof auditPage>>['items'][number];
  csvRoute<typeof ops.exportAuditLog, AuditRow>(app, ops.exportAuditLog, {
    filename: 'audit-log',
    columns: [
      ['seq', (row) => row.seq],
      ['at', (row) => row.at],
      ['actor', (row) => row.actor],
      ['actor_kind', (row) => row.actorKind],
      ['ip', (row) => row.ip],
      ['action', (row) => row.action],
      ['object_type', (row) => row.objectType],
      ['object_id', (row) => row.objectId],
      ['before', (row) => row.before],
      ['after', (row) => row.after],
      ['data', (row) => row.data],
      ['hash', (row) => row.hash],
    ],
    page: async ({ query }, cursor) => {
      const page = await auditPage(query, cursor ?? query.before, ops.AUDIT_PAGE_MAX);
      return { items: page.items, next: page.nextBefore };
    },
    audit: ({ request, query }) => audit(request, 'audit.export', { ...query }),
  });

  route(app, ops.pullBetFeed, async ({ request }) => {
    const report = await app.jobs.runNow<BetFeedReport>(BET_FEED_JOB);
    await audit(request, 'games.bet-feed.pull', { ...report });
    return report;
  });
}
