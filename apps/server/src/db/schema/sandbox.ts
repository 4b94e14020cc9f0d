import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * State of the sandbox EXTERNAL systems (development and tests only): the sandbox payment
 * gateway. It stands in for another company's server, so its tables share nothing with ours
 * and our code reaches it only over HTTP. (The sandbox game vendor is its own app with its
 * own database: apps/vendor-sandbox, decision 019.)
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
