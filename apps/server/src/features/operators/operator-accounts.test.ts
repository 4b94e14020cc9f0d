import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../../lib/totp.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { OPERATOR_LOCKOUT, OPERATOR_SESSION } from './operators.model.ts';

// Issue 13 (decision 039): operators are people with a password and TOTP, a role, sessions
// with idle and absolute limits, and a lockout; separate from members.
let t: TestApp;
let clock = new Date('2026-11-30T08:00:00Z');
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t.close());

const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

async function operator(username: string, role: string) {
  const { totpSecret } = await t.app.operators.createOperator({
    username,
    displayName: username.toUpperCase(),
    password: 'correct horse battery',
    role,
  });
  return totpSecret;
}

function login(username: string, password: string, totpCode: string, origin?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/ops/auth/login',
    payload: { username, password, totpCode },
    headers: origin ? { origin, host: 'localhost' } : {},
  });
}

function cookieOf(res: Awaited<ReturnType<typeof login>>) {
  const cookie = res.cookies.find((c) => c.name === 'nova_ops');
  if (!cookie) throw new Error('no operator cookie');
  return cookie;
}

const withCookie = (value: string) => ({ cookie: `nova_ops=${value}` });

describe('operator sign-in', () => {
  it('takes username, password and TOTP, and opens a session that the role limits', async () => {
    const secret = await operator('fin-anna', 'FINANCE');
    const res = await login('Fin-Anna', 'correct horse battery', totpAt(secret, clock));
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      kind: 'OPERATOR',
      name: 'fin-anna',
      displayName: 'FIN-ANNA',
      role: 'FINANCE',
    });
    const cookie = cookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const me = await t.app.inject({ url: '/ops/auth/me', headers: withCookie(cookie.value) });
    expect(me.json().value.permissions).toContain('payments.withdrawals.pay');
    // Finance may list withdrawals, not switch maintenance.
    const list = await t.app.inject({
      url: '/ops/payments/withdrawals',
      headers: withCookie(cookie.value),
    });
    expect(list.statusCode).toBe(200);
    const maintenance = await t.app.inject({
      method: 'PUT',
      url: '/ops/system/maintenance',
      payload: { active: false },
      headers: withCookie(cookie.value),
    });
    expect(maintenance.statusCode).toBe(403);
    const [denied] = await t.app.audit.list({ actor: 'fin-anna', action: 'auth.denied', limit: 1 });
    expect(denied).toMatchObject({
      actorKind: 'OPERATOR',
      data: { permission: 'system.settings' },
    });
    const [signedIn] = await t.app.audit.list({
      actor: 'fin-anna',
      action: 'operator.login',
      limit: 1,
    });
    expect(signedIn?.ip).toBeTruthy();
  });

  it('answers every wrong part the same, and a code works once', async () => {
    const secret = await operator('cs-ben', 'CUSTOMER_SERVICE');
    const code = totpAt(secret, clock);
    const answers = await Promise.all([
      login('cs-ben', 'wrong password', code),
      login('cs-ben', 'correct horse battery', code === '000000' ? '111111' : '000000'),
      login('no-such-operator', 'correct horse battery', code),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
    const [unknown] = await t.app.audit.list({
      action: 'operator.login.failed',
      actor: 'unknown',
      limit: 1,
    });
    expect(unknown).toMatchObject({
      actorKind: 'SYSTEM',
      data: { attemptedUsername: 'no-such-operator' },
    });
    expect((await login('cs-ben', 'correct horse battery', code)).statusCode).toBe(200);
    // The same code again, within its window: refused.
    expect((await login('cs-ben', 'correct horse battery', code)).statusCode).toBe(401);
  });

  it(`locks the account after ${OPERATOR_LOCKOUT.failures} failures in a row, for ${OPERATOR_LOCKOUT.minutes} minutes`, async () => {
    const secret = await operator('risk-cara', 'RISK');
    for (let i = 0; i < OPERATOR_LOCKOUT.failures; i++) {
      expect((await login('risk-cara', `guess ${i}`, '123456')).statusCode).toBe(401);
    }
    advance(1);
    const locked = await login('risk-cara', 'correct horse battery', totpAt(secret, clock));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const [lockout] = await t.app.audit.list({
      actor: 'risk-cara',
      action: 'operator.lockout',
      limit: 1,
    });
    expect(lockout).toBeDefined();
    advance(OPERATOR_LOCKOUT.minutes);
    expect(
      (await login('risk-cara', 'correct horse battery', totpAt(secret, clock))).statusCode,
    ).toBe(200);
  });

  it('ends a session when idle, at its absolute limit, and on sign-out', async () => {
    const secret = await operator('aud-dan', 'AUDITOR');
    const open = async () =>
      cookieOf(await login('aud-dan', 'correct horse battery', totpAt(secret, clock))).value;
    const me = (value: string) => t.app.inject({ url: '/ops/auth/me', headers: withCookie(value) });

    let session = await open();
    advance(OPERATOR_SESSION.idleMinutes + 1);
    expect((await me(session)).statusCode).toBe(401);

    advance(1);
    session = await open();
    // Busy all day: each call moves the idle limit, never past the absolute one.
    const step = OPERATOR_SESSION.idleMinutes - 5;
    let elapsed = 0;
    while (elapsed + step < OPERATOR_SESSION.absoluteHours * 60) {
      advance(step);
      elapsed += step;
      expect((await me(session)).statusCode).toBe(200);
    }
    advance(OPERATOR_SESSION.absoluteHours * 60 - elapsed);
    expect((await me(session)).statusCode).toBe(401);

    advance(1);
    session = await open();
    const out = await t.app.inject({
      method: 'POST',
      url: '/ops/auth/logout',
      headers: withCookie(session),
    });
    expect(out.statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
  });

  it('keeps operator and member sessions apart, and refuses a cross-site change', async () => {
    const secret = await operator('cms-eve', 'CONTENT');
    const session = cookieOf(
      await login('cms-eve', 'correct horse battery', totpAt(secret, clock)),
    ).value;
    // The operator cookie is no member session; a member cookie is no operator session.
    expect(
      (await t.app.inject({ url: '/wps/member/info', headers: withCookie(session) })).statusCode,
    ).not.toBe(200);
    expect(
      (await t.app.inject({ url: '/ops/auth/me', headers: { cookie: `nova_sid=${session}` } }))
        .statusCode,
    ).toBe(401);
    const crossSite = await t.app.inject({
      method: 'PUT',
      url: '/ops/system/maintenance',
      payload: { active: false },
      headers: { ...withCookie(session), origin: 'https://evil.example', host: 'localhost' },
    });
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await t.app.inject({
      method: 'PUT',
      url: '/ops/system/maintenance',
      payload: { active: false },
      headers: { ...withCookie(session), origin: 'http://localhost', host: 'localhost' },
    });
    expect(sameSite.statusCode).toBe(200);
  });
});

describe('demo operators', () => {
  it('one per role (two in finance) sign in with the README credentials', async () => {
    const { DEMO_OPERATORS, DEMO_OPERATOR_PASSWORD } = await import(
      '../../db/seed/seed-operators.ts'
    );
    advance(1);
    for (const demo of DEMO_OPERATORS) {
      const res = await login(demo.username, DEMO_OPERATOR_PASSWORD, totpAt(demo.totp, clock));
      expect(res.statusCode, demo.username).toBe(200);
      expect(res.json().value.role).toBe(demo.role);
    }
  });
});
