/**
 * Crash (issue 5, decision 018): a multiplayer round whose crash point comes from a public hash
 * chain. The server generates the chain backwards from a secret seed (link_{i+1} = sha256(link_i))
 * and plays it forwards, so each revealed link hashes to the previous round's link and the
 * terminal hash, published before the first round, commits to every crash point in advance. The
 * salt (published with the terminal hash, before the chain is used) stops the operator from
 * choosing a chain with good crash points.
 *
 * Crash point (hundredths, ≥ 100) from one link:
 *   h = HMAC_SHA256(key = utf8(link), msg = utf8(salt)); r = the first 52 bits of h; e = 2^52;
 *   crash = min(CRASH_MAX_POINT, max(100, floor(99 × e / (e − r))))
 * so P(crash ≥ T) = floor(99e / T) / e ≈ 0.99 / (T / 100) for every T ≥ 101: a flat 1 % house
 * edge whatever the cash-out target (1 − 0.99 / 1.01 ≈ 1.98 % of rounds end at 1.00x). The
 * issue's draft formula floor((100e − r) / (e − r)) only reaches a 1 % edge for high targets
 * (0.01 % at 1.01x), so it was not used: see decision 018.
 */
import { CRASH_TIMING } from '@nova/contracts/constants';
import type { HmacFn } from './fair.ts';
import { hmacSha256, sha256Hex, utf8 } from './sha256.ts';
import type { CrashOutcome } from './types.ts';

export const CRASH_E = 2n ** 52n;
export const CRASH_MIN_CASHOUT = 101;
/**
 * The published maximum crash point, 1,000,000.00x in hundredths (decision 018, review #7). The
 * formula alone reaches 99 × 2^52, past the int4 columns and a safe JS integer's comfort; a point
 * above the cap is played as the cap. P(crash ≥ T) is unchanged for every T ≤ the cap, so every
 * cash-out target (auto targets stop at 10,000x) keeps its exact RTP; only the 1 in ~10^6 rounds
 * above it fly no further.
 */
export const CRASH_MAX_POINT = 100_000_000;

/** The previous round's link: sha256Hex of this round's link. */
export function crashChainLink(hashHex: string): string {
  return sha256Hex(hashHex);
}

export interface CrashChain {
  /** Links in play order: links[0] is played first (it was generated last). */
  links: string[];
  /** sha256 of links[0]: published before the first round. */
  terminalHash: string;
}

/** A chain of `length` links generated from `seedHex` (the seed itself is never played). */
export function crashChain(seedHex: string, length: number): CrashChain {
  if (!Number.isInteger(length) || length < 1) throw new RangeError('crash chain length');
  const generated: string[] = [];
  let link = seedHex;
  for (let i = 0; i < length; i++) {
    link = crashChainLink(link);
    generated.push(link);
  }
  const links = generated.reverse();
  return { links, terminalHash: crashChainLink(links[0] as string) };
}

/** Whether `link` is the successor of `previousHash` in a chain (sha256(link) = previousHash). */
export function checkCrashLink(link: string, previousHash: string): boolean {
  return crashChainLink(link) === previousHash.toLowerCase();
}

/** The crash point in hundredths (≥ 100) of the round whose chain link is `hashHex`. */
export function crashPointFromHash(
  hashHex: string,
  salt: string,
  hmac: HmacFn = hmacSha256,
): number {
  const h = hmac(utf8(hashHex), utf8(salt));
  let top = 0n;
  for (let i = 0; i < 7; i++) top = (top << 8n) | BigInt(h[i] as number);
  const r = top >> 4n; // 56 bits read, keep the first 52
  return crashPointFromR(r);
}

/** The formula on a raw 52-bit value r ∈ [0, 2^52) (exported for the exact RTP test). */
export function crashPointFromR(r: bigint): number {
  const point = (99n * CRASH_E) / (CRASH_E - r);
  if (point < 100n) return 100;
  return point > BigInt(CRASH_MAX_POINT) ? CRASH_MAX_POINT : Number(point);
}

/** The curve: multiplier in hundredths after `elapsedMs` of flight, floor(100 × e^(k t)). */
export function crashMultiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.max(100, Math.floor(100 * Math.exp(CRASH_TIMING.growthPerMs * elapsedMs)));
}

/** The first whole millisecond at which the curve reaches `hundredths` (inverse of the curve). */
export function crashElapsedFor(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let ms = Math.max(0, Math.floor(Math.log(hundredths / 100) / CRASH_TIMING.growthPerMs) - 1);
  // Float rounding may put the estimate one or two ms off either way: settle on the integer curve.
  while (ms > 0 && crashMultiplierAt(ms - 1) >= hundredths) ms -= 1;
  while (crashMultiplierAt(ms) < hundredths) ms += 1;
  return ms;
}

/**
 * A bet's result: it wins cashedOutAt/100 × stake when it cashed out at or below the crash point
 * (settlement: payoutFor(stake, cashedOutAt × 100), integers only).
 */
export function crashOutcome(crashPoint: number, cashedOutAt: number | null): CrashOutcome {
  const won = cashedOutAt !== null && cashedOutAt >= CRASH_MIN_CASHOUT && cashedOutAt <= crashPoint;
  return {
    game: 'CRASH',
    crashPoint,
    cashedOutAt: won ? cashedOutAt : null,
    multiplierBps: won ? (cashedOutAt as number) * 100 : 0,
  };
}

/** Exact RTP of always cashing out at `target` hundredths: target × floor(99e / target) / (100e). */
export function crashExactRtp(target: number): [bigint, bigint] {
  const t = BigInt(target);
  return [t * ((99n * CRASH_E) / t), 100n * CRASH_E];
}
