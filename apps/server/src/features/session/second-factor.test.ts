import { CODE_MAX_ATTEMPTS, LOGIN_CHALLENGE_MINUTES } from '@nova/contracts/constants';
import { ErrorEnvelopeSchema } from '@nova/contracts/envelope';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/members.ts';
import { authTickets, loginEvents } from '../../db/schema/security.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { newTotpSecret, totpAt } from '../../lib/totp.ts';
import { cookieOf } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { claimTotpStep } from './session.repository.ts';
import {
  type Client,
  createMember,
  lastCode,
  login,
  post,
  priorLogin,
  sessionCookie,
} from './session-test-kit.ts';

/** Second verification of a login from a new IP (spec §4 "Extra verification"; SECURITY.md 8). */
let now = new Date('2026-03-01T04:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
});
afterAll(() => t.close());
beforeEach(() => {
  // A fresh rate-limit window and TOTP step for every test.
  now = new Date(now.getTime() + 3600_000);
});

const OTHER_NETWORK = '203.0.113.5';
const NEW_IP: Client = { remoteAddress: '198.51.100.20' };

/** A member who has logged in before, from OTHER_NETWORK only. */
async function returning(fields: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(t.app, fields);
  await priorLogin(t.app, member.id, OTHER_NETWORK);
  return member;
}

function challengeCookie(res: LightMyRequestResponse): string {
  const cookie = cookieOf(res, 'nova_lc');
  if (!cookie?.value) throw new Error(`no challenge cookie: ${res.statusCode} ${res.body}`);
  return `nova_lc=${cookie.value}`;
}

function answer(cookie: string, method: string, value: string, client: Client = NEW_IP) {
  return post(
    t.app,
    '/wps/session/login/verification',
    { method, answer: value },
    {
      ...client,
      headers: {
        ...client.headers,
        cookie: [cookie, client.headers?.cookie].filter(Boolean).join('; '),
      },
    },
  );
}

async function challenged(member: { account: string; password: string }, client = NEW_IP) {
  const res = await login(t.app, { username: member.account, password: member.password }, client);
  expect(res.statusCode).toBe(403);
  return { res, body: ErrorEnvelopeSchema.parse(res.json()), cookie: challengeCookie(res) };
}

describe('when second verification is asked for', () => {
  it('not on the first-ever login, nor from a known IP, nor for an account with no method', async () => {
    const first = await createMember(t.app, { realName: 'First Timer' });
    const res1 = await login(t.app, { username: first.account, password: first.password }, NEW_IP);
    expect(res1.statusCode).toBe(200);

    const known = await createMember(t.app, { realName: 'Known Ip' });
    await priorLogin(t.app, known.id, NEW_IP.remoteAddress ?? '');
    const res2 = await login(t.app, { username: known.account, password: known.password }, NEW_IP);
    expect(res2.statusCode).toBe(200);

    const bare = await returning();
    const res3 = await login(t.app, { username: bare.account, password: bare.password }, NEW_IP);
    expect(res3.statusCode).toBe(200);
  });

  it('holds a returning member from a new IP: no session, an HttpOnly challenge cookie', async () => {
    const member = await returning({
      realName: 'Tan Ah Kow',
      mobileDialingCode: '+60',
      mobileNum: '187654321',
      mobileVerifiedAt: now,
      email: 'Second.Factor@example.com',
      emailVerifiedAt: now,
    });
    const { res, body, cookie } = await challenged(member);
    expect(body).toMatchObject({
      code: 'VERIFICATION_REQUIRED',
      verification: {
        methods: ['SMS', 'EMAIL', 'REAL_NAME'],
        maskedMobile: '+60 18****321',
        maskedEmail: 'Se***********@example.com',
      },
    });
    expect(res.body).not.toContain('187654321');
    expect(res.body).not.toContain('Tan Ah Kow');
    expect(cookieOf(res, 'nova_sid')).toBeUndefined();
    expect(cookieOf(res, 'nova_lc')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/wps/session',
    });
    const [ticket] = await t.app.db
      .select()
      .from(authTickets)
      .where(eq(authTickets.tokenHash, sha256Hex(cookie.slice('nova_lc='.length))));
    expect(ticket).toMatchObject({
      kind: 'LOGIN_CHALLENGE',
      memberId: member.id,
      ip: '198.51.100.20',
    });
    expect(ticket?.expiresAt.getTime()).toBe(now.getTime() + LOGIN_CHALLENGE_MINUTES * 60_000);
  });
});

