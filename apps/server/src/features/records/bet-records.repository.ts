import { MEMBER_TYPE_ID } from '@nova/contracts/constants';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dayWindow, roundsCte } from './game-rounds.ts';
import type { DayRange } from './records.model.ts';
import type { Page } from './records.repository.ts';

/**
 * The SQL of the betting records and the profit by game (issue 5 "Records"). One set-based
 * statement per page, plain PostgreSQL that PGlite runs too, over the rounds of game-rounds.ts
 * (the one definition of a round, its stake, payout and status; decision 025).
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

/** The rounds of the range (game-rounds.ts, the one definition) that pass the filter. */
function filteredRounds(
  memberId: number,
  brandId: number,
  range: DayRange,
  filter: BetFilter,
): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.category) conditions.push(sql`category = ${filter.category}`);
  if (filter.vendor) conditions.push(sql`vendor = ${filter.vendor}`);
  if (filter.gameCode) conditions.push(sql`game_code = ${filter.gameCode}`);
  if (filter.status) conditions.push(sql`status = ${filter.status}`);
  return sql`${roundsCte(memberId, brandId, dayWindow(range))},
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
    with ${filteredRounds(memberId, brandId, range, filter)},
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

/** A round of findRoundsBefore: a BetRow without the totals, and its keyset position. */
export type RoundRow = Omit<BetRow, 'total' | 'stake_total' | 'payout_total'> & {
  /** placed_at with microseconds, UTC: the cursor's first part. */
  cursor_at: string;
};

/** Where a page of rounds ends: (placed_at, source, vendor, round_id), all descending. */
export interface RoundCursor {
  at: string;
  source: string;
  vendor: string;
  roundId: string;
}

const ISO_MICROS = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`);

/**
 * A member's rounds of all time, newest first, after the keyset cursor (the back office, issue
 * 13): the rounds of game-rounds.ts, ordered by (placed_at, source, vendor, round_id), all
 * descending, so that a page starts strictly below the last row of the previous one.
 */
