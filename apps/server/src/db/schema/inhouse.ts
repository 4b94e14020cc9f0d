import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brandOwnedColumns, brands } from './brand.ts';
import { memberIdColumn, memberOwnedColumns } from './members.ts';

/**
 * Provably fair seed pairs of the in-house games (SECURITY.md 30, decision 018). The server
 * seed is committed by its SHA-256 before any round uses it and revealed only when the member
 * rotates the pair; every round of a pair takes the next nonce. One ACTIVE pair per member.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    ...memberOwnedColumns(),
    /** 32 random bytes, hex. Never returned while the pair is ACTIVE. */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /**
     * The server seed of the pair after this one, committed (hash published) before the player
     * names the next client seed, so the server cannot pick it knowing that seed (review #8).
     * Null only on pairs made before migration 0009 (filled on first use).
     */
    nextServerSeed: text('next_server_seed'),
    nextServerSeedHash: text('next_server_seed_hash'),
    /** The nonce the next round takes. */
    nextNonce: integer('next_nonce').notNull().default(0),
    status: text('status').$type<'ACTIVE' | 'REVEALED'>().notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    index('fair_seeds_member').on(t.memberId, t.id),
    uniqueIndex('fair_seeds_one_active').on(t.memberId).where(sql`${t.status} = 'ACTIVE'`),
    unique('fair_seeds_hash').on(t.serverSeedHash),
    check('fair_seeds_status', sql`${t.status} in ('ACTIVE', 'REVEALED')`),
    check('fair_seeds_nonce', sql`${t.nextNonce} >= 0`),
  ],
);

/** VOID: claimed by the interrupted-round job before its stake posted (refunded if it ever does). */
export type InhouseRoundStatus = 'OPEN' | 'SETTLED' | 'VOID';

/**
 * One round of an in-house single-player game (slot, dice, mines, plinko, ...). The stake is
 * posted (`inhouse:<id>:bet`) when the round opens and the payout (`inhouse:<id>:win`) when it
 * settles. `state` holds what a multi-step round needs (mines revealed, free spins left); an
 * OPEN round found after a restart or an abandoned session is settled in the player's favour
 * (SECURITY.md 33).
 */
export const inhouseRounds = pgTable(
  'inhouse_rounds',
  {
    ...memberOwnedColumns(),
    game: text('game').notNull(),
    gameCode: text('game_code').notNull(),
    /** The member's request id: a retried play returns the same round. */
    requestId: text('request_id').notNull(),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => fairSeeds.id),
    nonce: integer('nonce').notNull(),
    clientSeed: text('client_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The player's choices (dice target, mines count, plinko rows and risk, ...). */
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
    status: text('status').$type<InhouseRoundStatus>().notNull().default('OPEN'),
    /** PLAYER, or AUTO when the round was closed for an absent player. */
    settledBy: text('settled_by').$type<'PLAYER' | 'AUTO'>(),
    jackpotWin: bigint('jackpot_win', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('inhouse_rounds_request').on(t.memberId, t.requestId),
    unique('inhouse_rounds_nonce').on(t.seedId, t.nonce),
    index('inhouse_rounds_member').on(t.memberId, t.id),
    index('inhouse_rounds_open').on(t.status, t.createdAt),
    check('inhouse_rounds_amounts', sql`${t.stake} > 0 and ${t.payout} >= 0`),
    check('inhouse_rounds_status', sql`${t.status} in ('OPEN', 'SETTLED', 'VOID')`),
  ],
);

/**
 * Multiplayer crash rounds (decision 018): each round's seed is the next link of a SHA-256 hash
 * chain generated in advance, whose final hash is published, so every crash point is fixed
 * before anyone bets and can be checked afterwards. The brand's public salt is mixed in.
 */
export const crashChains = pgTable('crash_chains', {
  ...brandOwnedColumns(),
  /** The chain's seed (secret); link i = sha256^(length - i)(seed). */
  seed: text('seed').notNull(),
  length: integer('length').notNull(),
  /** The last link (published before the first round). */
  terminalHash: text('terminal_hash').notNull(),
  salt: text('salt').notNull(),
  nextIndex: integer('next_index').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CrashRoundStatus = 'BETTING' | 'RUNNING' | 'CRASHED';

export const crashRounds = pgTable(
  'crash_rounds',
  {
    ...brandOwnedColumns(),
    chainId: bigint('chain_id', { mode: 'number' })
      .notNull()
      .references(() => crashChains.id),
    chainIndex: integer('chain_index').notNull(),
    /** The round's link of the chain: revealed when the round crashes. */
    hash: text('hash').notNull(),
    /** Crash point in hundredths (100 = 1.00x). */
    crashPoint: integer('crash_point').notNull(),
    status: text('status').$type<CrashRoundStatus>().notNull().default('BETTING'),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    crashedAt: timestamp('crashed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('crash_rounds_link').on(t.chainId, t.chainIndex),
    index('crash_rounds_recent').on(t.brandId, t.id),
    check('crash_rounds_status', sql`${t.status} in ('BETTING', 'RUNNING', 'CRASHED')`),
    check('crash_rounds_point', sql`${t.crashPoint} >= 100`),
  ],
);

export const crashBets = pgTable(
  'crash_bets',
  {
    ...memberOwnedColumns(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => crashRounds.id),
    /** The member's request id: a retried bet answers the first one, whatever round is current. */
    requestId: text('request_id'),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** Auto cash-out target in hundredths; null: manual only. */
    autoCashout: integer('auto_cashout'),
    /** The multiplier (hundredths) the player cashed out at; null: lost (or not yet). */
    cashedOutAt: integer('cashed_out_at'),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    /** VOID: its round was voided; a posted stake is refunded (`crash:<betId>:refund`). */
    status: text('status')
      .$type<'PLACED' | 'CASHED_OUT' | 'LOST' | 'VOID'>()
      .notNull()
      .default('PLACED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('crash_bets_one_per_round').on(t.roundId, t.memberId),
    unique('crash_bets_request').on(t.memberId, t.requestId),
    index('crash_bets_member').on(t.memberId, t.id),
    check('crash_bets_stake', sql`${t.stake} > 0 and ${t.payout} >= 0`),
    check('crash_bets_auto', sql`${t.autoCashout} is null or ${t.autoCashout} >= 101`),
    check('crash_bets_status', sql`${t.status} in ('PLACED', 'CASHED_OUT', 'LOST', 'VOID')`),
  ],
);

/**
 * The progressive jackpot (issue 5): its value is the balance of the brand's HOUSE_JACKPOT
 * ledger account, funded by a share of every in-house bet and seeded by the house. Wins are
 * serialised on this row and recorded once per round.
 */
export const jackpotPools = pgTable('jackpot_pools', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id)
    .unique(),
  /** What the pool is reset to after a win (funded by the house). */
  seedAmount: bigint('seed_amount', { mode: 'bigint' }).notNull(),
  /** Basis points of every in-house stake that go to the pool. */
  contributionBps: integer('contribution_bps').notNull(),
  wins: integer('wins').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const jackpotWins = pgTable(
  'jackpot_wins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    poolId: bigint('pool_id', { mode: 'number' })
      .notNull()
      .references(() => jackpotPools.id),
    memberId: memberIdColumn(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => inhouseRounds.id)
      .unique(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('jackpot_wins_amount', sql`${t.amount} > 0`)],
);
