/**
 * "Nova Fortune Reels" rules (issue 5, decision 018): 5 reels × 3 rows, 20 fixed paylines, line
 * pays left to right for 3/4/5 of a kind in line-bet units (line bet = stake / 20, so one unit is
 * 500 bps of the stake), WILD substitutes for every symbol but SCATTER (and pays its own line when
 * that is worth more), scatters pay anywhere on the total stake and 3/4/5 of them award 10/15/20
 * free spins, played on the free-game strips with every win ×2; retriggers add spins up to 100
 * free spins per round. The reel strips are in slot-strips.ts.
 */
import type { SlotSymbol } from './types.ts';

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;
export const SLOT_LINE_COUNT = 20;
/** One line-bet unit in bps of the total stake: 10000 / 20 lines. */
export const SLOT_UNIT_BPS = 10_000 / SLOT_LINE_COUNT;

/** Row (0 = top) on each of the 5 reels, one entry per line; line 0 is the middle row. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 1, 0, 0],
  [2, 2, 1, 2, 2],
  [0, 2, 0, 2, 0],
];

/** Line pays in line-bet units for [3, 4, 5] of a kind (SCATTER pays separately). */
export const SLOT_PAYTABLE: Readonly<
  Record<Exclude<SlotSymbol, 'SCATTER'>, readonly [number, number, number]>
> = {
  WILD: [50, 200, 1000],
  DRAGON: [25, 100, 500],
  PHOENIX: [20, 75, 300],
  TIGER: [15, 50, 200],
  KOI: [10, 40, 150],
  LOTUS: [10, 30, 120],
  A: [5, 20, 100],
  K: [5, 15, 75],
  Q: [5, 10, 50],
  J: [4, 10, 40],
  TEN: [4, 8, 30],
};

/** Scatter pays anywhere, in bps of the total stake, for [3, 4, 5] scatters. */
export const SLOT_SCATTER_PAYS_BPS: readonly [number, number, number] = [20_000, 100_000, 500_000];
/** Free spins awarded for [3, 4, 5] scatters (base game and retriggers alike). */
export const SLOT_FREE_SPINS: readonly [number, number, number] = [10, 15, 20];
/** Every win during free spins is multiplied by this. */
export const SLOT_FREE_MULTIPLIER = 2;
/** At most this many free spins in one round, retriggers included. */
export const SLOT_FREE_SPINS_CAP = 100;
