import * as opsTransfers from '@nova/contracts/api/ops-transfers';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { auditOps, operatorOf } from '../../plugins/operator-auth.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { checkTransfer, listTransfers, requestResolve } from './transfers-admin.service.ts';
import type { TransferDeps } from './wallet-transfers.service.ts';

/**
 * Vendor wallet transfers in the back office (issue 13): the list, "check now" and the manual
 * resolution (a four-eyes request). Registered by transfersRoutes with its own vendor adapter,
 * so a check asks the vendor exactly as the status check job does.
 */
export async function transfersAdminRoutes(app: FastifyInstance, deps: TransferDeps) {
  const object = (id: number, brandId: number) => ({ type: 'wallet-transfer', id, brandId });

  route(app, opsTransfers.opsListWalletTransfers, async ({ request, query }) =>
    listTransfers(app.db, (await resolveBrand(request)).id, query),
  );

  route(app, opsTransfers.opsCheckWalletTransfer, async ({ request, params }) => {
    const brand = await resolveBrand(request);
    const { before, transfer, decided } = await checkTransfer(deps, brand.id, params.id);
    await auditOps(
      request,
      'wallet-transfer.check',
      { decided, status: transfer.status, attempts: transfer.attempts },
      { ...object(params.id, brand.id), before, after: transfer },
    );
    return { transfer, decided };
  });

  route(app, opsTransfers.opsResolveWalletTransfer, async ({ request, params, body }) => {
    const brand = await resolveBrand(request);
    const approvalDeps = { db: app.db, ledger: app.ledger, now: app.now };
    const made = await requestResolve(approvalDeps, brand.id, params.id, body, operatorOf(request));
    // The request itself, as every four-eyes request is audited (approvals.routes.ts), and on
    // the transfer, so its own history shows that a resolution waits.
    await auditOps(
      request,
      'approval.request',
      { kind: made.approval.kind, walletTransfer: params.id, ...body },
      { type: 'approval', id: made.approval.id, brandId: brand.id, after: made.approval },
    );
    await auditOps(
      request,
      'wallet-transfer.resolve.request',
      { approvalId: made.approval.id, ...body },
      { ...object(params.id, brand.id), before: made.before, after: made.transfer },
    );
    return { transfer: made.transfer, approval: made.approval };
  });
}
