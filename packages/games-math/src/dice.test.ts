import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DICE_TARGET_MAX,
  DICE_TARGET_MIN,
  diceMultiplierBps,
  diceWinningOutcomes,
  diceWins,
  playDice,
} from './dice.ts';
import { fairSource } from './fair.ts';
import { DICE_RTP, formatRtp, INHOUSE_GAME_INFO } from './info.ts';
import { fastSource } from './sim.ts';
import type { DiceParams } from './types.ts';

const SEED = '3f8a6e1c9b2d4f7a0e5c8b1d6a9f2e4c7b0a3d6f9e2c5b8a1d4f7e0c3b6a9d2e';
const params = fc.record({
  target: fc.integer({ min: DICE_TARGET_MIN, max: DICE_TARGET_MAX }),
  direction: fc.constantFrom<'UNDER' | 'OVER'>('UNDER', 'OVER'),
});

describe('dice', () => {
  it('pays floor(99e6 / w) for w winning rolls', () => {
    expect(diceMultiplierBps({ target: 5000, direction: 'UNDER' })).toBe(19_800);
    expect(diceMultiplierBps({ target: 4999, direction: 'OVER' })).toBe(19_800);
    expect(diceMultiplierBps({ target: 100, direction: 'UNDER' })).toBe(990_000);
    expect(diceMultiplierBps({ target: 9899, direction: 'OVER' })).toBe(990_000);
    expect(diceMultiplierBps({ target: 9899, direction: 'UNDER' })).toBe(10_001);
    expect(() => diceMultiplierBps({ target: 99, direction: 'UNDER' })).toThrow(RangeError);
    expect(() => diceMultiplierBps({ target: 9900, direction: 'OVER' })).toThrow(RangeError);
    expect(() => diceMultiplierBps({ target: 5000.5, direction: 'OVER' })).toThrow(RangeError);
  });

  it('counts exactly w winning rolls out of 10000 for every target', () => {
    for (const target of [100, 101, 5000, 9898, 9899]) {
      for (const direction of ['UNDER', 'OVER'] as const) {
        let wins = 0;
        for (let roll = 0; roll < 10_000; roll++)
          if (diceWins(roll, { target, direction })) wins += 1;
        expect(wins).toBe(diceWinningOutcomes({ target, direction }));
      }
    }
  });

  it('has an exact RTP of at most 99 % and at least the published figure for every choice', () => {
    let lowest: [bigint, bigint] = [1n, 1n];
    for (let target = DICE_TARGET_MIN; target <= DICE_TARGET_MAX; target++) {
      for (const direction of ['UNDER', 'OVER'] as const) {
        const p: DiceParams = { target, direction };
        const num = BigInt(diceWinningOutcomes(p) * diceMultiplierBps(p));
        const den = 100_000_000n;
        expect(num * 100n <= den * 99n).toBe(true);
        if (num * lowest[1] < lowest[0] * den) lowest = [num, den];
      }
    }
    expect(formatRtp(lowest[0], lowest[1])).toBe(DICE_RTP);
    expect(INHOUSE_GAME_INFO.DICE.rtp).toBe(DICE_RTP);
  });

  it('is a pure function of the seed triple and the choice (property)', () => {
    fc.assert(
      fc.property(params, fc.string(), fc.nat({ max: 1e6 }), (p, client, nonce) => {
        const a = playDice(fairSource(SEED, client, nonce), p);
        expect(playDice(fairSource(SEED, client, nonce), p)).toEqual(a);
        expect(a.roll).toBeGreaterThanOrEqual(0);
        expect(a.roll).toBeLessThan(10_000);
        expect(a.win).toBe(diceWins(a.roll, p));
        expect(a.multiplierBps).toBe(a.win ? diceMultiplierBps(p) : 0);
        expect(Number.isInteger(a.multiplierBps)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('rolls the same number whatever the choice: the choice only decides win or loss', () => {
    const a = playDice(fairSource(SEED, 'nova-client', 7), { target: 5000, direction: 'UNDER' });
    const b = playDice(fairSource(SEED, 'nova-client', 7), { target: 200, direction: 'OVER' });
    expect(a.roll).toBe(7126);
    expect(b.roll).toBe(a.roll);
  });

  it('returns about the exact RTP in a quick simulation (4 standard errors)', () => {
    const p: DiceParams = { target: 5000, direction: 'OVER' };
    const src = fastSource(99);
    const n = 200_000;
    let sum = 0;
    for (let i = 0; i < n; i++) sum += playDice(src, p).multiplierBps;
    const mean = sum / n / 10_000;
    const m = diceMultiplierBps(p) / 10_000;
    const q = diceWinningOutcomes(p) / 10_000;
    const se = (Math.sqrt(q * (1 - q)) * m) / Math.sqrt(n);
    expect(Math.abs(mean - m * q)).toBeLessThan(4 * se);
  });
});
