import * as ops from '@nova/contracts/api/ops-money';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { auditOps, operatorOf } from '../../plugins/operator-auth.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { type BonusDeps, grantBonus } from './bonus.service.ts';
import {
  registerWithdrawalJobs,
  WITHDRAWAL_JOBS,
  type WithdrawalJobsReport,
} from './withdrawals.jobs.ts';
import type { WithdrawalOpsDeps } from './withdrawals-ops.service.ts';
import * as service from './withdrawals-ops.service.ts';

/** Operator withdrawal approve/reject/pay/resolve, manual bonus, auto-confirm (issue 4). */
export async function withdrawalsOpsRoutes(app: FastifyInstance): Promise<void> {
  registerWithdrawalJobs(app);
  const deps: WithdrawalOpsDeps & BonusDeps = { db: app.db, ledger: app.ledger, now: app.now };

  route(app, ops.opsListWithdrawals, async ({ request, query }) =>
    service.listForOps(deps, await resolveBrand(request), query.status),
  );

  route(app, ops.opsApproveWithdrawal, async ({ request, params }) => {
    const value = await service.approve(deps, params.id, operatorOf(request));
    await auditOps(
      request,
      'withdrawal.approve',
      { withdrawalId: params.id },
      { type: 'withdrawal', id: params.id },
    );
    return value;
  });

  route(app, ops.opsRejectWithdrawal, async ({ request, params, body }) => {
    const value = await service.reject(deps, params.id, body.reason, operatorOf(request));
    await auditOps(
      request,
      'withdrawal.reject',
      { withdrawalId: params.id, reason: body.reason },
      { type: 'withdrawal', id: params.id },
    );
    return value;
  });

  route(app, ops.opsPayWithdrawal, async ({ request, params, body }) => {
    const brand = await resolveBrand(request);
    const value = await service.pay(
      deps,
      brand,
      params.id,
      body.payoutReference,
      operatorOf(request),
    );
    await auditOps(
      request,
      'withdrawal.pay',
      { withdrawalId: params.id, payoutReference: body.payoutReference },
      { type: 'withdrawal', id: params.id, brandId: brand.id },
    );
    return value;
  });

  route(app, ops.opsResolveWithdrawal, async ({ request, params, body }) => {
    const refund = BigInt(body.refundAmount);
    const value = await service.resolve(deps, params.id, refund, operatorOf(request));
    await auditOps(
      request,
      'withdrawal.resolve',
      { withdrawalId: params.id, refundAmount: body.refundAmount, note: body.note },
      { type: 'withdrawal', id: params.id },
    );
    return value;
  });

  route(app, ops.opsExpireWithdrawalConfirmations, async ({ request }) => {
    const { confirmed } = await app.jobs.runNow<WithdrawalJobsReport>(WITHDRAWAL_JOBS);
    await auditOps(request, 'withdrawal.auto-confirm', { confirmed });
    return { confirmed };
  });

  route(app, ops.opsGrantBonus, async ({ request, body }) => {
    const brand = await resolveBrand(request);
    const value = await grantBonus(deps, brand, body);
    await auditOps(
      request,
      'member.bonus',
      {
        account: body.account,
        amount: body.amount,
        title: body.title,
        transferId: value.transferId,
        created: value.created,
      },
      { type: 'member', id: body.account, brandId: brand.id },
    );
    return value;
  });
}
