import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brand.ts';
import { memberIdColumn, members } from './members.ts';

/**
 * Agent center (issue 15, decision 042).
 *
 * The agent-team feature owns the figures: `team_member_days` is each member's play and money
 * per brand-local day, computed set-based from the ledger; `team_days` the same summed over
 * each agent's whole team (every ancestor in `members.path`), so a team's overview reads one
 * row per day whatever its size. Both are recomputed for the days that can still change (today
 * and yesterday) every few minutes, and for any day on demand before a period settles.
 */
const figures = () => ({
  deposits: bigint('deposits', { mode: 'bigint' }).notNull().default(sql`0`),
  withdrawals: bigint('withdrawals', { mode: 'bigint' }).notNull().default(sql`0`),
  betCount: integer('bet_count').notNull().default(0),
  bets: bigint('bets', { mode: 'bigint' }).notNull().default(sql`0`),
  validBets: bigint('valid_bets', { mode: 'bigint' }).notNull().default(sql`0`),
  wins: bigint('wins', { mode: 'bigint' }).notNull().default(sql`0`),
  bonuses: bigint('bonuses', { mode: 'bigint' }).notNull().default(sql`0`),
  rebates: bigint('rebates', { mode: 'bigint' }).notNull().default(sql`0`),
});

export const teamMemberDays = pgTable(
  'team_member_days',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: memberIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    ...figures(),
  },
  (t) => [
    primaryKey({ name: 'team_member_days_pk', columns: [t.memberId, t.day] }),
    index('team_member_days_day').on(t.brandId, t.day),
  ],
);

export const teamDays = pgTable(
  'team_days',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** The agent whose whole team (any depth, itself excluded) these figures are. */
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    ...figures(),
    newMembers: integer('new_members').notNull().default(0),
    /** Team members active that day by the brand's rule. */
    activeMembers: integer('active_members').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'team_days_pk', columns: [t.agentId, t.day] })],
);

