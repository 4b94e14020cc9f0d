import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { memberIdColumn } from './members.ts';

/**
 * Server-side sessions (SECURITY.md 10-12). Only the sha256 of the token is stored; the token
 * itself lives in the HttpOnly cookie.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: memberIdColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * PASSWORD_CHANGE: the account holds a weak, expired or someone else's password and may do
     * nothing but change it (SECURITY.md "default password").
     */
    restriction: text('restriction').$type<'PASSWORD_CHANGE'>(),
    /** How the session was opened: password change is not forced on sms or social logins. */
    method: text('method')
      .$type<'PASSWORD' | 'SMS' | 'FREEPLAY' | 'REGISTER' | 'RESET' | 'SOCIAL'>()
      .notNull()
      .default('PASSWORD'),
  },
  (t) => [index('sessions_member').on(t.memberId)],
);
