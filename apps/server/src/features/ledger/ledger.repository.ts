import { type SQL, sql } from 'drizzle-orm';
import { runFixed } from '../../db/fixed-statement.ts';
import type { LedgerAccountKind } from '../../db/schema/ledger.ts';

import type { Executor } from './ledger.model.ts';

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An array bound as ONE parameter (drizzle would otherwise expand it into a list). */
function arr(values: readonly unknown[]): SQL {
  return sql`${sql.param(values)}`;
}

export interface StoredAccount {
  id: number;
  brandId: number;
  kind: LedgerAccountKind;
  memberId: number | null;
  vendor: string | null;
  shard: number;
}

interface AccountRow {
  id: string | number;
  brand_id: number;
  kind: LedgerAccountKind;
  member_id: string | number | null;
  vendor: string | null;
  shard: number;
}

function toStored(row: AccountRow): StoredAccount {
  return {
    id: Number(row.id),
    brandId: Number(row.brand_id),
    kind: row.kind,
    memberId: row.member_id === null ? null : Number(row.member_id),
    vendor: row.vendor,
    shard: Number(row.shard),
  };
}

/**
 * Open the member accounts that do not exist yet (in the brand's currency, never negative),
 * in a fixed order so concurrent openers cannot deadlock, then return every account of those
 * members. An unknown member opens nothing. Autocommit: an empty account moves no money.
 */
export async function openMemberAccounts(
  db: Executor,
  wanted: readonly { memberId: number; kind: LedgerAccountKind; vendor: string | null }[],
): Promise<StoredAccount[]> {
  const sorted = [...wanted].sort(
    (a, b) =>
      a.memberId - b.memberId ||
      a.kind.localeCompare(b.kind) ||
      (a.vendor ?? '').localeCompare(b.vendor ?? ''),
  );
  await db.execute(sql`
    insert into ledger_accounts (brand_id, currency, kind, member_id, vendor, shard, allow_negative)
    select m.brand_id, b.currency, v.kind, m.id, v.vendor, 0, false
    from unnest(${arr(sorted.map((w) => w.memberId))}::bigint[], ${arr(sorted.map((w) => w.kind))}::text[],
      ${arr(sorted.map((w) => w.vendor))}::text[]) with ordinality as v(member_id, kind, vendor, ord)
    join members m on m.id = v.member_id
    join brands b on b.id = m.brand_id
    order by v.ord
    on conflict do nothing`);
  const memberIds = [...new Set(sorted.map((w) => w.memberId))];
  const found = await rows<AccountRow>(
    db,
    sql`select id, brand_id, kind, member_id, vendor, shard from ledger_accounts
        where member_id = any(${arr(memberIds)}::bigint[])`,
  );
  return found.map(toStored);
}

/** Open the shards 0..shards-1 of a house account; return all its shards (ordered). */
export async function openHouseAccount(
  db: Executor,
  brandId: number,
  kind: LedgerAccountKind,
  shards: number,
): Promise<StoredAccount[]> {
  await db.execute(sql`
    insert into ledger_accounts (brand_id, currency, kind, member_id, vendor, shard, allow_negative)
    select b.id, b.currency, ${kind}, null, null, s, true
    from brands b, generate_series(0, ${shards - 1}::int) as s
    where b.id = ${brandId}
    order by s
    on conflict do nothing`);
  const found = await rows<AccountRow>(
    db,
    sql`select id, brand_id, kind, member_id, vendor, shard from ledger_accounts
        where brand_id = ${brandId} and kind = ${kind} and member_id is null order by shard`,
  );
  return found.map(toStored);
}

export interface LockedAccount {
  balance: bigint;
  allowNegative: boolean;
  currency: string;
}

interface BalanceRow {
  id: string | number;
  balance: string;
  allow_negative: boolean;
  currency: string;
}

function toBalances(found: BalanceRow[]): Map<number, LockedAccount> {
  return new Map(
    found.map((r) => [
      Number(r.id),
      { balance: BigInt(r.balance), allowNegative: r.allow_negative, currency: r.currency },
    ]),
  );
}

/**
 * Lock the accounts a batch touches, in id order (every writer takes locks in the same order,
 * so concurrent batches cannot deadlock), and read their balances under the lock.
 */
export async function lockAccounts(
  tx: Executor,
  ids: readonly number[],
): Promise<Map<number, LockedAccount>> {
  return toBalances(
    await rows<BalanceRow>(
      tx,
      sql`select id, balance::text as balance, allow_negative, currency from ledger_accounts
          where id = any(${arr(ids)}::bigint[]) order by id for update`,
    ),
  );
}

