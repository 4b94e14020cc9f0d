import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { brands } from './brand.ts';

/**
 * Operator roles (issue 13): a code and the permission codes it grants
 * (`@nova/contracts/permissions`). Data, not code: a super admin edits them; the defaults are
 * inserted by migration 0018.
 */
export const operatorRoles = pgTable(
  'operator_roles',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('operator_roles_code', sql`${t.code} ~ '^[A-Z][A-Z0-9_]{1,39}$'`)],
);

/**
 * Machine access to the operator API (scripts, CI): a named account with a role, and the
 * SHA-256 of its key (the key itself is shown once, when it is made). Every action it takes is
 * audited under its name. A revoked account's key no longer works.
 */
export const serviceAccounts = pgTable(
  'service_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull().unique(),
    roleId: integer('role_id')
      .notNull()
      .references(() => operatorRoles.id),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [check('service_accounts_name', sql`${t.name} ~ '^[a-z][a-z0-9._-]{1,63}$'`)],
);

/**
 * People who run the brand (issue 13), separate from members: argon2id password, TOTP
 * required (the secret is made with the account), a role, and a lockout after repeated
 * failures. Their sessions are `operator_sessions`.
 */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull().unique(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    totpSecret: text('totp_secret').notNull(),
    /** The last TOTP time step accepted: each code works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => operatorRoles.id),
    disabled: boolean('disabled').notNull().default(false),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('operators_username', sql`${t.username} ~ '^[a-z][a-z0-9._-]{2,39}$'`)],
);

/** An operator's signed-in session: the token's SHA-256, idle and absolute expiry. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_operator').on(t.operatorId)],
);

/**
 * The addresses operators may sign in and work from, per brand (issue 13): IPs and CIDR ranges.
 * Empty (or no row): any address. Service-account keys are not bound by it (machine access).
 */
export const operatorIpAllowLists = pgTable('operator_ip_allow_lists', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id),
  cidrs: jsonb('cidrs').$type<string[]>().notNull().default([]),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
