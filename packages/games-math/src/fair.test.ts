import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkCommitment,
  fairSource,
  formatMultiplier,
  formatRatio,
  intBelow,
  newServerSeed,
  payoutFor,
  rejectionLimit,
  SERVER_SEED_PATTERN,
  serverSeedHash,
} from './fair.ts';
import { fastSource } from './sim.ts';
import type { RandomSource } from './types.ts';

/** The published vector (decision 018). */
const SEED = '3f8a6e1c9b2d4f7a0e5c8b1d6a9f2e4c7b0a3d6f9e2c5b8a1d4f7e0c3b6a9d2e';
const SEED_HASH = '22e9f943cb5cdbcebea014a5d879723914cbf3f4ea82e3e0d30909eded804dea';
const FIRST_WORDS =
  '3c5709e6 fd1d44f1 2bbd4ed6 8c04a7ed f81aa395 4649a7f1 67c5a800 e4f6a6ee 698734c1 022e443a';

const words = (src: RandomSource, n: number) =>
  Array.from({ length: n }, () => src.nextUint32().toString(16).padStart(8, '0')).join(' ');

function scripted(values: number[]): RandomSource & { used: () => number } {
  let i = 0;
  return {
    nextUint32() {
      const v = values[i];
      i += 1;
      if (v === undefined) throw new Error('script exhausted');
      return v;
    },
    used: () => i,
  };
}

const nodeHmac = (key: Uint8Array, data: Uint8Array) =>
  new Uint8Array(createHmac('sha256', key).update(data).digest());

describe('fairSource', () => {
  it('reproduces the published vector', () => {
    expect(serverSeedHash(SEED)).toBe(SEED_HASH);
    expect(words(fairSource(SEED, 'nova-client', 7), 10)).toBe(FIRST_WORDS);
  });

  it('is HMAC_SHA256(serverSeed, "client:nonce:stream:block") read as big-endian words', () => {
    const block0 = createHmac('sha256', SEED).update('nova-client:7:game:0').digest('hex');
    const block1 = createHmac('sha256', SEED).update('nova-client:7:game:1').digest('hex');
    const expected = (block0 + block1).match(/.{8}/gu)?.join(' ');
    expect(words(fairSource(SEED, 'nova-client', 7), 16)).toBe(expected);
  });

  it('gives the same words with the injected node:crypto HMAC', () => {
    expect(words(fairSource(SEED, 'x', 3, 'jackpot', nodeHmac), 20)).toBe(
      words(fairSource(SEED, 'x', 3, 'jackpot'), 20),
    );
  });

  it('is deterministic and separated by client seed, nonce and stream (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat({ max: 1_000_000 }), (client, nonce) => {
        const a = words(fairSource(SEED, client, nonce), 9);
        expect(words(fairSource(SEED, client, nonce), 9)).toBe(a);
        expect(words(fairSource(SEED, client, nonce + 1), 9)).not.toBe(a);
        expect(words(fairSource(SEED, client, nonce, 'jackpot'), 9)).not.toBe(a);
      }),
      { numRuns: 50 },
    );
  });

  it('rejects a negative or fractional nonce', () => {
    expect(() => fairSource(SEED, 'c', -1)).toThrow(RangeError);
    expect(() => fairSource(SEED, 'c', 1.5)).toThrow(RangeError);
  });
});

