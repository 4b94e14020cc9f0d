import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dayWindow, roundsCte } from './game-rounds.ts';
import type { DayRange } from './records.model.ts';

/**
 * The SQL of the account records pages (issue 4; decision 016). Every list, count and total is
 * one set-based query over the member's own ledger entries (the profit page's bets and wins
 * over the rounds of game-rounds.ts; decision 025); amounts leave the database as integer text
 * and become bigint in the service.
 */

/** Which posting kinds a list keeps: these kinds, or every kind except these. */
export type KindFilter = { only: readonly string[] } | { except: readonly string[] } | null;

export interface Page {
  limit: number;
  offset: number;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An array bound as ONE parameter (drizzle would otherwise expand it into a list). */
function arr(values: readonly string[]): SQL {
  return sql`${sql.param(values)}::text[]`;
}

/** The instant a brand-local calendar day starts: local midnight read in the brand's zone. */
export function dayStart(day: string, timezone: string): SQL {
  return sql`((${day}::date)::timestamp at time zone ${timezone})`;
}

/** The brand-local calendar day of an instant, as yyyy-MM-dd. */
export function localDay(instant: SQL, timezone: string): SQL {
  return sql`to_char((${instant} at time zone ${timezone})::date, 'YYYY-MM-DD')`;
}

/** Half-open [start of `from`, start of the day after `to`): sargable on created_at. */
function inRange(column: SQL, range: DayRange): SQL {
  const end = sql`(((${range.to}::date + 1)::timestamp) at time zone ${range.timezone})`;
  return sql`${column} >= ${dayStart(range.from, range.timezone)} and ${column} < ${end}`;
}

/** The member's account of that kind, resolved inside the query (index ledger_accounts_member). */
function accountOf(memberId: number, kind: 'MEMBER_MAIN' | 'MEMBER_HELD'): SQL {
  return sql`(select id from ledger_accounts where member_id = ${memberId} and kind = ${kind})`;
}

function kindCondition(filter: KindFilter): SQL {
  if (!filter) return sql`true`;
  return 'only' in filter
    ? sql`t.kind = any(${arr(filter.only)})`
    : sql`t.kind <> all(${arr(filter.except)})`;
}

const ISO = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

export interface TransactionRow {
  total: number;
  credit: string;
  debit: string;
  net: string;
  /** Null on the one row of an empty page (the totals still come). */
  id: string | number | null;
  time: string | null;
  kind: string | null;
  amount: string | null;
  balance_after: string | null;
  metadata: Record<string, unknown> | null;
}

/**
 * The ledger kind of a transfer-mode vendor's game result (decision 027): booked on the member's
 * VENDOR account against house BETS, it never touches MAIN, yet it is what explains why a
 * transfer out brought back more (or less) than went in, so the account records list it too.
 */
export const VENDOR_RESULT_KIND = 'TRANSFER_VENDOR_RESULT';

/**
 * The page of MAIN-wallet entries, plus the game results booked on the member's vendor
 * wallets (VENDOR_RESULT_KIND, decision 027), newest first, and the count and totals over the
 * whole filtered range, in one statement (one snapshot): the totals row is joined to the page,
 * so an empty page still answers them. The totals are the MAIN wallet's money in and out only:
 * a game result moves no main-wallet money (the transfer out that follows it does). A game
 * result's balance after is the main wallet's at that moment (it did not change it). The
 * entries are found through ledger_entries_account (account_id, id); the transfer is joined for
 * the kind filter and the page's metadata.
 */
export async function findTransactions(
  db: Db,
  memberId: number,
  range: DayRange,
  kinds: KindFilter,
  page: Page,
): Promise<TransactionRow[]> {
  const main = accountOf(memberId, 'MEMBER_MAIN');
  return rows<TransactionRow>(
    db,
    sql`
    with f as (
      select e.id, e.amount, true as on_main
        from ledger_entries e
        join ledger_transfers t on t.id = e.transfer_id
       where e.account_id = ${main}
         and ${inRange(sql`e.created_at`, range)}
         and ${kindCondition(kinds)}
      union all
      select e.id, e.amount, false as on_main
        from ledger_entries e
        join ledger_transfers t on t.id = e.transfer_id
       where e.account_id in (select id from ledger_accounts
                               where member_id = ${memberId} and kind = 'MEMBER_VENDOR')
         and t.kind = ${VENDOR_RESULT_KIND}
         and ${inRange(sql`e.created_at`, range)}
         and ${kindCondition(kinds)}
    ),
    totals as (
      select count(*)::int as total,
             coalesce(sum(amount) filter (where on_main and amount > 0), 0)::text as credit,
             coalesce(-sum(amount) filter (where on_main and amount < 0), 0)::text as debit,
             coalesce(sum(amount) filter (where on_main), 0)::text as net
        from f
    ),
    page as (
      select id, on_main from f order by id desc limit ${page.limit} offset ${page.offset}
    )
    select totals.*, p.id, p.time, p.kind, p.amount, p.balance_after, p.metadata
      from totals
      left join (
        select e.id, to_char(e.created_at at time zone 'UTC', ${ISO}) as time, t.kind,
               e.amount::text as amount, t.metadata,
               case when page.on_main then e.balance_after
                    else coalesce((select m.balance_after from ledger_entries m
                                    where m.account_id = ${main} and m.id < e.id
                                    order by m.id desc limit 1), 0)
               end::text as balance_after
          from page
          join ledger_entries e on e.id = page.id
          join ledger_transfers t on t.id = e.transfer_id
      ) p on true
     order by p.id desc nulls last`,
  );
}

export interface ProfitRowData {
  /** Null on the totals row (grouping set ()). */
  day: string | null;
  bets: string;
  wins: string;
  bonus: string;
  profit: string;
  deposits: string;
  withdrawals: string;
}

/**
 * Profit and loss per brand-local day, plus the totals row, in one GROUP BY with grouping
 * sets. Bets and wins are the stakes and payouts of the rounds of game-rounds.ts — the same
 * rounds, on the day of their first bet, as the betting records and the profit by vendor and
 * game, so the summary always equals the sum of that breakdown (decision 025): refunds taken
 * off, jackpot wins and transfer-mode vendors' bets included. Bonuses and deposits are the MAIN
 * wallet's entries of those kinds. Withdrawals are the amounts actually PAID (WITHDRAWAL_PAY
 * debits HELD, not MAIN), on the day they were paid: a held or rejected request is not money
 * that left, and counting holds minus releases would show negative withdrawals on the day a
 * rejection is released.
 */
export async function findProfit(
  db: Db,
  memberId: number,
  brandId: number,
  range: DayRange,
  kinds: { bonus: string; deposit: string; withdrawalPaid: string },
): Promise<ProfitRowData[]> {
  const main = accountOf(memberId, 'MEMBER_MAIN');
  const held = accountOf(memberId, 'MEMBER_HELD');
  const total = (column: string) => sql`coalesce(sum(${sql.raw(column)}), 0)`;
  const amountOf = (kind: string) => sql`case when t.kind = ${kind} then e.amount else 0 end`;
  return rows<ProfitRowData>(
    db,
    sql`
    with ${roundsCte(memberId, brandId, dayWindow(range))},
    d as (
      select ${localDay(sql`placed_at`, range.timezone)} as day, stake as bets, payout as wins,
             0::bigint as bonus, 0::bigint as deposits, 0::bigint as withdrawals
        from rounds
      union all
      select ${localDay(sql`e.created_at`, range.timezone)}, 0, 0,
             ${amountOf(kinds.bonus)}, ${amountOf(kinds.deposit)},
             -(${amountOf(kinds.withdrawalPaid)})
        from ledger_entries e
        join ledger_transfers t on t.id = e.transfer_id
       where ((e.account_id = ${main} and t.kind in (${kinds.bonus}, ${kinds.deposit}))
           or (e.account_id = ${held} and t.kind = ${kinds.withdrawalPaid}))
         and ${inRange(sql`e.created_at`, range)}
    )
    select day,
           ${total('bets')}::text as bets,
           ${total('wins')}::text as wins,
           ${total('bonus')}::text as bonus,
           (${total('wins')} + ${total('bonus')} - ${total('bets')})::text as profit,
           ${total('deposits')}::text as deposits,
           ${total('withdrawals')}::text as withdrawals
      from d
     group by grouping sets ((day), ())
     order by day nulls last`,
  );
}

export interface BonusRow {
  total: number;
  sum: string;
  id: string | number | null;
  time: string | null;
  source: string | null;
  title: string | null;
  amount: string | null;
  turnover_required: string | null;
}

/**
 * Bonuses credited to the member's MAIN wallet, newest first, with the turnover each one
 * requires: the BONUS requirement whose source_ref is the posting's ledger key
 * (`bonus:<idempotencyKey>`, as features/withdrawals/bonus.service.ts grants it; unique
 * index on (source_kind, source_ref)). No requirement reads as 0.
 */
export async function findBonuses(
  db: Db,
  memberId: number,
  range: DayRange,
  bonusKind: string,
  page: Page,
): Promise<BonusRow[]> {
  return rows<BonusRow>(
    db,
    sql`
    with f as (
      select e.id, e.amount
        from ledger_entries e
        join ledger_transfers t on t.id = e.transfer_id
       where e.account_id = ${accountOf(memberId, 'MEMBER_MAIN')}
         and t.kind = ${bonusKind}
         and e.amount > 0
         and ${inRange(sql`e.created_at`, range)}
    ),
    totals as (select count(*)::int as total, coalesce(sum(amount), 0)::text as sum from f),
    page as (select id from f order by id desc limit ${page.limit} offset ${page.offset})
    select totals.*, p.*
      from totals
      left join (
        select e.id, to_char(e.created_at at time zone 'UTC', ${ISO}) as time,
               t.metadata->>'source' as source, t.metadata->>'title' as title,
               e.amount::text as amount,
               coalesce((select sum(r.required) from turnover_requirements r
                          where r.source_kind = 'BONUS' and r.source_ref = t.idempotency_key
                            and r.member_id = ${memberId} and r.brand_id = t.brand_id), 0)::text
                 as turnover_required
          from page
          join ledger_entries e on e.id = page.id
          join ledger_transfers t on t.id = e.transfer_id
      ) p on true
     order by p.id desc nulls last`,
  );
}
