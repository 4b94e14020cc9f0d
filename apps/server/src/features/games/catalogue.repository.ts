import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The catalogue's SQL (spec §3 "Game list item", §7 game list, hot list, recommended): games of
 * active vendors only, each row with its vendor's code, name and maintenance flag.
 */

export interface GameRow {
  id: number;
  node_id: number;
  game_id: string;
  name: string;
  category: string;
  classify: string;
  is_hot: boolean;
  is_new: boolean;
  has_trial: boolean;
  vendor_code: string;
  vendor_name: string;
  vendor_in_house: boolean;
  maintenance: boolean;
}

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Vendor `v` is in maintenance now: switched on, or inside its scheduled window (the rule is the
 * database function of migration 0026, shared with launch and transfers).
 */
export const VENDOR_IN_MAINTENANCE = sql.raw(
  'vendor_in_maintenance(v.maintenance, v.maintenance_starts_at, v.maintenance_ends_at, now())',
);

/** The columns of a GameRow, over `games g join vendors v`. */
export const GAME_COLUMNS = sql`g.id, g.node_id, g.game_id, g.name, g.category, g.classify,
  g.is_hot, g.is_new, g.has_trial, v.code as vendor_code, v.display_name as vendor_name,
  v.is_in_house as vendor_in_house, ${VENDOR_IN_MAINTENANCE} as maintenance`;

/** A playable catalogue entry: the game and its vendor are both active. */
export const ACTIVE = sql.raw('g.active and v.active');

/** A page row: the total, and a game (all null on the one row of an empty page). */
export type GamePageRow = { total: number } & { [K in keyof GameRow]: GameRow[K] | null };

/**
 * A member's own list of games (favourites, recent launches): its table, keyed by (member_id,
 * game_id) and read as `l`; the list's columns each row carries; the page order.
 */
export interface MemberGameList {
  table: SQL;
  columns: SQL;
  order: SQL;
}

/**
 * One page of a member's list (active games of active vendors, optionally of one category),
 * with the count of the whole list in the same statement: every row carries `total`, and a page
 * past the end is a single row of nulls holding it.
 */
export async function findMemberGamePage<T extends GamePageRow>(
  db: Db,
  list: MemberGameList,
  memberId: number,
  category: string | undefined,
  limit: number,
  offset: number,
): Promise<T[]> {
  return rows(
    db,
    sql`
    with f as (
      select ${GAME_COLUMNS}, ${list.columns}
        from ${list.table} l
        join games g on g.id = l.game_id
        join vendors v on v.id = g.vendor_id
       where l.member_id = ${memberId} and ${ACTIVE}
         ${category ? sql`and g.category = ${category}` : sql``}
    ),
    total as (select count(*)::int as total from f),
    page as (select * from f order by ${list.order} limit ${limit} offset ${offset})
    select total.total, page.* from total left join page on true
     order by ${list.order}`,
  );
}

/**
 * Every playable catalogue entry (active game, active vendor) in list order: vendor order, then
 * the vendor's game order. A few hundred rows; the game lists filter a cached copy of it.
 */
export async function findCatalogue(db: Db): Promise<GameRow[]> {
  return rows(
    db,
    sql`
    select ${GAME_COLUMNS}
      from games g join vendors v on v.id = g.vendor_id
     where ${ACTIVE}
     order by v.sort, v.code, g.sort, g.id`,
  );
}

/** Every hot game of active vendors (a few dozen), optionally of one vendor code. */
export async function findHotGames(db: Db, vendor: string | undefined): Promise<GameRow[]> {
  return rows(
    db,
    sql`
    select ${GAME_COLUMNS}
      from games g join vendors v on v.id = g.vendor_id
     where ${ACTIVE} and g.is_hot ${vendor ? sql`and v.code = ${vendor}` : sql``}
     order by v.is_in_house desc, v.sort, g.sort, g.id`,
  );
}

/** Playable games of a category (vendor not in maintenance), hot first. */
export async function findPlayableGames(
  db: Db,
  category: string,
  limit: number,
): Promise<GameRow[]> {
  return rows(
    db,
    sql`
    select ${GAME_COLUMNS}
      from games g join vendors v on v.id = g.vendor_id
     where ${ACTIVE} and not ${VENDOR_IN_MAINTENANCE} and g.category = ${category}
     order by g.is_hot desc, v.is_in_house desc, v.sort, g.sort, g.id
     limit ${limit}`,
  );
}

export interface LaneVendorRow {
  category: string;
  code: string;
  display_name: string;
  wallet_mode: 'SEAMLESS' | 'TRANSFER';
  is_game: 'VASSALAGE' | 'GAME';
  maintenance: boolean;
  /** The classify tabs this vendor has active games of (empty for a vendor without games). */
  classifies: string[];
}

/** Active vendors in lane order, each with the classify tabs of its active games. */
export async function findLaneVendors(db: Db): Promise<LaneVendorRow[]> {
  return rows(
    db,
    sql`
    select v.category, v.code, v.display_name, v.wallet_mode, v.is_game,
           ${VENDOR_IN_MAINTENANCE} as maintenance,
           coalesce(array_agg(distinct g.classify) filter (where g.id is not null), '{}') as classifies
      from vendors v
      left join games g on g.vendor_id = v.id and g.active
     where v.active
     group by v.id
     order by v.sort, v.display_name, v.id`,
  );
}
