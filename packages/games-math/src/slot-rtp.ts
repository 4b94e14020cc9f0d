/**
 * The slot's exact RTP (decision 018). Every reel stops uniformly and independently, so the
 * symbol on any one position of a line is distributed as the strip's symbol frequencies, and by
 * linearity the expected line pay is the same for all 20 lines: enumerate the 12^5 symbol
 * tuples once. Scatter counts come from the per-reel chance that the 3-symbol window shows a
 * scatter. A free spin's value does not depend on whether it is played, so the free game is worth
 * E[free spins played] × E[one free spin], with E[spins played] from a small dynamic programme
 * over (played, awarded) that applies the 100-spin cap. bench/rtp.mjs and slot.test.ts check
 * the figure against simulation.
 */

import { evaluateLine } from './slot.ts';
import {
  SLOT_FREE_MULTIPLIER,
  SLOT_FREE_SPINS,
  SLOT_FREE_SPINS_CAP,
  SLOT_LINE_COUNT,
  SLOT_PAYTABLE,
  SLOT_ROWS,
  SLOT_SCATTER_PAYS_BPS,
  SLOT_UNIT_BPS,
} from './slot-config.ts';
import type { SlotSymbol } from './types.ts';

const SYMBOLS = [...Object.keys(SLOT_PAYTABLE), 'SCATTER'] as SlotSymbol[];

export interface SlotRtpBreakdown {
  /** Expected return per unit stake, as fractions of 1. */
  rtp: number;
  baseLines: number;
  baseScatter: number;
  freeGame: number;
  /** P(a base spin triggers free spins). */
  triggerProbability: number;
  /** Expected free spins played per trigger. */
  freeSpinsPerTrigger: number;
  /** Expected value of one free spin (× stake, multiplier included). */
  freeSpinValue: number;
}

function frequencies(strip: readonly SlotSymbol[]): Map<SlotSymbol, number> {
  const freq = new Map<SlotSymbol, number>();
  for (const s of strip) freq.set(s, (freq.get(s) ?? 0) + 1 / strip.length);
  return freq;
}

/** Expected pay of one line in line-bet units. */
function expectedLineUnits(strips: readonly (readonly SlotSymbol[])[]): number {
  const freqs = strips.map(frequencies);
  const tuple: SlotSymbol[] = [];
  let total = 0;
  const walk = (reel: number, p: number): void => {
    if (reel === strips.length) {
      total += p * (evaluateLine(tuple)?.units ?? 0);
      return;
    }
    for (const s of SYMBOLS) {
      const q = freqs[reel]?.get(s) ?? 0;
      if (q === 0) continue;
      tuple[reel] = s;
      walk(reel + 1, p * q);
    }
  };
  walk(0, 1);
  return total;
}

/** P(scatter count = c), c = 0..5, assuming at most one scatter per window (checked). */
function scatterDistribution(strips: readonly (readonly SlotSymbol[])[]): number[] {
  let dist = [1];
  for (const strip of strips) {
    let showing = 0;
    for (let stop = 0; stop < strip.length; stop++) {
      let n = 0;
      for (let row = 0; row < SLOT_ROWS; row++)
        if (strip[(stop + row) % strip.length] === 'SCATTER') n += 1;
      if (n > 1) throw new Error('two scatters in one window');
      showing += n;
    }
    const q = showing / strip.length;
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((p, c) => {
      next[c] = (next[c] as number) + p * (1 - q);
      next[c + 1] = (next[c + 1] as number) + p * q;
    });
    dist = next;
  }
  return dist;
}

function spinValue(strips: readonly (readonly SlotSymbol[])[]): {
  lines: number;
  scatter: number;
  dist: number[];
} {
  const lines = (SLOT_LINE_COUNT * expectedLineUnits(strips) * SLOT_UNIT_BPS) / 10_000;
  const dist = scatterDistribution(strips);
  let scatter = 0;
  for (let c = 3; c < dist.length; c++)
    scatter +=
      ((dist[c] as number) * (SLOT_SCATTER_PAYS_BPS[Math.min(c, 5) - 3] as number)) / 10_000;
  return { lines, scatter, dist };
}

/** E[free spins played] starting with `start` awarded, retrigger probabilities by scatter count. */
function expectedFreeSpins(start: number, dist: number[]): number {
  const cap = SLOT_FREE_SPINS_CAP;
  // f[p][a]: expected final number awarded (= played) after p played with a awarded.
  const f: number[][] = Array.from({ length: cap + 1 }, () => new Array<number>(cap + 1).fill(0));
  for (let a = 0; a <= cap; a++) (f[a] as number[])[a] = a;
  for (let p = cap - 1; p >= 0; p--) {
    for (let a = p + 1; a <= cap; a++) {
      let value = 0;
      let noTrigger = 1;
      for (let c = 3; c < dist.length; c++) {
        const q = dist[c] as number;
        noTrigger -= q;
        const next = Math.min(cap, a + (SLOT_FREE_SPINS[Math.min(c, 5) - 3] as number));
        value += q * ((f[p + 1] as number[])[next] as number);
      }
      value += noTrigger * ((f[p + 1] as number[])[a] as number);
      (f[p] as number[])[a] = value;
    }
  }
  return (f[0] as number[])[Math.min(start, cap)] as number;
}

export function slotExactRtp(
  baseStrips: readonly (readonly SlotSymbol[])[],
  freeStrips: readonly (readonly SlotSymbol[])[],
): SlotRtpBreakdown {
  const base = spinValue(baseStrips);
  const free = spinValue(freeStrips);
  const freeSpinValue = SLOT_FREE_MULTIPLIER * (free.lines + free.scatter);
  let triggerProbability = 0;
  let expectedSpins = 0;
  for (let c = 3; c < base.dist.length; c++) {
    const p = base.dist[c] as number;
    triggerProbability += p;
    expectedSpins +=
      p * expectedFreeSpins(SLOT_FREE_SPINS[Math.min(c, 5) - 3] as number, free.dist);
  }
  const freeGame = expectedSpins * freeSpinValue;
  return {
    rtp: base.lines + base.scatter + freeGame,
    baseLines: base.lines,
    baseScatter: base.scatter,
    freeGame,
    triggerProbability,
    freeSpinsPerTrigger: triggerProbability > 0 ? expectedSpins / triggerProbability : 0,
    freeSpinValue,
  };
}
