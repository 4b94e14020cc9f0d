import { MemberInfoSchema } from '@nova/contracts/api/session';
import { envelope } from '@nova/contracts/envelope';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { whitelabelSwitches } from '../../db/schema/brand.ts';
import { members } from '../../db/schema/members.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { DEMO_PASSWORD } from '../../db/seed/seed-members.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { hashPassword } from '../../lib/password.ts';
import { liftRestriction } from '../../plugins/session.repository.ts';
import { requireMember, requireRealMember } from '../../plugins/session.ts';
import { cookieOf, loginAs } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { issueCode } from '../verification/verification.service.ts';
import { brandId, createMember, lastCode, priorLogin, sessionCookie } from './session-test-kit.ts';

const START = new Date('2026-03-01T04:00:00Z');
let now = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { sessionIdleMinutes: 30, sessionAbsoluteHours: 12 },
    {
      now: () => now,
      // Test-only member endpoints behind the two guards.
      setup: (app) => {
        app.get('/wps/member/test-guarded', { preHandler: requireMember }, async () => 'ok');
        app.get('/wps/member/test-real', { preHandler: requireRealMember }, async () => 'ok');
      },
    },
  );
});
afterAll(() => t.close());
beforeEach(() => {
  now = START;
});

const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

function login(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/wps/session/login', payload, headers });
}

function memberInfo(cookie: string) {
  return t.app.inject({ url: '/wps/member/info', headers: { cookie } });
}

describe('POST /wps/session/login', () => {
  it('sets an HttpOnly session cookie and never returns the token in the body', async () => {
    const res = await login({ username: 'DEMO', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      value: {
        firstTimeLogin: true,
        passwordExpired: false,
        mustChangePassword: false,
        isAgent: false,
      },
    });
    const cookie = cookieOf(res, 'nova_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
    // The readable hint tells the site a session may exist; it carries no secret.
    expect(cookieOf(res, 'nova_li')?.value).toBe('1');
    expect(cookieOf(res, 'nova_li')?.httpOnly).toBeFalsy();
    expect(res.body).not.toContain(cookie?.value);
    const stored = await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(cookie?.value ?? '')));
    expect(stored).toHaveLength(1);

    const info = await memberInfo(`nova_sid=${cookie?.value}`);
    expect(info.statusCode).toBe(200);
    expect(envelope(MemberInfoSchema).parse(info.json()).value).toMatchObject({
      account: 'demo',
      nickname: 'Demo Player',
      type: 0,
      isAgent: false,
      isTrial: false,
      currency: 'MYR',
      language: 'MY',
      mustChangePassword: false,
    });
    const second = await login({ username: 'demo', password: DEMO_PASSWORD });
    expect(second.json().value.firstTimeLogin).toBe(false);
  });

  it('answers unknown user and wrong password identically', async () => {
    const wrong = await login({ username: 'demo', password: 'not-the-password' });
    const unknown = await login({ username: 'nobody-here', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(strip(wrong.json())).toEqual(strip(unknown.json()));
    expect(wrong.json()).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS' });
    expect(cookieOf(wrong, 'nova_sid')).toBeUndefined();
  });

  it('lets agents into both areas and keeps members out of the agent area', async () => {
    const agent = await login({ username: 'demoagent', password: DEMO_PASSWORD, area: 'agent' });
    expect(agent.json().value.isAgent).toBe(true);
    const agentAsMember = await login({ username: 'demosub', password: DEMO_PASSWORD });
    expect(agentAsMember.json().value.isAgent).toBe(true);
    const member = await login({ username: 'demo2', password: DEMO_PASSWORD, area: 'agent' });
    expect(member.statusCode).toBe(403);
    expect(member.json().code).toBe('NON_AGENT_LOGIN');
  });

  it('refuses password login for trial accounts and tells OTHER-set passwords to change', async () => {
    await t.app.db.update(members).set({ type: 4 }).where(eq(members.account, 'demo2'));
    const trial = await login({ username: 'demo2', password: DEMO_PASSWORD });
    expect(trial.json().code).toBe('TRIAL_FORBIDDEN');
    await t.app.db
      .update(members)
      .set({ type: 0, passwordSetBy: 'OTHER' })
      .where(eq(members.account, 'demo2'));
    const other = await login({ username: 'demo2', password: DEMO_PASSWORD });
    expect(other.json().value.mustChangePassword).toBe(true);
    await t.app.db
      .update(members)
      .set({ passwordSetBy: 'SELF' })
      .where(eq(members.account, 'demo2'));
  });

  it('validates the body against the contract', async () => {
    const res = await login({ username: '', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body.username' }],
    });
  });

  it('replaces the session the client already held', async () => {
    const old = await loginAs(t.app, 'demo');
    const res = await login({ username: 'demo', password: DEMO_PASSWORD }, { cookie: old });
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)).not.toBe(old);
    expect((await memberInfo(old)).statusCode).toBe(401);
    expect((await memberInfo(sessionCookie(res))).statusCode).toBe(200);
  });

  it('refuses disabled accounts once the password is proven', async () => {
    const member = await createMember(t.app, { status: 'DISABLED' });
    const res = await login({ username: member.account, password: member.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect(cookieOf(res, 'nova_sid')).toBeUndefined();
  });

  it('keeps the agent area to agents only, after the password', async () => {
    const member = await createMember(t.app);
    const wrong = await login({
      username: member.account,
      password: 'Wrong-pass-9',
      area: 'agent',
    });
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    const right = await login({
      username: member.account,
      password: member.password,
      area: 'agent',
    });
    expect(right.json().code).toBe('NON_AGENT_LOGIN');
    const agent = await createMember(t.app, { type: 41 });
    const ok = await login({ username: agent.account, password: agent.password, area: 'agent' });
    expect(ok.json().value).toMatchObject({ isAgent: true, mustChangePassword: false });
  });
});

describe('session lifetime', () => {
  it('member info needs a session', async () => {
    const res = await t.app.inject({ url: '/wps/member/info' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    expect((await memberInfo('nova_sid=forged-token')).statusCode).toBe(401);
  });

  it('logout revokes the session server-side and clears the cookie', async () => {
    const cookie = await loginAs(t.app, 'demo');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: null });
    expect(cookieOf(res, 'nova_sid')?.value).toBe('');
    expect((await memberInfo(cookie)).statusCode).toBe(401);
  });

  it('expires after the idle timeout, and activity extends it', async () => {
    const cookie = await loginAs(t.app, 'demo');
    now = minutes(20);
    expect((await memberInfo(cookie)).statusCode).toBe(200);
    now = minutes(20);
    expect((await memberInfo(cookie)).statusCode).toBe(200);
    now = minutes(31);
    expect((await memberInfo(cookie)).statusCode).toBe(401);
  });

  it('expires at the absolute timeout despite activity', async () => {
    const cookie = await loginAs(t.app, 'demo');
    for (let i = 0; i < 12 * 3; i++) {
      now = minutes(20);
      const status = (await memberInfo(cookie)).statusCode;
      if (now.getTime() - START.getTime() < 12 * 3600_000) expect(status).toBe(200);
      else expect(status).toBe(401);
    }
  });
});

describe('session hint cookie', () => {
  it('is cleared with the session cookie when a stale session cookie comes in', async () => {
    const res = await memberInfo('nova_sid=not-a-live-session-token');
    expect(res.statusCode).toBe(401);
    expect(cookieOf(res, 'nova_sid')?.value).toBe('');
    expect(cookieOf(res, 'nova_li')?.value).toBe('');
  });

  it('survives a login that replaces a stale session cookie', async () => {
    const res = await login(
      { username: 'demo', password: DEMO_PASSWORD },
      { cookie: 'nova_sid=not-a-live-session-token' },
    );
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res, 'nova_sid')?.value.length).toBeGreaterThanOrEqual(43);
    expect(cookieOf(res, 'nova_li')?.value).toBe('1');
  });

  it('is cleared at logout', async () => {
    const session = cookieOf(
      await login({ username: 'demo', password: DEMO_PASSWORD }),
      'nova_sid',
    );
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { cookie: `nova_sid=${session?.value}` },
    });
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res, 'nova_li')?.value).toBe('');
  });
});

