import { randomInt } from 'node:crypto';

/** Outcomes are the vendor's business: crypto randomness, never Math.random. */
export function pick<T>(items: readonly T[]): T {
  return items[randomInt(items.length)] as T;
}

/** An index drawn by integer weights. */
export function weighted(weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let roll = randomInt(total);
  for (let i = 0; i < weights.length; i++) {
    roll -= weights[i] as number;
    if (roll < 0) return i;
  }
  return weights.length - 1;
}

/** true with probability num/den. */
export function chance(num: number, den: number): boolean {
  return randomInt(den) < num;
}

/** stake × tenths / 10, floored: every payout is integer minor units. */
export function payoutOf(stake: bigint, tenths: number): bigint {
  return (stake * BigInt(tenths)) / 10n;
}
