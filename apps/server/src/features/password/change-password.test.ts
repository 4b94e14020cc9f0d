import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/members.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { verifyPassword } from '../../lib/password.ts';
import { insertSession } from '../../plugins/session.repository.ts';
import { cookieOf } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  call,
  createMember,
  errorOf,
  logIn,
  memberInfoStatus,
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
} from './password-test-kit.ts';

const START = new Date('2026-03-01T04:00:00Z');
let base = START;
let now = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
});
afterAll(() => t.close());
// Each test in its own hour, so rate-limit windows never carry over.
beforeEach(() => {
  base = new Date(base.getTime() + 3_600_000);
  now = base;
});

function change(cookie: string, body: Record<string, unknown>, remoteAddress?: string) {
  return call(t.app, 'POST', '/wps/member/password', body, {
    cookie,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

const toNew = (password: string, newPassword = OTHER_STRONG_PASSWORD) => ({
  oldPassword: password,
  newPassword,
  confirmNewPassword: newPassword,
});

describe('POST /wps/member/password', () => {
  it('changes the password, ends every session and gives this client a fresh one', async () => {
    const m = await createMember(t.app);
    const otherDevice = await logIn(t.app, m.account, m.password);
    const current = await logIn(t.app, m.account, m.password);

    const res = await change(current, toNew(m.password));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: null });
    const fresh = cookieOf(res, 'nova_sid');
    expect(fresh?.httpOnly).toBe(true);
    const freshCookie = `nova_sid=${fresh?.value}`;
    expect(freshCookie).not.toBe(current);

    expect(await memberInfoStatus(t.app, otherDevice)).toBe(401);
    expect(await memberInfoStatus(t.app, current)).toBe(401);
    expect(await memberInfoStatus(t.app, freshCookie)).toBe(200);

    const old = await call(t.app, 'POST', '/wps/session/login', {
      username: m.account,
      password: m.password,
    });
    expect(errorOf(old)).toEqual({ status: 401, code: 'INVALID_CREDENTIALS' });
    await logIn(t.app, m.account, OTHER_STRONG_PASSWORD);

    const [row] = await t.app.db.select().from(members).where(eq(members.id, m.id));
    expect(row?.passwordSetBy).toBe('SELF');
    expect(row?.passwordChangedAt.toISOString()).toBe(now.toISOString());
    expect(await verifyPassword(row?.passwordHash ?? null, OTHER_STRONG_PASSWORD)).toBe(true);
  });

  it.each([
    ['123456', 'length'],
    ['password1', 'common'],
    ['abcdefghij', 'simple'],
  ])('refuses the weak password %s and changes nothing', async (weak, issue) => {
    const m = await createMember(t.app);
    const cookie = await logIn(t.app, m.account, m.password);
    const res = await change(cookie, toNew(m.password, weak));
    expect(errorOf(res)).toEqual({ status: 400, code: 'WEAK_PASSWORD' });
    expect(res.json().details).toEqual([{ path: 'body.newPassword', issue }]);
    expect(await memberInfoStatus(t.app, cookie)).toBe(200);
    await logIn(t.app, m.account, m.password);
  });

  it("applies the brand's password rule, the one registration applies (decision 028)", async () => {
    const m = await createMember(t.app);
    const cookie = await logIn(t.app, m.account, m.password);
    // The seeded rule is pattern 5: a letter and a digit, symbols allowed.
    const noDigit = await change(cookie, toNew(m.password, 'Qa!Player!Lake'));
    expect(errorOf(noDigit)).toEqual({ status: 400, code: 'WEAK_PASSWORD' });
    expect(noDigit.json().details).toEqual([{ path: 'body.newPassword', issue: 'pattern' }]);
    const tooLong = await change(cookie, toNew(m.password, `Qa!Player2026${'z'.repeat(20)}`));
    expect(tooLong.json().details).toEqual([{ path: 'body.newPassword', issue: 'length' }]);
    await logIn(t.app, m.account, m.password);
    const ok = await change(cookie, toNew(m.password, 'Qa!Player2026'));
    expect(ok.statusCode, ok.body).toBe(200);
    await logIn(t.app, m.account, 'Qa!Player2026');
  });

  it('refuses a password built on the account name', async () => {
    const m = await createMember(t.app, { account: 'kellyfrost' });
    const cookie = await logIn(t.app, m.account, m.password);
    const res = await change(cookie, toNew(m.password, 'KellyFrost#2026'));
    expect(res.json()).toMatchObject({
      code: 'WEAK_PASSWORD',
      details: [{ path: 'body.newPassword', issue: 'username' }],
    });
  });

  it('refuses a confirmation that differs, the same password and a wrong current one', async () => {
    const m = await createMember(t.app);
    const cookie = await logIn(t.app, m.account, m.password);
    const mismatch = await change(cookie, {
      ...toNew(m.password),
      confirmNewPassword: `${OTHER_STRONG_PASSWORD}x`,
    });
    expect(errorOf(mismatch)).toEqual({ status: 400, code: 'PASSWORD_MISMATCH' });
    const same = await change(cookie, toNew(m.password, m.password));
    expect(errorOf(same)).toEqual({ status: 400, code: 'SAME_PASSWORD' });
    const wrongOld = await change(cookie, toNew('Not-the-password-9'));
    expect(errorOf(wrongOld)).toEqual({ status: 400, code: 'OLD_PASSWORD_INVALID' });

    // Nothing changed: the session lives on and the password is the old one.
    expect(await memberInfoStatus(t.app, cookie)).toBe(200);
    await logIn(t.app, m.account, m.password);
  });

  it('lets a must-change session change its password and lifts the restriction', async () => {
    const m = await createMember(t.app, { password: '123456', passwordSetBy: 'OTHER' });
    // A restricted session, as login opens it for an account holding someone else's secret.
    const token = randomToken(32);
    await insertSession(t.app.db, {
      tokenHash: sha256Hex(token),
      memberId: m.id,
      now,
      idleExpiresAt: new Date(now.getTime() + 3_600_000),
      absoluteExpiresAt: new Date(now.getTime() + 7_200_000),
      ip: '127.0.0.1',
      userAgent: null,
      restriction: 'PASSWORD_CHANGE',
    });
    const restricted = await call(t.app, 'GET', '/wps/member/security', undefined, {
      cookie: `nova_sid=${token}`,
    });
    expect(errorOf(restricted)).toEqual({ status: 403, code: 'PASSWORD_CHANGE_REQUIRED' });
    const res = await change(`nova_sid=${token}`, toNew('123456', STRONG_PASSWORD));
    expect(res.statusCode).toBe(200);
    const fresh = cookieOf(res, 'nova_sid')?.value ?? '';
    const [session] = await t.app.db
      .select({ restriction: sessions.restriction })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(fresh)));
    expect(session).toEqual({ restriction: null });
    const [row] = await t.app.db
      .select({ passwordSetBy: members.passwordSetBy })
      .from(members)
      .where(eq(members.id, m.id));
    expect(row?.passwordSetBy).toBe('SELF');
    // The security center (a member panel) is open to the new session.
    const overview = await call(t.app, 'GET', '/wps/member/security', undefined, {
      cookie: `nova_sid=${fresh}`,
    });
    expect(overview.statusCode).toBe(200);
  });

  it('refuses trial accounts and visitors', async () => {
    const m = await createMember(t.app);
    const cookie = await logIn(t.app, m.account, m.password);
    await t.app.db.update(members).set({ type: 4 }).where(eq(members.id, m.id));
    const trial = await change(cookie, toNew(m.password));
    expect(errorOf(trial)).toEqual({ status: 403, code: 'TRIAL_FORBIDDEN' });
    const visitor = await call(t.app, 'POST', '/wps/member/password', toNew(m.password));
    expect(errorOf(visitor)).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('pauses password guessing through a stolen session (429 with Retry-After)', async () => {
    const m = await createMember(t.app);
    const cookie = await logIn(t.app, m.account, m.password);
    for (let i = 0; i < 10; i++) {
      const res = await change(cookie, toNew(`Wrong-guess-${i}!`));
      expect(res.json().code).toBe('OLD_PASSWORD_INVALID');
    }
    const locked = await change(cookie, toNew(m.password));
    expect(errorOf(locked)).toEqual({ status: 429, code: 'RATE_LIMITED' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    now = new Date(now.getTime() + 16 * 60_000);
    expect((await change(cookie, toNew(m.password))).statusCode).toBe(200);
  });
});
