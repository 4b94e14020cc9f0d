import { randomBytes } from 'node:crypto';
import { RATE_LIMITS, type RateLimitName } from '@nova/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  type CounterStore,
  createRateLimiter,
  dbCounterStore,
  type RateLimiter,
  redisCounterStore,
} from './rate-limit.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const START = new Date('2026-05-01T10:00:00Z');
let now = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
});
afterAll(() => t.close());

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

const fresh = () => randomBytes(6).toString('hex');
const stores: [string, () => CounterStore][] = [
  ['the database', () => dbCounterStore(t.app.db)],
  ['Redis', () => redisCounterStore(REDIS_URL)],
];

/** Runs `body` with limiters over `count` stores of one kind (each one a server instance). */
async function withLimiters(
  makeStore: () => CounterStore,
  count: number,
  body: (limiters: RateLimiter[]) => Promise<void>,
) {
  const made = Array.from({ length: count }, makeStore);
  try {
    await body(made.map((store) => createRateLimiter(store, () => now)));
  } finally {
    now = START;
    await Promise.all(made.map((s) => s.close()));
  }
}

/** Attempts already in the window of one limit (a reservation given back at once). */
async function reserved(limiter: RateLimiter, name: RateLimitName, key: string) {
  const attempt = await limiter.reserve([[name, key]]);
  await attempt.release();
  return attempt.before(name);
}

describe.each(stores)('rate limiter on %s', (_name, makeStore) => {
  it('shares counts across instances, with Retry-After, and forgets a window later', async () => {
    await withLimiters(makeStore, 2, async ([a, b]) => {
      if (!a || !b) throw new Error('two limiters');
      const key = fresh();
      const { limit, windowSeconds } = RATE_LIMITS.registerPerIp;
      for (let i = 0; i < limit; i++) await (i % 2 ? a : b).consume([['registerPerIp', key]]);
      const error = await refusal(a.consume([['registerPerIp', key]]));
      expect(error.code).toBe('RATE_LIMITED');
      expect(error.extra?.retryAfter).toBe(windowSeconds);
      now = new Date(START.getTime() + windowSeconds * 1000);
      await b.consume([['registerPerIp', key]]);
      expect(await reserved(a, 'registerPerIp', key)).toBe(1);
    });
  });

  it('60 parallel reservations of a 50-attempt limit: exactly 50 pass, each sees its place', async () => {
    await withLimiters(makeStore, 3, async (limiters) => {
      const key = fresh();
      const { limit } = RATE_LIMITS.loginFailuresPerIp;
      const outcomes = await Promise.allSettled(
        Array.from({ length: 60 }, async (_, i) => {
          const attempt = await limiters[i % limiters.length]?.reserve([
            ['loginFailuresPerIp', key],
          ]);
          // Each one a failure, settled as soon as it is reserved.
          await attempt?.keep();
          return attempt;
        }),
      );
      const passed = outcomes.flatMap((o) =>
        o.status === 'fulfilled' && o.value ? [o.value] : [],
      );
      const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
      expect(passed).toHaveLength(limit);
      expect(refused.map((e) => (e as AppError).code)).toEqual(
        Array(60 - limit).fill('RATE_LIMITED'),
      );
      // Every attempt saw the ones reserved before it: 0, 1, ... 49, once each.
      const places = passed.map((r) => r.before('loginFailuresPerIp')).sort((x, y) => x - y);
      expect(places).toEqual(Array.from({ length: limit }, (_, i) => i));
    });
  });

  it('no double burst at a window edge: the limit holds over any window-long span', async () => {
    await withLimiters(makeStore, 1, async ([limiter]) => {
      if (!limiter) throw new Error('a limiter');
      const key = fresh();
      const { limit, windowSeconds } = RATE_LIMITS.paymentPasswordFailuresPerMember;
      // The last second of a clock-aligned window, then the first of the next.
      now = new Date(START.getTime() + (windowSeconds - 1) * 1000);
      for (let i = 0; i < limit; i++)
        await limiter.consume([['paymentPasswordFailuresPerMember', key]]);
      now = new Date(START.getTime() + (windowSeconds + 1) * 1000);
      const error = await refusal(limiter.reserve([['paymentPasswordFailuresPerMember', key]]));
      expect(error.extra?.retryAfter).toBe(windowSeconds - 2);
      // Once the burst is a whole window old, attempts pass again.
      now = new Date(START.getTime() + (2 * windowSeconds - 1) * 1000);
      await limiter.consume([['paymentPasswordFailuresPerMember', key]]);
    });
  });

  it('release() gives the attempt back once; a refused attempt counts against no key', async () => {
    await withLimiters(makeStore, 1, async ([limiter]) => {
      if (!limiter) throw new Error('a limiter');
      const account = fresh();
      const ip = fresh();
      const { limit } = RATE_LIMITS.paymentPasswordFailuresPerMember;
      const first = await limiter.reserve([['paymentPasswordFailuresPerMember', account]]);
      await first.release();
      await first.release();
      for (let i = 0; i < limit; i++)
        await limiter.consume([['paymentPasswordFailuresPerMember', account]]);
      // Two keys: the IP's is reserved, then the account's refuses, so the IP's is given back.
      const both: [RateLimitName, string][] = [
        ['loginFailuresPerIp', ip],
        ['paymentPasswordFailuresPerMember', account],
      ];
      expect((await refusal(limiter.reserve(both))).code).toBe('RATE_LIMITED');
      expect(await reserved(limiter, 'loginFailuresPerIp', ip)).toBe(0);
    });
  });

  it('attempts in flight make the others wait, not fail: 20 right answers on a 5-limit all pass', async () => {
    await withLimiters(makeStore, 2, async (limiters) => {
      const key = fresh();
      const right = () => Promise.resolve('ok');
      const answers = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const limiter = limiters[i % limiters.length];
          if (!limiter) throw new Error('a limiter');
          const attempt = await limiter.reserve([['paymentPasswordFailuresPerMember', key]]);
          return attempt.settle(right);
        }),
      );
      expect(answers).toEqual(Array(20).fill('ok'));
      expect(
        await reserved(limiters[0] as RateLimiter, 'paymentPasswordFailuresPerMember', key),
      ).toBe(0);
    });
  });

  it('settle() keeps a failed check and releases a passed one', async () => {
    await withLimiters(makeStore, 1, async ([limiter]) => {
      if (!limiter) throw new Error('a limiter');
      const key = fresh();
      const limit: [RateLimitName, string][] = [['paymentPasswordFailuresPerMember', key]];
      await (await limiter.reserve(limit)).settle(async () => 'fine');
      const failed = (await limiter.reserve(limit)).settle(async () => {
        throw new AppError('PAYMENT_PASSWORD_INVALID');
      });
      expect((await refusal(failed)).code).toBe('PAYMENT_PASSWORD_INVALID');
      expect(await reserved(limiter, 'paymentPasswordFailuresPerMember', key)).toBe(1);
    });
  });

  it('uses the SMS lock code when asked', async () => {
    await withLimiters(makeStore, 1, async ([limiter]) => {
      if (!limiter) throw new Error('a limiter');
      const key = fresh();
      for (let i = 0; i < RATE_LIMITS.smsPerPhone.limit; i++)
        await limiter.consume([['smsPerPhone', key]], 'SMS_LOCKED');
      const error = await refusal(limiter.consume([['smsPerPhone', key]], 'SMS_LOCKED'));
      expect(error.code).toBe('SMS_LOCKED');
      expect(error.extra?.retryAfter).toBe(RATE_LIMITS.smsPerPhone.windowSeconds);
    });
  });
});
