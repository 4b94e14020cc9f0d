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
      /** Give this attempt back: it no longer counts. */
      release(): Promise<void>;
      /** Settle it as counted: it is no longer in flight. */
      keep(): Promise<void>;
    }
  | {
      ok: false;
      retryAfterSeconds: number;
      /** How many of the attempts filling the window are still in flight (not yet settled). */
      inFlight: number;
    };

/**
 * Sliding-window logs shared by every server instance: Redis when REDIS_URL is set, else the
 * database (decision 022). `reserve` is one atomic step per key: if fewer than `limit`
 * attempts of `key` lie in the `windowSeconds` before `now`, it records this one (in flight
 * until kept or released); otherwise it records nothing and says when the oldest attempt leaves
 * the window and how many of the window's attempts are still in flight.
 */
export interface CounterStore {
  reserve(key: string, window: Window, now: Date): Promise<StoreReservation>;
  close(): Promise<void>;
}

/**
 * An attempt neither kept nor released this long after it was reserved (its process died
 * mid-check) stops counting as in flight; it still counts against the limit.
 */
export const IN_FLIGHT_SECONDS = 30;

/** Seconds until enough of the window's attempts (oldest first, ms) expire to admit one more. */
function retryAfter(times: readonly number[], window: Window, now: Date): number {
  const freeing = times[Math.max(0, times.length - window.limit)] ?? now.getTime();
  return (freeing + window.windowSeconds * 1000 - now.getTime()) / 1000;
}

/**
 * The `rate_limit_buckets` table holds the log: one row per (key, instant) with the number of
 * attempts reserved at that instant, expiring a window later, and a row per (key + '|flight',
 * instant) with those of them still in flight. A transaction-scoped advisory lock on the key
 * serialises reservations of one key across connections and instances, so the count read and
 * the rows written cannot interleave with another reservation's (PostgreSQL and PGlite alike;
 * PGlite has a single connection anyway).
 */
export function dbCounterStore(db: Db): CounterStore {
  const b = rateLimitBuckets;
  const add = (key: string, at: Date, by: number) =>
    db
      .update(b)
      .set({ count: sql`${b.count} + ${by}` })
      .where(and(eq(b.key, key), eq(b.windowStart, at), gt(b.count, 0)));
  return {
    async reserve(key, window, now) {
      const since = new Date(now.getTime() - window.windowSeconds * 1000);
      const flightSince = new Date(now.getTime() - IN_FLIGHT_SECONDS * 1000);
      const expiresAt = new Date(now.getTime() + window.windowSeconds * 1000);
      const flightKey = `${key}|flight`;
      const result = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
        const rows = await tx
          .select({ at: b.windowStart, count: b.count })
          .from(b)
          .where(and(eq(b.key, key), gt(b.windowStart, since)))
          .orderBy(b.windowStart);
        const times = rows.flatMap((r) => Array<number>(r.count).fill(r.at.getTime()));
        if (times.length >= window.limit) {
          const [flight] = await tx
            .select({ n: sql<number>`coalesce(sum(${b.count}), 0)::int` })
            .from(b)
            .where(
              and(eq(b.key, flightKey), gt(b.windowStart, since), gt(b.windowStart, flightSince)),
            );
          return { times, inFlight: flight?.n ?? 0 };
        }
        for (const k of [key, flightKey]) {
          await tx
            .insert(b)
            .values({ key: k, windowStart: now, count: 1, expiresAt })
            .onConflictDoUpdate({
              target: [b.key, b.windowStart],
              set: { count: sql`${b.count} + 1` },
            });
        }
        return times.length;
      });
      // Expired rows are swept now and then rather than on every call.
      if (Math.random() < 0.01) await db.delete(b).where(lt(b.expiresAt, now));
      if (typeof result !== 'number') {
        const retry = retryAfter(result.times, window, now);
        return { ok: false, retryAfterSeconds: retry, inFlight: result.inFlight };
      }
      return {
        ok: true,
        before: result,
        async release() {
          await add(key, now, -1);
          await add(flightKey, now, -1);
        },
        async keep() {
          await add(flightKey, now, -1);
        },
      };
    },
    async close() {},
  };
}

/**
 * KEYS[1] the log (a sorted set of attempt ids scored by time in ms), KEYS[2] the attempts in
 * flight; ARGV: now, window ms, limit, this attempt's id, in-flight horizon ms. Returns
 * {1, count before} or {0, scores of the window oldest first, in flight}. Redis runs a script
 * atomically.
 */
const RESERVE_SCRIPT = `
local now = tonumber(ARGV[1])
local span = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - span)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - math.min(span, tonumber(ARGV[5])))
local count = redis.call('ZCARD', KEYS[1])
if count >= limit then
  return {0, redis.call('ZRANGE', KEYS[1], 0, -1, 'WITHSCORES'), redis.call('ZCARD', KEYS[2])}
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('ZADD', KEYS[2], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], span)
redis.call('PEXPIRE', KEYS[2], span)
return {1, count}
`;

