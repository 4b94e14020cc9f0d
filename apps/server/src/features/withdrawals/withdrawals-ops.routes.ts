import * as ops from '@nova/contracts/api/ops-money';
import type { FastifyInstance } from 'fastify';
import { csvRoute } from '../../lib/csv-export.ts';
import { route } from '../../lib/route.ts';
import { auditOps, operatorOf } from '../../plugins/operator-auth.ts';
import {
  approveWithdrawalOrRequest,
  grantBonusOrRequest,
  payWithdrawalOrRequest,
  resolveWithdrawalOrRequest,
} from '../approvals/money-requests.service.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { WITHDRAWAL_COLUMNS } from './withdrawal-csv.model.ts';
import {
  registerWithdrawalJobs,
  WITHDRAWAL_JOBS,
  type WithdrawalJobsReport,
} from './withdrawals.jobs.ts';
import type { WithdrawalOpsDeps } from './withdrawals-ops.service.ts';
import * as service from './withdrawals-ops.service.ts';

/**
 * Operator withdrawal approve/reject/pay/resolve, manual bonus, auto-confirm (issue 4). Approve,
 * pay, a dispute's refund and the bonus are four-eyes above the brand's thresholds (issue 13):
 * the answer then carries the pending request (`approval`) and nothing has moved yet.
 */
export async function withdrawalsOpsRoutes(app: FastifyInstance): Promise<void> {
  registerWithdrawalJobs(app);
  const deps: WithdrawalOpsDeps = { db: app.db, ledger: app.ledger, now: app.now };
  const fourEyes = { db: app.db, ledger: app.ledger, now: app.now };
  const approvalObject = (approval: { id: number }, brandId: number) => ({
    type: 'approval',
    id: approval.id,
    brandId,
    after: approval,
  });

  route(app, ops.opsListWithdrawals, async ({ request, query }) =>
    service.listForOps(deps, await resolveBrand(request), query),
  );

  csvRoute(app, ops.opsExportWithdrawals, {
    filename: 'withdrawals',
    columns: WITHDRAWAL_COLUMNS,
    page: async ({ request, query }, cursor) => {
      const page = await service.listForOps(deps, await resolveBrand(request), {
        status: query.status,
        after: cursor ?? query.after,
        limit: ops.QUEUE_PAGE_MAX,
      });
      return { items: page.items, next: page.nextAfter };
    },
    audit: ({ request, query }) => auditOps(request, 'withdrawal.export', { status: query.status }),
  });

  route(app, ops.opsApproveWithdrawal, async ({ request, params }) => {
    const brand = await resolveBrand(request);
    const value = await approveWithdrawalOrRequest(fourEyes, brand, params.id, operatorOf(request));
    if (value.approval) {
      await auditOps(
        request,
        'approval.request',
        { kind: value.approval.kind, withdrawalId: params.id, amount: value.withdrawal.amount },
        approvalObject(value.approval, brand.id),
      );
    } else {
      await auditOps(
        request,
        'withdrawal.approve',
        { withdrawalId: params.id, amount: value.withdrawal.amount },
        { type: 'withdrawal', id: params.id, brandId: brand.id },
      );
    }
    return value;
  });

  route(app, ops.opsRejectWithdrawal, async ({ request, params, body }) => {
    const brand = await resolveBrand(request);
    const value = await service.reject(deps, brand.id, params.id, body.reason, operatorOf(request));
    await auditOps(
      request,
      'withdrawal.reject',
      { withdrawalId: params.id, reason: body.reason },
      { type: 'withdrawal', id: params.id, brandId: brand.id },
    );
    return value;
  });

  route(app, ops.opsPayWithdrawal, async ({ request, params, body }) => {
    const brand = await resolveBrand(request);
    const value = await payWithdrawalOrRequest(
      fourEyes,
      brand,
      params.id,
      body.payoutReference,
      operatorOf(request),
    );
    const data = {
      withdrawalId: params.id,
      payoutReference: body.payoutReference,
      amount: value.withdrawal.amount,
    };
    if (value.approval) {
      await auditOps(
        request,
        'approval.request',
        { kind: value.approval.kind, ...data },
        approvalObject(value.approval, brand.id),
      );
    } else {
      await auditOps(request, 'withdrawal.pay', data, {
        type: 'withdrawal',
        id: params.id,
        brandId: brand.id,
      });
    }
    return value;
  });

  route(app, ops.opsResolveWithdrawal, async ({ request, params, body }) => {
    const brand = await resolveBrand(request);
    const value = await resolveWithdrawalOrRequest(
      fourEyes,
      brand,
      params.id,
      body,
      operatorOf(request),
    );
    const data = { withdrawalId: params.id, refundAmount: body.refundAmount, note: body.note };
    if (value.approval) {
      await auditOps(
        request,
        'approval.request',
        { kind: value.approval.kind, ...data, amount: value.withdrawal.amount },
        approvalObject(value.approval, brand.id),
      );
    } else {
      await auditOps(request, 'withdrawal.resolve', data, {
        type: 'withdrawal',
        id: params.id,
        brandId: brand.id,
      });
    }
    return value;
  });

  route(app, ops.opsExpireWithdrawalConfirmations, async ({ request }) => {
    const { confirmed } = await app.jobs.runNow<WithdrawalJobsReport>(WITHDRAWAL_JOBS);
    await auditOps(request, 'withdrawal.auto-confirm', { confirmed });
    return { confirmed };
  });

  route(app, ops.opsGrantBonus, async ({ request, body }) => {
    const brand = await resolveBrand(request);
    const value = await grantBonusOrRequest(fourEyes, brand, body, operatorOf(request));
    const data = { account: body.account, amount: body.amount, title: body.title };
    if (value.approval) {
      await auditOps(
        request,
        'approval.request',
        { kind: value.approval.kind, ...data, idempotencyKey: body.idempotencyKey },
        approvalObject(value.approval, brand.id),
      );
    } else {
      await auditOps(
        request,
        'member.bonus',
        { ...data, transferId: value.bonus?.transferId, created: value.bonus?.created },
        { type: 'member', id: body.account, brandId: brand.id },
      );
    }
    return value;
  });
}
