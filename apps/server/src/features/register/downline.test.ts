import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function registerDownline(cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: '/wps/agent/downline', payload, headers: { cookie } });
}

function login(username: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username, password },
  });
}

describe('PUT /wps/agent/downline', () => {
  it('opens a downline whose agent-set 123456 must be changed at first login', async () => {
    const agent = await loginAs(t.app, 'demoagent');
    const res = await registerDownline(agent, {
      username: 'Downline01',
      initialPassword: '123456',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ account: 'downline01' });

    const first = await login('downline01', '123456');
    expect(first.statusCode).toBe(200);
    expect(first.json().value.mustChangePassword).toBe(true);

    const again = await registerDownline(agent, {
      username: 'downline01',
      initialPassword: 'x1y2z3w4',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('USERNAME_TAKEN');
  });

  it('is for agents only', async () => {
    const member = await loginAs(t.app, 'demo2');
    const res = await registerDownline(member, {
      username: 'Downline02',
      initialPassword: '123456',
    });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/wps/agent/downline',
      payload: { username: 'Downline03', initialPassword: '123456' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a malformed username', async () => {
    const agent = await loginAs(t.app, 'demoagent');
    const res = await registerDownline(agent, { username: '1bad', initialPassword: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});
