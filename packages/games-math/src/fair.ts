/**
 * Provably fair randomness (SECURITY 30, decision 018).
 *
 * A round's randomness is the stream of HMAC-SHA256 blocks
 *   block i = HMAC_SHA256(key = utf8(serverSeed), msg = utf8(`${clientSeed}:${nonce}:${stream}:${i}`))
 * for i = 0, 1, 2, …, each read as 8 big-endian uint32 words in order. The server commits to the
 * server seed by publishing sha256Hex(serverSeed) before any round uses it and reveals the seed
 * when the pair is rotated, so the player can recompute every outcome. Integers are drawn by
 * rejection sampling (no modulo bias) and nothing else enters an outcome: not the stake, not the
 * player's history, not the clock.
 */

import { hmacSha256, sha256Hex, utf8 } from './sha256.ts';
import type { RandomSource } from './types.ts';

export type HmacFn = (key: Uint8Array, data: Uint8Array) => Uint8Array;

export interface SeedTriple {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const WORDS_PER_BLOCK = 8;
const TWO_32 = 0x1_0000_0000;
/** intBelow accepts n up to 2^52 (two words); the jackpot draw needs more than 2^32 outcomes. */
const TWO_52 = 2 ** 52;
const TWO_20 = 0x10_0000;
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/u;

/** The fair stream of one round (`stream` separates independent draws such as 'game' and 'jackpot'). */
export function fairSource(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  stream = 'game',
  hmac: HmacFn = hmacSha256,
): RandomSource {
  if (!Number.isSafeInteger(nonce) || nonce < 0)
    throw new RangeError('nonce must be a safe integer ≥ 0');
  const key = utf8(serverSeed);
  const prefix = `${clientSeed}:${nonce}:${stream}:`;
  let block = 0;
  let words: number[] = [];
  let next = WORDS_PER_BLOCK;
  return {
    nextUint32(): number {
      if (next === WORDS_PER_BLOCK) {
        const bytes = hmac(key, utf8(prefix + String(block)));
        block += 1;
        words = [];
        for (let w = 0; w < WORDS_PER_BLOCK; w++) {
          const o = w * 4;
          words.push(
            (((bytes[o] as number) << 24) |
              ((bytes[o + 1] as number) << 16) |
              ((bytes[o + 2] as number) << 8) |
              (bytes[o + 3] as number)) >>>
              0,
          );
        }
        next = 0;
      }
      const word = words[next] as number;
      next += 1;
      return word;
    },
  };
}

/**
 * The largest accepted raw value (exclusive) when drawing below n from a uniform range of
 * `range` values: range − (range mod n). Values at or above it are rejected and redrawn, so each
 * residue class keeps exactly floor(range / n) preimages: no modulo bias.
 */
export function rejectionLimit(n: number, range: number = TWO_32): number {
  return range - (range % n);
}

/**
 * A uniform integer in [0, n). For n ≤ 2^32 one word per attempt (reject ≥ 2^32 − 2^32 mod n);
 * for 2^32 < n ≤ 2^52 a 52-bit value from two words (20 high bits of the first, all 32 of the
 * second) with the same rejection rule.
 */
export function intBelow(src: RandomSource, n: number): number {
  if (!Number.isSafeInteger(n) || n < 1 || n > TWO_52) throw new RangeError(`intBelow: bad n ${n}`);
  if (n <= TWO_32) {
    const limit = rejectionLimit(n);
    for (;;) {
      const x = src.nextUint32();
      if (x < limit) return x % n;
    }
  }
  const limit = rejectionLimit(n, TWO_52);
  for (;;) {
    const hi = src.nextUint32() % TWO_20;
    const x = hi * TWO_32 + src.nextUint32();
    if (x < limit) return x % n;
  }
}

/** The commitment published before a server seed is used. */
export function serverSeedHash(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

/** Whether `serverSeed` hashes to the commitment `hash` (the fairness page's first check). */
export function checkCommitment(serverSeed: string, hash: string): boolean {
  return serverSeedHash(serverSeed) === hash.toLowerCase();
}

/**
 * A fresh 64-hex-char server seed from the platform CSPRNG (Web Crypto: present in Node ≥ 19 and
 * every browser, so no node: import is needed here).
 */
export function newServerSeed(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

function assertBps(bps: number): void {
  if (!Number.isSafeInteger(bps) || bps < 0) throw new RangeError(`bad multiplier ${bps}`);
}

/** The payout of `stake` (minor units) at `multiplierBps`: floor(stake × bps / 10000). */
export function payoutFor(stake: bigint, multiplierBps: number): bigint {
  assertBps(multiplierBps);
  if (stake < 0n) throw new RangeError('negative stake');
  return (stake * BigInt(multiplierBps)) / 10_000n;
}

function twoDecimals(hundredths: bigint): string {
  const whole = hundredths / 100n;
  const frac = hundredths % 100n;
  return `${whole}.${frac.toString().padStart(2, '0')}`;
}

/** 19800 → "1.98": two decimals, truncated, integer maths only. */
export function formatMultiplier(bps: number): string {
  assertBps(bps);
  return twoDecimals(BigInt(bps) / 100n);
}

/** payout / stake as "x.yy", truncated ("0.00" for a loss or a zero stake). */
export function formatRatio(payout: bigint, stake: bigint): string {
  if (stake <= 0n || payout <= 0n) return '0.00';
  return twoDecimals((payout * 100n) / stake);
}
