import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { brands } from './brand.ts';

/** STALE: the object changed before the approval, which was refused (migration 0025). */
export type ApprovalStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'STALE';
export type ApprovalKind =
  | 'MEMBER_ADJUSTMENT'
  | 'BONUS_GRANT'
  | 'WITHDRAWAL_APPROVAL'
  | 'WITHDRAWAL_PAYMENT'
  | 'DEPOSIT_APPROVAL'
  | 'WALLET_TRANSFER_RESOLVE'
  | 'WITHDRAWAL_REFUND';

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
    kind: text('kind').$type<ApprovalKind>().notNull(),
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
    check(
      'approval_requests_status',
      sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED', 'STALE')`,
    ),
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
    // The list's kind filter, keyset by id (migration 0025).
    index('approval_requests_kind').on(t.brandId, t.kind, t.status, t.id),
  ],
);

/**
 * A brand's four-eyes thresholds (issue 13; migration 0025), in the brand currency's minor
 * units: an action up to its threshold needs one operator, above it a second. No row: the
 * defaults (bonus 0, withdrawal and deposit 1,000.00, refund 0), computed from the brand's
 * currency scale. `refund_max` (migration 0031): a disputed withdrawal's refund.
 */
export const brandFourEyes = pgTable(
  'brand_four_eyes',
  {
    brandId: integer('brand_id')
      .primaryKey()
      .references(() => brands.id),
    bonusMax: bigint('bonus_max', { mode: 'bigint' }).notNull(),
    withdrawalMax: bigint('withdrawal_max', { mode: 'bigint' }).notNull(),
    depositMax: bigint('deposit_max', { mode: 'bigint' }).notNull(),
    refundMax: bigint('refund_max', { mode: 'bigint' }).notNull().default(sql`0`),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'brand_four_eyes_non_negative',
      sql`${t.bonusMax} >= 0 and ${t.withdrawalMax} >= 0 and ${t.depositMax} >= 0 and ${t.refundMax} >= 0`,
    ),
  ],
);
