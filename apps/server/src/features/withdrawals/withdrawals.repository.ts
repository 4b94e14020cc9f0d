import { and, asc, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import {
  memberBankAccounts,
  type WithdrawalStatus,
  withdrawals,
} from '../../db/schema/withdrawals.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalChanges = Partial<typeof withdrawals.$inferInsert>;
export interface WithdrawalView extends WithdrawalRow {
  account: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
}

const VIEW = {
  row: withdrawals,
  account: members.account,
  bankName: memberBankAccounts.bankName,
  accountName: memberBankAccounts.accountName,
  accountNumber: memberBankAccounts.accountNumber,
};

function viewQuery(db: Db) {
  return db
    .select(VIEW)
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .innerJoin(memberBankAccounts, eq(memberBankAccounts.id, withdrawals.bankAccountId));
}

function flatten(r: { row: WithdrawalRow } & Omit<WithdrawalView, keyof WithdrawalRow>) {
  const { row, ...rest } = r;
  return { ...row, ...rest };
}

export async function findWithdrawal(db: Db, id: number): Promise<WithdrawalView | undefined> {
  const [r] = await viewQuery(db).where(eq(withdrawals.id, id));
  return r && flatten(r);
}

export async function findByRequest(db: Db, memberId: number, requestId: string) {
  const [r] = await viewQuery(db).where(
    and(eq(withdrawals.memberId, memberId), eq(withdrawals.requestId, requestId)),
  );
  return r && flatten(r);
}

/** Insert once per (member, requestId); a replay or a repaired request inserts nothing. */
export async function insertWithdrawal(
  db: Db,
  values: typeof withdrawals.$inferInsert,
): Promise<void> {
  await db
    .insert(withdrawals)
    .values(values)
    .onConflictDoNothing({ target: [withdrawals.memberId, withdrawals.requestId] });
}

export async function listMemberWithdrawals(
  db: Db,
  memberId: number,
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: WithdrawalView[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    viewQuery(db)
      .where(eq(withdrawals.memberId, memberId))
      .orderBy(desc(withdrawals.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(withdrawals)
      .where(eq(withdrawals.memberId, memberId)),
  ]);
  return { rows: rows.map(flatten), total: count?.n ?? 0 };
}

/** A member's withdrawals, newest first, below the keyset cursor (the back office, issue 13). */
export async function memberWithdrawalsBefore(
  db: Db,
  memberId: number,
  beforeId: number | undefined,
  limit: number,
): Promise<WithdrawalView[]> {
  const rows = await viewQuery(db)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        beforeId === undefined ? undefined : lt(withdrawals.id, beforeId),
      ),
    )
    .orderBy(desc(withdrawals.id))
    .limit(limit);
  return rows.map(flatten);
}

export async function countMemberWithdrawals(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(withdrawals)
    .where(eq(withdrawals.memberId, memberId));
  return row?.n ?? 0;
}

/** The queue of one status, oldest first, after the id `afterId` (index withdrawals_status). */
export async function listByStatus(
  db: Db,
  brandId: number,
  status: WithdrawalStatus,
  afterId: number,
  limit: number,
): Promise<WithdrawalView[]> {
  const rows = await viewQuery(db)
    .where(
      and(
        eq(withdrawals.brandId, brandId),
        eq(withdrawals.status, status),
        gt(withdrawals.id, afterId),
      ),
    )
    .orderBy(asc(withdrawals.id))
    .limit(limit);
  return rows.map(flatten);
}

/**
 * A guarded state change: the row moves only if it is still in one of `from` (and belongs to
 * `memberId` when given). Returns whether this call made the change; never check-then-act.
 */
export async function transition(
  db: Db,
  id: number,
  from: readonly WithdrawalStatus[],
  set: WithdrawalChanges,
  memberId?: number,
): Promise<boolean> {
  const rows = await db
    .update(withdrawals)
    .set(set)
    .where(
      and(
        eq(withdrawals.id, id),
        inArray(withdrawals.status, [...from]),
        memberId === undefined ? undefined : eq(withdrawals.memberId, memberId),
      ),
    )
    .returning({ id: withdrawals.id });
  return rows.length === 1;
}

const autoConfirmDueWhere = (now: Date) =>
  and(eq(withdrawals.status, 'PAID'), lte(withdrawals.confirmDeadline, now));

/** Spec §4: every PAID withdrawal past its deadline counts as received, in one statement. */
export async function autoConfirmDue(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(withdrawals)
    .set({
      status: 'COMPLETED',
      confirmation: 'AUTO_RECEIVED',
      receivedAmount: sql`${withdrawals.amount}`,
      confirmedAt: now,
      updatedAt: now,
    })
    .where(autoConfirmDueWhere(now))
    .returning({ id: withdrawals.id });
  return rows.length;
}

