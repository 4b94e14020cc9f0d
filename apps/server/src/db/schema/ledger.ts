import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { brandOwnedColumns } from './brand.ts';
import { members } from './members.ts';

/**
 * The double-entry ledger (issue 4, decision 011). Money moves only by inserting a balanced
 * transfer with its entries; balances change only through entries (triggers in
 * drizzle/0002_ledger.sql) and never go below zero where allow_negative is false.
 */
export const LEDGER_ACCOUNT_KINDS = [
  'MEMBER_MAIN',
  'MEMBER_VENDOR',
  'MEMBER_HELD',
  'HOUSE_BETS',
  'HOUSE_PAYMENTS',
  'HOUSE_BONUS',
  'HOUSE_COMMISSION',
  'HOUSE_FEES',
  'HOUSE_JACKPOT',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/**
 * Member accounts (one MAIN, one HELD, one per transfer-mode vendor) and house accounts, the
 * latter split into `shard` rows so concurrent writers do not queue on one hot row; a house
 * balance is the sum of its shards.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    ...brandOwnedColumns(),
    currency: text('currency').notNull(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    vendor: text('vendor'),
    shard: smallint('shard').notNull().default(0),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    allowNegative: boolean('allow_negative').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_key')
      .on(t.brandId, t.kind, t.memberId, t.vendor, t.shard)
      .nullsNotDistinct(),
    index('ledger_accounts_member').on(t.memberId),
    check('ledger_accounts_non_negative', sql`${t.allowNegative} or ${t.balance} >= 0`),
    check(
      'ledger_accounts_kind',
      sql`${t.kind} in ('MEMBER_MAIN', 'MEMBER_VENDOR', 'MEMBER_HELD', 'HOUSE_BETS', 'HOUSE_PAYMENTS', 'HOUSE_BONUS', 'HOUSE_COMMISSION', 'HOUSE_FEES', 'HOUSE_JACKPOT')`,
    ),
    // Member accounts belong to a member, never go negative and are never sharded.
    check(
      'ledger_accounts_member_shape',
      sql`(${t.kind} like 'MEMBER\\_%') = (${t.memberId} is not null)
        and (${t.memberId} is null or (not ${t.allowNegative} and ${t.shard} = 0))`,
    ),
    check(
      'ledger_accounts_vendor_shape',
      sql`(${t.kind} = 'MEMBER_VENDOR') = (${t.vendor} is not null)`,
    ),
    check('ledger_accounts_shard', sql`${t.shard} >= 0`),
  ],
);

/** One posting: immutable, unique per (brand, idempotency key). */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    // The brand is checked by the transfers' statement trigger, and brands are never deleted
    // (migration 0016).
    ...brandOwnedColumns({ brandKey: false }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 (hex) of the canonical request: the same key with other content is refused. */
    requestHash: text('request_hash').notNull(),
    kind: text('kind').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_transfers_idempotency').on(t.brandId, t.idempotencyKey),
    // Winner board and game records read recent postings of one kind (issue 5).
    index('ledger_transfers_kind_time').on(t.brandId, t.kind, t.createdAt),
    check('ledger_transfers_key_length', sql`length(${t.idempotencyKey}) between 1 and 200`),
  ],
);

/** The legs of a transfer: signed, non-zero, immutable; each transfer's entries sum to zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // Both exist: the entries trigger looks each entry's transfer and account up and refuses a
    // missing one, and neither is ever deleted (migration 0016: no per-row foreign key checks).
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The account's balance after this entry (member accounts; null on house shards). */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_transfer').on(t.transferId),
    index('ledger_entries_account').on(t.accountId, t.id),
    check('ledger_entries_non_zero', sql`${t.amount} <> 0`),
  ],
);
