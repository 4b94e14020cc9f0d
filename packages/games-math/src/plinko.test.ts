import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource } from './fair.ts';
import { formatRtp, INHOUSE_GAME_INFO } from './info.ts';
import { binomial } from './mines.ts';
import { PLINKO_RISKS, PLINKO_ROWS, PLINKO_TABLES, playPlinko, plinkoExactRtp } from './plinko.ts';
import { fastSource } from './sim.ts';
import type { PlinkoParams } from './types.ts';

const SEED = '3f8a6e1c9b2d4f7a0e5c8b1d6a9f2e4c7b0a3d6f9e2c5b8a1d4f7e0c3b6a9d2e';
const tables = PLINKO_ROWS.flatMap((rows) =>
  PLINKO_RISKS.map((risk): PlinkoParams => ({ rows, risk })),
);

describe('plinko tables', () => {
  it.each(tables)(
    '$rows rows $risk: symmetric, rows + 1 integer entries, exact RTP in (98.99 %, 99 %]',
    (p) => {
      const table = PLINKO_TABLES[p.rows][p.risk];
      expect(table).toHaveLength(p.rows + 1);
      expect([...table].reverse()).toEqual(table);
      for (const bps of table) expect(Number.isInteger(bps) && bps > 0).toBe(true);
      let num = 0n;
      table.forEach((bps, k) => {
        num += binomial(p.rows, k) * BigInt(bps);
      });
      const den = 10_000n * 2n ** BigInt(p.rows);
      expect(plinkoExactRtp(p)).toEqual([num, den]);
      expect(num * 100n <= den * 99n).toBe(true);
      expect(num * 10_000n > den * 9899n).toBe(true);
      const published = (
        INHOUSE_GAME_INFO.PLINKO.paytable.rtp as Record<string, Record<string, string>>
      )[p.rows]?.[p.risk];
      expect(published).toBe(formatRtp(num, den));
    },
  );

  it('publishes the lowest table RTP as the game RTP', () => {
    const lowest = tables
      .map((p) => plinkoExactRtp(p))
      .reduce((a, b) => (a[0] * b[1] <= b[0] * a[1] ? a : b));
    expect(INHOUSE_GAME_INFO.PLINKO.rtp).toBe(formatRtp(lowest[0], lowest[1]));
  });
});

describe('playPlinko', () => {
  it('is a pure function of the seed triple and the table; the slot counts the rights (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...tables),
        fc.string(),
        fc.nat({ max: 1e6 }),
        (p, client, nonce) => {
          const a = playPlinko(fairSource(SEED, client, nonce), p);
          expect(playPlinko(fairSource(SEED, client, nonce), p)).toEqual(a);
          expect(a.path).toHaveLength(p.rows);
          expect(a.slot).toBe(a.path.filter((b) => b === 1).length);
          expect(a.multiplierBps).toBe(PLINKO_TABLES[p.rows][p.risk][a.slot]);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('rejects unknown tables', () => {
    expect(() => playPlinko(fastSource(1), { rows: 10 as 8, risk: 'LOW' })).toThrow(RangeError);
    expect(() => playPlinko(fastSource(1), { rows: 8, risk: 'WILD' as 'LOW' })).toThrow(RangeError);
  });

  it('lands binomially and returns the exact RTP in a quick simulation (4 standard errors)', () => {
    const p: PlinkoParams = { rows: 12, risk: 'MEDIUM' };
    const table = PLINKO_TABLES[p.rows][p.risk];
    const src = fastSource(12);
    const n = 100_000;
    let sum = 0;
    let sq = 0;
    for (let i = 0; i < n; i++) {
      const m = playPlinko(src, p).multiplierBps / 10_000;
      sum += m;
      sq += m * m;
    }
    let exact = 0;
    let exactSq = 0;
    table.forEach((bps, k) => {
      const q = Number(binomial(p.rows, k)) / 2 ** p.rows;
      exact += (q * bps) / 10_000;
      exactSq += q * (bps / 10_000) ** 2;
    });
    const se = Math.sqrt(exactSq - exact * exact) / Math.sqrt(n);
    expect(Math.abs(sum / n - exact)).toBeLessThan(4 * se);
    expect(sq).toBeGreaterThan(0);
  });
});