describe('intBelow', () => {
  it('keeps exactly floor(2^32 / n) preimages per value: the limit is a multiple of n within n of 2^32', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), (n) => {
        const limit = rejectionLimit(n);
        expect(limit % n).toBe(0);
        expect(2 ** 32 - limit).toBeLessThan(n);
        expect(limit).toBeGreaterThan(0);
      }),
    );
    expect(rejectionLimit(3)).toBe(2 ** 32 - 1);
    expect(rejectionLimit(2 ** 31 + 1)).toBe(2 ** 31 + 1);
    expect(rejectionLimit(2 ** 32)).toBe(2 ** 32);
  });

  it('redraws a word at or above the limit instead of folding it (no modulo bias)', () => {
    const src = scripted([0xffffffff, 5]);
    expect(intBelow(src, 3)).toBe(2);
    expect(src.used()).toBe(2);
    const big = scripted([2 ** 31 + 1, 2 ** 31 + 2, 2 ** 31]);
    expect(intBelow(big, 2 ** 31 + 1)).toBe(2 ** 31);
    expect(big.used()).toBe(3);
    expect(intBelow(scripted([0xffffffff]), 2 ** 32)).toBe(0xffffffff);
  });

  it('draws n above 2^32 from 52 bits of two words', () => {
    const n = 10_000_000_000;
    // hi = 0x12345 (20 bits kept of the first word), lo = 0x6789abcd.
    const x = 0x12345 * 2 ** 32 + 0x6789abcd;
    expect(intBelow(scripted([0xfff12345, 0x6789abcd]), n)).toBe(x % n);
    const limit = rejectionLimit(n, 2 ** 52);
    expect(limit % n).toBe(0);
    // A 52-bit value at the limit is redrawn.
    const hiAt = Math.floor(limit / 2 ** 32);
    const loAt = limit % 2 ** 32;
    const src = scripted([hiAt, loAt, 0, 42]);
    expect(intBelow(src, n)).toBe(42);
    expect(src.used()).toBe(4);
  });

  it('rejects impossible ranges', () => {
    expect(() => intBelow(fastSource(1), 0)).toThrow(RangeError);
    expect(() => intBelow(fastSource(1), 2 ** 53)).toThrow(RangeError);
    expect(() => intBelow(fastSource(1), 2.5)).toThrow(RangeError);
  });

  // Critical values of chi-square at p = 0.001 for n − 1 degrees of freedom.
  it.each([
    [2, 10.83],
    [6, 20.52],
    [7, 22.46],
    [10, 27.88],
    [37, 67.99],
  ])('passes a chi-square test for n = %i', (n, critical) => {
    const src = fastSource(n * 1000 + 1);
    const draws = 5_000 * n;
    const counts = new Array<number>(n).fill(0);
    for (let i = 0; i < draws; i++) {
      const v = intBelow(src, n);
      counts[v] = (counts[v] as number) + 1;
    }
    const expected = draws / n;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(critical);
  });
});

describe('the real fair stream', () => {
  it('draws dice rolls uniformly (chi-square over 10 bins, 9 df, p = 0.001)', () => {
    const counts = new Array<number>(10).fill(0);
    const rounds = 5_000;
    for (let nonce = 0; nonce < rounds; nonce++) {
      const bin = Math.floor(intBelow(fairSource(SEED, 'chi', nonce), 10_000) / 1000);
      counts[bin] = (counts[bin] as number) + 1;
    }
    const e = rounds / 10;
    expect(counts.reduce((sum, c) => sum + (c - e) ** 2 / e, 0)).toBeLessThan(27.88);
  });
});

describe('commitment', () => {
  it('hashes the seed text and checks it', () => {
    const seed = newServerSeed();
    expect(seed).toMatch(SERVER_SEED_PATTERN);
    expect(newServerSeed()).not.toBe(seed);
    expect(checkCommitment(seed, serverSeedHash(seed))).toBe(true);
    expect(checkCommitment(seed, serverSeedHash(`${seed}0`))).toBe(false);
    expect(checkCommitment(SEED, SEED_HASH.toUpperCase())).toBe(true);
  });
});

describe('money', () => {
  it('payoutFor floors stake × bps / 10000 in bigint', () => {
    expect(payoutFor(1000n, 19_800)).toBe(1980n);
    expect(payoutFor(1n, 19_800)).toBe(1n);
    expect(payoutFor(3n, 5_000)).toBe(1n);
    expect(payoutFor(123_456_789_012_345n, 51_482_970_000)).toBe(
      (123_456_789_012_345n * 51_482_970_000n) / 10_000n,
    );
    expect(payoutFor(500n, 0)).toBe(0n);
    expect(() => payoutFor(1n, 1.5)).toThrow(RangeError);
    expect(() => payoutFor(1n, -1)).toThrow(RangeError);
    expect(() => payoutFor(-1n, 1)).toThrow(RangeError);
  });

  it('payoutFor never exceeds the exact product (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.nat({ max: 10 ** 9 }),
        (stake, bps) => {
          const payout = payoutFor(stake, bps);
          expect(payout * 10_000n <= stake * BigInt(bps)).toBe(true);
          expect((payout + 1n) * 10_000n > stake * BigInt(bps)).toBe(true);
        },
      ),
    );
  });

  it('formats multipliers truncated to 2 decimals', () => {
    expect(formatMultiplier(19_800)).toBe('1.98');
    expect(formatMultiplier(10_000)).toBe('1.00');
    expect(formatMultiplier(19_899)).toBe('1.98');
    expect(formatMultiplier(1_977)).toBe('0.19');
    expect(formatMultiplier(0)).toBe('0.00');
    expect(formatMultiplier(51_482_970_000)).toBe('5148297.00');
    expect(formatRatio(1980n, 1000n)).toBe('1.98');
    expect(formatRatio(0n, 1000n)).toBe('0.00');
    expect(formatRatio(1n, 3n)).toBe('0.33');
  });
});
