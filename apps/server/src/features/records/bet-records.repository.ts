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

/** A range of brand-local days whose days up to `closedThrough` come from the daily roll-up. */
export type RolledRange = DayRange & { closedThrough: string };

/** The days of the range read live: those after `closedThrough`. */
const liveWindow = (column: SQL, range: RolledRange) => sql`
  ${column} >= ((greatest(${range.from}::date, ${range.closedThrough}::date + 1))::timestamp
                at time zone ${range.timezone})
  and ${column} < (((${range.to}::date + 1)::timestamp) at time zone ${range.timezone})`;

/** The rolled-up days of the range. */
const rolledDays = (table: SQL, range: RolledRange, brandId: number) => sql`
  ${table}.brand_id = ${brandId} and ${table}.timezone = ${range.timezone}
  and ${table}.day >= ${range.from}::date
  and ${table}.day <= least(${range.to}::date, ${range.closedThrough}::date)`;

/**
 * The members' MAIN-wallet game postings (BET, BET_REFUND, WIN, JACKPOT_WIN, as game-rounds.ts
 * reads them) in a window of time: one range read of ledger_transfers_kind_time, each with its
 * MAIN entry by ledger_entries_transfer.
 */
const postedPlay = (brandId: number, timezone: string, window: SQL) => sql`
  select to_char(t.created_at at time zone ${timezone}, 'YYYY-MM-DD') as day, t.kind,
         e.amount, a.member_id, coalesce(t.metadata->>'vendor', '') as vendor,
         nullif(t.metadata->>'category', '') as category,
         nullif(t.metadata->>'gameCode', '') as game_code
    from ledger_transfers t
    join ledger_entries e on e.transfer_id = t.id
    join ledger_accounts a on a.id = e.account_id
   where t.brand_id = ${brandId} and t.kind in ('BET', 'WIN', 'BET_REFUND', 'JACKPOT_WIN')
     and ${window}
     and a.kind = 'MEMBER_MAIN'`;

/** Postings per day, vendor, category and game: bets, turnover (stakes − refunds) and wins. */
const playGroups = (posted: SQL) => sql`
  select day, vendor, category, game_code,
         count(*) filter (where kind = 'BET') as bets,
         coalesce(-sum(amount) filter (where kind in ('BET', 'BET_REFUND')), 0) as turnover,
         coalesce(sum(amount) filter (where kind in ('WIN', 'JACKPOT_WIN')), 0) as wins
    from (${posted}) posted
   group by day, vendor, category, game_code`;

/**
 * A brand's play by brand-local day, vendor and category, counted when it happened: the
 * members' game postings (the closed days from their roll-up, play_day_totals; the others live)
 * and the transfer-mode vendors' feed bets (by the time placed, VOID ones left out; always live,
 * as the feed arrives late). `turnover` = stakes − refunds, `wins` = wins + jackpot wins. The
 * category is the posting's, else the game's, else the vendor's.
 */
export async function brandPlayByDay(
  db: Db,
  brandId: number,
  range: RolledRange,
): Promise<BrandPlayRow[]> {
  return rows(
    db,
    sql`
    with plays as (
      select to_char(r.day, 'YYYY-MM-DD') as day, r.vendor, nullif(r.category, '') as category,
             nullif(r.game_code, '') as game_code, r.bets, r.turnover, r.wins
        from play_day_totals r
       where ${rolledDays(sql`r`, range, brandId)}
      union all
      ${playGroups(postedPlay(brandId, range.timezone, liveWindow(sql`t.created_at`, range)))}
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
 * brand-local days, each with the last such day: the closed days from play_day_bettors, the
 * others from the postings, and the feed.
 */
export async function bettingPlayers(
  db: Db,
  brandId: number,
  range: RolledRange,
): Promise<{ memberId: number; lastDay: string }[]> {
  const found = await rows<{ member_id: string | number; last_day: string }>(
    db,
    sql`
    with bets as (
      select r.member_id, to_char(r.day, 'YYYY-MM-DD') as day
        from play_day_bettors r
       where ${rolledDays(sql`r`, range, brandId)}
      union all
      select member_id, day
        from (${postedPlay(brandId, range.timezone, liveWindow(sql`t.created_at`, range))}) p
       where kind = 'BET'
      union all
      select f.member_id, to_char(f.placed_at at time zone ${range.timezone}, 'YYYY-MM-DD')
        from vendor_bet_records f
       where f.brand_id = ${brandId} and ${playWindow(sql`f.placed_at`, range)}
         and f.status <> 'VOID'
    )
    select b.member_id, max(b.day) as last_day
      from bets b
      join members m on m.id = b.member_id
     where m.type = ${MEMBER_TYPE_ID}
     group by b.member_id`,
  );
  return found.map((row) => ({ memberId: Number(row.member_id), lastDay: row.last_day }));
}

/** The days of [from, to] not rolled up yet for this brand and time zone, oldest first. */
export async function missingPlayDays(
  db: Db,
  brandId: number,
  timezone: string,
  from: string,
  to: string,
): Promise<string[]> {
  const found = await rows<{ day: string }>(
    db,
    sql`
    select to_char(d, 'YYYY-MM-DD') as day
      from generate_series(${from}::date, ${to}::date, interval '1 day') d
     where not exists (select 1 from play_day_rollups r
                        where r.brand_id = ${brandId} and r.timezone = ${timezone}
                          and r.day = d::date)
     order by d`,
  );
  return found.map((row) => row.day);
}

/**
 * Roll one closed day up, once: the marker row first (a concurrent roll-up of the same day waits
 * for it and then does nothing), then the day's play and bettors, in one transaction.
 */
export async function rollUpPlayDay(
  db: Db,
  brandId: number,
  timezone: string,
  day: string,
): Promise<boolean> {
  const window = playWindow(sql`t.created_at`, { from: day, to: day, timezone });
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const marked = await rows<{ day: string }>(
      tx,
      sql`insert into play_day_rollups (brand_id, timezone, day)
          values (${brandId}, ${timezone}, ${day}::date)
          on conflict do nothing returning day`,
    );
    if (marked.length === 0) return false;
    await tx.execute(sql`
      insert into play_day_totals (brand_id, timezone, day, vendor, category, game_code, bets,
                                   turnover, wins)
      select ${brandId}::int, ${timezone}::text, ${day}::date, vendor, coalesce(category, ''),
             coalesce(game_code, ''), bets, turnover, wins
        from (${playGroups(postedPlay(brandId, timezone, window))}) g`);
    await tx.execute(sql`
      insert into play_day_bettors (brand_id, timezone, day, member_id)
      select distinct ${brandId}::int, ${timezone}::text, ${day}::date, member_id
        from (${postedPlay(brandId, timezone, window)}) p
       where kind = 'BET'`);
    return true;
  });
}