/** Whether autoConfirmDue would confirm anything (the same condition, one row). */
export async function anyAutoConfirmDue(db: Db, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(autoConfirmDueWhere(now))
    .limit(1);
  return rows.length > 0;
}

/**
 * Finish requests interrupted between the hold and the row insert (crash, lost connection):
 * every WITHDRAWAL_HOLD posting older than `before` without its row gets the row it would
 * have had, from the posting's metadata. Moving forward (not releasing) keeps a late retry of
 * the same requestId consistent: it finds the row. An operator can then reject it.
 */
/** Withdrawal holds older than `before` whose withdrawal row is missing (a crash in between). */
const orphanHolds = (before: Date) => sql`
    from ledger_transfers t
    where t.kind = 'WITHDRAWAL_HOLD' and t.created_at < ${before.toISOString()}
      and not exists (select 1 from withdrawals w
        where w.member_id = (t.metadata->>'memberId')::bigint
          and w.request_id = t.metadata->>'requestId')`;

export async function insertMissingWithdrawals(db: Db, before: Date): Promise<number> {
  const result = (await db.execute(sql`
    insert into withdrawals (brand_id, member_id, bank_account_id, reference, request_id, amount,
      status, created_at, updated_at)
    select t.brand_id, (t.metadata->>'memberId')::bigint, (t.metadata->>'bankAccountId')::bigint,
      t.metadata->>'reference', t.metadata->>'requestId', (t.metadata->>'amount')::bigint,
      'PENDING', t.created_at, t.created_at
    ${orphanHolds(before)}
    on conflict do nothing
    returning id
  `)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/** Whether insertMissingWithdrawals would insert anything (the same holds, one row). */
export async function anyOrphanHold(db: Db, before: Date): Promise<boolean> {
  const result = (await db.execute(
    sql`select 1 as found ${orphanHolds(before)} limit 1`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

export interface MissingMovement {
  id: number;
  movement: 'release' | 'pay' | 'refund';
}

/**
 * Rows whose transition happened but whose posting is missing (a crash after the guarded
 * UPDATE): REJECTED without `:release`, PAID or later without `:pay`, a refund without
 * `:refund`. Only rows changed since `since`, so the scan stays small.
 */
export async function findMissingMovements(
  db: Db,
  since: Date,
  limit = 500,
): Promise<MissingMovement[]> {
  const result = (await db.execute(sql`
    select w.id::int as id, m.movement
    from withdrawals w
    cross join lateral (values
      ('release', w.status = 'REJECTED'),
      ('pay', w.status in ('PAID', 'DISPUTED', 'COMPLETED') and w.paid_at is not null),
      ('refund', w.status = 'COMPLETED' and coalesce(w.refunded_amount, 0) > 0)
    ) as m(movement, needed)
    where w.updated_at >= ${since.toISOString()} and m.needed
      and not exists (select 1 from ledger_transfers t where t.brand_id = w.brand_id
        and t.idempotency_key = 'withdrawal:' || w.id || ':' || m.movement)
    order by w.id
    limit ${limit}
  `)) as unknown as { rows: MissingMovement[] };
  return result.rows;
}

/** Count and sum of one brand-local day (the dashboard, issue 13). */
export interface WithdrawalDay {
  day: string;
  count: number;
  amount: string;
}

/**
 * Withdrawals by the brand-local day they were requested, over a range of days (both
 * included), among those an operator approved (APPROVED, PAID, DISPUTED, COMPLETED): the
 * amount less what a resolved dispute refunded. One range read of withdrawals_brand_created.
 */
export async function approvedWithdrawalsByDay(
  db: Db,
  brandId: number,
  range: { from: string; to: string; timezone: string },
): Promise<WithdrawalDay[]> {
  const result = (await db.execute(sql`
    select to_char(created_at at time zone ${range.timezone}, 'YYYY-MM-DD') as day,
           count(*)::int as count,
           coalesce(sum(amount - coalesce(refunded_amount, 0)), 0)::text as amount
      from withdrawals
     where brand_id = ${brandId} and status in ('APPROVED', 'PAID', 'DISPUTED', 'COMPLETED')
       and created_at >= ((${range.from}::date)::timestamp at time zone ${range.timezone})
       and created_at < (((${range.to}::date + 1)::timestamp) at time zone ${range.timezone})
     group by 1 order by 1`)) as unknown as { rows: WithdrawalDay[] };
  return result.rows.map((row) => ({ ...row, count: Number(row.count) }));
}

export async function countWithdrawalsByStatus(
  db: Db,
  brandId: number,
  status: WithdrawalStatus,
): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as n from withdrawals
     where brand_id = ${brandId} and status = ${status}`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