describe('must change password (SECURITY.md "default password"; spec §4 login success)', () => {
  function guarded(cookie: string, url = '/wps/member/test-guarded') {
    return t.app.inject({ url, headers: { cookie } });
  }

  it('a password someone else set restricts the session to info, logout and password change', async () => {
    const member = await createMember(t.app, { passwordSetBy: 'OTHER' });
    const res = await login({ username: member.account, password: member.password });
    expect(res.json().value).toMatchObject({ mustChangePassword: true, passwordExpired: false });
    const cookie = sessionCookie(res);
    const refused = await guarded(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await guarded(cookie, '/wps/member/security')).json().code).toBe(
      'PASSWORD_CHANGE_REQUIRED',
    );
    // The password change itself gets past the guard (here it fails on the old password).
    const change = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: { cookie },
      payload: {
        oldPassword: 'not-it-at-all',
        newPassword: 'N3w!Passw0rd#',
        confirmNewPassword: 'N3w!Passw0rd#',
      },
    });
    expect(change.statusCode).not.toBe(401);
    expect(change.json().code).not.toBe('PASSWORD_CHANGE_REQUIRED');
    const info = await memberInfo(cookie);
    expect(info.statusCode).toBe(200);
    expect(info.json().value.mustChangePassword).toBe(true);
    // Public endpoints stay open.
    expect(
      (await t.app.inject({ url: '/wps/system/status', headers: { cookie } })).statusCode,
    ).toBe(200);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await memberInfo(cookie)).statusCode).toBe(401);
  });

  it('so does the default 123456 an agent set, and lifting the restriction frees the session', async () => {
    const member = await createMember(t.app);
    await t.app.db
      .update(members)
      .set({ passwordHash: await hashPassword('123456') })
      .where(eq(members.id, member.id));
    const res = await login({ username: member.account, password: '123456' });
    expect(res.json().value.mustChangePassword).toBe(true);
    const cookie = sessionCookie(res);
    expect((await guarded(cookie)).json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    const [row] = await t.app.db
      .select({ id: sessions.id, restriction: sessions.restriction })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(cookie.slice('nova_sid='.length))));
    expect(row?.restriction).toBe('PASSWORD_CHANGE');
    await liftRestriction(t.app.db, row?.id ?? 0);
    expect((await guarded(cookie)).statusCode).toBe(200);
    expect((await memberInfo(cookie)).json().value.mustChangePassword).toBe(false);
  });

  it('password expiry only while PWDEXPFORCECHANGE3 is on', async () => {
    const old = new Date(now.getTime() - 120 * 86_400_000);
    const member = await createMember(t.app, { passwordChangedAt: old });
    const payload = { username: member.account, password: member.password };
    const off = await login(payload);
    expect(off.json().value).toMatchObject({ passwordExpired: false, mustChangePassword: false });
    const setSwitch = (value: '0' | '1') =>
      t.app.db
        .update(whitelabelSwitches)
        .set({ value })
        .where(eq(whitelabelSwitches.modId, 'PWDEXPFORCECHANGE3'));
    await setSwitch('1');
    try {
      const on = await login(payload);
      expect(on.json().value).toMatchObject({ passwordExpired: true, mustChangePassword: true });
      expect((await guarded(sessionCookie(on))).json().code).toBe('PASSWORD_CHANGE_REQUIRED');
      const fresh = await createMember(t.app, { passwordChangedAt: now });
      const young = await login({ username: fresh.account, password: fresh.password });
      expect(young.json().value.passwordExpired).toBe(false);
    } finally {
      await setSwitch('0');
    }
  });

  it('trial sessions are refused by requireRealMember', async () => {
    const member = await createMember(t.app);
    const cookie = sessionCookie(
      await login({ username: member.account, password: member.password }),
    );
    expect((await guarded(cookie, '/wps/member/test-real')).statusCode).toBe(200);
    await t.app.db.update(members).set({ type: 4 }).where(eq(members.id, member.id));
    const res = await guarded(cookie, '/wps/member/test-real');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TRIAL_FORBIDDEN');
    expect((await guarded(cookie)).statusCode).toBe(200);
  });
});

