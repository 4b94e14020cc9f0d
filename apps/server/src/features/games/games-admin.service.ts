import type {
  GameVendorStatus,
  OpsGame,
  OpsGameVendor,
  UpdateGame,
  VendorMaintenance,
} from '@nova/contracts/api/ops-games';
import { GAME_CATALOGUE_CACHE_SECONDS } from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { cacheFor } from '../../lib/ttl-cache.ts';
import {
  findGame,
  findVendor,
  type GameFilter,
  type GamePosition,
  type GameRowAdmin,
  listGames as listGameRows,
  listVendors as listVendorRows,
  lockVendor,
  setVendorMaintenance,
  updateGameFlags,
  type VendorRow,
} from './games-admin.repository.ts';

/**
 * The catalogue in the back office (issue 13 "games"): vendors and their maintenance windows,
 * games and their flags and order. The catalogue is shared by every brand. Each write clears
 * the player catalogue's caches, so the site's lists show it on their next read.
 */
export interface GamesAdminDeps {
  db: Db;
  now: () => Date;
}

/** What the audit log keeps of a vendor's maintenance. */
export interface MaintenanceState {
  switchedOn: boolean;
  startsAt: string | null;
  endsAt: string | null;
  note: string | null;
}

/** What the audit log keeps of a game. */
export type GameState = Pick<OpsGame, 'hot' | 'isNew' | 'sort' | 'enabled'>;

/**
 * Every cache the player catalogue keeps (catalogue.service, games.service, lanes.service).
 * All of them live for GAME_CATALOGUE_CACHE_SECONDS, so naming one here never changes its life.
 */
const CATALOGUE_CACHES = [
  'game-catalogue',
  'hot-games',
  'recommended-games',
  'vendor-codes',
  'game-menus',
  'game-vendor-lanes',
] as const;

export function clearCatalogueCaches(db: Db): void {
  for (const name of CATALOGUE_CACHES) {
    cacheFor(db, name, GAME_CATALOGUE_CACHE_SECONDS * 1000).clear();
  }
}

/** Inside the window, or switched on: refused at launch (vendor_in_maintenance, migration 0026). */
function inMaintenance(row: VendorRow, now: Date): boolean {
  if (row.switchedOn) return true;
  return row.startsAt !== null && row.endsAt !== null && row.startsAt <= now && now < row.endsAt;
}

export function vendorStatus(row: VendorRow, now: Date): GameVendorStatus {
  if (!row.active) return 'INACTIVE';
  if (inMaintenance(row, now)) return 'MAINTENANCE';
  if (row.startsAt && row.startsAt > now) return 'SCHEDULED';
  return 'LIVE';
}

function toVendor(row: VendorRow, now: Date): OpsGameVendor {
  const windowAhead = row.endsAt !== null && row.endsAt > now;
  return {
    code: row.code,
    name: row.name,
    walletMode: row.walletMode,
    categories: row.categories,
    inHouse: row.inHouse,
    active: row.active,
    gameCount: row.gameCount,
    enabledGameCount: row.enabledGameCount,
    status: vendorStatus(row, now),
    maintenance: row.switchedOn
      ? { startsAt: null, endsAt: null, note: row.note }
      : windowAhead
        ? {
            startsAt: row.startsAt?.toISOString() ?? null,
            endsAt: row.endsAt?.toISOString() ?? null,
            note: row.note,
          }
        : null,
  };
}

function maintenanceState(row: VendorRow): MaintenanceState {
  return {
    switchedOn: row.switchedOn,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    note: row.note,
  };
}

export async function listVendors(
  deps: GamesAdminDeps,
  query: { after?: string | undefined; limit: number },
): Promise<{ items: OpsGameVendor[]; nextAfter: string | null }> {
  const found = await listVendorRows(deps.db, query.after, query.limit);
  const now = deps.now();
  return {
    items: found.map((row) => toVendor(row, now)),
    nextAfter: found.length === query.limit ? (found.at(-1)?.code ?? null) : null,
  };
}

interface VendorChange {
  vendor: OpsGameVendor;
  before: MaintenanceState;
  after: MaintenanceState;
}

