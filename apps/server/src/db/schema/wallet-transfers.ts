import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberOwnedColumns } from './members.ts';

export type WalletTransferStatus = 'PENDING' | 'SUCCESS' | 'FAILED' | 'UNKNOWN';

/**
 * A move between the main wallet and a transfer-mode vendor's wallet (spec §7
 * GCS_walletTransfer). The amount is held first (`wallet-transfer:<id>:hold`); the vendor's
 * answer settles it (`:settle`) or returns it (`:release`). A timeout or an unknown answer
 * leaves it UNKNOWN and held until the vendor's status check decides (SECURITY.md 23).
 */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    ...memberOwnedColumns(),
    requestId: text('request_id').notNull(),
    vendor: text('vendor').notNull(),
    /** IN: main -> vendor; OUT: vendor -> main. */
    direction: text('direction').$type<'IN' | 'OUT'>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').$type<WalletTransferStatus>().notNull().default('PENDING'),
    /** The id the vendor knows this transfer by (our reference, sent to the vendor). */
    vendorTxId: text('vendor_tx_id').notNull().unique(),
    /**
     * OUT only (decision 027): the player's game result at the vendor since the last transfer,
     * (vendor's real balance) - (our ledger's VENDOR account), booked against the house BETS
     * account by `wallet-transfer:<id>:result` before the hold. 0 when not known or in balance.
     */
    vendorResult: bigint('vendor_result', { mode: 'bigint' }).notNull().default(sql`0`),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('wallet_transfers_request').on(t.memberId, t.requestId),
    index('wallet_transfers_member').on(t.memberId, t.id),
    index('wallet_transfers_open').on(t.status, t.updatedAt),
    // The back office's list by status, newest first in keyset pages (migration 0027).
    index('wallet_transfers_brand_status').on(t.brandId, t.status, t.id),
    // One open transfer per member and vendor wallet (decision 027): while one is in flight,
    // neither side's balance is final, so no other transfer (and no game-result sync) runs.
    uniqueIndex('wallet_transfers_one_open')
      .on(t.memberId, t.vendor)
      .where(sql`${t.status} in ('PENDING', 'UNKNOWN')`),
    // Amount 0 only for a book-only OUT: a game result booked with nothing to move (decision 027).
    check(
      'wallet_transfers_amount',
      sql`${t.amount} > 0 or (${t.amount} = 0 and ${t.direction} = 'OUT')`,
    ),
    check('wallet_transfers_direction', sql`${t.direction} in ('IN', 'OUT')`),
    check(
      'wallet_transfers_status',
      sql`${t.status} in ('PENDING', 'SUCCESS', 'FAILED', 'UNKNOWN')`,
    ),
  ],
);
