import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_TOKEN, operatorHeaders } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let unset: TestApp;
beforeAll(async () => {
  [t, unset] = await Promise.all([
    createTestApp({ operatorApiToken: OPERATOR_TOKEN }),
    createTestApp({ operatorApiToken: undefined }),
  ]);
});
afterAll(() => Promise.all([t.close(), unset.close()]));

const MAINTENANCE = { active: true, maintenanceEnd: '2099-01-01T00:00:00Z' };

function put(app: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.app.inject({ method: 'PUT', url, payload: payload as object, headers });
}

describe('operator routes', () => {
  it.each([
    ['no header', {}],
    ['a wrong token', operatorHeaders('wrong-token-wrong-token-wrong')],
    ['a token prefix', operatorHeaders(OPERATOR_TOKEN.slice(0, -1))],
    ['another scheme', { authorization: `Basic ${OPERATOR_TOKEN}` }],
  ])('reject %s with 401', async (_label, headers) => {
    const res = await put(t, '/ops/system/maintenance', MAINTENANCE, headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const status = await t.app.inject({ url: '/wps/system/status' });
    expect(status.json().value.status).toBe(0);
  });

  it('refuse every token when none is configured', async () => {
    const res = await put(unset, '/ops/system/maintenance', MAINTENANCE, operatorHeaders());
    expect(res.statusCode).toBe(401);
  });

  it('switch maintenance with the right token', async () => {
    const res = await put(t, '/ops/system/maintenance', MAINTENANCE, operatorHeaders());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      value: { active: true, maintenanceStart: null, maintenanceEnd: '2099-01-01T00:00:00.000Z' },
    });
    const status = await t.app.inject({ url: '/wps/system/status' });
    expect(status.json().value.status).toBe(1);
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'demo', password: 'Demo!2026' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json().code).toBe('MAINTENANCE');
    await put(t, '/ops/system/maintenance', { active: false }, operatorHeaders());
  });

  it('require an end time to switch maintenance on', async () => {
    const res = await put(t, '/ops/system/maintenance', { active: true }, operatorHeaders());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('replace the blocked ranges and validate them', async () => {
    const ok = await put(
      t,
      '/ops/system/region-restriction',
      { blockedRanges: ['203.0.113.0/24', '2001:db8::/32'] },
      operatorHeaders(),
    );
    expect(ok.json()).toEqual({
      success: true,
      value: { blockedRanges: ['203.0.113.0/24', '2001:db8::/32'] },
    });
    const bad = await put(
      t,
      '/ops/system/region-restriction',
      { blockedRanges: ['300.1.1.1/8'] },
      operatorHeaders(),
    );
    expect(bad.statusCode).toBe(400);
    await put(t, '/ops/system/region-restriction', { blockedRanges: [] }, operatorHeaders());
  });
});

describe('bet feed pull', () => {
  it('needs the operator token, then pulls the transfer vendors holding wallets and reports', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/ops/games/bet-feed/pull' });
    expect(refused.statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/games/bet-feed/pull',
      headers: operatorHeaders(),
    });
    expect(res.statusCode).toBe(200);
    // No member holds a vendor wallet in this app yet: no feed can hold bets of ours or is asked.
    expect(res.json().value).toEqual({ vendors: 0, stored: 0, skipped: 0, failed: [] });
  });
});