describe('SMS login (MOBILEVERCODELOGIN3)', () => {
  async function sendLoginCode(destination: string): Promise<string> {
    await issueCode(
      t.app,
      { brandId: await brandId(t.app), channel: 'SMS', destination, purpose: 'LOGIN' },
      { brandName: 'Nova88', ip: '127.0.0.1' },
    );
    return lastCode(t.app, destination);
  }
  const sms = (mobileNum: string, verificationCode: string) =>
    login({ type: 'sms', countryDialingCode: '+60', mobileNum, verificationCode });

  it('logs in by the bound mobile and code: no forced change, no new-IP challenge', async () => {
    const member = await createMember(t.app, {
      mobileDialingCode: '+60',
      mobileNum: '112233445',
      realName: 'Sms Person',
      passwordSetBy: 'OTHER',
    });
    await priorLogin(t.app, member.id, '203.0.113.9');
    const code = await sendLoginCode('+60112233445');
    const res = await sms('0112233445', code);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ mustChangePassword: false, passwordExpired: false });
    const [row] = await t.app.db
      .select({ method: sessions.method, restriction: sessions.restriction })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(sessionCookie(res).slice('nova_sid='.length))));
    expect(row).toEqual({ method: 'SMS', restriction: null });
    // Single use.
    expect((await sms('112233445', code)).json().code).toBe('CODE_INVALID');
  });

  it('a wrong code and an unknown number answer alike', async () => {
    await createMember(t.app, { mobileDialingCode: '+60', mobileNum: '112233446' });
    const code = await sendLoginCode('+60112233446');
    const wrong = await sms('112233446', code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('CODE_INVALID');
    const ghostCode = await sendLoginCode('+60199999999');
    const ghost = await sms('199999999', ghostCode);
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().code).toBe('CODE_INVALID');
    expect(cookieOf(ghost, 'nova_sid')).toBeUndefined();
  });

  it('is refused while the switch is off', async () => {
    await createMember(t.app, { mobileDialingCode: '+60', mobileNum: '112233447' });
    const code = await sendLoginCode('+60112233447');
    const where = and(
      eq(whitelabelSwitches.modId, 'MOBILEVERCODELOGIN3'),
      eq(whitelabelSwitches.brandId, await brandId(t.app)),
    );
    await t.app.db.update(whitelabelSwitches).set({ value: '0' }).where(where);
    try {
      const res = await sms('112233447', code);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FEATURE_DISABLED');
    } finally {
      await t.app.db.update(whitelabelSwitches).set({ value: '1' }).where(where);
    }
    expect((await sms('112233447', code)).statusCode).toBe(200);
  });
});
