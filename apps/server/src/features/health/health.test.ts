import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainAndClose } from '../../shutdown.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
});
afterAll(() => t.close());

describe('GET /healthz', () => {
  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: true });
  });

  it('answers 503 SERVICE_UNAVAILABLE on brand routes when no brand exists (no seed)', async () => {
    const res = await t.app.inject({ url: '/wps/system/status' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
  });
});

describe('GET /livez and /readyz', () => {
  it('are both up on a running app without Redis', async () => {
    const live = await t.app.inject({ url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ok',
      database: true,
      redis: null,
      shuttingDown: false,
    });
  });

  it('readiness goes off before the app closes; liveness stays on while it drains', async () => {
    const app = (await createTestApp({ seedDemo: false })).app;
    let endDrain: () => void = () => undefined;
    const drained = new Promise<void>((resolve) => {
      endDrain = resolve;
    });
    let waited = 0;
    const closing = drainAndClose(app, 3_000, (ms) => {
      waited = ms;
      return drained;
    });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'unavailable',
      database: true,
      shuttingDown: true,
    });
    expect((await app.inject({ url: '/livez' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect(waited).toBe(3_000);
    endDrain();
    await closing;
    // Closed: Fastify refuses new requests once close() has begun.
    await expect(app.inject({ url: '/livez' })).rejects.toThrow();
  });

  it('asks Redis too when REDIS_URL is configured', async () => {
    const app = await createTestApp({ seedDemo: false, redisUrl: REDIS_URL });
    try {
      const ready = await app.app.inject({ url: '/readyz' });
      expect(ready.json()).toMatchObject({ status: 'ok', database: true, redis: true });
    } finally {
      await app.close();
    }
  });
});
