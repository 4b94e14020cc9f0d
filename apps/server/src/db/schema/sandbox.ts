import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * State of the sandbox EXTERNAL systems (development and tests only): the sandbox payment
 * gateway and the sandbox transfer-mode game vendor. They stand in for other companies'
 * servers, so their tables share nothing with ours and our code reaches them only over HTTP.
 */
export const sandboxPayOrders = pgTable(
  'sandbox_pay_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The gateway's transaction id given to the merchant. */
    txId: text('tx_id').notNull().unique(),
    merchantReference: text('merchant_reference').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'CREATED' | 'PAID' | 'FAILED'>().notNull().default('CREATED'),
    notifyUrl: text('notify_url').notNull(),
    returnUrl: text('return_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sandbox_pay_orders_reference').on(t.merchantReference),
    check('sandbox_pay_orders_amount', sql`${t.amount} > 0`),
  ],
);

/** The sandbox vendor's own wallets (per player and vendor code). */
export const sandboxVendorWallets = pgTable(
  'sandbox_vendor_wallets',
  {
    vendor: text('vendor').notNull(),
    player: text('player').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    unique('sandbox_vendor_wallets_key').on(t.vendor, t.player),
    check('sandbox_vendor_wallets_balance', sql`${t.balance} >= 0`),
  ],
);

/** The sandbox vendor's transfer log: idempotent by the merchant's transaction id. */
export const sandboxVendorTransfers = pgTable(
  'sandbox_vendor_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendor: text('vendor').notNull(),
    player: text('player').notNull(),
    txId: text('tx_id').notNull(),
    direction: text('direction').$type<'IN' | 'OUT'>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').$type<'SUCCESS' | 'FAILED'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sandbox_vendor_transfers_tx').on(t.vendor, t.txId),
    index('sandbox_vendor_transfers_player').on(t.vendor, t.player),
  ],
);