/** Balances without a lock: a guess to decide a batch on, checked again when it is written. */
export async function readAccounts(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, LockedAccount>> {
  return toBalances(
    await rows<BalanceRow>(
      db,
      sql`select id, balance::text as balance, allow_negative, currency from ledger_accounts
          where id = any(${arr(ids)}::bigint[])`,
    ),
  );
}

export interface ExistingTransfer {
  id: number;
  brandId: number;
  key: string;
  requestHash: string;
  /** Member accounts of the transfer and their balance after it. */
  balances: { memberId: number; kind: LedgerAccountKind; vendor: string | null; after: bigint }[];
}

/** The transfers already posted under these (brand, key) pairs, with their first result. */
export async function findTransfers(
  tx: Executor,
  pairs: readonly { brandId: number; key: string }[],
): Promise<ExistingTransfer[]> {
  if (pairs.length === 0) return [];
  const found = await rows<{
    id: string | number;
    brand_id: number;
    idempotency_key: string;
    request_hash: string;
    member_id: string | number | null;
    kind: LedgerAccountKind | null;
    vendor: string | null;
    balance_after: string | null;
  }>(
    tx,
    sql`select t.id, t.brand_id, t.idempotency_key, t.request_hash,
          a.member_id, a.kind, a.vendor, e.balance_after::text as balance_after
        from ledger_transfers t
        left join ledger_entries e on e.transfer_id = t.id and e.balance_after is not null
        left join ledger_accounts a on a.id = e.account_id
        where (t.brand_id, t.idempotency_key) in (
          select * from unnest(${arr(pairs.map((p) => p.brandId))}::int[],
            ${arr(pairs.map((p) => p.key))}::text[]))
        order by t.id, e.id`,
  );
  const byId = new Map<number, ExistingTransfer>();
  for (const r of found) {
    const id = Number(r.id);
    let transfer = byId.get(id);
    if (!transfer) {
      transfer = {
        id,
        brandId: Number(r.brand_id),
        key: r.idempotency_key,
        requestHash: r.request_hash,
        balances: [],
      };
      byId.set(id, transfer);
    }
    if (r.member_id !== null && r.kind && r.balance_after !== null)
      transfer.balances.push({
        memberId: Number(r.member_id),
        kind: r.kind,
        vendor: r.vendor,
        after: BigInt(r.balance_after),
      });
  }
  return [...byId.values()];
}

export interface NewTransfer {
  brandId: number;
  key: string;
  requestHash: string;
  kind: string;
  metadataJson: string;
  entries: { accountId: number; amount: bigint; balanceAfter: bigint | null }[];
}

function transferIds(inserted: InsertedRow[]): Map<string, number> {
  return new Map(
    inserted.map((r) => [pairKey(Number(r.brand_id), r.idempotency_key), Number(r.id)]),
  );
}

/**
 * The two inserts as CTEs `t` (transfers, only when `guard` holds) and `e` (their entries),
 * parameters $first..$first+9 as insertParams() lists them.
 */
function insertCtes(first: number, guard: string): string {
  const p = (i: number) => `$${first + i}`;
  return `t as (
    insert into ledger_transfers (brand_id, idempotency_key, request_hash, kind, metadata)
    select v.brand_id, v.key, v.hash, v.kind, v.metadata::jsonb
    from unnest(${p(0)}::int[], ${p(1)}::text[], ${p(2)}::text[], ${p(3)}::text[], ${p(4)}::text[])
      with ordinality as v(brand_id, key, hash, kind, metadata, ord)
    where ${guard}
    order by v.ord
    returning id, brand_id, idempotency_key
  ), e as (
    insert into ledger_entries (transfer_id, account_id, amount, balance_after)
    select t.id, v.account_id, v.amount, v.balance_after
    from unnest(${p(5)}::int[], ${p(6)}::text[], ${p(7)}::bigint[], ${p(8)}::bigint[], ${p(9)}::bigint[])
      with ordinality as v(brand_id, key, account_id, amount, balance_after, ord)
    join t on t.brand_id = v.brand_id and t.idempotency_key = v.key
    order by v.ord
    returning 1
  )`;
}

function insertParams(transfers: readonly NewTransfer[]): unknown[] {
  const entries = transfers.flatMap((t) =>
    t.entries.map((e) => ({ brandId: t.brandId, key: t.key, ...e })),
  );
  return [
    transfers.map((t) => t.brandId),
    transfers.map((t) => t.key),
    transfers.map((t) => t.requestHash),
    transfers.map((t) => t.kind),
    transfers.map((t) => t.metadataJson),
    entries.map((e) => e.brandId),
    entries.map((e) => e.key),
    entries.map((e) => e.accountId),
    entries.map((e) => e.amount.toString()),
    entries.map((e) => (e.balanceAfter === null ? null : e.balanceAfter.toString())),
  ];
}

type InsertedRow = { id: string | number; brand_id: number; idempotency_key: string };

const INSERT_TRANSFERS = `with ${insertCtes(1, 'true')}
  select id, brand_id, idempotency_key from t`;

/**
 * Insert the batch's transfers and entries in ONE statement. The entries trigger checks each
 * transfer balances and applies the entries to the account balances (0002_ledger.sql).
 * Returns the new transfer ids by (brand, key).
 */
export async function insertTransfers(
  tx: Executor,
  transfers: readonly NewTransfer[],
): Promise<Map<string, number>> {
  if (transfers.length === 0) return new Map();
  return transferIds(
    await runFixed<InsertedRow>(
      tx,
      'ledger_insert_transfers_v1',
      INSERT_TRANSFERS,
      insertParams(transfers),
    ),
  );
}

// The lock is driven from the id array (index lookups whatever the table's size: a prepared
// statement's plan outlives the table's growth), in id order like every other writer.
const POST_IF_UNCHANGED = `with locked as materialized (
    select a.id, a.balance from unnest($1::bigint[]) as u(id)
    join ledger_accounts a on a.id = u.id
    order by a.id for update of a
  ), unchanged as materialized (
    select (select count(*) from locked) = $2::int
      and not exists (
        select 1 from unnest($3::bigint[], $4::bigint[]) as x(id, balance)
        left join locked l on l.id = x.id
        where l.balance is distinct from x.balance) as ok
  ), ${insertCtes(5, '(select ok from unchanged)')}
  select id, brand_id, idempotency_key from t`;

/**
 * The whole batch in ONE statement (one round trip, and one commit when run alone): lock the
 * accounts in id order, and only if every account with an expected balance still holds exactly
 * that balance (read under the lock: the newest committed version) insert the transfers and
 * entries as insertTransfers does. Returns the new transfer ids, or undefined when a balance
 * had moved (nothing written). A key posted before fails the statement with 23505.
 */
export async function insertTransfersIfUnchanged(
  db: Executor,
  lockIds: readonly number[],
  expected: readonly { id: number; balance: bigint }[],
  transfers: readonly NewTransfer[],
): Promise<Map<string, number> | undefined> {
  if (transfers.length === 0) return new Map();
  const inserted = await runFixed<InsertedRow>(
    db,
    'ledger_post_if_unchanged_v1',
    POST_IF_UNCHANGED,
    [
      lockIds,
      lockIds.length,
      expected.map((x) => x.id),
      expected.map((x) => x.balance.toString()),
      ...insertParams(transfers),
    ],
  );
  if (inserted.length === 0) return undefined;
  return transferIds(inserted);
}

export function pairKey(brandId: number, key: string): string {
  return `${brandId}\u0000${key}`;
}

/** Balances of these members' accounts. */
export async function memberAccountBalances(
  db: Executor,
  memberIds: readonly number[],
): Promise<
  { memberId: number; kind: LedgerAccountKind; vendor: string | null; balance: bigint }[]
> {
  if (memberIds.length === 0) return [];
  const found = await rows<{
    member_id: string | number;
    kind: LedgerAccountKind;
    vendor: string | null;
    balance: string;
  }>(
    db,
    sql`select member_id, kind, vendor, balance::text as balance from ledger_accounts
        where member_id = any(${arr(memberIds)}::bigint[])`,
  );
  return found.map((r) => ({
    memberId: Number(r.member_id),
    kind: r.kind,
    vendor: r.vendor,
    balance: BigInt(r.balance),
  }));
}

/** A house account's balance: the sum of its shards. */
export async function houseAccountBalance(
  db: Executor,
  brandId: number,
  kind: LedgerAccountKind,
): Promise<bigint> {
  const [row] = await rows<{ balance: string }>(
    db,
    sql`select coalesce(sum(balance), 0)::text as balance from ledger_accounts
        where brand_id = ${brandId} and kind = ${kind} and member_id is null`,
  );
  return BigInt(row?.balance ?? '0');
}
