import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/password.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  latestSmsCode,
  memberByAccount,
  newCaptcha,
  nextMobile,
  PASSWORD,
  refusal,
  register,
  resetBrandConfig,
  sendRegisterSms,
  setRule,
  setSwitch,
} from './register-test-kit.ts';

/** Registration by mobile number (spec §5: "mobile type uses the mobile number as username"). */
const START = new Date('2026-03-01T04:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => START });
});
afterAll(() => t.close());
beforeEach(() => resetBrandConfig(t.app));

const NEW_LOGIN = {
  firstTimeLogin: true,
  passwordExpired: false,
  mustChangePassword: false,
  isAgent: false,
};

describe('PUT /wps/member/register/mobile', () => {
  it('registers the number as the account and verifies it by SMS', async () => {
    const mobileNum = nextMobile();
    expect((await sendRegisterSms(t.app, `0${mobileNum}`)).statusCode).toBe(200);
    const { cookie, answer } = await newCaptcha(t.app);
    const res = await register(
      t.app,
      'mobile',
      {
        mobileNum: `0${mobileNum}`,
        countryDialingCode: '+60',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        verificationCode: await latestSmsCode(t.app, mobileNum),
        captcha: answer,
      },
      { cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual(NEW_LOGIN);
    const row = await memberByAccount(t.app, `60${mobileNum}`);
    expect(row).toMatchObject({
      registerMethod: 'MOBILE',
      mobileDialingCode: '+60',
      mobileNum,
      mobileVerifiedAt: START,
      nickname: `Player ${mobileNum.slice(-4)}`,
    });
    expect(await verifyPassword(row?.passwordHash ?? null, PASSWORD)).toBe(true);
  });

  it('gives an unusable password when MOBILENUMPASSREG3 is off', async () => {
    await setSwitch(t.app, 'MOBILENUMPASSREG3', '0');
    await setSwitch(t.app, 'REGMOBVERF3', '0');
    await setRule(t.app, 'captcha', { enabled: false });
    const mobileNum = nextMobile();
    const res = await register(t.app, 'mobile', {
      mobileNum,
      countryDialingCode: '+60',
      password: PASSWORD,
      confirmPassword: 'ignored',
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await memberByAccount(t.app, `60${mobileNum}`);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash ?? null, PASSWORD)).toBe(false);
    // Without REGMOBVERF3 the number is stored but not verified.
    expect(row?.mobileVerifiedAt).toBeNull();

    await setSwitch(t.app, 'MOBILENUMPASSREG3', '1');
    const needs = await register(t.app, 'mobile', {
      mobileNum: nextMobile(),
      countryDialingCode: '+60',
    });
    expect(refusal(needs, 400).details).toEqual([
      { path: 'body.password', issue: 'required' },
      { path: 'body.confirmPassword', issue: 'required' },
    ]);
  });

  it('checks the number and the dialing code', async () => {
    await setSwitch(t.app, 'REGMOBVERF3', '0');
    await setRule(t.app, 'captcha', { enabled: false });
    const body = { password: PASSWORD, confirmPassword: PASSWORD };
    const missing = await register(t.app, 'mobile', body);
    expect(refusal(missing, 400).details).toEqual([{ path: 'body.mobileNum', issue: 'required' }]);
    const short = await register(t.app, 'mobile', {
      ...body,
      mobileNum: '1234',
      countryDialingCode: '+60',
    });
    expect(refusal(short, 400).details).toEqual([{ path: 'body.mobileNum', issue: 'length' }]);
    const noCode = await register(t.app, 'mobile', { ...body, mobileNum: nextMobile() });
    expect(refusal(noCode, 400).details).toEqual([
      { path: 'body.countryDialingCode', issue: 'required' },
    ]);
    const foreign = await register(t.app, 'mobile', {
      ...body,
      mobileNum: nextMobile(),
      countryDialingCode: '+1',
    });
    expect(refusal(foreign, 400).code).toBe('PHONE_INVALID');
  });

  it('is off when MOBILENUMREG3 is off', async () => {
    await setSwitch(t.app, 'MOBILENUMREG3', '0');
    const res = await register(t.app, 'mobile', {
      mobileNum: nextMobile(),
      countryDialingCode: '+60',
    });
    expect(refusal(res, 403).code).toBe('FEATURE_DISABLED');
  });
});
