import type { OpsHeldTransfer } from '@nova/contracts/api/ops-transfers';
import * as opsTransfers from '@nova/contracts/api/ops-transfers';
import type { FastifyInstance } from 'fastify';
import { type CsvColumns, csvRoute } from '../../lib/csv-export.ts';
import { route } from '../../lib/route.ts';
import { auditOps, operatorOf } from '../../plugins/operator-auth.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { checkTransfer, listTransfers, requestResolve } from './transfers-admin.service.ts';
import type { TransferDeps } from './wallet-transfers.service.ts';

/** The list's rows as CSV columns (raw values; amounts in minor units). */
const TRANSFER_COLUMNS: CsvColumns<OpsHeldTransfer> = [
  ['id', (x) => x.id],
  ['member_id', (x) => x.memberId],
  ['account', (x) => x.account],
  ['vendor', (x) => x.vendor],
  ['direction', (x) => x.direction],
  ['amount_minor', (x) => x.amount],
  ['status', (x) => x.status],
  ['vendor_tx_id', (x) => x.vendorTxId],
  ['attempts', (x) => x.attempts],
  ['last_error', (x) => x.lastError],
  ['last_checked_at', (x) => x.lastCheckedAt],
  ['created_at', (x) => x.createdAt],
  ['updated_at', (x) => x.updatedAt],
  ['pending_resolve', (x) => x.pendingResolve?.outcome],
];

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

  csvRoute(app, opsTransfers.opsExportWalletTransfers, {
    filename: 'vendor-transfers',
    columns: TRANSFER_COLUMNS,
    page: async ({ request, query }, cursor) => {
      const page = await listTransfers(app.db, (await resolveBrand(request)).id, {
        ...query,
        before: cursor ?? query.before,
        limit: opsTransfers.HELD_TRANSFERS_PAGE_MAX,
      });
      return { items: page.items, next: page.nextBefore };
    },
    audit: ({ request, query }) =>
      auditOps(request, 'wallet-transfer.export', { status: query.status, vendor: query.vendor }),
  });

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
