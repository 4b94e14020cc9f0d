import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CRASH_E,
  CRASH_MAX_POINT,
  checkCrashLink,
  crashChain,
  crashChainLink,
  crashElapsedFor,
  crashExactRtp,
  crashMultiplierAt,
  crashOutcome,
  crashPointFromHash,
  crashPointFromR,
} from './crash.ts';
import { payoutFor } from './fair.ts';
import { CRASH_RTP, formatRtp, INHOUSE_GAME_INFO } from './info.ts';
import { sha256Hex } from './sha256.ts';
import { fastSource } from './sim.ts';

const nodeHmac = (key: Uint8Array, data: Uint8Array) =>
  new Uint8Array(createHmac('sha256', key).update(data).digest());

describe('crash hash chain', () => {
  it('plays links whose hash is the previous link, ending at the terminal hash', () => {
    const chain = crashChain('ab'.repeat(32), 50);
    expect(chain.links).toHaveLength(50);
    expect(chain.terminalHash).toBe(sha256Hex(chain.links[0] as string));
    for (let i = 1; i < chain.links.length; i++) {
      expect(checkCrashLink(chain.links[i] as string, chain.links[i - 1] as string)).toBe(true);
    }
    expect(chain.links[49]).toBe(crashChainLink('ab'.repeat(32)));
    expect(checkCrashLink(chain.links[1] as string, chain.links[2] as string)).toBe(false);
  });

  it('reproduces the published vector', () => {
    const link = crashChainLink('00'.repeat(32));
    expect(link).toBe('60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55');
    expect(crashPointFromHash(link, 'nova-salt')).toBe(166);
    expect(crashPointFromHash(link, 'nova-salt', nodeHmac)).toBe(166);
  });
});

describe('crash point', () => {
  it('is max(100, floor(99e / (e − r))) of the first 52 bits of HMAC(link, salt)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{64}$/u), fc.string(), (link, salt) => {
        const h = createHmac('sha256', link).update(salt).digest();
        const r = BigInt(`0x${h.subarray(0, 7).toString('hex')}`) >> 4n;
        const raw = (99n * CRASH_E) / (CRASH_E - r);
        const expected = raw < 100n ? 100n : raw > 100_000_000n ? 100_000_000n : raw;
        expect(crashPointFromHash(link, salt)).toBe(Number(expected));
      }),
      { numRuns: 100 },
    );
    expect(crashPointFromR(0n)).toBe(100);
    expect(crashPointFromR(CRASH_E / 100n - 1n)).toBe(100);
    expect(crashPointFromR(CRASH_E / 100n + 1n)).toBe(100);
    expect(crashPointFromR(CRASH_E / 2n)).toBe(198);
  });

  // Review #7: the formula reaches 99 × 2^52 hundredths; the published cap keeps it in int4.
  it('is capped at the published maximum, 1,000,000.00x, exactly at the boundary', () => {
    expect(CRASH_MAX_POINT).toBe(100_000_000);
    expect(CRASH_MAX_POINT).toBeLessThan(2 ** 31);
    // Smallest r whose uncapped point reaches the cap: 99e / (e − r) ≥ cap.
    const cap = BigInt(CRASH_MAX_POINT);
    const first = CRASH_E - (99n * CRASH_E) / cap;
    expect((99n * CRASH_E) / (CRASH_E - (first - 1n))).toBeLessThan(cap);
    expect(crashPointFromR(first - 1n)).toBeLessThan(CRASH_MAX_POINT);
    expect(crashPointFromR(first)).toBe(CRASH_MAX_POINT);
    expect(crashPointFromR(first + 1n)).toBe(CRASH_MAX_POINT);
    expect(crashPointFromR(CRASH_E - 1n)).toBe(CRASH_MAX_POINT);
    expect(INHOUSE_GAME_INFO.CRASH.paytable).toMatchObject({ maxCrashPoint: CRASH_MAX_POINT });
  });

  it('reaches a target T with probability floor(99e / T) / e: RTP of every cash-out ≤ 99 %, published 99.00', () => {
    for (const t of [101, 110, 150, 200, 333, 1000, 10_000, 1_000_000]) {
      // Smallest r with crash ≥ T, found by bisection on the monotone formula.
      let lo = 0n;
      let hi = CRASH_E - 1n;
      while (lo < hi) {
        const mid = (lo + hi) / 2n;
        if (crashPointFromR(mid) >= t) hi = mid;
        else lo = mid + 1n;
      }
      const winning = CRASH_E - lo;
      expect(winning).toBe((99n * CRASH_E) / BigInt(t));
      const [num, den] = crashExactRtp(t);
      expect(num).toBe(BigInt(t) * winning);
      expect(num * 100n <= den * 99n).toBe(true);
      expect(formatRtp(num, den)).toBe(CRASH_RTP);
    }
    expect(INHOUSE_GAME_INFO.CRASH.rtp).toBe(CRASH_RTP);
  });

  it('returns about 99 % for a 2.00x cash-out in a quick simulation (4 standard errors)', () => {
    const src = fastSource(2024);
    const n = 200_000;
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const r = BigInt(src.nextUint32() % 0x100000) * 2n ** 32n + BigInt(src.nextUint32());
      sum += crashOutcome(crashPointFromR(r), 200).multiplierBps;
    }
    const p = 0.495;
    const se = (2 * Math.sqrt(p * (1 - p))) / Math.sqrt(n);
    expect(Math.abs(sum / n / 10_000 - 0.99)).toBeLessThan(4 * se);
  });

  it('ends at 1.00x in about 1.98 % of rounds of a real chain (P(crash < 1.01x) = 1 − 0.99 / 1.01)', () => {
    const chain = crashChain('cd'.repeat(32), 3000);
    const instant = chain.links.filter(
      (link) => crashPointFromHash(link, 'salt', nodeHmac) === 100,
    ).length;
    // Binomial(3000, 2/101): mean 59.4, sd 7.64; 4 sd either side.
    expect(instant).toBeGreaterThan(28);
    expect(instant).toBeLessThan(90);
  });
});

describe('crash curve and settlement', () => {
  it('grows from 1.00x and crashElapsedFor is its inverse on the integer curve (property)', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashMultiplierAt(-5)).toBe(100);
    expect(crashElapsedFor(100)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 10_000_000 }), (h) => {
        const ms = crashElapsedFor(h);
        expect(crashMultiplierAt(ms)).toBeGreaterThanOrEqual(h);
        expect(crashMultiplierAt(ms - 1)).toBeLessThan(h);
      }),
    );
    fc.assert(
      fc.property(fc.nat({ max: 300_000 }), (ms) => {
        expect(crashMultiplierAt(ms + 1)).toBeGreaterThanOrEqual(crashMultiplierAt(ms));
      }),
    );
  });

  it('pays a cash-out at or below the crash point and nothing otherwise, in integers', () => {
    expect(crashOutcome(250, 200)).toEqual({
      game: 'CRASH',
      crashPoint: 250,
      cashedOutAt: 200,
      multiplierBps: 20_000,
    });
    expect(crashOutcome(250, 250).multiplierBps).toBe(25_000);
    expect(crashOutcome(250, 251)).toEqual({
      game: 'CRASH',
      crashPoint: 250,
      cashedOutAt: null,
      multiplierBps: 0,
    });
    expect(crashOutcome(100, null).multiplierBps).toBe(0);
    expect(crashOutcome(300, 100).multiplierBps).toBe(0);
    expect(payoutFor(1234n, crashOutcome(500, 137).multiplierBps)).toBe(1690n);
  });
});
