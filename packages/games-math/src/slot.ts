/**
 * "Nova Fortune Reels" play (issue 5, decision 018). Each spin stops every reel with
 * intBelow(src, strip length) — uniform over the strip, no bias — and shows the stop and the two
 * symbols below it. The base spin and all the free spins it leads to draw from the same round
 * stream in order; the jackpot draw has its own stream so it never shifts the reels.
 */
import { intBelow } from './fair.ts';
import { JACKPOT_RULE } from './jackpot.ts';
import {
  SLOT_FREE_MULTIPLIER,
  SLOT_FREE_SPINS,
  SLOT_FREE_SPINS_CAP,
  SLOT_PAYLINES,
  SLOT_PAYTABLE,
  SLOT_REELS,
  SLOT_ROWS,
  SLOT_SCATTER_PAYS_BPS,
  SLOT_UNIT_BPS,
} from './slot-config.ts';
import { SLOT_BASE_STRIPS, SLOT_FREE_STRIPS } from './slot-strips.ts';
import type { RandomSource, SlotLineWin, SlotOutcome, SlotSpin, SlotSymbol } from './types.ts';

export * from './slot-config.ts';
export { SLOT_BASE_STRIPS, SLOT_FREE_STRIPS } from './slot-strips.ts';

export interface LinePay {
  symbol: SlotSymbol;
  count: number;
  /** Line-bet units. */
  units: number;
}

function pays(symbol: Exclude<SlotSymbol, 'SCATTER'>, count: number): number {
  return count >= 3 ? (SLOT_PAYTABLE[symbol][count - 3] as number) : 0;
}

/**
 * The pay of one line's five symbols, left to right: the leading WILDs pay as WILD, or they
 * substitute for the first other symbol and its run (WILD or that symbol) pays — whichever is
 * worth more (the longer win on a tie). A SCATTER breaks every line.
 */
export function evaluateLine(symbols: readonly SlotSymbol[]): LinePay | null {
  let wilds = 0;
  while (wilds < SLOT_REELS && symbols[wilds] === 'WILD') wilds += 1;
  const wildUnits = pays('WILD', wilds);
  let best: LinePay | null =
    wildUnits > 0 ? { symbol: 'WILD', count: wilds, units: wildUnits } : null;
  const first = symbols[wilds];
  if (first !== undefined && first !== 'SCATTER') {
    let count = wilds + 1;
    while (count < SLOT_REELS && (symbols[count] === first || symbols[count] === 'WILD'))
      count += 1;
    const units = pays(first, count);
    if (units > 0 && (best === null || units >= best.units)) best = { symbol: first, count, units };
  }
  return best;
}

/** The 3 visible symbols of every reel (top first) for the given stops. */
export function slotWindow(
  strips: readonly (readonly SlotSymbol[])[],
  stops: readonly number[],
): SlotSymbol[][] {
  const reels: SlotSymbol[][] = [];
  for (let reel = 0; reel < strips.length; reel++) {
    const strip = strips[reel] as readonly SlotSymbol[];
    const stop = stops[reel] as number;
    const column: SlotSymbol[] = [];
    for (let row = 0; row < SLOT_ROWS; row++)
      column.push(strip[(stop + row) % strip.length] as SlotSymbol);
    reels.push(column);
  }
  return reels;
}

/** Evaluates one spin's stops (free spins: every win × SLOT_FREE_MULTIPLIER). */
export function evaluateSpin(
  kind: 'BASE' | 'FREE',
  stops: readonly number[],
): Omit<SlotSpin, 'freeSpinsAwarded'> {
  const strips = kind === 'BASE' ? SLOT_BASE_STRIPS : SLOT_FREE_STRIPS;
  const multiplier = kind === 'FREE' ? SLOT_FREE_MULTIPLIER : 1;
  const reels = slotWindow(strips, stops);
  const lineWins: SlotLineWin[] = [];
  const symbols: SlotSymbol[] = new Array<SlotSymbol>(SLOT_REELS);
  let multiplierBps = 0;
  for (let line = 0; line < SLOT_PAYLINES.length; line++) {
    const rows = SLOT_PAYLINES[line] as readonly number[];
    for (let reel = 0; reel < SLOT_REELS; reel++) {
      symbols[reel] = (reels[reel] as SlotSymbol[])[rows[reel] as number] as SlotSymbol;
    }
    const pay = evaluateLine(symbols);
    if (pay) {
      const bps = pay.units * SLOT_UNIT_BPS * multiplier;
      lineWins.push({ line, symbol: pay.symbol, count: pay.count, multiplierBps: bps });
      multiplierBps += bps;
    }
  }
  let scatterCount = 0;
  for (const column of reels) for (const s of column) if (s === 'SCATTER') scatterCount += 1;
  const scatterMultiplierBps =
    scatterCount >= 3
      ? (SLOT_SCATTER_PAYS_BPS[Math.min(scatterCount, 5) - 3] as number) * multiplier
      : 0;
  multiplierBps += scatterMultiplierBps;
  return {
    kind,
    reels,
    stops: [...stops],
    lineWins,
    scatterCount,
    scatterMultiplierBps,
    multiplierBps,
  };
}

function freeSpinsFor(scatterCount: number): number {
  return scatterCount >= 3 ? (SLOT_FREE_SPINS[Math.min(scatterCount, 5) - 3] as number) : 0;
}

function spin(src: RandomSource, kind: 'BASE' | 'FREE', awardedSoFar: number): SlotSpin {
  const strips = kind === 'BASE' ? SLOT_BASE_STRIPS : SLOT_FREE_STRIPS;
  const stops = strips.map((strip) => intBelow(src, strip.length));
  const result = evaluateSpin(kind, stops);
  const freeSpinsAwarded = Math.min(
    freeSpinsFor(result.scatterCount),
    SLOT_FREE_SPINS_CAP - awardedSoFar,
  );
  return { ...result, freeSpinsAwarded };
}

/** One paid spin and every free spin it leads to; `jackpotSrc` decides the jackpot draw. */
export function playSlot(src: RandomSource, jackpotSrc: RandomSource): SlotOutcome {
  const base = spin(src, 'BASE', 0);
  const spins: SlotSpin[] = [base];
  let awarded = base.freeSpinsAwarded;
  for (let played = 0; played < awarded; played++) {
    const free = spin(src, 'FREE', awarded);
    awarded += free.freeSpinsAwarded;
    spins.push(free);
  }
  const multiplierBps = spins.reduce((sum, s) => sum + s.multiplierBps, 0);
  const jackpotHit = intBelow(jackpotSrc, JACKPOT_RULE.odds) === 0;
  return { game: 'SLOT', spins, multiplierBps, jackpotHit };
}
