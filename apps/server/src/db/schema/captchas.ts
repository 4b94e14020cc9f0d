import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Captcha challenges (SECURITY.md 4): the answer is kept only as a hash, bound to one client
 * (the nova_cid cookie), single use and expiring. One live challenge per client.
 */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  clientBinding: text('client_binding').notNull().unique(),
  answerHash: text('answer_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
