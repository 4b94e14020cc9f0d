import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type DayRange, dayStart, type Page } from './records.repository.ts';

/**
 * The SQL of the betting records and the profit by game (issue 5 "Records"). One set-based
 * statement per page, plain PostgreSQL that PGlite runs too. A round is the member's MAIN-wallet
 * postings of kinds BET, WIN, BET_REFUND and JACKPOT_WIN that share (metadata source, vendor,
 * roundId) — in-house slot round 7 and crash round 7 are both vendor INHOUSE, so the source is
 * part of the key. Transfer-mode vendors' bets (their own wallets) come from vendor_bet_records.
 */

export interface BetFilter {
  category?: string;
  vendor?: string;
  gameCode?: string;
  status?: string;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const ISO = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);
const GAME_KINDS = sql.raw(`('BET', 'WIN', 'BET_REFUND', 'JACKPOT_WIN')`);

function inRange(column: SQL, range: DayRange): SQL {
  const end = sql`(((${range.to}::date + 1)::timestamp) at time zone ${range.timezone})`;
  return sql`${column} >= ${dayStart(range.from, range.timezone)} and ${column} < ${end}`;
}

/**
 * CTEs ending in `rounds`: one row per round placed in the range (its first bet, or its first
 * posting when it has no bet, falls in the range) with stake = bets − refunds, payout = wins +
 * jackpot wins, and the status: CANCELLED when refunds cover every bet, SETTLED when the round has
 * a win or its game closed it (vendor_rounds SETTLED, inhouse_rounds SETTLED, crash bet cashed out
 * or lost), OPEN otherwise. A round's postings are found by the keys of postings inside the range
 * and then read whole, so a win posted after midnight still counts with its bet.
 */
function roundsCte(memberId: number, brandId: number, range: DayRange, filter: BetFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.category) conditions.push(sql`category = ${filter.category}`);
  if (filter.vendor) conditions.push(sql`vendor = ${filter.vendor}`);
  if (filter.gameCode) conditions.push(sql`game_code = ${filter.gameCode}`);
  if (filter.status) conditions.push(sql`status = ${filter.status}`);
  return sql`
    p as (
      select t.id, t.kind, e.created_at, e.amount, t.metadata,
             coalesce(t.metadata->>'source', 'SEAMLESS') as source,
             coalesce(t.metadata->>'vendor', '') as vendor,
             coalesce(t.metadata->>'roundId', t.metadata->>'txId', 'transfer:' || t.id) as round_id
        from ledger_entries e
        join ledger_transfers t on t.id = e.transfer_id
       where e.account_id = (select id from ledger_accounts
                              where member_id = ${memberId} and kind = 'MEMBER_MAIN')
         and t.kind in ${GAME_KINDS}
    ),
    k as (select distinct source, vendor, round_id from p where ${inRange(sql`created_at`, range)}),
    agg as (
      select p.source, p.vendor, p.round_id,
             coalesce(-sum(p.amount) filter (where p.kind = 'BET'), 0) as bets,
             coalesce(sum(p.amount) filter (where p.kind = 'BET_REFUND'), 0) as refunds,
             coalesce(sum(p.amount) filter (where p.kind in ('WIN', 'JACKPOT_WIN')), 0) as wins,
             count(*) filter (where p.kind in ('WIN', 'JACKPOT_WIN')) as win_count,
             coalesce(min(p.created_at) filter (where p.kind = 'BET'), min(p.created_at)) as placed_at,
             max(p.created_at) filter (where p.kind in ('WIN', 'JACKPOT_WIN')) as won_at,
             max(p.created_at) filter (where p.kind = 'BET_REFUND') as refunded_at,
             (array_agg(p.metadata->>'gameCode' order by p.id))[1] as game_code,
             (array_agg(p.metadata->>'category' order by p.id))[1] as category
        from p join k using (source, vendor, round_id)
       group by p.source, p.vendor, p.round_id
    ),
    ledger_rounds as (
      select a.source, a.vendor, a.round_id, a.game_code, a.category, a.placed_at,
             greatest(a.bets - a.refunds, 0) as stake, a.wins as payout,
             case
               when a.bets > 0 and a.refunds >= a.bets then 'CANCELLED'
               when a.win_count > 0 or vr.status = 'SETTLED' or ir.status = 'SETTLED'
                    or cb.status in ('CASHED_OUT', 'LOST') then 'SETTLED'
               else 'OPEN'
             end as status,
             case
               when a.bets > 0 and a.refunds >= a.bets then a.refunded_at
               else coalesce(a.won_at,
                             case when vr.status = 'SETTLED' then vr.updated_at end,
                             case when ir.status = 'SETTLED' then ir.settled_at end,
                             case when cb.status <> 'PLACED' then cb.settled_at end)
             end as settled_at
        from agg a
        left join vendor_rounds vr
               on a.source = 'SEAMLESS' and vr.brand_id = ${brandId} and vr.vendor = a.vendor
              and vr.round_id = a.round_id and vr.member_id = ${memberId}
        left join inhouse_rounds ir
               on a.source = 'INHOUSE' and ir.member_id = ${memberId} and ir.id::text = a.round_id
        left join crash_bets cb
               on a.source = 'CRASH' and cb.member_id = ${memberId} and cb.round_id::text = a.round_id
       where ${inRange(sql`a.placed_at`, range)}
    ),
    feed_rounds as (
      select 'TRANSFER' as source, f.vendor, f.round_id, f.game_code, f.category, f.placed_at,
             case when f.status = 'VOID' then 0 else f.stake end as stake,
             case when f.status = 'VOID' then 0 else f.payout end as payout,
             case f.status when 'VOID' then 'CANCELLED' else f.status end as status,
             case when f.status = 'OPEN' then null else coalesce(f.settled_at, f.updated_at) end
               as settled_at
        from vendor_bet_records f
       where f.member_id = ${memberId} and ${inRange(sql`f.placed_at`, range)}
    ),
    unioned as (select * from ledger_rounds union all select * from feed_rounds),
    rounds as (
      select u.source, u.vendor, u.round_id, u.placed_at, u.settled_at, u.status,
             u.stake, u.payout, coalesce(u.game_code, '') as game_code,
             coalesce(u.category, gm.category,
                      (select min(vc.category) from vendors vc where vc.code = u.vendor)) as category
        from unioned u
        left join games gm on gm.game_id = u.game_code
    ),
    filtered as (select * from rounds where ${sql.join(conditions, sql` and `)})`;
}

