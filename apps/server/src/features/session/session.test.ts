import { MemberInfoSchema } from '@nova/contracts/api/session';
import { envelope } from '@nova/contracts/envelope';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/members.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { DEMO_PASSWORD } from '../../db/seed/seed-members.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { cookieOf, loginAs } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const START = new Date('2026-03-01T04:00:00Z');
let now = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionIdleMinutes: 30, sessionAbsoluteHours: 12 }, { now: () => now });
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
      type: 0,
      isAgent: false,
      isTrial: false,
      currency: 'MYR',
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
    expect((await memberInfo(old)).statusCode).toBe(401);
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
