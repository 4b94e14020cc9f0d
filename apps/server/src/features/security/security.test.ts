import { SecurityOverviewSchema } from '@nova/contracts/api/security';
import { envelope } from '@nova/contracts/envelope';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/members.ts';
import { verifyPassword } from '../../lib/password.ts';
import { cookieOf } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  call,
  createMember,
  errorOf,
  lastCode,
  lastMessage,
  logIn,
  memberInfoStatus,
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
} from '../password/password-test-kit.ts';

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

const get = (url: string, cookie: string) => call(t.app, 'GET', url, undefined, { cookie });
const post = (url: string, cookie: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', url, body, { cookie });

async function overview(cookie: string) {
  const res = await get('/wps/member/security', cookie);
  expect(res.statusCode).toBe(200);
  const value = envelope(SecurityOverviewSchema).parse(res.json()).value;
  if (!value) throw new Error(`no overview: ${res.body}`);
  return value;
}

async function loggedInMember() {
  const m = await createMember(t.app);
  return { ...m, cookie: await logIn(t.app, m.account, m.password) };
}

async function sendBindSms(cookie: string, mobileNum: string) {
  const res = await post('/wps/verification/sms', cookie, { countryDialingCode: '+60', mobileNum });
  expect(res.statusCode).toBe(200);
  return lastCode(t.app, `+60${mobileNum.replace(/^0+/u, '')}`);
}

describe('GET /wps/member/security', () => {
  it('shows what is bound, masked, and nothing secret', async () => {
    const m = await loggedInMember();
    expect(await overview(m.cookie)).toEqual({
      account: m.account,
      mobile: null,
      email: null,
      realNameSet: false,
      paymentPasswordSet: false,
      totpEnabled: false,
      previousLogin: null,
      otherSessions: 0,
      passwordLogin: true,
    });
    await t.app.db
      .update(members)
      .set({
        mobileDialingCode: '+60',
        mobileNum: '187654321',
        mobileVerifiedAt: now,
        email: 'someone@example.com',
        emailVerifiedAt: now,
        realName: 'Tan Ah Kow',
        paymentPasswordHash: 'x',
      })
      .where(eq(members.id, m.id));
    const shown = await overview(m.cookie);
    expect(shown).toMatchObject({
      mobile: '+60 18****321',
      email: 'so*****@example.com',
      realNameSet: true,
      paymentPasswordSet: true,
    });
    const body = (await get('/wps/member/security', m.cookie)).body;
    expect(body).not.toContain('187654321');
    expect(body).not.toContain('Tan Ah Kow');
    expect(body).not.toContain('someone@');
  });

  it('shows the login before the current one and the history, newest first', async () => {
    const m = await createMember(t.app);
    await logIn(t.app, m.account, m.password);
    // Two later sessions from other networks (a password change opens a fresh session).
    const first = await logIn(t.app, m.account, m.password);
    const firstAt = new Date(now.getTime() + 60_000);
    now = firstAt;
    const afterFirst = await call(
      t.app,
      'POST',
      '/wps/member/password',
      {
        oldPassword: m.password,
        newPassword: OTHER_STRONG_PASSWORD,
        confirmNewPassword: OTHER_STRONG_PASSWORD,
      },
      { cookie: first, remoteAddress: '198.51.100.10' },
    );
    expect(afterFirst.statusCode).toBe(200);
    now = new Date(now.getTime() + 60_000);
    const second = await call(
      t.app,
      'POST',
      '/wps/member/password',
      {
        oldPassword: OTHER_STRONG_PASSWORD,
        newPassword: STRONG_PASSWORD.split('').reverse().join(''),
        confirmNewPassword: STRONG_PASSWORD.split('').reverse().join(''),
      },
      {
        cookie: `nova_sid=${cookieOf(afterFirst, 'nova_sid')?.value}`,
        remoteAddress: '198.51.100.20',
      },
    );
    expect(second.statusCode).toBe(200);
    const current = `nova_sid=${cookieOf(second, 'nova_sid')?.value}`;

    expect((await overview(current)).previousLogin).toEqual({
      at: firstAt.toISOString(),
      ip: '198.51.100.10',
      method: 'PASSWORD',
    });
    const history = (await get('/wps/member/security/login-history', current)).json().value;
    expect(history[0]).toEqual({ at: now.toISOString(), ip: '198.51.100.20', method: 'PASSWORD' });
    expect(history[1]).toEqual({
      at: firstAt.toISOString(),
      ip: '198.51.100.10',
      method: 'PASSWORD',
    });
    expect(history.length).toBeLessThanOrEqual(10);
  });
});

describe('POST /wps/member/security/mobile', () => {
  it('binds a number with its SMS code and the current password', async () => {
    const m = await loggedInMember();
    const code = await sendBindSms(m.cookie, '0123456001');
    const wrongPassword = await post('/wps/member/security/mobile', m.cookie, {
      countryDialingCode: '+60',
      mobileNum: '0123456001',
      verificationCode: code,
      password: 'Not-the-password-1',
    });
    expect(errorOf(wrongPassword)).toEqual({ status: 400, code: 'OLD_PASSWORD_INVALID' });
    const wrongCode = await post('/wps/member/security/mobile', m.cookie, {
      countryDialingCode: '+60',
      mobileNum: '0123456001',
      verificationCode: code === '999999' ? '999998' : '999999',
      password: m.password,
    });
    expect(errorOf(wrongCode)).toEqual({ status: 400, code: 'CODE_INVALID' });
    const ok = await post('/wps/member/security/mobile', m.cookie, {
      countryDialingCode: '+60',
      mobileNum: '0123456001',
      verificationCode: code,
      password: m.password,
    });
    expect(ok.json()).toEqual({ success: true, value: null });
    const [row] = await t.app.db
      .select({ dial: members.mobileDialingCode, num: members.mobileNum })
      .from(members)
      .where(eq(members.id, m.id));
    expect(row).toEqual({ dial: '+60', num: '123456001' });
    expect((await overview(m.cookie)).mobile).toBe('+60 12****001');
  });

  it('refuses a number another member holds, and unknown dialing codes', async () => {
    await createMember(t.app, { mobileDialingCode: '+60', mobileNum: '123456002' });
    const m = await loggedInMember();
    const code = await sendBindSms(m.cookie, '123456002');
    const taken = await post('/wps/member/security/mobile', m.cookie, {
      countryDialingCode: '+60',
      mobileNum: '123456002',
      verificationCode: code,
      password: m.password,
    });
    expect(errorOf(taken)).toEqual({ status: 409, code: 'MOBILE_TAKEN' });
    const foreign = await post('/wps/member/security/mobile', m.cookie, {
      countryDialingCode: '+1',
      mobileNum: '2025550100',
      verificationCode: '123456',
      password: m.password,
    });
    expect(errorOf(foreign).code).toBe('PHONE_INVALID');
    expect((await overview(m.cookie)).mobile).toBeNull();
  });
});

describe('email binding', () => {
  it('mails a code after the password, then binds the address with it', async () => {
    const m = await loggedInMember();
    const refused = await post('/wps/member/security/email/code', m.cookie, {
      email: 'New.Mail@Example.com',
      password: 'Not-the-password-1',
    });
    expect(errorOf(refused).code).toBe('OLD_PASSWORD_INVALID');
    expect(await lastMessage(t.app, 'new.mail@example.com')).toBeUndefined();

    const sent = await post('/wps/member/security/email/code', m.cookie, {
      email: 'New.Mail@Example.com',
      password: m.password,
    });
    expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 1 } });
    const code = await lastCode(t.app, 'new.mail@example.com');
    const wrong = await post('/wps/member/security/email', m.cookie, {
      email: 'new.mail@example.com',
      verificationCode: code === '999999' ? '999998' : '999999',
    });
    expect(errorOf(wrong).code).toBe('CODE_INVALID');
    const other = await post('/wps/member/security/email', m.cookie, {
      email: 'other@example.com',
      verificationCode: code,
    });
    expect(errorOf(other).code).toBe('CODE_INVALID');
    const ok = await post('/wps/member/security/email', m.cookie, {
      email: 'NEW.MAIL@example.com',
      verificationCode: code,
    });
    expect(ok.statusCode).toBe(200);
    expect((await overview(m.cookie)).email).toBe('ne******@example.com');
    const [row] = await t.app.db
      .select({ email: members.email, at: members.emailVerifiedAt })
      .from(members)
      .where(eq(members.id, m.id));
    expect(row).toEqual({ email: 'new.mail@example.com', at: now });
  });
});