export interface BetRow {
  total: number;
  stake_total: string;
  payout_total: string;
  /** Null on the one row of an empty page (the totals still come). */
  source: string | null;
  vendor: string | null;
  round_id: string | null;
  category: string | null;
  game_code: string | null;
  game_name: string | null;
  vendor_name: string | null;
  stake: string | null;
  payout: string | null;
  status: string | null;
  placed_at: string | null;
  settled_at: string | null;
  /** A crash round's link of the hash chain, once it crashed (public from then on). */
  crash_hash: string | null;
  /** The salt of that round's chain (published). */
  crash_salt: string | null;
}

/** A page of rounds, newest first, and the count and totals of the whole filtered range. */
export async function findBetRecords(
  db: Db,
  memberId: number,
  brandId: number,
  range: DayRange,
  filter: BetFilter,
  page: Page,
): Promise<BetRow[]> {
  return rows(
    db,
    sql`
    with ${roundsCte(memberId, brandId, range, filter)},
    totals as (
      select count(*)::int as total, coalesce(sum(stake), 0)::text as stake_total,
             coalesce(sum(payout), 0)::text as payout_total
        from filtered
    ),
    pg as (
      select * from filtered
       order by placed_at desc, source, vendor, round_id desc
       limit ${page.limit} offset ${page.offset}
    )
    select totals.*, pg.source, pg.vendor, pg.round_id, pg.category, pg.game_code,
           gm.name as game_name,
           coalesce(vn.display_name,
                    (select min(vx.display_name) from vendors vx where vx.code = pg.vendor))
             as vendor_name,
           pg.stake::text as stake, pg.payout::text as payout, pg.status,
           to_char(pg.placed_at at time zone 'UTC', ${ISO}) as placed_at,
           to_char(pg.settled_at at time zone 'UTC', ${ISO}) as settled_at,
           cr.hash as crash_hash, cc.salt as crash_salt
      from totals
      left join pg on true
      left join games gm on gm.game_id = pg.game_code
      left join crash_rounds cr
             on pg.source = 'CRASH' and cr.id::text = pg.round_id and cr.status = 'CRASHED'
      left join crash_chains cc on cc.id = cr.chain_id
      left join vendors vn on vn.code = pg.vendor and vn.category = pg.category
     order by pg.placed_at desc nulls last, pg.source, pg.vendor, pg.round_id desc`,
  );
}

export interface ProfitGroupRow {
  /** 'GAME', 'VENDOR' or 'TOTAL' (the grouping set of the row). */
  level: 'GAME' | 'VENDOR' | 'TOTAL';
  vendor: string | null;
  category: string | null;
  game_code: string | null;
  game_name: string | null;
  vendor_name: string | null;
  stake: string;
  payout: string;
  rounds: number;
}

/**
 * Profit and loss of the range's rounds grouped by vendor, by game and in total, in one
 * GROUP BY GROUPING SETS over the same rounds as the betting records.
 */
export async function findGameProfit(
  db: Db,
  memberId: number,
  brandId: number,
  range: DayRange,
): Promise<ProfitGroupRow[]> {
  return rows(
    db,
    sql`
    with ${roundsCte(memberId, brandId, range, {})},
    grouped as (
      select case when grouping(vendor) = 1 then 'TOTAL'
                  when grouping(game_code) = 1 then 'VENDOR' else 'GAME' end as level,
             vendor, category, game_code,
             coalesce(sum(stake), 0)::text as stake, coalesce(sum(payout), 0)::text as payout,
             (count(*) filter (where status <> 'CANCELLED'))::int as rounds
        from filtered
       group by grouping sets ((vendor, category, game_code), (vendor), ())
    )
    select g.*, gm.name as game_name,
           coalesce(vn.display_name,
                    (select min(vx.display_name) from vendors vx where vx.code = g.vendor))
             as vendor_name
      from grouped g
      left join games gm on gm.game_id = g.game_code
      left join vendors vn on vn.code = g.vendor and vn.category = g.category
     order by g.level, g.vendor, g.category, g.game_code`,
  );
}
