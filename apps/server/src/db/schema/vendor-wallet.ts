import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { gameSessions } from './games.ts';
import { memberOwnedColumns } from './members.ts';

/**
 * Seamless wins credited without a bet of ours (issue 11, decision 024): free spins, promotional
 * wins, tournament prizes, or a win the vendor sent before its bet. Each is allowed only against
 * an open game session of that vendor for that member (recorded here), and they are limited per
 * member per 24 hours (VENDOR_NO_BET_WINS_MAX_PER_DAY). One row per vendor txId: a replay finds
 * its row and counts once. The WIN posting itself is the ordinary one (`vendor:<V>:<txId>`).
 */
export const vendorNoBetWins = pgTable(
  'vendor_no_bet_wins',
  {
    ...memberOwnedColumns(),
    vendor: text('vendor').notNull(),
    txId: text('tx_id').notNull(),
    roundId: text('round_id').notNull(),
    gameSessionId: bigint('game_session_id', { mode: 'number' })
      .notNull()
      .references(() => gameSessions.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('vendor_no_bet_wins_tx').on(t.brandId, t.vendor, t.txId),
    index('vendor_no_bet_wins_member').on(t.memberId, t.createdAt),
    check('vendor_no_bet_wins_amount', sql`${t.amount} > 0`),
  ],
);
