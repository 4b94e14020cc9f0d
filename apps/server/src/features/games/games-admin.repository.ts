import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from './catalogue.repository.ts';

/**
 * The back office's reads and writes of the catalogue (issue 13 "games"). A vendor code has one
 * row per category; its maintenance window is written to all of them at once.
 */

export interface VendorRow {
  code: string;
  name: string;
  walletMode: 'SEAMLESS' | 'TRANSFER';
  categories: string[];
  inHouse: boolean;
  active: boolean;
  /** The open-ended switch (vendors.maintenance). */
  switchedOn: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  note: string | null;
  gameCount: number;
  enabledGameCount: number;
}

interface RawVendorRow {
  code: string;
  name: string;
  wallet_mode: 'SEAMLESS' | 'TRANSFER';
  categories: string[];
  in_house: boolean;
  active: boolean;
  switched_on: boolean;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  note: string | null;
  game_count: number;
  enabled_game_count: number;
}

const date = (value: Date | string | null): Date | null =>
  value === null ? null : new Date(value);

function vendorOf(row: RawVendorRow): VendorRow {
  return {
    code: row.code,
    name: row.name,
    walletMode: row.wallet_mode,
    categories: row.categories,
    inHouse: row.in_house,
    active: row.active,
    switchedOn: row.switched_on,
    startsAt: date(row.starts_at),
    endsAt: date(row.ends_at),
    note: row.note,
    gameCount: Number(row.game_count),
    enabledGameCount: Number(row.enabled_game_count),
  };
}

/** Vendor codes chosen by `codes` (a query of a `code` column), each aggregated over its rows. */
async function vendorsOf(db: Db, codes: SQL): Promise<VendorRow[]> {
  const found = await rows<RawVendorRow>(
    db,
    sql`
    with page as (${codes}),
    counts as (
      select g.vendor_id, count(*)::int as n, (count(*) filter (where g.active))::int as enabled
        from games g join vendors v on v.id = g.vendor_id
       where v.code in (select code from page)
       group by g.vendor_id
    )
    select v.code, min(v.display_name) as name, min(v.wallet_mode) as wallet_mode,
           array_agg(v.category order by v.category) as categories,
           bool_or(v.is_in_house) as in_house, bool_or(v.active) as active,
           bool_or(v.maintenance) as switched_on,
           min(v.maintenance_starts_at) as starts_at, max(v.maintenance_ends_at) as ends_at,
           min(v.maintenance_note) as note,
           coalesce(sum(c.n), 0)::int as game_count,
           coalesce(sum(c.enabled), 0)::int as enabled_game_count
      from vendors v left join counts c on c.vendor_id = v.id
     where v.code in (select code from page)
     group by v.code
     order by v.code`,
  );
  return found.map(vendorOf);
}

/** One page of vendor codes in code order, after the keyset cursor. */
export function listVendors(db: Db, after: string | undefined, limit: number) {
  return vendorsOf(
    db,
    sql`select distinct code from vendors
         where ${after === undefined ? sql`true` : sql`code > ${after}`}
         order by code limit ${limit}`,
  );
}

export async function findVendor(db: Db, code: string): Promise<VendorRow | undefined> {
  const [found] = await vendorsOf(db, sql`select distinct code from vendors where code = ${code}`);
  return found;
}

/** In a transaction: lock every row of a vendor code; false when there is none. */
export async function lockVendor(tx: Db, code: string): Promise<boolean> {
  const locked = await rows<{ id: number }>(
    tx,
    sql`select id from vendors where code = ${code} order by id for update`,
  );
  return locked.length > 0;
}

/**
 * Every row of the vendor code gets the window (null: none) and the note; a window replaces the
 * open-ended switch, and clearing turns that off too.
 */
