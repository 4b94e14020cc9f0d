import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type ApprovalStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/**
 * Four-eyes requests (issue 13, maker-checker): a money-moving operator action waits here
 * until a second operator decides it. The database itself refuses a decision by the maker
 * (`approval_requests_four_eyes`) and a second pending request for the same object.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id').notNull(),
    kind: text('kind').$type<'MEMBER_ADJUSTMENT'>().notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<ApprovalStatus>().notNull().default('PENDING'),
    madeBy: text('made_by').notNull(),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
    checkedBy: text('checked_by'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    note: text('note'),
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (t) => [
    check('approval_requests_status', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check(
      'approval_requests_four_eyes',
      sql`${t.checkedBy} is null or ${t.checkedBy} <> ${t.madeBy}`,
    ),
    check(
      'approval_requests_decided',
      sql`(${t.status} = 'PENDING') = (${t.checkedBy} is null and ${t.checkedAt} is null)`,
    ),
    uniqueIndex('approval_requests_one_pending')
      .on(t.brandId, t.kind, t.objectType, t.objectId)
      .where(sql`${t.status} = 'PENDING'`),
    index('approval_requests_status').on(t.brandId, t.status, t.id),
  ],
);
