import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { memberOwnedColumns } from './members.ts';

/** A member's payout bank account, in the member's bound real name (issue 4 "Withdrawals"). */
export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    ...memberOwnedColumns(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    /** Always the member's real name at the time of binding. */
    accountName: text('account_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('member_bank_accounts_number').on(t.memberId, t.bankCode, t.accountNumber),
    index('member_bank_accounts_member').on(t.memberId),
  ],
);

export const WITHDRAWAL_STATUSES = [
  /** Requested: the amount is held. */
  'PENDING',
  /** Approved by an operator, waiting to be paid. */
  'APPROVED',
  'REJECTED',
  /** Paid out: waiting for the member's confirmation (spec §4 "Withdrawal confirmation"). */
  'PAID',
  /** The member reported partial or no receipt: an operator resolves it. */
  'DISPUTED',
  'COMPLETED',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export type WithdrawalConfirmation = 'RECEIVED' | 'AUTO_RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED';

/**
 * A withdrawal. Money moves through the ledger only: MAIN -> HELD at request
 * (`withdrawal:<id>:hold`), HELD -> MAIN on reject (`:release`), HELD -> house PAYMENTS on pay
 * (`:pay`), PAYMENTS -> MAIN for what a resolved dispute refunds (`:refund`).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    ...memberOwnedColumns(),
    bankAccountId: bigint('bank_account_id', { mode: 'number' })
      .notNull()
      .references(() => memberBankAccounts.id),
    reference: text('reference').notNull().unique(),
    requestId: text('request_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('PENDING'),
    rejectReason: text('reject_reason'),
    /** The payout's bank reference, given by the operator who paid it. */
    payoutReference: text('payout_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** After this, an unconfirmed payout counts as received (AUTO_RECEIVED). */
    confirmDeadline: timestamp('confirm_deadline', { withTimezone: true }),
    confirmation: text('confirmation').$type<WithdrawalConfirmation>(),
    receivedAmount: bigint('received_amount', { mode: 'bigint' }),
    confirmProofUploadIds: jsonb('confirm_proof_upload_ids')
      .$type<number[]>()
      .notNull()
      .default([]),
    confirmRemark: text('confirm_remark'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** What an operator refunded when resolving a dispute (minor units). */
    refundedAmount: bigint('refunded_amount', { mode: 'bigint' }),
    /** The resolving operator's note (migration 0031). */
    resolutionNote: text('resolution_note'),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('withdrawals_request').on(t.memberId, t.requestId),
    index('withdrawals_member').on(t.memberId, t.id),
    index('withdrawals_status').on(t.brandId, t.status, t.id),
    // The dashboard's day and month figures (migration 0023).
    index('withdrawals_brand_created').on(t.brandId, t.createdAt),
    index('withdrawals_confirm_due').on(t.status, t.confirmDeadline),
    check('withdrawals_amount', sql`${t.amount} > 0`),
    check(
      'withdrawals_status',
      sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED', 'PAID', 'DISPUTED', 'COMPLETED')`,
    ),
    check(
      'withdrawals_received',
      sql`${t.receivedAmount} is null or (${t.receivedAmount} >= 0 and ${t.receivedAmount} <= ${t.amount})`,
    ),
    check(
      'withdrawals_remark',
      sql`${t.confirmRemark} is null or length(${t.confirmRemark}) <= 140`,
    ),
    // A refund is never more than was paid out (migration 0031).
    check(
      'withdrawals_refunded',
      sql`${t.refundedAmount} is null or (${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount})`,
    ),
    check(
      'withdrawals_resolution_note',
      sql`${t.resolutionNote} is null or length(${t.resolutionNote}) <= 500`,
    ),
  ],
);

/**
 * Turnover (wagering) a member must bet before withdrawing (issue 4): each deposit and bonus
 * adds one. Open requirements are met when the member's bets since the oldest of them reach
 * their sum; a withdrawal then clears them.
 */
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    ...memberOwnedColumns(),
    sourceKind: text('source_kind').$type<'DEPOSIT' | 'BONUS'>().notNull(),
    sourceRef: text('source_ref').notNull(),
    required: bigint('required', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [
    unique('turnover_requirements_source').on(t.sourceKind, t.sourceRef),
    index('turnover_requirements_open').on(t.memberId, t.clearedAt),
    check('turnover_requirements_required', sql`${t.required} >= 0`),
  ],
);
