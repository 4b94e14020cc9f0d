import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { brands } from './brand.ts';

/**
 * Players, agents and trial accounts (spec §3 "Member info", §6). `type`: 0 member, 1/2/41/42
 * agent, 4 trial. `path` lists the ancestors ('/1/5/') so a downline is a prefix query.
 */
export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** Stored lower-case; unique per brand. */
    account: text('account').notNull(),
    nickname: text('nickname').notNull(),
    type: smallint('type').notNull().default(0),
    passwordHash: text('password_hash').notNull(),
    /** OTHER: someone else chose the secret, so the account must change it first. */
    passwordSetBy: text('password_set_by').$type<'SELF' | 'OTHER'>().notNull().default('SELF'),
    parentId: bigint('parent_id', { mode: 'number' }),
    path: text('path').notNull().default('/'),
    status: text('status').$type<'ACTIVE' | 'DISABLED'>().notNull().default('ACTIVE'),
    language: text('language').notNull().default('MY'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
  },
  (t) => [
    unique('members_account').on(t.brandId, t.account),
    check('members_account_lower', sql`${t.account} = lower(${t.account})`),
    index('members_path').using('btree', t.path.op('text_pattern_ops')),
    index('members_parent').on(t.parentId),
  ],
);
