import * as ops from '@nova/contracts/api/ops-money';
import type { FastifyInstance } from 'fastify';
import { csvRoute } from '../../lib/csv-export.ts';
import { route } from '../../lib/route.ts';
import { auditOps, operatorOf } from '../../plugins/operator-auth.ts';
import { approveDepositOrRequest } from '../approvals/money-requests.service.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { DEPOSIT_COLUMNS } from './deposit-csv.model.ts';
import { opsDeposits, rejectDeposit } from './deposits-ops.service.ts';

/**
 * Operator deposit decisions (issue 4; bearer OPERATOR_API_TOKEN). Each is audited in the log
 * with the operator and request id, and on the deposit row (decided_by, decided_at).
 */
export async function paymentsOpsRoutes(app: FastifyInstance): Promise<void> {
  route(app, ops.opsListDeposits, async ({ request, query }) => {
    const brand = await resolveBrand(request);
    return opsDeposits(app.db, brand.id, query);
  });

  csvRoute(app, ops.opsExportDeposits, {
    filename: 'deposits',
    columns: DEPOSIT_COLUMNS,
    page: async ({ request, query }, cursor) => {
      const brand = await resolveBrand(request);
      const page = await opsDeposits(app.db, brand.id, {
        status: query.status,
        after: cursor ?? query.after,
        limit: ops.QUEUE_PAGE_MAX,
      });
      return { items: page.items, next: page.nextAfter };
    },
    audit: ({ request, query }) => auditOps(request, 'deposit.export', { status: query.status }),
  });

  // Above the brand's threshold, a request for a second operator instead (issue 13).
  route(app, ops.opsApproveDeposit, async ({ request, params }) => {
    const brand = await resolveBrand(request);
    const deps = { db: app.db, ledger: app.ledger, now: app.now };
    const value = await approveDepositOrRequest(deps, brand, params.id, operatorOf(request));
    const data = { depositId: params.id, amount: value.deposit.amount };
    if (value.approval) {
      await auditOps(
        request,
        'approval.request',
        { kind: value.approval.kind, ...data },
        { type: 'approval', id: value.approval.id, brandId: brand.id, after: value.approval },
      );
    } else {
      await auditOps(request, 'deposit.approve', data, {
        type: 'deposit',
        id: params.id,
        brandId: brand.id,
      });
    }
    return value;
  });

  route(app, ops.opsRejectDeposit, async ({ request, params, body }) => {
    const brand = await resolveBrand(request);
    const operator = operatorOf(request);
    const value = await rejectDeposit(app.db, brand.id, params.id, operator, body.reason);
    await auditOps(
      request,
      'deposit.reject',
      { depositId: params.id, reason: body.reason },
      { type: 'deposit', id: params.id, brandId: brand.id },
    );
    return value;
  });
}
