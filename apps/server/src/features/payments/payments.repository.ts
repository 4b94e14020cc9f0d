import { and, asc, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import {
  type DepositStatus,
  deposits,
  paymentCallbacks,
  paymentChannels,
  paymentReceivingBanks,
} from '../../db/schema/payments.ts';
import { turnoverRequirements } from '../../db/schema/withdrawals.ts';

export type ChannelRow = typeof paymentChannels.$inferSelect;
export type BankRow = typeof paymentReceivingBanks.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
export type NewDeposit = typeof deposits.$inferInsert;

/** A deposit with what its answers show of the channel and member. */
export type DepositView = DepositRow & {
  channelCode: string;
  channelName: string;
  kind: 'MANUAL_BANK' | 'ONLINE';
  provider: string;
  account: string;
};

const VIEW = {
  deposit: deposits,
  channelCode: paymentChannels.code,
  channelName: paymentChannels.name,
  kind: paymentChannels.kind,
  provider: paymentChannels.provider,
  account: members.account,
};

function flatten(
  rows: ({ deposit: DepositRow } & Omit<DepositView, keyof DepositRow>)[],
): DepositView[] {
  return rows.map(({ deposit, ...rest }) => ({ ...deposit, ...rest }));
}

function viewQuery(db: Db) {
  return db
    .select(VIEW)
    .from(deposits)
    .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
    .innerJoin(members, eq(members.id, deposits.memberId));
}

export async function listChannels(db: Db, brandId: number) {
  const channels = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.brandId, brandId), eq(paymentChannels.enabled, true)))
    .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
  const banks = await db
    .select()
    .from(paymentReceivingBanks)
    .where(and(eq(paymentReceivingBanks.brandId, brandId), eq(paymentReceivingBanks.enabled, true)))
    .orderBy(asc(paymentReceivingBanks.sort), asc(paymentReceivingBanks.id));
  return { channels, banks };
}

export async function findChannel(
  db: Db,
  brandId: number,
  id: number,
): Promise<ChannelRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.brandId, brandId), eq(paymentChannels.id, id)));
  return row;
}

export async function findBank(
  db: Db,
  channelId: number,
  id: number,
): Promise<BankRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentReceivingBanks)
    .where(
      and(
        eq(paymentReceivingBanks.channelId, channelId),
        eq(paymentReceivingBanks.id, id),
        eq(paymentReceivingBanks.enabled, true),
      ),
    );
  return row;
}

/** Insert unless (member, requestId) exists; undefined on that conflict. */
export async function insertDeposit(db: Db, values: NewDeposit): Promise<DepositRow | undefined> {
  const [row] = await db
    .insert(deposits)
    .values(values)
    .onConflictDoNothing({ target: [deposits.memberId, deposits.requestId] })
    .returning();
  return row;
}

export async function findDepositByRequest(db: Db, memberId: number, requestId: string) {
  const [row] = await viewQuery(db).where(
    and(eq(deposits.memberId, memberId), eq(deposits.requestId, requestId)),
  );
  return row ? flatten([row])[0] : undefined;
}

export async function findDepositView(
  db: Db,
  where: { id?: number; reference?: string; memberId?: number },
) {
  const conditions = [
    where.id === undefined ? undefined : eq(deposits.id, where.id),
    where.reference === undefined ? undefined : eq(deposits.reference, where.reference),
    where.memberId === undefined ? undefined : eq(deposits.memberId, where.memberId),
  ].filter((c) => c !== undefined);
  const [row] = await viewQuery(db).where(and(...conditions));
  return row ? flatten([row])[0] : undefined;
}