describe('completing the challenge', () => {
  it('with TOTP: opens a session, and the same code is refused the next time', async () => {
    const secret = newTotpSecret();
    const member = await returning({ totpSecret: secret, totpEnabledAt: now });
    const { body, cookie } = await challenged(member);
    expect(body.verification?.methods).toEqual(['TOTP']);
    const code = totpAt(secret, now);

    const wrong = await answer(cookie, 'TOTP', code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('TOTP_INVALID');

    // A session cookie held before is replaced, not reused (SECURITY.md 10).
    const held = await login(t.app, { username: 'demo', password: 'Demo!2026' });
    const ok = await answer(cookie, 'TOTP', code, {
      ...NEW_IP,
      headers: { cookie: sessionCookie(held) },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      success: true,
      value: {
        firstTimeLogin: true,
        passwordExpired: false,
        mustChangePassword: false,
        isAgent: false,
      },
    });
    const session = sessionCookie(ok);
    expect(session).not.toBe(sessionCookie(held));
    expect(cookieOf(ok, 'nova_lc')?.value).toBe('');
    const info = await t.app.inject({ url: '/wps/member/info', headers: { cookie: session } });
    expect(info.json().value.id).toBe(member.id);
    const before = await t.app.inject({
      url: '/wps/member/info',
      headers: { cookie: sessionCookie(held) },
    });
    expect(before.statusCode).toBe(401);

    // The ticket is spent.
    expect((await answer(cookie, 'TOTP', code)).json().code).toBe('TICKET_INVALID');

    // Forget the new IP so the next login is challenged again: the used code stays used.
    await t.app.db
      .delete(loginEvents)
      .where(and(eq(loginEvents.memberId, member.id), eq(loginEvents.ip, '198.51.100.20')));
    const again = await challenged(member);
    const reused = await answer(again.cookie, 'TOTP', code);
    expect(reused.json().code).toBe('TOTP_INVALID');
    now = new Date(now.getTime() + 30_000);
    const next = await answer(again.cookie, 'TOTP', totpAt(secret, now));
    expect(next.statusCode).toBe(200);
  });

  it('with TOTP: one code opens one session even when sent twice at once', async () => {
    const secret = newTotpSecret();
    const member = await returning({ totpSecret: secret, totpEnabledAt: now });
    const first = await challenged(member);
    const second = await challenged(member);
    const code = totpAt(secret, now);
    const results = await Promise.all([
      answer(first.cookie, 'TOTP', code),
      answer(second.cookie, 'TOTP', code),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    // The guard itself: a step (or an earlier one) is accepted once, whatever was read before.
    const step = Math.floor(now.getTime() / 30_000) + 5;
    expect(await claimTotpStep(t.app.db, member.id, step)).toBe(true);
    expect(await claimTotpStep(t.app.db, member.id, step)).toBe(false);
    expect(await claimTotpStep(t.app.db, member.id, step - 1)).toBe(false);
  });

  it('with SMS: the code goes to the bound phone and completes the login', async () => {
    const member = await returning({
      mobileDialingCode: '+60',
      mobileNum: '176543210',
      mobileVerifiedAt: now,
    });
    const { cookie } = await challenged(member);
    const send = (method: string, client: Client = NEW_IP) =>
      post(
        t.app,
        '/wps/session/login/verification/send',
        { method },
        {
          ...client,
          headers: { cookie },
        },
      );

    // Email is not bound: nothing is sent anywhere.
    expect((await send('EMAIL')).statusCode).toBe(400);
    const sent = await send('SMS');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value.expiredMinutes).toBeGreaterThan(0);
    const code = await lastCode(t.app, '+60176543210');

    const wrong = await answer(cookie, 'SMS', code === '000000' ? '111111' : '000000');
    expect(wrong.json().code).toBe('CODE_INVALID');
    const ok = await answer(cookie, 'SMS', code);
    expect(ok.statusCode).toBe(200);
    expect(cookieOf(ok, 'nova_sid')?.value.length).toBeGreaterThanOrEqual(43);
    const [row] = await t.app.db
      .select({ method: sessions.method })
      .from(sessions)
      .where(eq(sessions.memberId, member.id));
    expect(row?.method).toBe('PASSWORD');
  });

  it('sending needs the live challenge from the same IP', async () => {
    const member = await returning({
      mobileDialingCode: '+60',
      mobileNum: '176540000',
      mobileVerifiedAt: now,
    });
    const { cookie } = await challenged(member);
    const url = '/wps/session/login/verification/send';
    const noCookie = await post(t.app, url, { method: 'SMS' }, NEW_IP);
    expect(noCookie.json().code).toBe('TICKET_INVALID');
    const elsewhere = await post(
      t.app,
      url,
      { method: 'SMS' },
      {
        remoteAddress: '198.51.100.99',
        headers: { cookie },
      },
    );
    expect(elsewhere.json().code).toBe('TICKET_INVALID');
  });

  it('with the bound real name, ignoring case and spaces', async () => {
    const member = await returning({ realName: 'Tan Ah Kow' });
    const { cookie } = await challenged(member);
    expect((await answer(cookie, 'REAL_NAME', 'Lim Ah Kow')).json().code).toBe(
      'VERIFICATION_FAILED',
    );
    // A method the account does not have is a wrong answer too.
    expect((await answer(cookie, 'TOTP', '123456')).json().code).toBe('VERIFICATION_FAILED');
    const ok = await answer(cookie, 'REAL_NAME', '  tan AH  kow ');
    expect(ok.statusCode).toBe(200);
  });

  it('wrong answers use the ticket up', async () => {
    const member = await returning({ realName: 'Siti Aminah' });
    const { cookie } = await challenged(member);
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) {
      const res = await answer(cookie, 'REAL_NAME', `wrong ${i}`);
      expect(res.json().code).toBe('VERIFICATION_FAILED');
    }
    const late = await answer(cookie, 'REAL_NAME', 'Siti Aminah');
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('TICKET_INVALID');
    expect(cookieOf(late, 'nova_lc')?.value).toBe('');
    expect(cookieOf(late, 'nova_sid')).toBeUndefined();
  });

  it('the ticket is bound to the IP it was issued to, and expires', async () => {
    const member = await returning({ realName: 'Bound Ip' });
    const { cookie } = await challenged(member);
    const foreign = await answer(cookie, 'REAL_NAME', 'Bound Ip', {
      remoteAddress: '198.51.100.77',
    });
    expect(foreign.json().code).toBe('TICKET_INVALID');
    expect(cookieOf(foreign, 'nova_sid')).toBeUndefined();
    // Still usable from its own IP: a foreign attempt does not burn it.
    expect((await answer(cookie, 'REAL_NAME', 'Bound Ip')).statusCode).toBe(200);

    const second = await createMember(t.app, { realName: 'Slow Person' });
    await priorLogin(t.app, second.id, OTHER_NETWORK);
    const pending = await challenged(second);
    now = new Date(now.getTime() + (LOGIN_CHALLENGE_MINUTES * 60 + 1) * 1000);
    expect((await answer(pending.cookie, 'REAL_NAME', 'Slow Person')).json().code).toBe(
      'TICKET_INVALID',
    );
  });

  it('carries the must-change decision through to the session', async () => {
    const member = await returning({ realName: 'Agent Set', passwordSetBy: 'OTHER' });
    const { cookie } = await challenged(member);
    const ok = await answer(cookie, 'REAL_NAME', 'agent set');
    expect(ok.json().value.mustChangePassword).toBe(true);
    const [row] = await t.app.db
      .select({ restriction: sessions.restriction })
      .from(sessions)
      .where(eq(sessions.memberId, member.id));
    expect(row?.restriction).toBe('PASSWORD_CHANGE');
  });

  it('a member disabled while the challenge is pending gets no session', async () => {
    const member = await returning({ realName: 'Soon Disabled' });
    const { cookie } = await challenged(member);
    await t.app.db.update(members).set({ status: 'DISABLED' }).where(eq(members.id, member.id));
    const res = await answer(cookie, 'REAL_NAME', 'Soon Disabled');
    expect(res.json().code).toBe('FORBIDDEN');
    expect(cookieOf(res, 'nova_sid')).toBeUndefined();
  });
});
