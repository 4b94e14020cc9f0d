import { RATE_LIMITS, type RateLimitName } from '@nova/contracts/constants';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import { rateLimitBuckets } from '../db/schema/security.ts';
import { rateLimited } from '../lib/app-error.ts';

export interface Window {
  limit: number;
  windowSeconds: number;
}

/** Counters shared by every server instance: Redis when REDIS_URL is set, else the database. */
export interface CounterStore {
  /** Add `by` (0 to read) to the current window of `key`; returns the new count. */
  add(key: string, window: Window, by: number, now: Date): Promise<number>;
  close(): Promise<void>;
}

function windowStart(window: Window, now: Date): number {
  const ms = window.windowSeconds * 1000;
  return Math.floor(now.getTime() / ms) * ms;
}

export function secondsLeft(window: Window, now: Date): number {
  return (windowStart(window, now) + window.windowSeconds * 1000 - now.getTime()) / 1000;
}

export function dbCounterStore(db: Db): CounterStore {
  return {
    async add(key, window, by, now) {
      const start = new Date(windowStart(window, now));
      const expiresAt = new Date(start.getTime() + window.windowSeconds * 1000);
      const [row] = await db
        .insert(rateLimitBuckets)
        .values({ key, windowStart: start, count: by, expiresAt })
        .onConflictDoUpdate({
          target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
          set: { count: sql`${rateLimitBuckets.count} + ${by}` },
        })
        .returning({ count: rateLimitBuckets.count });
      // Expired windows are swept now and then rather than on every call.
      if (Math.random() < 0.01) {
        await db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.expiresAt} < ${now}`);
      }
      return row?.count ?? 0;
    },
    async close() {},
  };
}

export function redisCounterStore(url: string): CounterStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async add(key, window, by, now) {
      const k = `rl:${key}:${windowStart(window, now)}`;
      const result = await redis
        .multi()
        .incrby(k, by)
        .expire(k, window.windowSeconds + 5)
        .exec();
      const count = result?.[0]?.[1];
      return typeof count === 'number' ? count : Number(count ?? 0);
    },
    async close() {
      await redis.quit();
    },
  };
}

export interface RateLimiter {
  /** Count one event against each key; throws 429 (with Retry-After) when one is over. */
  consume(
    checks: readonly [RateLimitName, string][],
    code?: 'RATE_LIMITED' | 'SMS_LOCKED',
  ): Promise<void>;
  /** Throw 429 if any key is already at its limit, without counting (failure-only limits). */
  check(checks: readonly [RateLimitName, string][]): Promise<void>;
  /** Count a failure against each key. */
  record(checks: readonly [RateLimitName, string][]): Promise<void>;
  /** The current count of one key. */
  count(name: RateLimitName, key: string): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export function createRateLimiter(store: CounterStore, now: () => Date): RateLimiter {
  async function run(
    checks: readonly [RateLimitName, string][],
    by: number,
    allowEqual: boolean,
    code: 'RATE_LIMITED' | 'SMS_LOCKED' = 'RATE_LIMITED',
  ): Promise<void> {
    const at = now();
    for (const [name, key] of checks) {
      const window = RATE_LIMITS[name];
      const count = await store.add(`${name}:${key}`, window, by, at);
      const over = allowEqual ? count > window.limit : count >= window.limit;
      if (over) throw rateLimited(secondsLeft(window, at), code);
    }
  }
  return {
    consume: (checks, code) => run(checks, 1, true, code),
    check: (checks) => run(checks, 0, false),
    async record(checks) {
      const at = now();
      for (const [name, key] of checks) await store.add(`${name}:${key}`, RATE_LIMITS[name], 1, at);
    },
    count: (name, key) => store.add(`${name}:${key}`, RATE_LIMITS[name], 0, now()),
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
