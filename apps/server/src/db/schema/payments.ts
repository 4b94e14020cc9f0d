import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { brands } from './brand.ts';
import { memberOwnedColumns } from './members.ts';

/**
 * Deposit channels (issue 4 "Deposits"): a manual bank transfer, checked by an operator, or an
 * online gateway reached through a payment-provider adapter. Amounts in minor units.
 */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    code: text('code').notNull(),
    kind: text('kind').$type<'MANUAL_BANK' | 'ONLINE'>().notNull(),
    /** The adapter: MANUAL for bank transfers, SANDBOXPAY for the sandbox gateway. */
    provider: text('provider').notNull(),
    name: text('name').notNull(),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    /** Turnover a deposit through this channel requires, in percent of the amount (100 = 1x). */
    turnoverPercent: integer('turnover_percent').notNull().default(100),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    unique('payment_channels_code').on(t.brandId, t.code),
    check('payment_channels_kind', sql`${t.kind} in ('MANUAL_BANK', 'ONLINE')`),
    check('payment_channels_amounts', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
    check('payment_channels_turnover', sql`${t.turnoverPercent} >= 0`),
  ],
);

/** The brand's own bank accounts a member transfers to on a manual bank channel. */
export const paymentReceivingBanks = pgTable('payment_receiving_banks', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  channelId: integer('channel_id')
    .notNull()
    .references(() => paymentChannels.id),
  bankCode: text('bank_code').notNull(),
  bankName: text('bank_name').notNull(),
  accountName: text('account_name').notNull(),
  accountNumber: text('account_number').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const DEPOSIT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'FAILED', 'EXPIRED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/**
 * A deposit request. It credits the member exactly once, through the ledger with the key
 * `deposit:<id>`, when an operator approves it (manual) or the gateway's signed callback
 * says paid (online). `(member_id, request_id)` makes a double submit one request.
 */
export const deposits = pgTable(
  'deposits',
  {
    ...memberOwnedColumns(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    receivingBankId: integer('receiving_bank_id').references(() => paymentReceivingBanks.id),
    /** The public order number shown to the member and sent to the gateway. */
    reference: text('reference').notNull().unique(),
    requestId: text('request_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /**
     * The channel's turnover (percent of the amount) when the member made the deposit: what its
     * approval requires, whatever the channel says by then (migration 0030).
     */
    turnoverPercent: integer('turnover_percent').notNull(),
    status: text('status').$type<DepositStatus>().notNull().default('PENDING'),
    /** The gateway's own transaction id, once it told us. */
    providerRef: text('provider_ref'),
    remark: text('remark'),
    proofUploadIds: jsonb('proof_upload_ids').$type<number[]>().notNull().default([]),
    rejectReason: text('reject_reason'),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('deposits_request').on(t.memberId, t.requestId),
    index('deposits_member').on(t.memberId, t.id),
    index('deposits_status').on(t.brandId, t.status, t.id),
    // The dashboard's day and month figures (migration 0023).
    index('deposits_brand_created').on(t.brandId, t.createdAt),
    check('deposits_amount', sql`${t.amount} > 0`),
    check('deposits_turnover', sql`${t.turnoverPercent} >= 0`),
    check(
      'deposits_status',
      sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED', 'FAILED', 'EXPIRED')`,
    ),
    check(
      'deposits_credited',
      sql`(${t.status} = 'APPROVED') = (${t.ledgerTransferId} is not null)`,
    ),
  ],
);

/**
 * Every gateway callback as it arrived (audit, SECURITY.md 29): duplicates, late and
 * out-of-order ones included, with what we made of it.
 */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    reference: text('reference'),
    providerRef: text('provider_ref'),
    providerStatus: text('provider_status'),
    signatureValid: boolean('signature_valid').notNull(),
    /** CREDITED, DUPLICATE, IGNORED_STALE, FAILED_MARKED, REJECTED (bad signature/data). */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').$type<unknown>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_callbacks_reference').on(t.reference)],
);
