import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/members.ts';
import { matchTotp, totpAt } from '../../lib/totp.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, createMember, errorOf, logIn } from '../password/password-test-kit.ts';

const START = new Date('2026-03-01T04:00:00Z');
let base = START;
let now = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
});
afterAll(() => t.close());
beforeEach(() => {
  base = new Date(base.getTime() + 3_600_000);
  now = base;
});

const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

async function loggedInMember() {
  const m = await createMember(t.app);
  const cookie = await logIn(t.app, m.account, m.password);
  const bodies: string[] = [];
  /** Every response body after enrolment, to prove the secret never comes back. */
  const send = async (method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) => {
    const res = await call(t.app, method, url, body as Record<string, unknown>, { cookie });
    bodies.push(res.body);
    return res;
  };
  return { ...m, cookie, send, bodies };
}

async function setup(m: Awaited<ReturnType<typeof loggedInMember>>) {
  const res = await m.send('POST', '/wps/member/security/totp/setup', { password: m.password });
  expect(res.statusCode).toBe(200);
  return res.json().value as { secret: string; otpauthUri: string; qrCode: string };
}

describe('authenticator (TOTP)', () => {
  it('enrols with a QR code, accepts each code once, and never shows the secret again', async () => {
    const m = await loggedInMember();
    const wrong = await m.send('POST', '/wps/member/security/totp/setup', {
      password: 'Nope-1234',
    });
    expect(errorOf(wrong)).toEqual({ status: 400, code: 'OLD_PASSWORD_INVALID' });

    const { secret, otpauthUri, qrCode } = await setup(m);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/u);
    expect(otpauthUri).toBe(`otpauth://totp/Nova88:${m.account}?secret=${secret}&issuer=Nova88`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/u);
    const svg = Buffer.from(qrCode.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    m.bodies.length = 0;

    // Pending only: not enabled until a code proves the app holds the secret.
    expect((await m.send('GET', '/wps/member/security')).json().value.totpEnabled).toBe(false);
    const badCode = totpAt(secret, new Date(now.getTime() - 10 * 60_000));
    const refused = await m.send('POST', '/wps/member/security/totp/enable', { code: badCode });
    expect(errorOf(refused)).toEqual({ status: 400, code: 'TOTP_INVALID' });

    const code = totpAt(secret, now);
    const enabled = await m.send('POST', '/wps/member/security/totp/enable', { code });
    expect(enabled.json()).toEqual({ success: true, value: null });
    expect((await m.send('GET', '/wps/member/security')).json().value.totpEnabled).toBe(true);
    const [row] = await t.app.db
      .select({
        secret: members.totpSecret,
        pending: members.totpPendingSecret,
        enabledAt: members.totpEnabledAt,
      })
      .from(members)
      .where(eq(members.id, m.id));
    expect(row).toEqual({ secret, pending: null, enabledAt: now });

    const again = await m.send('POST', '/wps/member/security/totp/setup', { password: m.password });
    expect(errorOf(again)).toEqual({ status: 409, code: 'CONFLICT' });

    // The code that enabled it cannot also disable it.
    const reused = await m.send('POST', '/wps/member/security/totp/disable', {
      password: m.password,
      code,
    });
    expect(errorOf(reused)).toEqual({ status: 400, code: 'TOTP_INVALID' });
    later(30);
    const next = totpAt(secret, now);
    const noPassword = await m.send('POST', '/wps/member/security/totp/disable', {
      password: 'Nope-1234',
      code: next,
    });
    expect(errorOf(noPassword).code).toBe('OLD_PASSWORD_INVALID');
    const disabled = await m.send('POST', '/wps/member/security/totp/disable', {
      password: m.password,
      code: next,
    });
    expect(disabled.json()).toEqual({ success: true, value: null });
    await m.send('GET', '/wps/member/security/login-history');
    expect((await m.send('GET', '/wps/member/security')).json().value.totpEnabled).toBe(false);
    const [cleared] = await t.app.db
      .select({
        secret: members.totpSecret,
        pending: members.totpPendingSecret,
        enabledAt: members.totpEnabledAt,
        lastStep: members.totpLastStep,
      })
      .from(members)
      .where(eq(members.id, m.id));
    expect(cleared).toEqual({ secret: null, pending: null, enabledAt: null, lastStep: null });

    expect(m.bodies.length).toBeGreaterThan(5);
    for (const body of m.bodies) expect(body).not.toContain(secret);
  });

  it('enables only the latest pending secret', async () => {
    const m = await loggedInMember();
    const first = await setup(m);
    const second = await setup(m);
    expect(second.secret).not.toBe(first.secret);
    const firstCode = totpAt(first.secret, now);
    // A code valid for the first secret (and not by chance for the second) is refused.
    if (matchTotp(second.secret, firstCode, now, null) === null) {
      const res = await m.send('POST', '/wps/member/security/totp/enable', { code: firstCode });
      expect(errorOf(res).code).toBe('TOTP_INVALID');
    }
    const ok = await m.send('POST', '/wps/member/security/totp/enable', {
      code: totpAt(second.secret, now),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses enable without setup and disable when nothing is enabled', async () => {
    const m = await loggedInMember();
    const enable = await m.send('POST', '/wps/member/security/totp/enable', { code: '123456' });
    expect(errorOf(enable).code).toBe('TOTP_INVALID');
    const disable = await m.send('POST', '/wps/member/security/totp/disable', {
      password: m.password,
      code: '123456',
    });
    expect(errorOf(disable)).toEqual({ status: 409, code: 'CONFLICT' });
  });
});