export async function findRoundsBefore(
  db: Db,
  memberId: number,
  brandId: number,
  cursor: RoundCursor | undefined,
  limit: number,
): Promise<RoundRow[]> {
  const window = {
    start: sql`'-infinity'::timestamptz`,
    end: cursor ? sql`(${cursor.at}::timestamptz + interval '1 microsecond')` : null,
  };
  const below = cursor
    ? sql`(placed_at, source, vendor, round_id) <
          (${cursor.at}::timestamptz, ${cursor.source}, ${cursor.vendor}, ${cursor.roundId})`
    : sql`true`;
  return rows(
    db,
    sql`
    with ${roundsCte(memberId, brandId, window)},
    pg as (
      select * from rounds where ${below}
       order by placed_at desc, source desc, vendor desc, round_id desc
       limit ${limit}
    )
    select pg.source, pg.vendor, pg.round_id, pg.category, pg.game_code,
           gm.name as game_name,
           coalesce(vn.display_name,
                    (select min(vx.display_name) from vendors vx where vx.code = pg.vendor))
             as vendor_name,
           pg.stake::text as stake, pg.payout::text as payout, pg.status,
           to_char(pg.placed_at at time zone 'UTC', ${ISO}) as placed_at,
           to_char(pg.settled_at at time zone 'UTC', ${ISO}) as settled_at,
           cr.hash as crash_hash, cc.salt as crash_salt,
           to_char(pg.placed_at at time zone 'UTC', ${ISO_MICROS}) as cursor_at
      from pg
      left join games gm on gm.game_id = pg.game_code
      left join crash_rounds cr
             on pg.source = 'CRASH' and cr.id::text = pg.round_id and cr.status = 'CRASHED'
      left join crash_chains cc on cc.id = cr.chain_id
      left join vendors vn on vn.code = pg.vendor and vn.category = pg.category
     order by pg.placed_at desc, pg.source desc, pg.vendor desc, pg.round_id desc`,
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
    with ${filteredRounds(memberId, brandId, range, {})},
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

/** Play of one brand-local day, vendor and category (the dashboard, issue 13). */
export interface BrandPlayRow {
  day: string;
  vendor: string;
  category: string;
  vendor_name: string;
  bets: number;
  turnover: string;
  wins: string;
}

const playWindow = (column: SQL, range: DayRange) => sql`
  ${column} >= ((${range.from}::date)::timestamp at time zone ${range.timezone})
  and ${column} < (((${range.to}::date + 1)::timestamp) at time zone ${range.timezone})`;

/**
 * A brand's play by brand-local day, vendor and category, counted when it happened: the
 * members' MAIN-wallet game postings (BET, BET_REFUND, WIN, JACKPOT_WIN, as game-rounds.ts
 * reads them) and the transfer-mode vendors' feed bets (by the time placed, VOID ones left out).
 * `turnover` = stakes − refunds, `wins` = wins + jackpot wins. The postings are one range read
 * of ledger_transfers_kind_time, each with its MAIN entry by ledger_entries_transfer; the feed
 * one range read of vendor_bet_records_brand_placed. The category is the posting's, else the
 * game's, else the vendor's.
 */
export async function brandPlayByDay(
  db: Db,
  brandId: number,
  range: DayRange,
): Promise<BrandPlayRow[]> {
  return rows(
    db,
    sql`
    with posted as (
      select to_char(t.created_at at time zone ${range.timezone}, 'YYYY-MM-DD') as day, t.kind,
             e.amount, coalesce(t.metadata->>'vendor', '') as vendor,
             nullif(t.metadata->>'category', '') as category,
             nullif(t.metadata->>'gameCode', '') as game_code
        from ledger_transfers t
        join ledger_entries e on e.transfer_id = t.id
        join ledger_accounts a on a.id = e.account_id
       where t.brand_id = ${brandId} and t.kind in ('BET', 'WIN', 'BET_REFUND', 'JACKPOT_WIN')
         and ${playWindow(sql`t.created_at`, range)}
         and a.kind = 'MEMBER_MAIN'
    ),
    plays as (
      select day, vendor, category, game_code,
             count(*) filter (where kind = 'BET') as bets,
             coalesce(-sum(amount) filter (where kind in ('BET', 'BET_REFUND')), 0) as turnover,
             coalesce(sum(amount) filter (where kind in ('WIN', 'JACKPOT_WIN')), 0) as wins
        from posted
       group by day, vendor, category, game_code
      union all
      select to_char(f.placed_at at time zone ${range.timezone}, 'YYYY-MM-DD'), f.vendor,
             nullif(f.category, ''), nullif(f.game_code, ''),
             count(*) filter (where f.status <> 'VOID'),
             coalesce(sum(f.stake) filter (where f.status <> 'VOID'), 0),
             coalesce(sum(f.payout) filter (where f.status <> 'VOID'), 0)
        from vendor_bet_records f
       where f.brand_id = ${brandId} and ${playWindow(sql`f.placed_at`, range)}
       group by 1, 2, 3, 4
    ),
    grouped as (
      select p.day, p.vendor,
             coalesce(p.category, gm.category,
                      (select min(vc.category) from vendors vc where vc.code = p.vendor), '')
               as category,
             sum(p.bets) as bets, sum(p.turnover) as turnover, sum(p.wins) as wins
        from plays p
        left join games gm on gm.game_id = p.game_code
       group by 1, 2, 3
    )
    select g.day, g.vendor, g.category,
           coalesce(vn.display_name,
                    (select min(vx.display_name) from vendors vx where vx.code = g.vendor),
                    g.vendor) as vendor_name,
           g.bets::int as bets, g.turnover::text as turnover, g.wins::text as wins
      from grouped g
      left join vendors vn on vn.code = g.vendor and vn.category = g.category
     order by g.day, g.vendor, g.category`,
  );
}

/**
 * The players (members of type MEMBER_TYPE_ID) of a brand who placed a bet during a range of
 * brand-local days, each with the last such day: the same two range reads as brandPlayByDay.
 */
export async function bettingPlayers(
  db: Db,
  brandId: number,
  range: DayRange,
): Promise<{ memberId: number; lastDay: string }[]> {
  const found = await rows<{ member_id: string | number; last_day: string }>(
    db,
    sql`
    with bets as (
      select a.member_id, t.created_at as at
        from ledger_transfers t
        join ledger_entries e on e.transfer_id = t.id
        join ledger_accounts a on a.id = e.account_id
       where t.brand_id = ${brandId} and t.kind = 'BET'
         and ${playWindow(sql`t.created_at`, range)}
         and a.kind = 'MEMBER_MAIN'
      union all
      select f.member_id, f.placed_at
        from vendor_bet_records f
       where f.brand_id = ${brandId} and ${playWindow(sql`f.placed_at`, range)}
         and f.status <> 'VOID'
    )
    select b.member_id, to_char(max(b.at) at time zone ${range.timezone}, 'YYYY-MM-DD') as last_day
      from bets b
      join members m on m.id = b.member_id
     where m.type = ${MEMBER_TYPE_ID}
     group by b.member_id`,
  );
  return found.map((row) => ({ memberId: Number(row.member_id), lastDay: row.last_day }));
}