export async function pageDeposits(db: Db, memberId: number, pageNo: number, pageSize: number) {
  const rows = await viewQuery(db)
    .where(eq(deposits.memberId, memberId))
    .orderBy(desc(deposits.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(deposits)
    .where(eq(deposits.memberId, memberId));
  return { rows: flatten(rows), total: total?.n ?? 0 };
}

/** A member's deposits, newest first, below the keyset cursor (the back office, issue 13). */
export async function memberDepositsBefore(
  db: Db,
  memberId: number,
  beforeId: number | undefined,
  limit: number,
) {
  const rows = await viewQuery(db)
    .where(
      and(
        eq(deposits.memberId, memberId),
        beforeId === undefined ? undefined : lt(deposits.id, beforeId),
      ),
    )
    .orderBy(desc(deposits.id))
    .limit(limit);
  return flatten(rows);
}

export async function countMemberDeposits(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(deposits)
    .where(eq(deposits.memberId, memberId));
  return row?.n ?? 0;
}

/** The queue of one status, oldest first, after the id `afterId` (index deposits_status). */
export async function listDepositsByStatus(
  db: Db,
  brandId: number,
  status: DepositStatus,
  afterId: number,
  limit: number,
) {
  const rows = await viewQuery(db)
    .where(
      and(eq(deposits.brandId, brandId), eq(deposits.status, status), gt(deposits.id, afterId)),
    )
    .orderBy(asc(deposits.id))
    .limit(limit);
  return flatten(rows);
}

export async function setProviderRef(db: Db, id: number, providerRef: string): Promise<void> {
  await db
    .update(deposits)
    .set({ providerRef, updatedAt: sql`now()` })
    .where(and(eq(deposits.id, id), isNull(deposits.providerRef)));
}

/**
 * Claim a deposit for crediting (decision 013): the status stays, decided_at is set, and from
 * then on no reject or FAILED transition (which need decided_at null) can take it. Only a
 * credit finishes it, so money posted to the ledger never belongs to a rejected deposit.
 */
export async function claimForCredit(
  db: Db,
  id: number,
  from: readonly DepositStatus[],
  by: string,
) {
  const [row] = await db
    .update(deposits)
    .set({ decidedBy: by, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(deposits.id, id), inArray(deposits.status, [...from])))
    .returning();
  return row;
}

/**
 * The guarded APPROVED transition with its ledger transfer, and the turnover requirement it
 * brings, in one transaction: both or neither.
 */
export async function markApproved(
  db: Db,
  id: number,
  from: readonly DepositStatus[],
  transferId: number,
  turnover: (row: DepositRow) => bigint,
): Promise<DepositRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(deposits)
      .set({ status: 'APPROVED', ledgerTransferId: transferId, updatedAt: sql`now()` })
      .where(and(eq(deposits.id, id), inArray(deposits.status, [...from])))
      .returning();
    if (!row) return undefined;
    await tx
      .insert(turnoverRequirements)
      .values({
        brandId: row.brandId,
        memberId: row.memberId,
        sourceKind: 'DEPOSIT',
        sourceRef: String(row.id),
        required: turnover(row),
      })
      .onConflictDoNothing();
    return row;
  });
}

/** PENDING and unclaimed → REJECTED or FAILED; undefined when the deposit was not so. */
export async function closeUnclaimed(
  db: Db,
  id: number,
  to: 'REJECTED' | 'FAILED',
  by: string,
  reason: string | null,
): Promise<DepositRow | undefined> {
  const [row] = await db
    .update(deposits)
    .set({
      status: to,
      rejectReason: reason,
      decidedBy: by,
      decidedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(deposits.id, id), eq(deposits.status, 'PENDING'), isNull(deposits.decidedAt)))
    .returning();
  return row;
}

export type NewCallback = typeof paymentCallbacks.$inferInsert;

export async function recordCallback(db: Db, values: NewCallback): Promise<void> {
  await db.insert(paymentCallbacks).values(values);
}

export async function callbacksFor(db: Db, reference: string) {
  return db
    .select()
    .from(paymentCallbacks)
    .where(eq(paymentCallbacks.reference, reference))
    .orderBy(asc(paymentCallbacks.id));
}

/** Count and sum of one brand-local day (the dashboard, issue 13). */
export interface DepositDay {
  day: string;
  count: number;
  amount: string;
}

/**
 * Approved deposits by the brand-local day they were made, over a range of days (both
 * included): one range read of deposits_brand_created.
 */
export async function approvedDepositsByDay(
  db: Db,
  brandId: number,
  range: { from: string; to: string; timezone: string },
): Promise<DepositDay[]> {
  const result = (await db.execute(sql`
    select to_char(created_at at time zone ${range.timezone}, 'YYYY-MM-DD') as day,
           count(*)::int as count, coalesce(sum(amount), 0)::text as amount
      from deposits
     where brand_id = ${brandId} and status = 'APPROVED'
       and created_at >= ((${range.from}::date)::timestamp at time zone ${range.timezone})
       and created_at < (((${range.to}::date + 1)::timestamp) at time zone ${range.timezone})
     group by 1 order by 1`)) as unknown as { rows: DepositDay[] };
  return result.rows.map((row) => ({ ...row, count: Number(row.count) }));
}

export async function countDepositsByStatus(
  db: Db,
  brandId: number,
  status: DepositStatus,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(deposits)
    .where(and(eq(deposits.brandId, brandId), eq(deposits.status, status)));
  return row?.n ?? 0;
}

/** What the member's credited (APPROVED) deposits add up to, in minor units (the KYC gate). */
export async function sumCreditedDeposits(
  db: Db,
  memberId: number,
  statuses: readonly DepositStatus[] = ['APPROVED'],
): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), inArray(deposits.status, [...statuses])));
  return BigInt(row?.total ?? '0');
}
