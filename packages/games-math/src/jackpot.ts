/**
 * The in-house jackpot (issue 5, decision 018). Every in-house stake contributes
 * floor(stake × contributionBps / 10000) to the JACKPOT house account; only an eligible slot spin
 * (stake ≥ minStakeMinor) can win the whole pool, with its own fair draw
 * intBelow(fairSource(…, 'jackpot'), odds) === 0, independent of the reels and of the stake.
 *
 * Odds: at the seeded pool of RM 100,000,000.00 (10^10 minor units) a minimum eligible spin
 * (RM 1.00 = 100 minor) wins 10^10 / 10^10 = 1 minor unit on average: 1 % of its stake, which is
 * exactly what it contributes. intBelow draws n > 2^32 from two words, so 10^10 is exact.
 */
export const JACKPOT_RULE = {
  contributionBps: 100,
  odds: 10_000_000_000,
  minStakeMinor: 100n,
} as const;

/** The stake's contribution to the pool (minor units, floored; 0 means no JACKPOT leg). */
export function jackpotContribution(stake: bigint): bigint {
  return (stake * BigInt(JACKPOT_RULE.contributionBps)) / 10_000n;
}

/** Whether a slot stake may win the jackpot. */
export function jackpotEligible(stake: bigint): boolean {
  return stake >= JACKPOT_RULE.minStakeMinor;
}