/** Lock the vendor's rows, apply `window`, and read it back; NOT_FOUND for an unknown code. */
async function changeMaintenance(
  deps: GamesAdminDeps,
  code: string,
  window: Parameters<typeof setVendorMaintenance>[2],
): Promise<VendorChange> {
  const result = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (!(await lockVendor(tx, code))) throw new AppError('NOT_FOUND', 'No such vendor');
    const before = await findVendor(tx, code);
    await setVendorMaintenance(tx, code, window);
    const after = await findVendor(tx, code);
    if (!before || !after) throw new AppError('NOT_FOUND', 'No such vendor');
    return { before, after };
  });
  clearCatalogueCaches(deps.db);
  return {
    vendor: toVendor(result.after, deps.now()),
    before: maintenanceState(result.before),
    after: maintenanceState(result.after),
  };
}

/**
 * Schedule a vendor's maintenance (every category of its code): launches are refused from the
 * start until the end. It replaces any earlier window, and the open-ended switch. A window that
 * is already over is refused, with nothing written.
 */
export async function scheduleMaintenance(
  deps: GamesAdminDeps,
  code: string,
  input: VendorMaintenance,
): Promise<VendorChange> {
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (!(startsAt < endsAt)) {
    throw new AppError('VALIDATION_FAILED', 'endsAt must be after startsAt', [
      { path: 'body.endsAt', issue: 'before_start' },
    ]);
  }
  if (endsAt <= deps.now()) {
    throw new AppError('VALIDATION_FAILED', 'The window is already over', [
      { path: 'body.endsAt', issue: 'past' },
    ]);
  }
  const note = input.note?.trim() ? input.note.trim() : null;
  return changeMaintenance(deps, code, { startsAt, endsAt, note });
}

/** End the maintenance now, or cancel one ahead: the vendor's games can be launched at once. */
export function clearMaintenance(deps: GamesAdminDeps, code: string): Promise<VendorChange> {
  return changeMaintenance(deps, code, null);
}

// ── Games ─────────────────────────────────────────────────────────────────────────────────────

const CURSOR = /^([A-Za-z0-9_]{1,32})\.([A-Z]{1,16})\.(\d{1,7})\.(\d{1,9})$/;

function cursorOf(row: GameRowAdmin): string {
  return `${row.vendor}.${row.category}.${row.sort}.${row.id}`;
}

function positionOf(cursor: string | undefined): GamePosition | undefined {
  if (cursor === undefined) return undefined;
  const match = CURSOR.exec(cursor);
  if (!match) {
    throw new AppError('VALIDATION_FAILED', 'Bad cursor', [
      { path: 'query.after', issue: 'cursor' },
    ]);
  }
  const [, vendor = '', category = '', sort = '0', id = '0'] = match;
  return { vendor, category, sort: Number(sort), id: Number(id) };
}

const toGame = (row: GameRowAdmin): OpsGame => ({
  ...row,
  id: Number(row.id),
  sort: Number(row.sort),
});

export async function listGames(
  deps: GamesAdminDeps,
  query: GameFilter & { after?: string | undefined; limit: number },
): Promise<{ items: OpsGame[]; nextAfter: string | null }> {
  const found = await listGameRows(deps.db, query, positionOf(query.after), query.limit);
  const last = found.at(-1);
  return {
    items: found.map(toGame),
    nextAfter: found.length === query.limit && last ? cursorOf(last) : null,
  };
}

const stateOf = (game: OpsGame): GameState => ({
  hot: game.hot,
  isNew: game.isNew,
  sort: game.sort,
  enabled: game.enabled,
});

/** Change a game's flags, order or enabling; NOT_FOUND for an unknown id, nothing written. */
export async function updateGame(
  deps: GamesAdminDeps,
  id: number,
  change: UpdateGame,
): Promise<{ game: OpsGame; before: GameState; after: GameState }> {
  const result = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const before = await findGame(tx, id, true);
    if (!before) throw new AppError('NOT_FOUND', 'No such game');
    await updateGameFlags(tx, id, change);
    const after = await findGame(tx, id);
    if (!after) throw new AppError('NOT_FOUND', 'No such game');
    return { before: toGame(before), after: toGame(after) };
  });
  clearCatalogueCaches(deps.db);
  return { game: result.after, before: stateOf(result.before), after: stateOf(result.after) };
}
