/**
 * Mines (issue 5, decision 018): a 5 × 5 board with 1..24 mines placed by a partial Fisher–Yates
 * shuffle of the 25 tiles driven by intBelow. After k safe reveals the cash-out pays
 * floor(9900 × C(25, k) / C(25 − m, k)) bps: the fair multiplier (1 / P(k safe)) times 0.99, so
 * every cash-out point has an RTP of at most 99 % (floor only ever lowers it).
 */
import { intBelow } from './fair.ts';
import type { MinesOutcome, RandomSource } from './types.ts';

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

export function assertMines(mines: number): void {
  if (!Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX) {
    throw new RangeError(`mines ${mines} outside ${MINES_MIN}..${MINES_MAX}`);
  }
}

/** C(n, k) exactly (bigint). */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/** The sorted mine positions (0..24) of a round. */
export function minePositions(src: RandomSource, mines: number): number[] {
  assertMines(mines);
  const tiles = Array.from({ length: MINES_TILES }, (_, i) => i);
  for (let i = 0; i < mines; i++) {
    const j = i + intBelow(src, MINES_TILES - i);
    const tmp = tiles[i] as number;
    tiles[i] = tiles[j] as number;
    tiles[j] = tmp;
  }
  return tiles.slice(0, mines).sort((a, b) => a - b);
}

/** The cash-out multiplier after `safeRevealed` safe tiles (k = 0 → 10000: the stake back). */
export function minesMultiplierBps(mines: number, safeRevealed: number): number {
  assertMines(mines);
  const k = safeRevealed;
  if (!Number.isInteger(k) || k < 0 || k > MINES_TILES - mines) {
    throw new RangeError(`safe reveals ${k} impossible with ${mines} mines`);
  }
  if (k === 0) return 10_000;
  return Number((9900n * binomial(MINES_TILES, k)) / binomial(MINES_TILES - mines, k));
}

/** The whole published table for one mine count: index k → bps (k = 0..25 − mines). */
export function minesTable(mines: number): number[] {
  return Array.from({ length: MINES_TILES - mines + 1 }, (_, k) => minesMultiplierBps(mines, k));
}

/**
 * The outcome after the player revealed `revealed` (in order) on a board with `minePositions`.
 * Reveals after a mine are ignored. The mine positions are included only when `settled`: an OPEN
 * round must never show them. A cleared board (every safe tile revealed) is final too.
 */
export function minesOutcome(
  positions: readonly number[],
  revealed: readonly number[],
  settled: boolean,
): MinesOutcome {
  const mines = positions.length;
  assertMines(mines);
  const mineSet = new Set(positions);
  const shown: number[] = [];
  let hitMine: number | null = null;
  for (const tile of revealed) {
    if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES)
      throw new RangeError(`tile ${tile}`);
    if (shown.includes(tile)) throw new RangeError(`tile ${tile} revealed twice`);
    shown.push(tile);
    if (mineSet.has(tile)) {
      hitMine = tile;
      break;
    }
  }
  const safe = hitMine === null ? shown.length : shown.length - 1;
  const cleared = hitMine === null && safe === MINES_TILES - mines;
  const multiplierBps = hitMine === null ? minesMultiplierBps(mines, safe) : 0;
  const nextMultiplierBps =
    hitMine === null && !cleared && !settled ? minesMultiplierBps(mines, safe + 1) : null;
  const outcome: MinesOutcome = {
    game: 'MINES',
    revealed: shown,
    hitMine,
    multiplierBps,
    nextMultiplierBps,
  };
  if (settled || hitMine !== null || cleared) outcome.mines = [...positions].sort((a, b) => a - b);
  return outcome;
}