describe('POST /wps/member/security/real-name', () => {
  it('binds a real name once, with the password', async () => {
    const m = await loggedInMember();
    const path = '/wps/member/security/real-name';
    const bad = await post(path, m.cookie, { realName: 'R2-D2', password: m.password });
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body.realName' }],
    });
    const wrong = await post(path, m.cookie, {
      realName: 'Nguyễn Văn An',
      password: 'Nope-123456',
    });
    expect(errorOf(wrong).code).toBe('OLD_PASSWORD_INVALID');
    const ok = await post(path, m.cookie, { realName: '  Nguyễn  Văn An ', password: m.password });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.app.db
      .select({ realName: members.realName })
      .from(members)
      .where(eq(members.id, m.id));
    expect(row?.realName).toBe('Nguyễn Văn An');
    const again = await post(path, m.cookie, { realName: 'Someone Else', password: m.password });
    expect(errorOf(again)).toEqual({ status: 409, code: 'CONFLICT' });
    expect((await overview(m.cookie)).realNameSet).toBe(true);
  });
});

describe('POST /wps/member/security/payment-password', () => {
  const path = '/wps/member/security/payment-password';

  it('sets a six-digit payment password after the login password', async () => {
    const m = await loggedInMember();
    const body = (pin: string, confirm = pin, password = m.password) => ({
      password,
      paymentPassword: pin,
      confirmPaymentPassword: confirm,
    });
    expect(errorOf(await post(path, m.cookie, body('583920', '583920', 'Nope-12345'))).code).toBe(
      'OLD_PASSWORD_INVALID',
    );
    expect(errorOf(await post(path, m.cookie, body('583920', '583921'))).code).toBe(
      'PASSWORD_MISMATCH',
    );
    for (const weak of ['000000', '123456', '111111', '654321', '121212']) {
      const res = await post(path, m.cookie, body(weak));
      expect(res.json()).toMatchObject({
        code: 'WEAK_PASSWORD',
        details: [{ path: 'body.paymentPassword' }],
      });
    }
    expect((await post(path, m.cookie, body('58392'))).statusCode).toBe(400);
    expect((await overview(m.cookie)).paymentPasswordSet).toBe(false);

    expect((await post(path, m.cookie, body('583920'))).statusCode).toBe(200);
    const [row] = await t.app.db
      .select({ hash: members.paymentPasswordHash })
      .from(members)
      .where(eq(members.id, m.id));
    expect(row?.hash).toMatch(/^\$argon2id\$/u);
    expect(await verifyPassword(row?.hash ?? null, '583920')).toBe(true);
    expect((await overview(m.cookie)).paymentPasswordSet).toBe(true);
  });
});

