import type { OpsDeposit } from '@nova/contracts/api/ops-money';
import type { Db } from '../../db/client.ts';
import type { DepositStatus } from '../../db/schema/payments.ts';
import { AppError } from '../../lib/app-error.ts';
import { creditDeposit, type Ledger } from './deposit-credit.ts';
import {
  closeUnclaimed,
  type DepositView,
  findDepositView,
  listDepositsByStatus,
} from './payments.repository.ts';

export function toOpsDeposit(view: DepositView): OpsDeposit {
  return {
    id: view.id,
    reference: view.reference,
    account: view.account,
    channelCode: view.channelCode,
    amount: view.amount.toString(),
    status: view.status,
    proofUploadIds: view.proofUploadIds,
    remark: view.remark,
    createdAt: view.createdAt.toISOString(),
  };
}

export async function opsDeposits(db: Db, brandId: number, status: DepositStatus) {
  return (await listDepositsByStatus(db, brandId, status)).map(toOpsDeposit);
}

/** A manual deposit an operator may decide: NOT_FOUND or INVALID_STATE otherwise. */
async function manualDeposit(db: Db, brandId: number, id: number): Promise<DepositView> {
  const view = await findDepositView(db, { id });
  if (!view || view.brandId !== brandId) throw new AppError('NOT_FOUND', 'deposit');
  if (view.kind !== 'MANUAL_BANK')
    throw new AppError('INVALID_STATE', 'online deposits settle by the gateway');
  return view;
}

/** Approve a pending manual deposit: credits once; a second approval is INVALID_STATE. */
export async function approveDeposit(
  db: Db,
  ledger: Ledger,
  brandId: number,
  id: number,
  operator: string,
): Promise<OpsDeposit> {
  await manualDeposit(db, brandId, id);
  const result = await creditDeposit(db, ledger, id, operator, ['PENDING']);
  if (!result.credited) throw new AppError('INVALID_STATE', `deposit is ${result.deposit.status}`);
  return toOpsDeposit(await reread(db, id));
}

/** Reject a pending manual deposit that no credit has claimed. */
export async function rejectDeposit(
  db: Db,
  brandId: number,
  id: number,
  operator: string,
  reason: string,
): Promise<OpsDeposit> {
  await manualDeposit(db, brandId, id);
  const row = await closeUnclaimed(db, id, 'REJECTED', operator, reason);
  if (!row) throw new AppError('INVALID_STATE', 'deposit is not pending');
  return toOpsDeposit(await reread(db, id));
}

async function reread(db: Db, id: number): Promise<DepositView> {
  const view = await findDepositView(db, { id });
  if (!view) throw new AppError('NOT_FOUND', 'deposit');
  return view;
}
