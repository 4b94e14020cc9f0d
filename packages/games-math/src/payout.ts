/**
 * The published maximum payout per round (decision 018, "Maximum payout per round"). Every
 * in-house settlement pays `settledPayout`: the paytable's payout, capped at MAX_ROUND_PAYOUT.
 * Only the payout is capped; the outcome (and its multiplier) never depends on the stake, so a
 * capped round recomputes from its proof exactly as any other. A slot round (base spin and all
 * its free spins) is capped as a whole; jackpot wins come from their own pool and are not capped.
 */
import { payoutFor } from './fair.ts';

/** RM 1,000,000.00 in minor units. */
export const MAX_ROUND_PAYOUT = 100_000_000n;

/** What a round pays: min(floor(stake × bps / 10000), MAX_ROUND_PAYOUT). */
export function settledPayout(stake: bigint, multiplierBps: number): bigint {
  const payout = payoutFor(stake, multiplierBps);
  return payout > MAX_ROUND_PAYOUT ? MAX_ROUND_PAYOUT : payout;
}

/** Whether the cap lowered this round's payout. */
export function payoutCapped(stake: bigint, multiplierBps: number): boolean {
  return payoutFor(stake, multiplierBps) > MAX_ROUND_PAYOUT;
}

/**
 * Crash's max-win cash-out: the lowest multiplier (hundredths) at which `stake` reaches the cap,
 * ceil(MAX_ROUND_PAYOUT × 100 / stake), since payoutFor(stake, c × 100) = floor(stake × c / 100).
 * A bet still riding there is cashed out automatically; nothing above it could pay more.
 */
export function maxWinCashout(stake: bigint): number {
  if (stake <= 0n) throw new RangeError('stake must be positive');
  const limit = MAX_ROUND_PAYOUT * 100n;
  return Number((limit + stake - 1n) / stake);
}
