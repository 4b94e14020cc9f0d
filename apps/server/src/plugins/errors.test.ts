import { ErrorEnvelopeSchema } from '@nova/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOGIN = '/wps/session/login';

describe('error envelope', () => {
  it('maps malformed JSON to BAD_REQUEST', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    const body = ErrorEnvelopeSchema.parse(res.json());
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('maps an unsupported content type to 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('maps a too large body to 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { username: 'demo', password: 'x'.repeat(300 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('lists validation problems by path', async () => {
    const res = await t.app.inject({ method: 'POST', url: LOGIN, payload: { password: 12 } });
    expect(res.statusCode).toBe(400);
    const body = ErrorEnvelopeSchema.parse(res.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details?.map((d) => d.path).sort()).toEqual(['body.password', 'body.username']);
  });
});

describe('cross-site request defence', () => {
  const payload = { username: 'demo', password: 'wrong-password' };

  it('refuses a state-changing call from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload,
      headers: { origin: 'https://evil.example', host: 'nova88.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { origin: 'null', host: 'nova88.example' },
    });
    expect(logout.statusCode).toBe(403);
  });

  it('lets same-origin calls and calls without Origin through', async () => {
    const same = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload,
      headers: { origin: 'https://nova88.example', host: 'nova88.example' },
    });
    expect(same.json().code).toBe('INVALID_CREDENTIALS');
    const fetchMeta = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload,
      headers: {
        origin: 'https://nova88.example',
        host: 'internal:3000',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(fetchMeta.json().code).toBe('INVALID_CREDENTIALS');
    const none = await t.app.inject({ method: 'POST', url: LOGIN, payload });
    expect(none.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('does not apply to reads', async () => {
    const res = await t.app.inject({
      url: '/wps/system/status',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});
