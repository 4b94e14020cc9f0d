import { sql } from 'drizzle-orm';
import type { LedgerAccountKind } from '../../db/schema/ledger.ts';
import type { Executor } from './ledger.model.ts';

/** One ledger line of a member's account, with its posting (the back office's member screen). */
export interface MemberEntry {
  id: number;
  transferId: number;
  accountKind: LedgerAccountKind;
  vendor: string | null;
  kind: string;
  amount: bigint;
  balanceAfter: bigint | null;
  idempotencyKey: string;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

interface Row {
  id: string | number;
  transfer_id: string | number;
  account_kind: LedgerAccountKind;
  vendor: string | null;
  kind: string;
  amount: string;
  balance_after: string | null;
  idempotency_key: string;
  metadata: Record<string, unknown>;
  created_at: string | Date;
}

/**
 * The entries of every account of the member (MAIN, HELD, vendor wallets), newest first, below
 * the keyset cursor `beforeId` (issue 13: keyset, never OFFSET).
 */
export async function memberEntries(
  db: Executor,
  memberId: number,
  beforeId: number | undefined,
  limit: number,
): Promise<MemberEntry[]> {
  const below = beforeId === undefined ? sql`` : sql`and e.id < ${beforeId}`;
  // Each account's newest entries by its (account_id, id) index, then merged: a member has a
  // few accounts, and none of their lines is read past the page.
  const result = (await db.execute(sql`
    select e.id, e.transfer_id, a.kind as account_kind, a.vendor, t.kind,
           e.amount::text as amount, e.balance_after::text as balance_after,
           t.idempotency_key, t.metadata, e.created_at
      from ledger_accounts a
      cross join lateral (
        select * from ledger_entries e
         where e.account_id = a.id ${below}
         order by e.id desc
         limit ${limit}
      ) e
      join ledger_transfers t on t.id = e.transfer_id
     where a.member_id = ${memberId}
     order by e.id desc
     limit ${limit}`)) as unknown as { rows: Row[] };
  return result.rows.map((r) => ({
    id: Number(r.id),
    transferId: Number(r.transfer_id),
    accountKind: r.account_kind,
    vendor: r.vendor,
    kind: r.kind,
    amount: BigInt(r.amount),
    balanceAfter: r.balance_after === null ? null : BigInt(r.balance_after),
    idempotencyKey: r.idempotency_key,
    metadata: r.metadata,
    createdAt: new Date(r.created_at),
  }));
}

export interface MemberPlay {
  /** Bets from the main wallet and transfers into vendor wallets. */
  staked: bigint;
  /** Wins, jackpots and refunded bets to the main wallet, and transfers back from vendors. */
  won: bigint;
}

/**
 * What a member staked and won since `since` (the reality check, issue 14): each account's
 * newest `cap` entries by its (account_id, id) index, those at or after `since` counted.
 */
export async function memberPlaySince(
  db: Executor,
  memberId: number,
  since: Date,
  cap = 10_000,
): Promise<MemberPlay> {
  const result = (await db.execute(sql`
    select
      coalesce(sum(case when (a.kind = 'MEMBER_MAIN' and t.kind = 'BET') then -e.amount
                        when (a.kind = 'MEMBER_VENDOR' and t.kind = 'TRANSFER_IN') then e.amount
                        else 0 end), 0)::text as staked,
      coalesce(sum(case when a.kind = 'MEMBER_MAIN'
                         and t.kind in ('WIN', 'JACKPOT_WIN', 'BET_REFUND', 'TRANSFER_OUT')
                        then e.amount else 0 end), 0)::text as won
      from ledger_accounts a
      cross join lateral (
        select * from ledger_entries e where e.account_id = a.id order by e.id desc limit ${cap}
      ) e
      join ledger_transfers t on t.id = e.transfer_id
     where a.member_id = ${memberId} and a.kind in ('MEMBER_MAIN', 'MEMBER_VENDOR')
       and e.created_at >= ${since.toISOString()}::timestamptz`)) as unknown as {
    rows: { staked: string; won: string }[];
  };
  const row = result.rows[0];
  return { staked: BigInt(row?.staked ?? '0'), won: BigInt(row?.won ?? '0') };
}
