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
