import { bigint, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brand.ts';
import { members } from './members.ts';

/**
 * The dashboard's play per closed brand-local day (issue 13, decision 040), computed once from
 * the ledger's game postings instead of on every request. A day is rolled up only once it can
 * no longer change: two days after it ended in the brand's time zone (a posting's created_at is
 * its transaction's start, and the ledger is append-only). Keyed by the time zone the days were
 * cut in. The vendor feed is not rolled up: it arrives late, so it is always read live.
 */
export const playDayRollups = pgTable(
  'play_day_rollups',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    timezone: text('timezone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'play_day_rollups_pk', columns: [t.brandId, t.timezone, t.day] })],
);

/** A rolled-up day's play per vendor, category and game ('' when the posting named none). */
export const playDayTotals = pgTable(
  'play_day_totals',
  {
    brandId: integer('brand_id').notNull(),
    timezone: text('timezone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    vendor: text('vendor').notNull(),
    category: text('category').notNull(),
    gameCode: text('game_code').notNull(),
    bets: bigint('bets', { mode: 'bigint' }).notNull(),
    /** Stakes less refunds, minor units. */
    turnover: bigint('turnover', { mode: 'bigint' }).notNull(),
    /** Wins and jackpot wins, minor units. */
    wins: bigint('wins', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'play_day_totals_pk',
      columns: [t.brandId, t.timezone, t.day, t.vendor, t.category, t.gameCode],
    }),
  ],
);

/** The members who placed a bet (a MAIN-wallet BET posting) on a rolled-up day. */
export const playDayBettors = pgTable(
  'play_day_bettors',
  {
    brandId: integer('brand_id').notNull(),
    timezone: text('timezone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
  },
  (t) => [
    primaryKey({
      name: 'play_day_bettors_pk',
      columns: [t.brandId, t.timezone, t.day, t.memberId],
    }),
  ],
);