/** Which brand-local days are computed, and when (the overview's "updated at"). */
export const teamRollupDays = pgTable(
  'team_rollup_days',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    timezone: text('timezone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'team_rollup_days_pk', columns: [t.brandId, t.day] })],
);

/** The brand's agent rules (one row per brand; absent = the defaults in the service). */
export const brandAgentSettings = pgTable('brand_agent_settings', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id),
  /** A member is active in a period with deposits or valid bets at least these (minor units). */
  activeMinDeposits: bigint('active_min_deposits', { mode: 'bigint' }).notNull(),
  activeMinValidBets: bigint('active_min_valid_bets', { mode: 'bigint' }).notNull(),
  /** After this long unpaid, a statement is deemed refused: the payer is frozen (spec §4). */
  overdueGraceMinutes: integer('overdue_grace_minutes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The agent-contracts feature owns the rest. A contract: the upline (null: the platform) pays
 * the downline by the tiers per period. State machine in the service; every transition is a
 * row of agent_contract_events. Periods starting in [starts_at, ends_at) settle under it.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    uplineId: bigint('upline_id', { mode: 'number' }).references(() => members.id),
    downlineId: bigint('downline_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    rateType: text('rate_type').notNull(),
    /** ContractTier[] as stored: amounts as integer strings. */
    tiers: jsonb('tiers').$type<Record<string, unknown>[]>().notNull(),
    state: text('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /**
     * Settled up to here (the end of the last period a settlement covered). Periods in which
     * nothing happened in a sub-day contract (hourly, real-time) leave no statement, only this.
     */
    settledUntil: timestamp('settled_until', { withTimezone: true }),
  },
  (t) => [
    index('agent_contracts_downline').on(t.downlineId, t.kind),
    index('agent_contracts_upline').on(t.uplineId, t.state),
    index('agent_contracts_brand_state').on(t.brandId, t.state),
    // One signed contract per downline and kind, and one open offer or request.
    uniqueIndex('agent_contracts_one_signed')
      .on(t.downlineId, t.kind)
      .where(sql`${t.state} = 'SIGNED'`),
    uniqueIndex('agent_contracts_one_open')
      .on(t.downlineId, t.kind)
      .where(sql`${t.state} in ('REQUESTED', 'OFFERED')`),
    check(
      'agent_contracts_state',
      sql`${t.state} in ('REQUESTED', 'OFFERED', 'SIGNED', 'REFUSED', 'TERMINATED')`,
    ),
    check(
      'agent_contracts_kind',
      sql`${t.kind} in ('DIVIDEND', 'SALARY_DAILY', 'SALARY_HOURLY', 'SALARY_REALTIME')`,
    ),
    check(
      'agent_contracts_period',
      sql`${t.period} in ('DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY', 'HOURLY', 'REALTIME')`,
    ),
    check('agent_contracts_rate_type', sql`${t.rateType} in ('PERCENT', 'FIXED')`),
    check('agent_contracts_not_self', sql`${t.uplineId} is distinct from ${t.downlineId}`),
    check(
      'agent_contracts_window',
      sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} >= ${t.startsAt}`,
    ),
  ],
);

export const agentContractEvents = pgTable(
  'agent_contract_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_contract_events_contract').on(t.contractId, t.id)],
);

/**
 * One settled period of one contract: the figures it was computed from, the tier, the formula
 * and the amount, written once — (contract, period_start) is unique, so two settlements racing
 * write one statement. `paid` grows by the payments below until it equals `amount`.
 */
export const agentStatements = pgTable(
  'agent_statements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    kind: text('kind').notNull(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** Null: the platform pays (from the house's commission account). */
    payerId: bigint('payer_id', { mode: 'number' }).references(() => members.id),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    bets: bigint('bets', { mode: 'bigint' }).notNull(),
    validBets: bigint('valid_bets', { mode: 'bigint' }).notNull(),
    wins: bigint('wins', { mode: 'bigint' }).notNull(),
    bonuses: bigint('bonuses', { mode: 'bigint' }).notNull(),
    rebates: bigint('rebates', { mode: 'bigint' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    tier: smallint('tier'),
    ratio: integer('ratio').notNull(),
    rateType: text('rate_type').notNull(),
    formula: text('formula').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    paid: bigint('paid', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status').notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
    /** Unpaid after this: OVERDUE, the payer frozen. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A payer run holds the statement until this instant (the database's clock), by token. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leaseToken: text('lease_token'),
  },
  (t) => [
    unique('agent_statements_once').on(t.contractId, t.periodStart),
    index('agent_statements_agent').on(t.agentId, t.periodStart),
    index('agent_statements_payer').on(t.payerId, t.status),
    index('agent_statements_open')
      .on(t.status, t.dueAt)
      .where(sql`${t.status} in ('OWED', 'OVERDUE')`),
    check('agent_statements_amount', sql`${t.amount} >= 0 and ${t.paid} between 0 and ${t.amount}`),
    check('agent_statements_status', sql`${t.status} in ('PAID', 'OWED', 'OVERDUE', 'NOTHING')`),
    check(
      'agent_statements_paid_status',
      sql`(${t.status} in ('PAID', 'NOTHING')) = (${t.paid} = ${t.amount})`,
    ),
    check('agent_statements_period', sql`${t.periodEnd} > ${t.periodStart}`),
  ],
);

/**
 * Each payment of a statement, numbered: recorded before its ledger posting (key
 * `agent-pay:<statement>:<seq>`), marked with the transfer after. A row left without a transfer
 * by a crash is resolved from the ledger on the next run (posted: marked; not: removed).
 */
export const agentStatementPayments = pgTable(
  'agent_statement_payments',
  {
    statementId: bigint('statement_id', { mode: 'number' })
      .notNull()
      .references(() => agentStatements.id),
    seq: integer('seq').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    forced: boolean('forced').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'agent_statement_payments_pk', columns: [t.statementId, t.seq] }),
    check('agent_statement_payments_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * One settlement run per brand at a time (the scheduler's, an operator's "close now", a hand
 * run): a lease on the database's clock, taken by token and given back by the same token.
 */
export const agentSettlementRuns = pgTable('agent_settlement_runs', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id),
  token: text('token').notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