export async function setVendorMaintenance(
  tx: Db,
  code: string,
  window: { startsAt: Date; endsAt: Date; note: string | null } | null,
): Promise<void> {
  await tx.execute(sql`
    update vendors
       set maintenance = false,
           maintenance_starts_at = ${window ? window.startsAt.toISOString() : null}::timestamptz,
           maintenance_ends_at = ${window ? window.endsAt.toISOString() : null}::timestamptz,
           maintenance_note = ${window?.note ?? null}
     where code = ${code}`);
}

export interface GameRowAdmin {
  id: number;
  gameId: string;
  name: string;
  vendor: string;
  vendorName: string;
  category: string;
  classify: string;
  hot: boolean;
  isNew: boolean;
  hasTrial: boolean;
  sort: number;
  enabled: boolean;
}

const GAME_ADMIN_COLUMNS = sql.raw(`g.id, g.game_id as "gameId", g.name, v.code as vendor,
  v.display_name as "vendorName", g.category, g.classify, g.is_hot as hot, g.is_new as "isNew",
  g.has_trial as "hasTrial", g.sort, g.active as enabled`);

export interface GameFilter {
  vendor?: string | undefined;
  category?: string | undefined;
  q?: string | undefined;
  flag?: 'HOT' | 'NEW' | 'DISABLED' | undefined;
}

/** The position of a game in the list order (vendor, category, the vendor's order, id). */
export interface GamePosition {
  vendor: string;
  category: string;
  sort: number;
  id: number;
}

const FLAG_CONDITIONS = {
  HOT: sql`g.is_hot`,
  NEW: sql`g.is_new`,
  DISABLED: sql`not g.active`,
} as const;

/** `ilike` pattern matching `text` anywhere, its wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of games in list order after the cursor: by vendor code, category, then the
 * vendor's own order (the order the site's lists show), then id.
 */
export async function listGames(
  db: Db,
  filter: GameFilter,
  after: GamePosition | undefined,
  limit: number,
): Promise<GameRowAdmin[]> {
  const where: SQL[] = [sql`true`];
  if (filter.vendor) where.push(sql`v.code = ${filter.vendor}`);
  if (filter.category) where.push(sql`g.category = ${filter.category}`);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    where.push(sql`(g.name ilike ${pattern} or g.game_id ilike ${pattern})`);
  }
  if (filter.flag) where.push(FLAG_CONDITIONS[filter.flag]);
  if (after) {
    where.push(sql`(v.code, g.category, g.sort, g.id) >
      (${after.vendor}, ${after.category}, ${after.sort}::int, ${after.id}::int)`);
  }
  return rows<GameRowAdmin>(
    db,
    sql`
    select ${GAME_ADMIN_COLUMNS}
      from games g join vendors v on v.id = g.vendor_id
     where ${sql.join(where, sql` and `)}
     order by v.code, g.category, g.sort, g.id
     limit ${limit}`,
  );
}

/** A game by id; in a transaction, `lock` holds its row until commit. */
export async function findGame(
  db: Db,
  id: number,
  lock = false,
): Promise<GameRowAdmin | undefined> {
  const [found] = await rows<GameRowAdmin>(
    db,
    sql`select ${GAME_ADMIN_COLUMNS}
          from games g join vendors v on v.id = g.vendor_id
         where g.id = ${id} ${lock ? sql`for update of g` : sql``}`,
  );
  return found;
}

export async function updateGameFlags(
  tx: Db,
  id: number,
  change: { hot?: boolean; isNew?: boolean; sort?: number; enabled?: boolean },
): Promise<void> {
  const sets: SQL[] = [];
  if (change.hot !== undefined) sets.push(sql`is_hot = ${change.hot}`);
  if (change.isNew !== undefined) sets.push(sql`is_new = ${change.isNew}`);
  if (change.sort !== undefined) sets.push(sql`sort = ${change.sort}`);
  if (change.enabled !== undefined) sets.push(sql`active = ${change.enabled}`);
  if (sets.length === 0) return;
  await tx.execute(sql`update games set ${sql.join(sets, sql`, `)} where id = ${id}`);
}