describe('DELETE /wps/member/sessions/others', () => {
  it('ends every other session and keeps this one', async () => {
    const m = await loggedInMember();
    const phone = await logIn(t.app, m.account, m.password);
    const tablet = await logIn(t.app, m.account, m.password);
    expect((await overview(m.cookie)).otherSessions).toBe(2);
    const res = await call(t.app, 'DELETE', '/wps/member/sessions/others', undefined, {
      cookie: m.cookie,
    });
    expect(res.json()).toEqual({ success: true, value: { ended: 2 } });
    expect(await memberInfoStatus(t.app, phone)).toBe(401);
    expect(await memberInfoStatus(t.app, tablet)).toBe(401);
    expect(await memberInfoStatus(t.app, m.cookie)).toBe(200);
    expect((await overview(m.cookie)).otherSessions).toBe(0);
  });
});

describe('access', () => {
  const endpoints: [string, string, Record<string, unknown> | undefined][] = [
    ['GET', '/wps/member/security', undefined],
    ['GET', '/wps/member/security/login-history', undefined],
    [
      'POST',
      '/wps/member/security/mobile',
      { countryDialingCode: '+60', mobileNum: '123456003', verificationCode: '1', password: 'x' },
    ],
    ['POST', '/wps/member/security/email/code', { email: 'a@example.com', password: 'x' }],
    ['POST', '/wps/member/security/email', { email: 'a@example.com', verificationCode: '1' }],
    ['POST', '/wps/member/security/real-name', { realName: 'Tan Ah Kow', password: 'x' }],
    [
      'POST',
      '/wps/member/security/payment-password',
      { password: 'x', paymentPassword: '583920', confirmPaymentPassword: '583920' },
    ],
    ['POST', '/wps/member/security/totp/setup', { password: 'x' }],
    ['POST', '/wps/member/security/totp/enable', { code: '123456' }],
    ['POST', '/wps/member/security/totp/disable', { password: 'x', code: '123456' }],
    ['DELETE', '/wps/member/sessions/others', undefined],
  ];

  it('refuses trial accounts on every endpoint and visitors too', async () => {
    const m = await loggedInMember();
    await t.app.db.update(members).set({ type: 4 }).where(eq(members.id, m.id));
    for (const [method, url, body] of endpoints) {
      const trial = await call(t.app, method as 'GET', url, body, { cookie: m.cookie });
      expect([url, errorOf(trial)]).toEqual([url, { status: 403, code: 'TRIAL_FORBIDDEN' }]);
      const visitor = await call(t.app, method as 'GET', url, body);
      expect([url, errorOf(visitor)]).toEqual([url, { status: 401, code: 'UNAUTHENTICATED' }]);
    }
  });
});
