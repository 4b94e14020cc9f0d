/**
 * Plinko (issue 5, decision 018): a ball falls through `rows` pegs; each row is one fair bit
 * (intBelow(src, 2): 0 = left, 1 = right) and the landing slot is the number of rights, so slot k
 * has probability C(rows, k) / 2^rows. Tables are symmetric, in bps, rows + 1 entries, and each
 * was tuned (its centre slot) so the exact binomial RTP is just under 99 % (plinko.test.ts
 * recomputes every figure).
 */
import { intBelow } from './fair.ts';
import { binomial } from './mines.ts';
import type { PlinkoOutcome, PlinkoParams, RandomSource } from './types.ts';

export const PLINKO_ROWS = [8, 12, 16] as const;
export const PLINKO_RISKS = ['LOW', 'MEDIUM', 'HIGH'] as const;
type Rows = PlinkoParams['rows'];
type Risk = PlinkoParams['risk'];

/** Left half up to and including the centre; the right half mirrors it. */
const HALF_TABLES: Record<Rows, Record<Risk, number[]>> = {
  8: {
    LOW: [56000, 21000, 11000, 10000, 5005],
    MEDIUM: [130000, 30000, 13000, 7000, 4034],
    HIGH: [290000, 40000, 15000, 3000, 1977],
  },
  12: {
    LOW: [100000, 30000, 16000, 14000, 11000, 10000, 5009],
    MEDIUM: [330000, 110000, 40000, 20000, 11000, 6000, 3004],
    HIGH: [1700000, 240000, 81000, 20000, 7000, 2000, 1948],
  },
  16: {
    LOW: [160000, 90000, 20000, 14000, 14000, 12000, 11000, 10000, 5000],
    MEDIUM: [1100000, 410000, 100000, 50000, 30000, 15000, 10000, 5000, 3005],
    HIGH: [10000000, 1300000, 260000, 90000, 40000, 20000, 2000, 2000, 2011],
  },
};

function mirror(half: number[]): number[] {
  return [...half, ...half.slice(0, -1).reverse()];
}

/** PLINKO_TABLES[rows][risk][slot] = multiplier in bps. */
export const PLINKO_TABLES: Record<Rows, Record<Risk, number[]>> = {
  8: {
    LOW: mirror(HALF_TABLES[8].LOW),
    MEDIUM: mirror(HALF_TABLES[8].MEDIUM),
    HIGH: mirror(HALF_TABLES[8].HIGH),
  },
  12: {
    LOW: mirror(HALF_TABLES[12].LOW),
    MEDIUM: mirror(HALF_TABLES[12].MEDIUM),
    HIGH: mirror(HALF_TABLES[12].HIGH),
  },
  16: {
    LOW: mirror(HALF_TABLES[16].LOW),
    MEDIUM: mirror(HALF_TABLES[16].MEDIUM),
    HIGH: mirror(HALF_TABLES[16].HIGH),
  },
};

export function assertPlinkoParams(params: PlinkoParams): void {
  if (!PLINKO_ROWS.includes(params.rows)) throw new RangeError(`plinko rows ${params.rows}`);
  if (!PLINKO_RISKS.includes(params.risk)) throw new RangeError(`plinko risk ${params.risk}`);
}

export function playPlinko(src: RandomSource, params: PlinkoParams): PlinkoOutcome {
  assertPlinkoParams(params);
  const path: (0 | 1)[] = [];
  for (let r = 0; r < params.rows; r++) path.push(intBelow(src, 2) === 1 ? 1 : 0);
  const slot = path.reduce<number>((sum, bit) => sum + bit, 0);
  const multiplierBps = PLINKO_TABLES[params.rows][params.risk][slot] as number;
  return { game: 'PLINKO', path, slot, multiplierBps };
}

/**
 * The exact RTP of one table as a fraction: Σ C(rows, k) × bps_k over 10000 × 2^rows.
 * Returned as [numerator, denominator] (bigint) so callers round it as they need.
 */
export function plinkoExactRtp(params: PlinkoParams): [bigint, bigint] {
  const table = PLINKO_TABLES[params.rows][params.risk];
  let numerator = 0n;
  table.forEach((bps, k) => {
    numerator += binomial(params.rows, k) * BigInt(bps);
  });
  return [numerator, 10_000n * 2n ** BigInt(params.rows)];
}
