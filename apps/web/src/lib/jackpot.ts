/**
 * The jackpot counter's animation (issue 5 "Jackpot"; SECURITY.md "real figures only"): it only
 * ever moves between two values the API gave, never invents one. Upward moves count up over the
 * animation; a drop (the pool was won and reset) is shown at once.
 */
export const JACKPOT_POLL_MS = 5000;
/** How long the count-up toward a new real value takes. */
export const JACKPOT_ANIMATION_MS = 4000;

/** The value shown `progress` (0..1) of the way from `from` to `to`, both real, in minor units. */
export function interpolateMinor(from: bigint, to: bigint, progress: number): bigint {
  if (to <= from || !(progress > 0)) return to <= from ? to : from;
  if (progress >= 1) return to;
  const steps = 10_000n;
  const done = BigInt(Math.floor(progress * 10_000));
  return from + ((to - from) * done) / steps;
}
