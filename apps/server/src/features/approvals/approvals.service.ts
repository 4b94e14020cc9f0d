import { TRIAL_TYPE_ID } from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sqlState } from '../../lib/sql-state.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import {
  type ApprovalRow,
  decideRequest,
  findRequest,
  insertRequest,
  listRequests,
  memberOfBrand,
  reopenRequest,
  storeResult,
} from './approvals.repository.ts';

export interface ApprovalDeps {
  db: Db;
  ledger: LedgerService;
  now: () => Date;
}

export interface AdjustmentPayload {
  direction: 'CREDIT' | 'DEBIT';
  amount: string;
  reason: string;
  account: string;
}

export function approvalOf(row: ApprovalRow) {
  return {
    id: row.id,
    kind: row.kind,
    objectType: row.objectType,
    objectId: row.objectId,
    payload: row.payload,
    status: row.status,
    madeBy: row.madeBy,
    madeAt: row.madeAt.toISOString(),
    checkedBy: row.checkedBy,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    note: row.note,
    result: row.result ?? null,
  };
}

async function adjustableMember(deps: ApprovalDeps, brandId: number, memberId: number) {
  const member = await memberOfBrand(deps.db, brandId, memberId);
  if (!member) throw new AppError('NOT_FOUND', 'No such member');
  if (member.type === TRIAL_TYPE_ID) throw new AppError('TRIAL_FORBIDDEN');
  return member;
}

/** A manual credit or debit of a member's main wallet, pending a second operator. */
export async function requestAdjustment(
  deps: ApprovalDeps,
  brandId: number,
  memberId: number,
  input: Omit<AdjustmentPayload, 'account'>,
  maker: string,
) {
  const member = await adjustableMember(deps, brandId, memberId);
  const row = await insertRequest(deps.db, {
    brandId,
    kind: 'MEMBER_ADJUSTMENT',
    objectType: 'member',
    objectId: String(memberId),
    payload: { ...input, account: member.account } satisfies AdjustmentPayload,
    madeBy: maker,
    madeAt: deps.now(),
  });
  if (!row) {
    throw new AppError('CONFLICT', 'An adjustment of this member is already waiting for approval');
  }
  return approvalOf(row);
}

export async function list(
  deps: ApprovalDeps,
  brandId: number,
  query: { status: ApprovalRow['status']; before?: number; limit: number },
) {
  const rows = await listRequests(deps.db, brandId, query.status, query.before, query.limit);
  return {
    items: rows.map(approvalOf),
    nextBefore: rows.length === query.limit ? (rows.at(-1)?.id ?? null) : null,
  };
}

async function pending(deps: ApprovalDeps, brandId: number, id: number, checker: string) {
  const row = await findRequest(deps.db, brandId, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such request');
  if (row.status !== 'PENDING') throw new AppError('INVALID_STATE', `Already ${row.status}`);
  if (row.madeBy === checker) {
    throw new AppError('FORBIDDEN', 'A request is decided by another operator than its maker');
  }
  return row;
}

/** The claim: a guarded update, and the table's own four-eyes check behind it. */
async function decide(
  deps: ApprovalDeps,
  row: ApprovalRow,
  status: 'APPROVED' | 'REJECTED',
  checker: string,
  note: string | null,
): Promise<ApprovalRow> {
  const decided = await decideRequest(deps.db, row.id, {
    status,
    checkedBy: checker,
    at: deps.now(),
    note,
  }).catch((error: unknown) => {
    // The table's four-eyes check (a check violation) refused the maker as checker.
    if (sqlState(error) === '23514') {
      throw new AppError('FORBIDDEN', 'A request is decided by another operator than its maker');
    }
    throw error;
  });
  if (!decided) throw new AppError('INVALID_STATE', 'Already decided');
  return decided;
}

/**
 * Approve a request made by someone else, then carry it out: the member is checked again as
 * it is now, and the posting is idempotent by the request (`approval:<id>`). If the ledger
 * refuses it (a debit larger than the balance now), the request goes back to pending and
 * nothing is posted.
 */
export async function approve(
  deps: ApprovalDeps,
  brandId: number,
  id: number,
  checker: string,
  note: string | null,
) {
  const row = await pending(deps, brandId, id, checker);
  const payload = row.payload as unknown as AdjustmentPayload;
  await adjustableMember(deps, brandId, Number(row.objectId));
  const approved = await decide(deps, row, 'APPROVED', checker, note);
  const amount = BigInt(payload.amount);
  const member = { memberId: Number(row.objectId), kind: 'MAIN' as const };
  const house = { house: 'PAYMENTS' as const };
  let posted: { transferId: number };
  try {
    posted = await deps.ledger.post({
      brandId,
      idempotencyKey: `approval:${approved.id}`,
      kind: 'MANUAL_ADJUSTMENT',
      legs:
        payload.direction === 'CREDIT'
          ? [
              { account: house, amount: -amount },
              { account: member, amount },
            ]
          : [
              { account: member, amount: -amount },
              { account: house, amount },
            ],
      metadata: {
        reference: `approval #${approved.id}`,
        source: 'FOUR_EYES',
        reason: payload.reason,
        madeBy: approved.madeBy,
        checkedBy: checker,
      },
    });
  } catch (error) {
    await reopenRequest(deps.db, approved.id, checker);
    throw error;
  }
  const stored = await storeResult(deps.db, approved.id, { transferId: posted.transferId });
  return approvalOf(stored ?? approved);
}

export async function reject(
  deps: ApprovalDeps,
  brandId: number,
  id: number,
  checker: string,
  note: string,
) {
  const row = await pending(deps, brandId, id, checker);
  return approvalOf(await decide(deps, row, 'REJECTED', checker, note));
}
