import type { Withdrawal } from './withdrawal';

/**
 * What the member reports missing from a paid withdrawal: the amount less what arrived (all of
 * it when nothing arrived). Exact, in minor units.
 */
export function shortfallOf(withdrawal: Pick<Withdrawal, 'amount' | 'receivedAmount'>): bigint {
  const received = withdrawal.receivedAmount === null ? 0n : BigInt(withdrawal.receivedAmount);
  const short = BigInt(withdrawal.amount) - received;
  return short > 0n ? short : 0n;
}
