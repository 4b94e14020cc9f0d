import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** A brand (site) and its settings (spec §3 "Permission data", "Site config"). */
export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('MYR'),
    currencySymbol: text('currency_symbol').notNull().default('RM'),
    currencyScale: smallint('currency_scale').notNull().default(2),
    defaultLanguage: text('default_language').notNull().default('MY'),
    supportedLanguages: jsonb('supported_languages')
      .$type<string[]>()
      .notNull()
      .default(['MY', 'EN', 'CN']),
    minAge: smallint('min_age').notNull().default(18),
    timezone: text('timezone').notNull().default('Asia/Kuala_Lumpur'),
    mainDomain: text('main_domain').notNull(),
    gtagId: text('gtag_id'),
    imageCdns: jsonb('image_cdns').$type<string[]>().notNull().default(['/media']),
    launchGameCdns: jsonb('launch_game_cdns').$type<string[]>().notNull().default([]),
    maintenanceActive: boolean('maintenance_active').notNull().default(false),
    maintenanceStart: timestamp('maintenance_start', { withTimezone: true }),
    maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
    /** IPs and CIDR ranges whose visitors get the region-blocked page (spec §4 status 2). */
    blockedRanges: jsonb('blocked_ranges').$type<string[]>().notNull().default([]),
    forgotPasswordMode: text('forgot_password_mode')
      .$type<'EMAIL' | 'PHONE'>()
      .notNull()
      .default('PHONE'),
    /** Password age after which a change is forced, only while PWDEXPFORCECHANGE3 is on. */
    passwordMaxAgeDays: smallint('password_max_age_days').notNull().default(90),
    countryDialingCodes: jsonb('country_dialing_codes')
      .$type<string[]>()
      .notNull()
      .default(['+60']),
    /** Withdrawal limits per request, in minor units (issue 4 "Withdrawals"). */
    withdrawMinAmount: bigint('withdraw_min_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`5000`),
    withdrawMaxAmount: bigint('withdraw_max_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`5000000`),
    /** Spec §4/§9: a paid withdrawal not confirmed within these minutes counts as received. */
    withdrawConfirmMinutes: smallint('withdraw_confirm_minutes').notNull().default(30),
    /** Minimum and maximum of a transfer to the upline or a downline, in minor units. */
    memberTransferMinAmount: bigint('member_transfer_min_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`100`),
    memberTransferMaxAmount: bigint('member_transfer_max_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`10000000`),
    /**
     * Launching a transfer-mode vendor's game with an empty vendor wallet (decision 027): AUTO
     * moves money there at once, PROMPT asks the player with the amount prefilled. The amount is
     * `transferLaunchAmount` (minor units, capped by the main balance), or all of main when null.
     */
    transferOnLaunch: text('transfer_on_launch')
      .$type<'AUTO' | 'PROMPT'>()
      .notNull()
      .default('PROMPT'),
    transferLaunchAmount: bigint('transfer_launch_amount', { mode: 'bigint' }),
    /** Leaving a transfer-mode game brings that vendor wallet's whole real balance back to main. */
    transferBackOnLeave: boolean('transfer_back_on_leave').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Migration 0028: kept by the database whatever writes the row (the back office checks first).
  (t) => [
    check(
      'brands_withdraw_limits',
      sql`${t.withdrawMinAmount} > 0 and ${t.withdrawMinAmount} <= ${t.withdrawMaxAmount}`,
    ),
    check('brands_default_language_supported', sql`${t.supportedLanguages} ? ${t.defaultLanguage}`),
  ],
);

/**
 * The id and brand columns a brand-scoped row starts with (members, game sessions, vendor
 * rounds, crash chains and rounds, ledger accounts and transfers, ...): fresh builders per table.
 * `brandKey: false` leaves out the foreign key to brands, for the tables written on every bet
 * (ledger transfers, vendor rounds), which check the brand another way: a foreign key locks the
 * one brand row for every row inserted (migration 0016, decision 011).
 */
export function brandOwnedColumns({ brandKey = true }: { brandKey?: boolean } = {}) {
  const brandId = integer('brand_id').notNull();
  return {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandKey ? brandId.references(() => brands.id) : brandId,
  };
}

/** Host names of a brand and the area each serves (spec §7 domain route). */
export const brandDomains = pgTable('brand_domains', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  /** Lower-case host name without port. */
  domain: text('domain').notNull().unique(),
  route: text('route').$type<'PLAYER' | 'AGENT'>().notNull(),
});

/** Whitelabel switches, stored flat and served as the modId tree (spec §3; '1' = on). */
export const whitelabelSwitches = pgTable(
  'whitelabel_switches',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    modId: text('mod_id').notNull(),
    parentModId: text('parent_mod_id'),
    value: text('value').$type<'0' | '1'>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    unique('whitelabel_switches_key').on(t.brandId, t.parentModId, t.modId).nullsNotDistinct(),
  ],
);

/** Register field rules (spec §3 "Register field rule", §5). */
export const registerFieldRules = pgTable(
  'register_field_rules',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    field: text('field').notNull(),
    required: boolean('required').notNull(),
    enabled: boolean('enabled').notNull(),
    minLength: smallint('min_length').notNull(),
    maxLength: smallint('max_length').notNull(),
    patternId: smallint('pattern_id').notNull(),
    acceptedPattern: text('accepted_pattern'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('register_field_rules_key').on(t.brandId, t.field)],
);
