import * as opsApprovals from '@nova/contracts/api/ops-approvals';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { auditOps, operatorOf } from '../../plugins/operator-auth.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import * as service from './approvals.service.ts';

/** Four-eyes requests: make, list, approve, reject (issue 13, decision 039). */
export async function approvalsRoutes(app: FastifyInstance): Promise<void> {
  const deps: service.ApprovalDeps = { db: app.db, ledger: app.ledger, now: app.now };
  const objectOf = (request: { id: number }, brandId: number) => ({
    type: 'approval',
    id: request.id,
    brandId,
  });

  route(app, opsApprovals.opsRequestAdjustment, async ({ request, params, body }) => {
    const brand = await resolveBrand(request);
    const made = await service.requestAdjustment(
      deps,
      brand.id,
      params.id,
      body,
      operatorOf(request),
    );
    await auditOps(
      request,
      'approval.request',
      { kind: made.kind, member: params.id, ...body },
      { ...objectOf(made, brand.id), after: made },
    );
    return made;
  });

  route(app, opsApprovals.opsListApprovals, async ({ request, query }) =>
    service.list(deps, (await resolveBrand(request)).id, query),
  );

  route(app, opsApprovals.opsApprove, async ({ request, params, body }) => {
    const brand = await resolveBrand(request);
    const approved = await service.approve(
      deps,
      brand.id,
      params.id,
      operatorOf(request),
      body.note ?? null,
    );
    await auditOps(
      request,
      'approval.approve',
      { kind: approved.kind, result: approved.result },
      { ...objectOf(approved, brand.id), before: { status: 'PENDING' }, after: approved },
    );
    return approved;
  });

  route(app, opsApprovals.opsReject, async ({ request, params, body }) => {
    const brand = await resolveBrand(request);
    const rejected = await service.reject(
      deps,
      brand.id,
      params.id,
      operatorOf(request),
      body.note,
    );
    await auditOps(
      request,
      'approval.reject',
      { kind: rejected.kind, note: body.note },
      { ...objectOf(rejected, brand.id), before: { status: 'PENDING' }, after: rejected },
    );
    return rejected;
  });
}
