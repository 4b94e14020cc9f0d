import { sql } from 'drizzle-orm';
import { bigserial, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
