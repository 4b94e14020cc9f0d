import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource } from './fair.ts';
import { formatRtp, INHOUSE_GAME_INFO, MINES_RTP } from './info.ts';
import {
  binomial,
  MINES_TILES,
  minePositions,
  minesMultiplierBps,
  minesOutcome,
  minesTable,
} from './mines.ts';
import { fastSource } from './sim.ts';

const SEED = '3f8a6e1c9b2d4f7a0e5c8b1d6a9f2e4c7b0a3d6f9e2c5b8a1d4f7e0c3b6a9d2e';

describe('mine positions', () => {
  it('are distinct sorted tiles, a pure function of the seed triple (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 }),
        fc.string(),
        fc.nat({ max: 1e6 }),
        (mines, client, nonce) => {
          const a = minePositions(fairSource(SEED, client, nonce), mines);
          expect(minePositions(fairSource(SEED, client, nonce), mines)).toEqual(a);
          expect(a).toHaveLength(mines);
          expect(new Set(a).size).toBe(mines);
          expect([...a].sort((x, y) => x - y)).toEqual(a);
          for (const t of a) expect(t >= 0 && t < MINES_TILES).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('place a single mine uniformly (chi-square, 24 df, p = 0.001)', () => {
    const src = fastSource(5);
    const counts = new Array<number>(MINES_TILES).fill(0);
    const n = 50_000;
    for (let i = 0; i < n; i++) {
      const [t] = minePositions(src, 1);
      counts[t as number] = (counts[t as number] as number) + 1;
    }
    const e = n / MINES_TILES;
    const chi = counts.reduce((s, c) => s + (c - e) ** 2 / e, 0);
    expect(chi).toBeLessThan(51.18);
  });

  it('reject impossible mine counts', () => {
    expect(() => minePositions(fastSource(1), 0)).toThrow(RangeError);
    expect(() => minePositions(fastSource(1), 25)).toThrow(RangeError);
  });
});

describe('mines multipliers', () => {
  it('follow floor(9900 × C(25,k) / C(25−m,k)) with k = 0 paying the stake back', () => {
    expect(minesMultiplierBps(3, 0)).toBe(10_000);
    expect(minesMultiplierBps(1, 1)).toBe(10_312);
    expect(minesMultiplierBps(3, 2)).toBe(Math.floor((9900 * 300) / 231));
    expect(minesMultiplierBps(24, 1)).toBe(247_500);
    expect(minesMultiplierBps(12, 13)).toBe(51_482_970_000);
    expect(() => minesMultiplierBps(3, 23)).toThrow(RangeError);
    expect(minesTable(24)).toEqual([10_000, 247_500]);
    expect(minesTable(1)).toHaveLength(25);
  });

  it('give every cash-out point an exact RTP of at most 99 % and the published lowest', () => {
    let lowest: [bigint, bigint] = [1n, 1n];
    for (let m = 1; m <= 24; m++) {
      const table = minesTable(m);
      for (let k = 1; k <= MINES_TILES - m; k++) {
        expect(table[k]).toBeGreaterThan(table[k - 1] as number);
        // P(k safe) × multiplier / 10000
        const num = binomial(MINES_TILES - m, k) * BigInt(table[k] as number);
        const den = binomial(MINES_TILES, k) * 10_000n;
        expect(num * 100n <= den * 99n).toBe(true);
        if (num * lowest[1] < lowest[0] * den) lowest = [num, den];
      }
    }
    expect(formatRtp(lowest[0], lowest[1])).toBe(MINES_RTP);
    expect(INHOUSE_GAME_INFO.MINES.rtp).toBe(MINES_RTP);
    expect((INHOUSE_GAME_INFO.MINES.paytable.tables as Record<string, number[]>)['3']).toEqual(
      minesTable(3),
    );
  });
});

describe('minesOutcome', () => {
  const positions = [2, 10, 17];

  it('hides the mines while the round is open and shows the next multiplier', () => {
    const o = minesOutcome(positions, [0, 1], false);
    expect(o.mines).toBeUndefined();
    expect(o.hitMine).toBeNull();
    expect(o.multiplierBps).toBe(minesMultiplierBps(3, 2));
    expect(o.nextMultiplierBps).toBe(minesMultiplierBps(3, 3));
  });

  it('loses on a mine and reveals the board', () => {
    const o = minesOutcome(positions, [0, 10, 11], false);
    expect(o.hitMine).toBe(10);
    expect(o.revealed).toEqual([0, 10]);
    expect(o.multiplierBps).toBe(0);
    expect(o.mines).toEqual(positions);
    expect(o.nextMultiplierBps).toBeNull();
  });

  it('settles a cash-out and a cleared board', () => {
    expect(minesOutcome(positions, [], true)).toMatchObject({
      multiplierBps: 10_000,
      mines: positions,
    });
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((t) => !positions.includes(t));
    const cleared = minesOutcome(positions, safe, false);
    expect(cleared.multiplierBps).toBe(minesMultiplierBps(3, 22));
    expect(cleared.mines).toEqual(positions);
    expect(cleared.nextMultiplierBps).toBeNull();
  });

  it('rejects a tile twice or off the board', () => {
    expect(() => minesOutcome(positions, [0, 0], false)).toThrow(RangeError);
    expect(() => minesOutcome(positions, [25], false)).toThrow(RangeError);
  });

  it('returns the exact RTP for a fixed strategy in a quick simulation (4 standard errors)', () => {
    // Strategy: 3 mines, reveal tiles 0, 1, 2, … and cash out after 5 safe tiles.
    const src = fastSource(77);
    const n = 100_000;
    const win = minesMultiplierBps(3, 5) / 10_000;
    let sum = 0;
    for (let i = 0; i < n; i++)
      sum += minesOutcome(minePositions(src, 3), [0, 1, 2, 3, 4], true).multiplierBps;
    const p = Number(binomial(22, 5)) / Number(binomial(25, 5));
    const se = (win * Math.sqrt(p * (1 - p))) / Math.sqrt(n);
    expect(Math.abs(sum / n / 10_000 - p * win)).toBeLessThan(4 * se);
  });
});
