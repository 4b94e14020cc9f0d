import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../db/schema/security.ts';
import { cookieOf } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  latestSmsCode,
  nextIp,
  nextMobile,
  nextName,
  outbox,
  PASSWORD,
  post,
  refusal,
  register,
  resetBrandConfig,
  sendRegisterSms,
  setBrand,
  setSwitch,
  simplifyRules,
} from '../register/register-test-kit.ts';

/** Sending SMS codes (SECURITY.md 3, 6; spec §8 "too many requests (try again after 5 minutes)"). */
const START = new Date('2026-03-01T04:00:00Z');
let now = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
});
afterAll(() => t.close());
beforeEach(async () => {
  now = START;
  await resetBrandConfig(t.app);
});

const secondsLater = (n: number) => new Date(START.getTime() + n * 1000);
const DEMO_MOBILE = '123456789';

function noLogin(mobileNum: string, purpose: 'LOGIN' | 'RESET', ip = nextIp()) {
  return post(
    t.app,
    '/wps/verification/sms/noLogin',
    { mobileNum, countryDialingCode: '+60', purpose },
    { ip },
  );
}

function bind(cookie: string, mobileNum: string) {
  return post(t.app, '/wps/verification/sms', { mobileNum, countryDialingCode: '+60' }, { cookie });
}

async function storedCodes(destination: string) {
  return t.app.db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.destination, destination));
}

