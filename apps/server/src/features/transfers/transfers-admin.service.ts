import type { Approval } from '@nova/contracts/api/ops-approvals';
import type { OpsHeldTransfer } from '@nova/contracts/api/ops-transfers';
import type { Db } from '../../db/client.ts';
import type { WalletTransferStatus } from '../../db/schema/wallet-transfers.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ApprovalDeps, makeRequest } from '../approvals/approvals.service.ts';
import {
  findHeldTransfer,
  type HeldTransferRow,
  listHeldTransfers,
} from './transfers-admin.repository.ts';
import {
  type ResolveOutcome,
  type TransferResolvePayload,
  transferOfBrand,
} from './wallet-transfer-resolve.service.ts';
import { checkOne, PENDING_GRACE_MS } from './wallet-transfers.reconcile.ts';
import type { TransferDeps } from './wallet-transfers.service.ts';

/**
 * Vendor wallet transfers in the back office (issue 13; decision 015): the list (UNKNOWN first
 * of all: the vendor did not answer and the money is held), the status check of one transfer
 * now, and the request for a manual resolution, which a second operator approves
 * (WALLET_TRANSFER_RESOLVE, carried out by wallet-transfer-resolve.service.ts).
 */
function toOps(row: HeldTransferRow): OpsHeldTransfer {
  const outcome = row.resolvePayload?.outcome;
  return {
    id: row.id,
    memberId: row.memberId,
    account: row.account,
    vendor: row.vendor,
    direction: row.direction,
    amount: row.amount.toString(),
    status: row.status,
    vendorTxId: row.vendorTxId,
    attempts: row.attempts,
    lastError: row.lastError,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    pendingResolve:
      row.resolveId !== null && (outcome === 'SUCCESS' || outcome === 'FAILED')
        ? { approvalId: row.resolveId, outcome, madeBy: row.resolveMadeBy ?? '' }
        : null,
  };
}

export async function heldTransfer(db: Db, brandId: number, id: number): Promise<OpsHeldTransfer> {
  const row = await findHeldTransfer(db, brandId, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such transfer');
  return toOps(row);
}

export async function listTransfers(
  db: Db,
  brandId: number,
  query: {
    status: WalletTransferStatus;
    vendor?: string | undefined;
    before?: number | undefined;
    limit: number;
  },
): Promise<{ items: OpsHeldTransfer[]; nextBefore: number | null }> {
  const rows = await listHeldTransfers(
    db,
    brandId,
    { status: query.status, vendor: query.vendor },
    query.before,
    query.limit,
  );
  return {
    items: rows.map(toOps),
    nextBefore: rows.length === query.limit ? (rows.at(-1)?.id ?? null) : null,
  };
}

/**
 * Ask the vendor about one transfer now: the reconcile job's own step (`checkOne`), so the
 * answer settles, releases or counts an attempt exactly as the job would. A decided transfer is
 * answered as it is, the vendor not asked. A PENDING one younger than the job's grace period may
 * still be in its own request (between the hold and the vendor call): INVALID_STATE.
 */
export async function checkTransfer(
  deps: TransferDeps,
  brandId: number,
  id: number,
): Promise<{ before: OpsHeldTransfer; transfer: OpsHeldTransfer; decided: boolean }> {
  const before = await heldTransfer(deps.app.db, brandId, id);
  if (before.status === 'SUCCESS' || before.status === 'FAILED')
    return { before, transfer: before, decided: false };
  const row = await transferOfBrand(deps.app.db, brandId, id);
  if (
    row.status === 'PENDING' &&
    row.createdAt.getTime() > deps.app.now().getTime() - PENDING_GRACE_MS
  )
    throw new AppError('INVALID_STATE', 'The transfer is still being made');
  await checkOne(deps, row);
  const transfer = await heldTransfer(deps.app.db, brandId, id);
  return { before, transfer, decided: transfer.status !== before.status };
}

/**
 * A manual resolution of an UNKNOWN transfer: always a pending request for a second operator
 * (it moves money). Only UNKNOWN (INVALID_STATE otherwise); CONFLICT while one is pending.
 */
export async function requestResolve(
  deps: ApprovalDeps,
  brandId: number,
  id: number,
  input: { outcome: ResolveOutcome; reason: string },
  maker: string,
): Promise<{ before: OpsHeldTransfer; transfer: OpsHeldTransfer; approval: Approval }> {
  const before = await heldTransfer(deps.db, brandId, id);
  if (before.status !== 'UNKNOWN')
    throw new AppError('INVALID_STATE', `The transfer is ${before.status}, not UNKNOWN`);
  const payload: TransferResolvePayload = {
    memberId: before.memberId,
    account: before.account,
    vendor: before.vendor,
    direction: before.direction,
    amount: before.amount,
    vendorTxId: before.vendorTxId,
    outcome: input.outcome,
    reason: input.reason,
  };
  const approval = await makeRequest(
    deps,
    brandId,
    {
      kind: 'WALLET_TRANSFER_RESOLVE',
      objectType: 'wallet-transfer',
      objectId: String(id),
      payload: { ...payload },
    },
    maker,
  );
  return { before, transfer: await heldTransfer(deps.db, brandId, id), approval };
}
