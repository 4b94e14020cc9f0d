import * as opsApprovals from '@nova/contracts/api/ops-approvals';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { csvRoute } from '../../lib/csv-export.ts';
import { route } from '../../lib/route.ts';
import { auditOps, operatorOf } from '../../plugins/operator-auth.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { StaleApprovalError } from './approvals.model.ts';
import * as service from './approvals.service.ts';
import { fourEyesRoutes } from './four-eyes.routes.ts';

/**
 * The action a checker's approval carried out, audited on its object too, so the object's own
 * history shows it (the adjustment's is the approval itself).
 */
const CARRIED_OUT: Partial<Record<opsApprovals.ApprovalKind, string>> = {
  BONUS_GRANT: 'member.bonus',
  WITHDRAWAL_APPROVAL: 'withdrawal.approve',
  WITHDRAWAL_PAYMENT: 'withdrawal.pay',
  DEPOSIT_APPROVAL: 'deposit.approve',
  WALLET_TRANSFER_RESOLVE: 'wallet-transfer.resolve',
  WITHDRAWAL_REFUND: 'withdrawal.resolve',
};

async function auditCarriedOut(
  request: FastifyRequest,
  approval: opsApprovals.Approval,
  brandId: number,
) {
  const action = CARRIED_OUT[approval.kind];
  if (!action) return;
  const id = approval.objectType === 'bonus' ? (approval.account ?? '') : approval.objectId;
  await auditOps(
    request,
    action,
    { approvalId: approval.id, madeBy: approval.madeBy, result: approval.result },
    { type: approval.objectType === 'bonus' ? 'member' : approval.objectType, id, brandId },
  );
}

/** Four-eyes requests: make, list, approve, reject; the brand's thresholds (issue 13, 039). */
export async function approvalsRoutes(app: FastifyInstance): Promise<void> {
  const deps: service.ApprovalDeps = { db: app.db, ledger: app.ledger, now: app.now };
  const objectOf = (request: { id: number }, brandId: number) => ({
    type: 'approval',
    id: request.id,
    brandId,
  });
  await fourEyesRoutes(app);

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

  type Row = Awaited<ReturnType<typeof service.list>>['items'][number];
  csvRoute<typeof opsApprovals.opsExportApprovals, Row>(app, opsApprovals.opsExportApprovals, {
    filename: 'approvals',
    columns: [
      ['id', (r) => r.id],
      ['kind', (r) => r.kind],
      ['status', (r) => r.status],
      ['object_type', (r) => r.objectType],
      ['object_id', (r) => r.objectId],
      ['member_id', (r) => r.memberId],
      ['account', (r) => r.account],
      ['amount', (r) => r.amount],
      ['reason', (r) => r.reason],
      ['made_by', (r) => r.madeBy],
      ['made_at', (r) => r.madeAt],
      ['checked_by', (r) => r.checkedBy],
      ['checked_at', (r) => r.checkedAt],
      ['note', (r) => r.note],
    ],
    page: async ({ request, query }, cursor) => {
      const brand = await resolveBrand(request);
      const page = await service.list(deps, brand.id, {
        ...query,
        before: cursor ?? query.before,
        limit: 100,
      });
      return { items: page.items, next: page.nextBefore };
    },
    audit: ({ request, query }) => auditOps(request, 'approval.export', { ...query }),
  });

  route(app, opsApprovals.opsApprove, async ({ request, params, body }) => {
    const brand = await resolveBrand(request);
    const note = body.note ?? null;
    const approved = await service
      .approve(deps, brand, params.id, operatorOf(request), note)
      .catch(async (error: unknown) => {
        // Refused because the object changed: the request is closed as STALE, audited so.
        if (error instanceof StaleApprovalError) {
          await auditOps(
            request,
            'approval.stale',
            { kind: error.approval.kind, result: error.approval.result },
            {
              ...objectOf(error.approval, brand.id),
              before: { status: 'PENDING' },
              after: error.approval,
            },
          );
        }
        throw error;
      });
    await auditOps(
      request,
      'approval.approve',
      { kind: approved.kind, result: approved.result },
      { ...objectOf(approved, brand.id), before: { status: 'PENDING' }, after: approved },
    );
    await auditCarriedOut(request, approved, brand.id);
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