describe('POST /wps/verification/sms/register', () => {
  it('sends a 6-digit code by SMS and keeps only its hash', async () => {
    const mobileNum = nextMobile();
    const res = await sendRegisterSms(t.app, `0${mobileNum}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 1 } });
    const [message, ...older] = await outbox(t.app, `+60${mobileNum}`);
    expect(older).toHaveLength(0);
    expect(message?.channel).toBe('SMS');
    const code = await latestSmsCode(t.app, mobileNum);
    expect(code).toMatch(/^\d{6}$/);
    expect(res.body).not.toContain(code);
    const [row] = await storedCodes(`+60${mobileNum}`);
    expect(row).toMatchObject({ purpose: 'REGISTER', channel: 'SMS', usedAt: null });
    expect(row?.codeHash).not.toContain(code);
  });

  it('answers the same for a registered number (no enumeration)', async () => {
    const res = await sendRegisterSms(t.app, DEMO_MOBILE);
    expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 1 } });
  });

  it('is off without REGMOBVERF3 or the tab it is for', async () => {
    await setSwitch(t.app, 'REGMOBVERF3', '0');
    expect(refusal(await sendRegisterSms(t.app, nextMobile()), 403).code).toBe('FEATURE_DISABLED');
    await setSwitch(t.app, 'REGMOBVERF3', '1');
    await setSwitch(t.app, 'MOBILENUMREG3', '0');
    expect(refusal(await sendRegisterSms(t.app, nextMobile()), 403).code).toBe('FEATURE_DISABLED');
    const forUsername = await sendRegisterSms(t.app, nextMobile(), { regType: 'USERNAME' });
    expect(forUsername.statusCode).toBe(200);
  });

  it('needs a valid number: a served dialing code and the brand mobile rule', async () => {
    const foreign = await sendRegisterSms(t.app, nextMobile(), { countryDialingCode: '+1' });
    expect(refusal(foreign, 400).code).toBe('PHONE_INVALID');
    // 12 digits: the contract allows it, the seeded rule (9 to 11) does not.
    expect(refusal(await sendRegisterSms(t.app, '123456789012'), 400).code).toBe('PHONE_INVALID');
    expect(refusal(await sendRegisterSms(t.app, '12345abc9'), 400).code).toBe('VALIDATION_FAILED');
    expect(refusal(await sendRegisterSms(t.app, '000000'), 400).code).toBe('PHONE_INVALID');
  });

  it('waits a minute between codes to the same number (SMS_COOLDOWN)', async () => {
    const mobileNum = nextMobile();
    expect((await sendRegisterSms(t.app, mobileNum)).statusCode).toBe(200);
    now = secondsLater(20);
    const early = await sendRegisterSms(t.app, mobileNum);
    const body = refusal(early, 429);
    expect(body.code).toBe('SMS_COOLDOWN');
    expect(body.retryAfter).toBe(40);
    expect(early.headers['retry-after']).toBe('40');
    now = secondsLater(60);
    expect((await sendRegisterSms(t.app, mobileNum)).statusCode).toBe(200);
    expect(await outbox(t.app, `+60${mobileNum}`)).toHaveLength(2);
  });

  it('locks a number for the rest of 5 minutes after 5 codes, whatever their purpose', async () => {
    const mobileNum = nextMobile();
    const sends = [
      () => sendRegisterSms(t.app, mobileNum),
      () => noLogin(mobileNum, 'LOGIN'),
      () => noLogin(mobileNum, 'RESET'),
    ];
    for (const send of sends) expect((await send()).statusCode).toBe(200);
    now = secondsLater(60);
    expect((await sends[0]?.())?.statusCode).toBe(200);
    expect((await sends[1]?.())?.statusCode).toBe(200);
    now = secondsLater(61);
    const locked = await noLogin(mobileNum, 'RESET');
    const body = refusal(locked, 429);
    expect(body.code).toBe('SMS_LOCKED');
    expect(body.retryAfter).toBe(239);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(300);
    now = secondsLater(200);
    expect(refusal(await sendRegisterSms(t.app, mobileNum), 429).code).toBe('SMS_LOCKED');
    expect(await storedCodes(`+60${mobileNum}`)).toHaveLength(5);
    now = secondsLater(300);
    expect((await sendRegisterSms(t.app, mobileNum)).statusCode).toBe(200);
  });

  it('limits codes per IP (30 an hour); X-Forwarded-For changes nothing', async () => {
    const ip = nextIp();
    const send = (i: number) =>
      post(
        t.app,
        '/wps/verification/sms/register',
        { mobileNum: nextMobile(), countryDialingCode: '+60' },
        { ip, headers: { 'x-forwarded-for': `203.0.113.${i}` } },
      );
    for (let i = 0; i < 30; i++) expect((await send(i)).statusCode).toBe(200);
    const limited = await send(99);
    expect(refusal(limited, 429).code).toBe('SMS_LOCKED');
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('POST /wps/verification/sms/noLogin', () => {
  it("delivers only to a member's number, and answers the same either way", async () => {
    const sentBefore = (await outbox(t.app, `+60${DEMO_MOBILE}`)).length;
    const known = await noLogin(DEMO_MOBILE, 'LOGIN');
    const unknownNum = nextMobile();
    const unknown = await noLogin(unknownNum, 'LOGIN');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await outbox(t.app, `+60${DEMO_MOBILE}`)).toHaveLength(sentBefore + 1);
    expect(await outbox(t.app, `+60${unknownNum}`)).toHaveLength(0);
    // The unknown number still gets a (useless) code, so cooldown and locks look the same.
    expect(await storedCodes(`+60${unknownNum}`)).toHaveLength(1);
    const again = await noLogin(unknownNum, 'LOGIN');
    expect(refusal(again, 429).code).toBe('SMS_COOLDOWN');
  });

  it('is off for login without MOBILEVERCODELOGIN3, for reset unless resets go by phone', async () => {
    await setSwitch(t.app, 'MOBILEVERCODELOGIN3', '0');
    expect(refusal(await noLogin(DEMO_MOBILE, 'LOGIN'), 403).code).toBe('FEATURE_DISABLED');
    expect((await noLogin(DEMO_MOBILE, 'RESET')).statusCode).toBe(200);
    await setBrand(t.app, { forgotPasswordMode: 'EMAIL' });
    expect(refusal(await noLogin(nextMobile(), 'RESET'), 403).code).toBe('FEATURE_DISABLED');
  });

  it('refuses a dialing code the brand does not serve', async () => {
    const res = await post(t.app, '/wps/verification/sms/noLogin', {
      mobileNum: DEMO_MOBILE,
      countryDialingCode: '+44',
      purpose: 'LOGIN',
    });
    expect(refusal(res, 400).code).toBe('PHONE_INVALID');
  });
});

describe('POST /wps/verification/sms (bind)', () => {
  it('sends a BIND code for a logged-in member', async () => {
    await simplifyRules(t.app);
    const reg = await register(t.app, 'username', {
      username: nextName('bind'),
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    const cookie = `nova_sid=${cookieOf(reg, 'nova_sid')?.value}`;
    const mobileNum = nextMobile();
    const res = await bind(cookie, mobileNum);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ expiredMinutes: 1 });
    expect(await outbox(t.app, `+60${mobileNum}`)).toHaveLength(1);
    const [row] = await storedCodes(`+60${mobileNum}`);
    expect(row?.purpose).toBe('BIND');
  });

  it('needs a session and refuses trial accounts', async () => {
    expect(refusal(await bind('', nextMobile()), 401).code).toBe('UNAUTHENTICATED');
    const trial = await post(t.app, '/wps/session/login/freeplay', {});
    const cookie = `nova_sid=${cookieOf(trial, 'nova_sid')?.value}`;
    const mobileNum = nextMobile();
    expect(refusal(await bind(cookie, mobileNum), 403).code).toBe('TRIAL_FORBIDDEN');
    expect(await storedCodes(`+60${mobileNum}`)).toHaveLength(0);
  });
});
