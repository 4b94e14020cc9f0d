import {
  APPROVAL_ALREADY_PENDING,
  type Approval,
  type ApprovalKind,
} from '@nova/contracts/api/ops-approvals';
import { AppError } from '../../lib/app-error.ts';
import { sqlState } from '../../lib/sql-state.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { turnoverStatus } from '../withdrawals/turnover.service.ts';
import { adjustableMember, type Change, carryOut, objectChanged } from './approval-kinds.ts';
import {
  type AdjustmentPayload,
  type ApprovalDeps,
  approvalOf,
  type RequestDraft,
  StaleApprovalError,
  type Turnover,
} from './approvals.model.ts';
import {
  type ApprovalRow,
  decideRequest,
  findRequest,
  insertRequest,
  listRequests,
  reopenRequest,
  staleRequest,
  storeResult,
} from './approvals.repository.ts';

export type { ApprovalDeps } from './approvals.model.ts';

/** The dashboard's queue of requests waiting for a checker (issue 13). */
export { countPendingRequests } from './approvals.repository.ts';

/** A pending request, refused with CONFLICT while another one waits for the same object. */
export async function makeRequest(
  deps: ApprovalDeps,
  brandId: number,
  draft: RequestDraft,
  maker: string,
): Promise<Approval> {
  const row = await insertRequest(deps.db, {
    brandId,
    ...draft,
    madeBy: maker,
    madeAt: deps.now(),
  });
  if (!row) {
    throw new AppError(
      'CONFLICT',
      `A request for this ${draft.objectType} is already waiting for approval`,
      [{ path: 'object', issue: APPROVAL_ALREADY_PENDING }],
    );
  }
  return approvalOf(row);
}

/** A manual credit or debit of a member's main wallet: always waits for a second operator. */
export async function requestAdjustment(
  deps: ApprovalDeps,
  brandId: number,
  memberId: number,
  input: Omit<AdjustmentPayload, 'account'>,
  maker: string,
) {
  const member = await adjustableMember(deps, brandId, memberId);
  return makeRequest(
    deps,
    brandId,
    {
      kind: 'MEMBER_ADJUSTMENT',
      objectType: 'member',
      objectId: String(memberId),
      payload: { ...input, account: member.account } satisfies AdjustmentPayload,
    },
    maker,
  );
}

const WITHDRAWAL_KINDS: readonly ApprovalKind[] = ['WITHDRAWAL_APPROVAL', 'WITHDRAWAL_PAYMENT'];

/** A withdrawal request shows the member's turnover status now (few rows: one page). */
async function turnoverFor(deps: ApprovalDeps, approval: Approval): Promise<Turnover | null> {
  if (!WITHDRAWAL_KINDS.includes(approval.kind) || approval.memberId === null) return null;
  const status = await turnoverStatus(deps.db, approval.memberId);
  return {
    required: status.required.toString(),
    completed: status.completed.toString(),
    remaining: status.remaining.toString(),
  };
}

export async function list(
  deps: ApprovalDeps,
  brandId: number,
  query: {
    status: ApprovalRow['status'];
    kind?: ApprovalKind;
    objectId?: string;
    before?: number;
    limit: number;
  },
) {
  const rows = await listRequests(
    deps.db,
    brandId,
    { status: query.status, kind: query.kind, objectId: query.objectId },
    query.before,
    query.limit,
  );
  const items = await Promise.all(
    rows.map(async (row) => {
      const approval = approvalOf(row);
      return { ...approval, turnover: await turnoverFor(deps, approval) };
    }),
  );
  return {
    items,
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

/** Close the request as STALE; the error the approval answers with. */
async function stale(
  deps: ApprovalDeps,
  row: ApprovalRow,
  checker: string,
  note: string | null,
  change: Change,
): Promise<AppError> {
  const closed = await staleRequest(deps.db, row.id, {
    checkedBy: checker,
    at: deps.now(),
    note,
    result: { objectChanged: change },
  });
  // Decided by another checker in between: that decision stands.
  if (!closed) return new AppError('INVALID_STATE', 'Already decided');
  return new StaleApprovalError(approvalOf(closed), `it is ${change.status}`);
}

/**
 * Approve a request made by someone else, then carry it out (approval-kinds.ts): its object is
 * checked again as it is now. An object that changed (a withdrawal or deposit decided or
 * cancelled meanwhile) makes the request STALE and the answer CONFLICT; nothing is carried
 * out. Any other refusal (a debit larger than the balance now, an unknown member) puts the
 * request back to pending, nothing carried out, for a checker to retry or reject.
 */
export async function approve(
  deps: ApprovalDeps,
  brand: BrandRecord,
  id: number,
  checker: string,
  note: string | null,
): Promise<Approval> {
  const row = await pending(deps, brand.id, id, checker);
  const before = await objectChanged(deps, brand, row);
  if (before) throw await stale(deps, row, checker, note, before);
  const approved = await decide(deps, row, 'APPROVED', checker, note);
  let done: Awaited<ReturnType<typeof carryOut>>;
  try {
    done = await carryOut(deps, brand, approved, checker);
  } catch (error) {
    await reopenRequest(deps.db, approved.id, checker);
    throw error;
  }
  if ('changed' in done) throw await stale(deps, approved, checker, note, done.changed);
  const stored = await storeResult(deps.db, approved.id, done.result);
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
