import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource } from './fair.ts';
import { INHOUSE_GAME_INFO, SLOT_RTP } from './info.ts';
import { fastSource } from './sim.ts';
import {
  evaluateLine,
  evaluateSpin,
  playSlot,
  SLOT_BASE_STRIPS,
  SLOT_FREE_SPINS_CAP,
  SLOT_FREE_STRIPS,
  SLOT_PAYLINES,
  SLOT_PAYTABLE,
  SLOT_UNIT_BPS,
} from './slot.ts';
import { slotExactRtp } from './slot-rtp.ts';
import type { SlotSymbol } from './types.ts';

const SEED = '3f8a6e1c9b2d4f7a0e5c8b1d6a9f2e4c7b0a3d6f9e2c5b8a1d4f7e0c3b6a9d2e';
const line = (text: string) => text.split(' ') as SlotSymbol[];
const exact = slotExactRtp(SLOT_BASE_STRIPS, SLOT_FREE_STRIPS);

describe('slot rules', () => {
  it('pays a line left to right with WILD substituting, and the better of a WILD run or a symbol run', () => {
    expect(evaluateLine(line('KOI KOI KOI TEN A'))).toEqual({ symbol: 'KOI', count: 3, units: 10 });
    expect(evaluateLine(line('KOI WILD KOI KOI A'))).toEqual({
      symbol: 'KOI',
      count: 4,
      units: 40,
    });
    expect(evaluateLine(line('WILD WILD WILD KOI TEN'))).toEqual({
      symbol: 'WILD',
      count: 3,
      units: 50,
    });
    expect(evaluateLine(line('WILD WILD DRAGON DRAGON A'))).toEqual({
      symbol: 'DRAGON',
      count: 4,
      units: 100,
    });
    expect(evaluateLine(line('WILD WILD WILD WILD WILD'))).toEqual({
      symbol: 'WILD',
      count: 5,
      units: 1000,
    });
    expect(evaluateLine(line('A K A A A'))).toBeNull();
    expect(evaluateLine(line('KOI KOI TEN KOI KOI'))).toBeNull();
    expect(evaluateLine(line('WILD SCATTER WILD WILD WILD'))).toBeNull();
    expect(evaluateLine(line('SCATTER SCATTER SCATTER A A'))).toBeNull();
    expect(evaluateLine(line('TEN TEN WILD TEN TEN'))).toEqual({
      symbol: 'TEN',
      count: 5,
      units: 30,
    });
  });

  it('has 20 distinct paylines and strips with one SCATTER each and no WILD on reel 1', () => {
    expect(new Set(SLOT_PAYLINES.map((l) => l.join())).size).toBe(20);
    for (const strips of [SLOT_BASE_STRIPS, SLOT_FREE_STRIPS]) {
      expect(strips).toHaveLength(5);
      for (const strip of strips) expect(strip.filter((s) => s === 'SCATTER')).toHaveLength(1);
      expect(strips[0]?.includes('WILD')).toBe(false);
    }
  });

  it('evaluates a spin: window from the stops, line wins in units × 500 bps, free spins × 2', () => {
    const stops = [0, 0, 0, 0, 0];
    const base = evaluateSpin('BASE', stops);
    expect(base.reels[0]).toEqual([
      SLOT_BASE_STRIPS[0]?.[0],
      SLOT_BASE_STRIPS[0]?.[1],
      SLOT_BASE_STRIPS[0]?.[2],
    ]);
    for (const win of base.lineWins) {
      const symbols = (SLOT_PAYLINES[win.line] as number[]).map(
        (row, reel) => base.reels[reel]?.[row] as SlotSymbol,
      );
      const pay = evaluateLine(symbols);
      expect(win.multiplierBps).toBe((pay?.units ?? 0) * SLOT_UNIT_BPS);
    }
    const free = evaluateSpin('FREE', [3, 5, 7, 9, 11]);
    for (const win of free.lineWins) {
      const units = SLOT_PAYTABLE[win.symbol as Exclude<SlotSymbol, 'SCATTER'>][
        win.count - 3
      ] as number;
      expect(win.multiplierBps).toBe(units * SLOT_UNIT_BPS * 2);
    }
  });
});

