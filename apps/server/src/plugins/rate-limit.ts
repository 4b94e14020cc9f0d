import { randomBytes } from 'node:crypto';
import { RATE_LIMITS, type RateLimitName } from '@nova/contracts/constants';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import { rateLimitBuckets } from '../db/schema/security.ts';
import { rateLimited } from '../lib/app-error.ts';

export interface Window {
  limit: number;
  windowSeconds: number;
}

/** The outcome of one key's reservation in a store. */
export type StoreReservation =
  | {
      ok: true;
      /** Attempts of the key already in the window when this one was reserved. */
      before: number;
      /** Give this attempt back (idempotent at the limiter level). */
      release(): Promise<void>;
    }
  | { ok: false; retryAfterSeconds: number };

/**
 * Sliding-window logs shared by every server instance: Redis when REDIS_URL is set, else the
 * database (decision 022). `reserve` is one atomic step per key: if fewer than `limit`
 * attempts of `key` lie in the `windowSeconds` before `now`, it records this one; otherwise it
 * records nothing and says when the oldest attempt leaves the window.
 */
export interface CounterStore {
  reserve(key: string, window: Window, now: Date): Promise<StoreReservation>;
  close(): Promise<void>;
}

/** Seconds until enough of the window's attempts (oldest first, ms) expire to admit one more. */
function retryAfter(times: readonly number[], window: Window, now: Date): number {
  const freeing = times[Math.max(0, times.length - window.limit)] ?? now.getTime();
  return (freeing + window.windowSeconds * 1000 - now.getTime()) / 1000;
}

/**
 * The `rate_limit_buckets` table holds the log: one row per (key, instant) with the number of
 * attempts reserved at that instant, expiring a window later. A transaction-scoped advisory
 * lock on the key serialises reservations of one key across connections and instances, so the
 * count read and the row written cannot interleave with another reservation's (PostgreSQL and
 * PGlite alike; PGlite has a single connection anyway).
 */
export function dbCounterStore(db: Db): CounterStore {
  return {
    async reserve(key, window, now) {
      const since = new Date(now.getTime() - window.windowSeconds * 1000);
      const expiresAt = new Date(now.getTime() + window.windowSeconds * 1000);
      const result = await db.transaction(async (tx): Promise<number | number[]> => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
        const rows = await tx
          .select({ at: rateLimitBuckets.windowStart, count: rateLimitBuckets.count })
          .from(rateLimitBuckets)
          .where(and(eq(rateLimitBuckets.key, key), gt(rateLimitBuckets.windowStart, since)))
          .orderBy(rateLimitBuckets.windowStart);
        const times = rows.flatMap((r) => Array<number>(r.count).fill(r.at.getTime()));
        if (times.length >= window.limit) return times;
        await tx
          .insert(rateLimitBuckets)
          .values({ key, windowStart: now, count: 1, expiresAt })
          .onConflictDoUpdate({
            target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
            set: { count: sql`${rateLimitBuckets.count} + 1` },
          });
        return times.length;
      });
      // Expired rows are swept now and then rather than on every call.
      if (Math.random() < 0.01) {
        await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.expiresAt, now));
      }
      if (Array.isArray(result)) {
        return { ok: false, retryAfterSeconds: retryAfter(result, window, now) };
      }
      return {
        ok: true,
        before: result,
        async release() {
          await db
            .update(rateLimitBuckets)
            .set({ count: sql`${rateLimitBuckets.count} - 1` })
            .where(
              and(
                eq(rateLimitBuckets.key, key),
                eq(rateLimitBuckets.windowStart, now),
                gt(rateLimitBuckets.count, 0),
              ),
            );
        },
      };
    },
    async close() {},
  };
}

/**
 * KEYS[1] the log (a sorted set of attempt ids scored by time in ms); ARGV: now, window ms,
 * limit, this attempt's id. Returns {1, count before} or {0, scores of the window oldest first}.
 * Redis runs a script atomically.
 */
