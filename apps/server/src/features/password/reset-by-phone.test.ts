import { LoginResultSchema } from '@nova/contracts/api/login';
import { envelope } from '@nova/contracts/envelope';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/members.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { cookieOf } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { issueCode } from '../verification/verification.service.ts';
import {
  brandId,
  type Client,
  call,
  createMember,
  errorOf,
  lastCode,
  logIn,
  memberInfoStatus,
  OTHER_STRONG_PASSWORD,
  setForgotPasswordMode,
} from './password-test-kit.ts';

const START = new Date('2026-03-01T04:00:00Z');
let base = START;
let now = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
});
afterAll(() => t.close());
beforeEach(async () => {
  base = new Date(base.getTime() + 3_600_000);
  now = base;
  await setForgotPasswordMode(t.app, 'PHONE');
});

let phoneSerial = 0;
/** A member with a bound mobile (+60, national number without the leading 0). */
async function memberWithMobile() {
  phoneSerial += 1;
  const national = `12${String(4_000_000 + phoneSerial)}`;
  const m = await createMember(t.app, {
    mobileDialingCode: '+60',
    mobileNum: national,
    mobileVerifiedAt: now,
  });
  return { ...m, national, destination: `+60${national}` };
}

/** Ask for a RESET code the way the site does, and read it from the SMS outbox. */
async function sendResetCode(national: string): Promise<string> {
  const res = await call(t.app, 'POST', '/wps/verification/sms/noLogin', {
    countryDialingCode: '+60',
    mobileNum: `0${national}`,
    purpose: 'RESET',
  });
  expect(res.statusCode).toBe(200);
  return lastCode(t.app, `+60${national}`);
}

function resetByPhone(
  national: string,
  verificationCode: string,
  newPassword = OTHER_STRONG_PASSWORD,
  client: Client = {},
) {
  return call(
    t.app,
    'POST',
    '/wps/member/password/verification',
    {
      countryDialingCode: '+60',
      mobileNum: `0${national}`,
      verificationCode,
      newPassword,
      confirmNewPassword: newPassword,
    },
    client,
  );
}

describe('POST /wps/member/password/verification', () => {
  it('sets the password, ends older sessions and logs the member in', async () => {
    const m = await memberWithMobile();
    const older = await logIn(t.app, m.account, m.password);
    const code = await sendResetCode(m.national);

    const res = await resetByPhone(m.national, code);
    expect(res.statusCode).toBe(200);
    expect(envelope(LoginResultSchema).parse(res.json()).value).toEqual({
      firstTimeLogin: false,
      passwordExpired: false,
      mustChangePassword: false,
      isAgent: false,
    });
    const fresh = `nova_sid=${cookieOf(res, 'nova_sid')?.value}`;
    const info = await call(t.app, 'GET', '/wps/member/info', undefined, { cookie: fresh });
    expect(info.json().value.account).toBe(m.account);
    expect(await memberInfoStatus(t.app, older)).toBe(401);
    const [session] = await t.app.db
      .select({ method: sessions.method })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(cookieOf(res, 'nova_sid')?.value ?? '')));
    expect(session?.method).toBe('RESET');

    await logIn(t.app, m.account, OTHER_STRONG_PASSWORD);
    const [row] = await t.app.db
      .select({ setBy: members.passwordSetBy, changedAt: members.passwordChangedAt })
      .from(members)
      .where(eq(members.id, m.id));
    expect(row).toEqual({ setBy: 'SELF', changedAt: now });
    // The code was spent.
    expect(errorOf(await resetByPhone(m.national, code, 'Third#Password7')).code).toBe(
      'CODE_INVALID',
    );
  });

  it('changes nothing on a wrong code', async () => {
    const m = await memberWithMobile();
    const session = await logIn(t.app, m.account, m.password);
    const code = await sendResetCode(m.national);
    const wrong = code === '000000' ? '000001' : '000000';
    const res = await resetByPhone(m.national, wrong);
    expect(errorOf(res)).toEqual({ status: 400, code: 'CODE_INVALID' });
    expect(cookieOf(res, 'nova_sid')).toBeUndefined();
    expect(await memberInfoStatus(t.app, session)).toBe(200);
    await logIn(t.app, m.account, m.password);
  });

  it('checks the password rule before spending the code', async () => {
    const m = await memberWithMobile();
    const code = await sendResetCode(m.national);
    const weak = await resetByPhone(m.national, code, '12345678');
    expect(weak.json()).toMatchObject({
      code: 'WEAK_PASSWORD',
      details: [{ path: 'body.newPassword', issue: 'common' }],
    });
    // The brand's register rule for passwords (pattern 5: a letter and a digit) applies too.
    const noDigit = await resetByPhone(m.national, code, 'Qa!Player!Lake');
    expect(noDigit.json()).toMatchObject({
      code: 'WEAK_PASSWORD',
      details: [{ path: 'body.newPassword', issue: 'pattern' }],
    });
    const mismatch = await call(t.app, 'POST', '/wps/member/password/verification', {
      countryDialingCode: '+60',
      mobileNum: m.national,
      verificationCode: code,
      newPassword: OTHER_STRONG_PASSWORD,
      confirmNewPassword: 'Something#Else1',
    });
    expect(errorOf(mismatch).code).toBe('PASSWORD_MISMATCH');
    expect((await resetByPhone(m.national, code)).statusCode).toBe(200);
  });

  it('fails like a wrong code for a number no member holds', async () => {
    const national = '129999001';
    await issueCode(
      t.app,
      {
        brandId: await brandId(t.app),
        channel: 'SMS',
        destination: `+60${national}`,
        purpose: 'RESET',
      },
      { brandName: 'Nova88', ip: '127.0.0.1' },
    );
    const res = await resetByPhone(national, await lastCode(t.app, `+60${national}`));
    expect(errorOf(res)).toEqual({ status: 400, code: 'CODE_INVALID' });
    expect(cookieOf(res, 'nova_sid')).toBeUndefined();
  });

  it('rate limits per IP and per phone with Retry-After', async () => {
    const ip = { remoteAddress: '203.0.113.9' };
    for (let i = 0; i < 20; i++) {
      const res = await resetByPhone(`13${1_000_000 + i}`, '123456', OTHER_STRONG_PASSWORD, ip);
      expect(res.json().code).toBe('CODE_INVALID');
    }
    const locked = await resetByPhone('139999999', '123456', OTHER_STRONG_PASSWORD, ip);
    expect(errorOf(locked)).toEqual({ status: 429, code: 'RATE_LIMITED' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    const m = await memberWithMobile();
    for (let i = 0; i < 5; i++) {
      const res = await resetByPhone(m.national, '123456', OTHER_STRONG_PASSWORD, {
        remoteAddress: `203.0.113.${20 + i}`,
      });
      expect(res.statusCode).toBe(400);
    }
    const phoneLocked = await resetByPhone(m.national, '123456', OTHER_STRONG_PASSWORD, {
      remoteAddress: '203.0.113.40',
    });
    expect(errorOf(phoneLocked).status).toBe(429);
    expect(phoneLocked.headers['retry-after']).toBeDefined();
  });

  it('is off while the brand resets passwords by email', async () => {
    await setForgotPasswordMode(t.app, 'EMAIL');
    const m = await memberWithMobile();
    expect(errorOf(await resetByPhone(m.national, '123456'))).toEqual({
      status: 403,
      code: 'FEATURE_DISABLED',
    });
  });
});