describe('playSlot', () => {
  it('is a pure function of the seed triple; totals add up; the cap holds (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat({ max: 1e6 }), (client, nonce) => {
        const run = () =>
          playSlot(fairSource(SEED, client, nonce), fairSource(SEED, client, nonce, 'jackpot'));
        const a = run();
        expect(run()).toEqual(a);
        expect(a.multiplierBps).toBe(a.spins.reduce((s, spin) => s + spin.multiplierBps, 0));
        expect(a.spins[0]?.kind).toBe('BASE');
        expect(a.spins.length - 1).toBe(a.spins.reduce((s, spin) => s + spin.freeSpinsAwarded, 0));
        expect(Number.isInteger(a.multiplierBps)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('never plays more than 100 free spins and counts awards exactly', () => {
    const src = fastSource(3);
    const jackpot = fastSource(4);
    let triggered = 0;
    let mostFree = 0;
    const faults: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const o = playSlot(src, jackpot);
      const free = o.spins.length - 1;
      mostFree = Math.max(mostFree, free);
      if (free !== o.spins.reduce((s, spin) => s + spin.freeSpinsAwarded, 0))
        faults.push(`award ${i}`);
      if (o.spins.slice(1).some((spin) => spin.kind !== 'FREE')) faults.push(`kind ${i}`);
      if (free > 0) triggered += 1;
    }
    expect(faults).toEqual([]);
    expect(mostFree).toBeLessThanOrEqual(SLOT_FREE_SPINS_CAP);
    expect(triggered).toBeGreaterThan(0);
  });

  it('stops retriggers at 100 free spins in one round', () => {
    // A source that always stops every reel on its SCATTER: 5 scatters on every spin.
    const scatterStops = (strips: readonly (readonly SlotSymbol[])[]) =>
      strips.map((strip) => strip.indexOf('SCATTER'));
    const script = [...scatterStops(SLOT_BASE_STRIPS), ...scatterStops(SLOT_FREE_STRIPS)];
    let i = 0;
    const always = {
      nextUint32: () => {
        const v = script[i < 5 ? i : 5 + ((i - 5) % 5)] as number;
        i += 1;
        return v;
      },
    };
    const o = playSlot(always, fastSource(1));
    expect(o.spins).toHaveLength(1 + SLOT_FREE_SPINS_CAP);
    expect(o.spins.every((spin) => spin.scatterCount === 5)).toBe(true);
    expect(o.spins.map((spin) => spin.freeSpinsAwarded).filter((n) => n > 0)).toEqual([
      20, 20, 20, 20, 20,
    ]);
  });

  it('draws the jackpot from its own stream: the reels do not change with it', () => {
    const reels = fairSource(SEED, 'c', 1);
    const a = playSlot(reels, { nextUint32: () => 0 });
    const b = playSlot(fairSource(SEED, 'c', 1), { nextUint32: () => 1 });
    expect(a.jackpotHit).toBe(true);
    expect(b.jackpotHit).toBe(false);
    expect(b.spins).toEqual(a.spins);
  });
});

describe('slot RTP', () => {
  it('publishes the exact figure', () => {
    expect((Math.round(exact.rtp * 10_000) / 100).toFixed(2)).toBe(SLOT_RTP);
    expect(INHOUSE_GAME_INFO.SLOT.rtp).toBe(SLOT_RTP);
    expect(exact.rtp).toBeGreaterThan(0.95);
    expect(exact.rtp).toBeLessThan(0.97);
  });

  it('matches a quick simulation of 100,000 spins (4 standard errors per measure)', () => {
    const n = 100_000;
    const src = fastSource(20_261_124);
    const jackpot = fastSource(1);
    let total = 0;
    let totalSq = 0;
    let baseLines = 0;
    let baseLinesSq = 0;
    let triggers = 0;
    for (let i = 0; i < n; i++) {
      const o = playSlot(src, jackpot);
      const m = o.multiplierBps / 10_000;
      total += m;
      totalSq += m * m;
      const base = o.spins[0];
      const lines = ((base?.multiplierBps ?? 0) - (base?.scatterMultiplierBps ?? 0)) / 10_000;
      baseLines += lines;
      baseLinesSq += lines * lines;
      if (o.spins.length > 1) triggers += 1;
    }
    const se = (sum: number, sq: number) => Math.sqrt(sq / n - (sum / n) ** 2) / Math.sqrt(n);
    expect(Math.abs(total / n - exact.rtp)).toBeLessThan(4 * se(total, totalSq));
    expect(Math.abs(baseLines / n - exact.baseLines)).toBeLessThan(4 * se(baseLines, baseLinesSq));
    const p = exact.triggerProbability;
    expect(Math.abs(triggers / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
  });
});
