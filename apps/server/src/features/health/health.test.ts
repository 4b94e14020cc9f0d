import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

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
