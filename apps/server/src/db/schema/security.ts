import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { brandOwnedColumns } from './brand.ts';
import { memberIdColumn } from './members.ts';

/**
 * Successful logins (and registrations), newest first per member: the security center's
 * login history and the known-IP check for second verification (spec §4 "Extra verification").
 */
export const loginEvents = pgTable(
  'login_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberIdColumn(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    method: text('method').notNull(),
  },
  (t) => [
    index('login_events_member_at').on(t.memberId, t.at),
    index('login_events_member_ip').on(t.memberId, t.ip),
    // Operators find the members who signed in from an address (issue 13).
    index('login_events_ip').on(t.ip, t.memberId),
    // Active players on the dashboard (migration 0023).
    index('login_events_at').on(t.at, t.memberId),
  ],
);

/**
 * One-time codes sent by SMS or email (SECURITY.md 6): only the hash is kept; bound to the
 * destination and purpose; expiring, single use, locked after a few wrong guesses.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    ...brandOwnedColumns(),
    channel: text('channel').$type<'SMS' | 'EMAIL'>().notNull(),
    /** '+60123456789' for SMS, the lower-case address for email. */
    destination: text('destination').notNull(),
    purpose: text('purpose')
      .$type<'REGISTER' | 'LOGIN' | 'RESET' | 'BIND' | 'SECOND_FACTOR'>()
      .notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_lookup').on(t.brandId, t.channel, t.destination, t.purpose)],
);

/** Messages the development providers "sent": the e2e tests read SMS and email codes here. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').$type<'SMS' | 'EMAIL'>().notNull(),
    destination: text('destination').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_messages_destination').on(t.destination, t.id)],
);

/**
 * Rate limits when no Redis is configured (SECURITY.md 3; decision 022): a sliding-window log,
 * one row per (key, instant) holding the attempts reserved at that instant (`window_start` is
 * that instant), expiring a window later. Telegram replay claims share the table.
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_expiry').on(t.expiresAt),
  ],
);

/**
 * Short-lived single-use tickets: a pending login awaiting second verification, or a password
 * reset link. Only the hash of the ticket is stored; the ticket is bound to the IP it was
 * issued to (login challenges) or mailed (resets).
 */
export const authTickets = pgTable(
  'auth_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind').$type<'LOGIN_CHALLENGE' | 'PASSWORD_RESET'>().notNull(),
    memberId: memberIdColumn(),
    ip: text('ip').notNull(),
    /** For login challenges: the area and method of the login being completed. */
    context: text('context'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('auth_tickets_member').on(t.memberId)],
);

/** One-click login identities: the (provider, subject) pair is the identity (SECURITY.md 9). */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').$type<'GOOGLE' | 'FACEBOOK' | 'TELEGRAM'>().notNull(),
    subject: text('subject').notNull(),
    memberId: memberIdColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('social_identities_key').on(t.provider, t.subject)],
);
