import { randomBytes } from 'node:crypto';
import { RATE_LIMITS } from '@nova/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  type CounterStore,
  createRateLimiter,
  dbCounterStore,
  redisCounterStore,
} from './rate-limit.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
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

/** Two limiters over one store stand for two server instances. */
async function sharedAcrossInstances(makeStore: () => CounterStore) {
  const stores = [makeStore(), makeStore()];
  const [a, b] = stores.map((store) => createRateLimiter(store, () => now));
  if (!a || !b) throw new Error('two limiters');
  const key = randomBytes(6).toString('hex');
  const { limit, windowSeconds } = RATE_LIMITS.registerPerIp;
  try {
    for (let i = 0; i < limit; i++) await (i % 2 ? a : b).consume([['registerPerIp', key]]);
    const error = await refusal(a.consume([['registerPerIp', key]]));
    expect(error.code).toBe('RATE_LIMITED');
    const retryAfter = error.extra?.retryAfter ?? 0;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    // The next window starts fresh.
    now = new Date(START.getTime() + windowSeconds * 1000);
    await b.consume([['registerPerIp', key]]);
    expect(await a.count('registerPerIp', key)).toBe(1);
  } finally {
    now = START;
    await Promise.all(stores.map((s) => s.close()));
  }
}

describe('rate limiter', () => {
  it('shares counts across instances through the database', async () => {
    await sharedAcrossInstances(() => dbCounterStore(t.app.db));
  });

  it('shares counts across instances through Redis', async () => {
    await sharedAcrossInstances(() => redisCounterStore(REDIS_URL));
  });

  it('check() refuses at the limit without counting; record() counts failures', async () => {
    const limiter = createRateLimiter(dbCounterStore(t.app.db), () => now);
    const key = randomBytes(6).toString('hex');
    const { limit } = RATE_LIMITS.loginFailuresPerAccount;
    for (let i = 0; i < limit - 1; i++) {
      await limiter.check([['loginFailuresPerAccount', key]]);
      await limiter.record([['loginFailuresPerAccount', key]]);
    }
    await limiter.check([['loginFailuresPerAccount', key]]);
    expect(await limiter.count('loginFailuresPerAccount', key)).toBe(limit - 1);
    await limiter.record([['loginFailuresPerAccount', key]]);
    expect((await refusal(limiter.check([['loginFailuresPerAccount', key]]))).code).toBe(
      'RATE_LIMITED',
    );
  });

  it('uses the SMS lock code when asked', async () => {
    const limiter = createRateLimiter(dbCounterStore(t.app.db), () => now);
    const key = randomBytes(6).toString('hex');
    for (let i = 0; i < RATE_LIMITS.smsPerPhone.limit; i++)
      await limiter.consume([['smsPerPhone', key]], 'SMS_LOCKED');
    const error = await refusal(limiter.consume([['smsPerPhone', key]], 'SMS_LOCKED'));
    expect(error.code).toBe('SMS_LOCKED');
    expect(error.extra?.retryAfter).toBeLessThanOrEqual(300);
  });
});
