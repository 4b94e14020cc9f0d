import type { OpsDeposit } from '@nova/contracts/api/ops-money';
import type { Db } from '../../db/client.ts';
import type { DepositStatus } from '../../db/schema/payments.ts';
import { AppError } from '../../lib/app-error.ts';
import { closeUnclaimedDeposit, creditDeposit, type Ledger } from './deposit-credit.ts';
import {
  approvedDepositsByDay,
  countDepositsByStatus,
  type DepositView,
  findDepositView,
  listDepositsByStatus,
  memberDepositsBefore,
} from './payments.repository.ts';

/** How many deposits a member has made (the back office's member profile). */
export { countMemberDeposits } from './payments.repository.ts';

export function toOpsDeposit(view: DepositView): OpsDeposit {
  return {
    id: view.id,
    reference: view.reference,
    memberId: view.memberId,
    account: view.account,
    channelCode: view.channelCode,
    amount: view.amount.toString(),
    status: view.status,
    proofUploadIds: view.proofUploadIds,
    remark: view.remark,
    createdAt: view.createdAt.toISOString(),
  };
}

/** One page of a status's queue, oldest first (keyset: `after` the last id seen). */
export async function opsDeposits(
  db: Db,
  brandId: number,
  query: { status: DepositStatus; after?: number | undefined; limit: number },
) {
  const rows = await listDepositsByStatus(db, brandId, query.status, query.after ?? 0, query.limit);
  return {
    items: rows.map(toOpsDeposit),
    nextAfter: rows.length === query.limit ? (rows.at(-1)?.id ?? null) : null,
  };
}

/** A member's deposits for the back office (issue 13), newest first, in keyset pages. */
export async function memberDepositsForOps(
  db: Db,
  memberId: number,
  beforeId: number | undefined,
  limit: number,
) {
  return (await memberDepositsBefore(db, memberId, beforeId, limit)).map(toOpsDeposit);
}

/** A manual deposit an operator may decide: NOT_FOUND or INVALID_STATE otherwise. */
async function manualDeposit(db: Db, brandId: number, id: number): Promise<DepositView> {
  const view = await findDepositView(db, { id });
  if (!view || view.brandId !== brandId) throw new AppError('NOT_FOUND', 'deposit');
  if (view.kind !== 'MANUAL_BANK')
    throw new AppError('INVALID_STATE', 'online deposits settle by the gateway');
  return view;
}

/** A manual deposit of this brand as the operator sees it, with its member (four-eyes). */
export async function findOpsDeposit(db: Db, brandId: number, id: number) {
  const view = await manualDeposit(db, brandId, id);
  return toOpsDeposit(view);
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
  const row = await closeUnclaimedDeposit(db, id, 'REJECTED', operator, reason);
  if (!row) throw new AppError('INVALID_STATE', 'deposit is not pending');
  return toOpsDeposit(await reread(db, id));
}

async function reread(db: Db, id: number): Promise<DepositView> {
  const view = await findDepositView(db, { id });
  if (!view) throw new AppError('NOT_FOUND', 'deposit');
  return view;
}

/** The dashboard's deposit figures (issue 13): approved deposits per brand-local day made. */
export function approvedDepositsPerDay(
  db: Db,
  brandId: number,
  range: { from: string; to: string; timezone: string },
) {
  return approvedDepositsByDay(db, brandId, range);
}

/** Deposits waiting in the operators' queue (the list above with status PENDING). */
export function pendingDepositCount(db: Db, brandId: number): Promise<number> {
  return countDepositsByStatus(db, brandId, 'PENDING');
}