const RESERVE_SCRIPT = `
local now = tonumber(ARGV[1])
local span = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - span)
local count = redis.call('ZCARD', KEYS[1])
if count >= limit then
  return {0, redis.call('ZRANGE', KEYS[1], 0, -1, 'WITHSCORES')}
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], span)
return {1, count}
`;

/** `prefix` namespaces the keys (tests give each run its own). */
export function redisCounterStore(url: string, prefix = 'rl2:'): CounterStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async reserve(key, window, now) {
      const k = `${prefix}${key}`;
      const id = randomBytes(9).toString('base64url');
      const span = window.windowSeconds * 1000;
      const [ok, payload] = (await redis.eval(
        RESERVE_SCRIPT,
        1,
        k,
        now.getTime(),
        span,
        window.limit,
        id,
      )) as [number, number | string[]];
      if (ok !== 1) {
        const scores = Array.isArray(payload) ? payload.filter((_, i) => i % 2 === 1) : [];
        return { ok: false, retryAfterSeconds: retryAfter(scores.map(Number), window, now) };
      }
      return {
        ok: true,
        before: Number(payload),
        async release() {
          await redis.zrem(k, id);
        },
      };
    },
    async close() {
      await redis.quit();
    },
  };
}

export type LimitCheck = readonly [RateLimitName, string];
export type LimitCode = 'RATE_LIMITED' | 'SMS_LOCKED';

/** One attempt, counted against each of its keys. */
export interface Reservation {
  /** How many attempts were reserved under `name` within its window before this one. */
  before(name: RateLimitName): number;
  /**
   * Give the attempt back: for limits that count failures only, call it once the attempt
   * turned out fine (a correct password). Idempotent.
   */
  release(): Promise<void>;
}

/**
 * The one way to limit an attempt (decision 022): `reserve` counts it atomically before any
 * expensive or guessable check and throws 429 (Retry-After) when a key is over its limit, so
 * parallel requests cannot all pass a check before any of them is counted.
 */
export interface RateLimiter {
  /** Count this attempt against each key; throws 429 when one is full (nothing stays counted). */
  reserve(checks: readonly LimitCheck[], code?: LimitCode): Promise<Reservation>;
  /** `reserve` for limits where every attempt counts (sends, registrations, launches). */
  consume(checks: readonly LimitCheck[], code?: LimitCode): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export function createRateLimiter(store: CounterStore, now: () => Date): RateLimiter {
  async function reserve(checks: readonly LimitCheck[], code: LimitCode = 'RATE_LIMITED') {
    const at = now();
    const held: { name: RateLimitName; before: number; release(): Promise<void> }[] = [];
    const releaseAll = () => Promise.all(held.map((h) => h.release())).then(() => undefined);
    for (const [name, key] of checks) {
      let outcome: StoreReservation;
      try {
        outcome = await store.reserve(`${name}:${key}`, RATE_LIMITS[name], at);
      } catch (error) {
        await releaseAll().catch(() => undefined);
        throw error;
      }
      if (!outcome.ok) {
        // A refused attempt is checked against nothing, so it counts against nothing.
        await releaseAll();
        throw rateLimited(outcome.retryAfterSeconds, code);
      }
      held.push({ name, before: outcome.before, release: outcome.release });
    }
    let released: Promise<void> | undefined;
    const reservation: Reservation = {
      before(name) {
        const entry = held.find((h) => h.name === name);
        if (!entry) throw new Error(`no reservation under ${name}`);
        return entry.before;
      },
      release() {
        released ??= releaseAll();
        return released;
      },
    };
    return reservation;
  }
  return {
    reserve,
    async consume(checks, code) {
      await reserve(checks, code);
    },
  };
}

/** Decorates `app.rateLimiter` (SECURITY.md 3: limits hold across server instances). */
export const rateLimitPlugin = fp(
  async (app) => {
    const store = app.config.redisUrl
      ? redisCounterStore(app.config.redisUrl)
      : dbCounterStore(app.db);
    app.decorate('rateLimiter', createRateLimiter(store, app.now));
    app.addHook('onClose', () => store.close());
  },
  { name: 'rate-limit', dependencies: ['db', 'context'] },
);