/** `prefix` namespaces the keys (tests give each run its own). */
export function redisCounterStore(url: string, prefix = 'rl2:'): CounterStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async reserve(key, window, now) {
      const log = `${prefix}${key}`;
      const flight = `${prefix}${key}|flight`;
      const id = randomBytes(9).toString('base64url');
      const span = window.windowSeconds * 1000;
      const [ok, payload, inFlight] = (await redis.eval(
        RESERVE_SCRIPT,
        2,
        log,
        flight,
        now.getTime(),
        span,
        window.limit,
        id,
        IN_FLIGHT_SECONDS * 1000,
      )) as [number, number | string[], number | undefined];
      if (ok !== 1) {
        const scores = Array.isArray(payload) ? payload.filter((_, i) => i % 2 === 1) : [];
        return {
          ok: false,
          retryAfterSeconds: retryAfter(scores.map(Number), window, now),
          inFlight: Number(inFlight ?? 0),
        };
      }
      return {
        ok: true,
        before: Number(payload),
        async release() {
          await redis.multi().zrem(log, id).zrem(flight, id).exec();
        },
        async keep() {
          await redis.zrem(flight, id);
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

/** One attempt, counted against each of its keys; in flight until kept or released. */
export interface Reservation {
  /** How many attempts were reserved under `name` within its window before this one. */
  before(name: RateLimitName): number;
  /**
   * Give the attempt back: for limits that count failures only, once the attempt turned out
   * fine (a correct password) or nothing was checked. Idempotent; no-op after keep().
   */
  release(): Promise<void>;
  /** Settle the attempt as counted (a failure). Idempotent; no-op after release(). */
  keep(): Promise<void>;
  /**
   * Run the check this attempt guards: a check that throws keeps the attempt (a failure) and
   * rethrows; one that returns releases it. For limits that count failures only.
   */
  settle<T>(check: () => Promise<T>): Promise<T>;
}

/**
 * The one way to limit an attempt (decision 022): `reserve` counts it atomically before any
 * expensive or guessable check and throws 429 (Retry-After) when a key is full of settled
 * attempts, so parallel requests cannot all pass a check before any of them is counted. When
 * the window is full only because attempts are still in flight, it waits for them to settle
 * (a correct one is given back and makes room) for up to `MAX_WAIT_MS`.
 */
export interface RateLimiter {
  /** Count this attempt against each key; throws 429 when one is full (nothing stays counted). */
  reserve(checks: readonly LimitCheck[], code?: LimitCode): Promise<Reservation>;
  /** A reservation kept at once, for limits where every attempt counts (sends, launches). */
  consume(checks: readonly LimitCheck[], code?: LimitCode): Promise<void>;
}

/** The longest a reservation waits for attempts in flight before it answers 429. */
export const MAX_WAIT_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createRateLimiter(store: CounterStore, now: () => Date): RateLimiter {
  type Held = { name: RateLimitName; before: number } & Pick<
    Extract<StoreReservation, { ok: true }>,
    'release' | 'keep'
  >;

  /** One pass over the keys: all reserved, or none (with the refusal). */
  async function attempt(checks: readonly LimitCheck[]) {
    const at = now();
    const held: Held[] = [];
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
        return { refused: outcome };
      }
      held.push({ name, before: outcome.before, release: outcome.release, keep: outcome.keep });
    }
    return { held };
  }

  async function reserve(checks: readonly LimitCheck[], code: LimitCode = 'RATE_LIMITED') {
    let held: Held[] | undefined;
    for (let waited = 0, step = 10; !held; waited += step, step = Math.min(step * 2, 250)) {
      const pass = await attempt(checks);
      if (pass.held) {
        held = pass.held;
      } else if (pass.refused.inFlight === 0 || waited >= MAX_WAIT_MS) {
        throw rateLimited(pass.refused.retryAfterSeconds, code);
      } else {
        await pause(step);
      }
    }
    const all = held;
    let settled: Promise<void> | undefined;
    const reservation: Reservation = {
      before(name) {
        const entry = all.find((h) => h.name === name);
        if (!entry) throw new Error(`no reservation under ${name}`);
        return entry.before;
      },
      release() {
        settled ??= Promise.all(all.map((h) => h.release())).then(() => undefined);
        return settled;
      },
      keep() {
        settled ??= Promise.all(all.map((h) => h.keep())).then(() => undefined);
        return settled;
      },
      async settle(check) {
        let result: Awaited<ReturnType<typeof check>>;
        try {
          result = await check();
        } catch (error) {
          await reservation.keep();
          throw error;
        }
        await reservation.release();
        return result;
      },
    };
    return reservation;
  }
  return {
    reserve,
    async consume(checks, code) {
      await (await reserve(checks, code)).keep();
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
