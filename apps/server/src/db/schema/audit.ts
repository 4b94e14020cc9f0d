import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const AUDIT_ACTOR_KINDS = ['OPERATOR', 'SERVICE', 'TOKEN', 'SYSTEM'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/**
 * The audit log (issue 13; SECURITY.md 17, 28): every operator action and security event, one
 * row each, append-only. `seq`, `prev_hash` and `hash` are written by the table's trigger
 * under one lock (migration 0017), whatever the insert says: row n holds the hash of row n-1,
 * so an edited or removed row breaks the chain (`npm run audit:verify`).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().default(0),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The brand acted on; null for an action on the platform itself. */
    brandId: integer('brand_id'),
    /** Who: an operator account, a service account, the shared token, or the system. */
    actor: text('actor').notNull(),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    ip: text('ip'),
    action: text('action').notNull(),
    objectType: text('object_type'),
    objectId: text('object_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    /** Anything else worth keeping: a reason, a claimed name, a job's report. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    requestId: text('request_id'),
    prevHash: text('prev_hash').notNull().default(''),
    hash: text('hash').notNull().default(''),
  },
  (t) => [
    index('audit_log_action').on(t.action, t.seq),
    index('audit_log_actor').on(t.actor, t.seq),
    index('audit_log_object').on(t.objectType, t.objectId, t.seq),
    check(
      'audit_log_actor_kind',
      sql`${t.actorKind} in ('OPERATOR', 'SERVICE', 'TOKEN', 'SYSTEM')`,
    ),
  ],
);
