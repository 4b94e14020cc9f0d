import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { brands } from './brand.ts';
import { memberIdColumn, memberOwnedColumns } from './members.ts';

/**
 * Player protection (issue 14, decision 041). The protection feature owns these tables.
 *
 * One row per limit a member has: DEPOSIT, LOSS, WAGER per DAY/WEEK/MONTH (minor units) or
 * SESSION (minutes). `pending_*` is an increase or removal waiting out the cooling-off; the old
 * value binds until the member confirms it after `pending_effective_at`.
 */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    memberId: memberIdColumn(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    kind: text('kind').$type<'DEPOSIT' | 'LOSS' | 'WAGER' | 'SESSION'>().notNull(),
    period: text('period').$type<'DAY' | 'WEEK' | 'MONTH' | 'SESSION'>().notNull(),
    value: bigint('value', { mode: 'bigint' }).notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull(),
    /** Set with pending_effective_at: null value = removal requested. */
    pendingValue: bigint('pending_value', { mode: 'bigint' }),
    pendingRequestedAt: timestamp('pending_requested_at', { withTimezone: true }),
    pendingEffectiveAt: timestamp('pending_effective_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.period] }),
    check('protection_limits_value', sql`${t.value} > 0`),
    check(
      'protection_limits_pending_value',
      sql`${t.pendingValue} is null or ${t.pendingValue} > 0`,
    ),
    check(
      'protection_limits_shape',
      sql`(${t.kind} = 'SESSION') = (${t.period} = 'SESSION')
        and ${t.kind} in ('DEPOSIT', 'LOSS', 'WAGER', 'SESSION')
        and ${t.period} in ('DAY', 'WEEK', 'MONTH', 'SESSION')`,
    ),
    check(
      'protection_limits_pending_shape',
      sql`(${t.pendingRequestedAt} is null) = (${t.pendingEffectiveAt} is null)
        and (${t.pendingValue} is null or ${t.pendingEffectiveAt} is not null)`,
    ),
  ],
);

/** Every change of a limit, by the player or an operator (never updated or deleted). */
export const protectionLimitEvents = pgTable(
  'protection_limit_events',
  {
    ...memberOwnedColumns(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    action: text('action').notNull(),
    fromValue: bigint('from_value', { mode: 'bigint' }),
    toValue: bigint('to_value', { mode: 'bigint' }),
    /** 'PLAYER', or the operator's (or service account's) name. */
    actor: text('actor').notNull().default('PLAYER'),
    reason: text('reason'),
  },
  (t) => [index('protection_limit_events_member').on(t.memberId, t.id)],
);

/**
 * Time-outs and self-exclusions. Never shortened or deleted: an exclusion is active while
 * `ends_at` is null (permanent) or in the future.
 */
export const protectionExclusions = pgTable(
  'protection_exclusions',
  {
    ...memberOwnedColumns(),
    kind: text('kind').$type<'TIMEOUT' | 'SELF_EXCLUSION'>().notNull(),
    duration: text('duration').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** 'PLAYER', or the operator's (or service account's) name. */
    actor: text('actor').notNull().default('PLAYER'),
    reason: text('reason'),
  },
  (t) => [
    index('protection_exclusions_member').on(t.memberId, t.endsAt),
    check('protection_exclusions_kind', sql`${t.kind} in ('TIMEOUT', 'SELF_EXCLUSION')`),
    check('protection_exclusions_span', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    check(
      'protection_exclusions_permanent',
      sql`(${t.endsAt} is null) = (${t.duration} = 'PERMANENT')`,
    ),
  ],
);

/** The member's own choices: the reality-check interval (null: the brand's default). */
export const protectionSettings = pgTable('protection_settings', {
  memberId: memberIdColumn().primaryKey(),
  realityCheckMinutes: smallint('reality_check_minutes'),
});

/**
 * What a member deposited, staked and won per hour (UTC hour start): the limits' rolling windows
 * sum these. A stake is counted when it is reserved, before the ledger posts it, and given back
 * if the posting is refused; deposits when credited; wins when paid.
 */
export const protectionUsage = pgTable(
  'protection_usage',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    deposited: bigint('deposited', { mode: 'bigint' }).notNull().default(sql`0`),
    staked: bigint('staked', { mode: 'bigint' }).notNull().default(sql`0`),
    won: bigint('won', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.hour] }),
    // The daily prune deletes hours past every window (protection.jobs.ts).
    index('protection_usage_hour').on(t.hour),
  ],
);

/** A refusal by a limit or an exclusion: the member's panel and the risk view read these. */
export const protectionHits = pgTable(
  'protection_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    action: text('action').notNull(),
    kind: text('kind').notNull(),
    period: text('period'),
    amount: bigint('amount', { mode: 'bigint' }),
  },
  (t) => [
    index('protection_hits_member').on(t.memberId, t.id),
    index('protection_hits_brand_at').on(t.brandId, t.at),
  ],
);

/** The brand's protection settings (one row per brand; absent: the defaults). */
export const brandProtectionSettings = pgTable('brand_protection_settings', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id),
  coolingOffHours: smallint('cooling_off_hours').notNull().default(24),
  realityCheckDefaultMinutes: smallint('reality_check_default_minutes').notNull().default(60),
  kycWithdrawalAbove: bigint('kyc_withdrawal_above', { mode: 'bigint' }),
  kycDepositsAbove: bigint('kyc_deposits_above', { mode: 'bigint' }),
});
