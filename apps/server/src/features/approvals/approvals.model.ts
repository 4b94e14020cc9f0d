import {
  APPROVAL_OBJECT_CHANGED,
  type Approval,
  type ApprovalKind,
} from '@nova/contracts/api/ops-approvals';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { ApprovalRow } from './approvals.repository.ts';

export interface ApprovalDeps {
  db: Db;
  ledger: LedgerService;
  now: () => Date;
}

/** A new request: its kind, the object it acts on (one pending per object) and its payload. */
export interface RequestDraft {
  kind: ApprovalKind;
  objectType: 'member' | 'bonus' | 'withdrawal' | 'deposit' | 'wallet-transfer';
  objectId: string;
  payload: Record<string, unknown>;
}

export interface AdjustmentPayload {
  direction: 'CREDIT' | 'DEBIT';
  amount: string;
  reason: string;
  account: string;
}

export type BonusPayload = {
  memberId: number;
  account: string;
  amount: string;
  turnoverPercent: number;
  title: string;
  idempotencyKey: string;
};

/** A withdrawal or deposit as it was when the request was made: approval checks it again. */
export type MoneyObjectPayload = {
  memberId: number;
  account: string;
  amount: string;
  reference: string;
  /** WITHDRAWAL_PAYMENT: the payout reference the maker entered. */
  payoutReference?: string;
};

/**
 * WITHDRAWAL_REFUND: a disputed withdrawal's resolution with a refund. `amount` is the refund
 * (what moves, lifted for the checker's list) and `reason` the maker's note (stored on the
 * withdrawal when carried out); the withdrawal's own amount is checked again at approval.
 */
export type RefundPayload = {
  memberId: number;
  account: string;
  amount: string;
  reason: string;
  reference: string;
  withdrawalAmount: string;
  receivedAmount: string | null;
  payoutReference: string | null;
};

export type Turnover = NonNullable<Approval['turnover']>;

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The wire form, with what a checker needs at a glance lifted out of the payload. */
export function approvalOf(row: ApprovalRow, turnover: Turnover | null = null): Approval {
  const payload = row.payload;
  const memberId =
    typeof payload.memberId === 'number'
      ? payload.memberId
      : row.objectType === 'member'
        ? Number(row.objectId)
        : null;
  return {
    id: row.id,
    kind: row.kind,
    objectType: row.objectType,
    objectId: row.objectId,
    payload,
    status: row.status,
    memberId,
    account: text(payload.account),
    amount: text(payload.amount),
    reason: text(payload.reason) ?? text(payload.title),
    turnover,
    madeBy: row.madeBy,
    madeAt: row.madeAt.toISOString(),
    checkedBy: row.checkedBy,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    note: row.note,
    result: row.result ?? null,
  };
}

/**
 * The approval was refused because the object changed since the request (CONFLICT, issue
 * OBJECT_CHANGED); the request is now STALE and nothing was carried out. It carries the closed
 * request, for the route's audit row.
 */
export class StaleApprovalError extends AppError {
  readonly approval: Approval;

  constructor(approval: Approval, what: string) {
    super('CONFLICT', `The ${approval.objectType} changed since the request: ${what}`, [
      { path: 'object', issue: APPROVAL_OBJECT_CHANGED },
    ]);
    this.approval = approval;
  }
}
