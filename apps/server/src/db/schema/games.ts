import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { brandOwnedColumns } from './brand.ts';
import { games } from './catalogue.ts';
import { memberIdColumn, memberOwnedColumns, members } from './members.ts';
import { sessions } from './sessions.ts';

/** A member's favourite games (spec §3 "Favourite payload", §4 "Favourite toggle"). */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: memberIdColumn(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'favourite_games_pk', columns: [t.memberId, t.gameId] }),
    index('favourite_games_recent').on(t.memberId, t.createdAt),
  ],
);

/** The games a member launched, most recent first (spec §2 /recent, §7 recent list). */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: memberIdColumn(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
    plays: integer('plays').notNull().default(1),
  },
  (t) => [
    primaryKey({ name: 'recent_games_pk', columns: [t.memberId, t.gameId] }),
    index('recent_games_order').on(t.memberId, t.playedAt),
  ],
);

export type GameSessionMode = 'REAL' | 'TRIAL';

/**
 * A launched game (spec §7 launchGame / startGameV2). The vendor gets an opaque token (only
 * its SHA-256 is stored) and names it on every seamless callback. A bet is accepted only while
 * the game session is open: not ended, not expired, and the site session that launched it still
 * live (SECURITY.md 36, 40); wins and rollbacks are accepted after that.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    ...brandOwnedColumns(),
    /** Null for a free-trial launch by a visitor. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    siteSessionId: bigint('site_session_id', { mode: 'number' }).references(() => sessions.id),
    tokenHash: text('token_hash').notNull().unique(),
    vendor: text('vendor').notNull(),
    gameId: integer('game_id').references(() => games.id),
    gameCode: text('game_code').notNull(),
    category: text('category').notNull(),
    mode: text('mode').$type<GameSessionMode>().notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('game_sessions_member').on(t.memberId, t.createdAt),
    index('game_sessions_site_session').on(t.siteSessionId),
    check('game_sessions_mode', sql`${t.mode} in ('REAL', 'TRIAL')`),
    check('game_sessions_member_real', sql`${t.mode} = 'TRIAL' or ${t.memberId} is not null`),
  ],
);

export type VendorRoundStatus = 'SETTLED' | 'ROLLED_BACK';

/**
 * How a seamless vendor's round closed (SECURITY.md 40). Bets never write here; a win or an
 * end-round inserts SETTLED, a rollback inserts ROLLED_BACK, and whichever comes first decides:
 * a rollback after settlement is refused, a win after a rollback is refused, and a bet that
 * finds its round ROLLED_BACK right after posting voids itself (decision 017).
 */
export const vendorRounds = pgTable(
  'vendor_rounds',
  {
    // Member and brand in one foreign key, on the member's row: the brand row, which every
    // round would lock, is not referenced (migration 0016).
    ...brandOwnedColumns({ brandKey: false }),
    vendor: text('vendor').notNull(),
    roundId: text('round_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    status: text('status').$type<VendorRoundStatus>().notNull(),
    /** The bet txIds a rollback named (so a late bet with one of them is refused). */
    rolledBackTxIds: jsonb('rolled_back_tx_ids').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Per member: a live table or PVP room sends one round id for every seat (review #1).
    unique('vendor_rounds_key').on(t.brandId, t.vendor, t.roundId, t.memberId),
    index('vendor_rounds_member').on(t.memberId, t.createdAt),
    foreignKey({
      name: 'vendor_rounds_member_brand',
      columns: [t.memberId, t.brandId],
      foreignColumns: [members.id, members.brandId],
    }),
    check('vendor_rounds_status', sql`${t.status} in ('SETTLED', 'ROLLED_BACK')`),
  ],
);

/**
 * Bet records of transfer-mode vendors, pulled from the vendor's bet feed (their bets move the
 * vendor's own wallet, not our ledger). Seamless and in-house rounds are read from the ledger.
 */
export const vendorBetRecords = pgTable(
  'vendor_bet_records',
  {
    ...memberOwnedColumns(),
    vendor: text('vendor').notNull(),
    category: text('category').notNull(),
    gameCode: text('game_code').notNull(),
    /** The vendor's own id of the bet. */
    betId: text('bet_id').notNull(),
    roundId: text('round_id').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status').$type<'OPEN' | 'SETTLED' | 'VOID'>().notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('vendor_bet_records_key').on(t.vendor, t.betId),
    index('vendor_bet_records_member').on(t.memberId, t.placedAt),
    // The dashboard's play figures (migration 0023).
    index('vendor_bet_records_brand_placed').on(t.brandId, t.placedAt),
    check('vendor_bet_records_amounts', sql`${t.stake} >= 0 and ${t.payout} >= 0`),
    check('vendor_bet_records_status', sql`${t.status} in ('OPEN', 'SETTLED', 'VOID')`),
  ],
);

/** How far the bet feed of each transfer-mode vendor has been read. */
export const vendorFeedCursors = pgTable('vendor_feed_cursors', {
  vendor: text('vendor').primaryKey(),
  cursor: text('cursor').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
