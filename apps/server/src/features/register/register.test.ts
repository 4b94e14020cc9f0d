import { MemberInfoSchema } from '@nova/contracts/api/session';
import { envelope } from '@nova/contracts/envelope';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/members.ts';
import { verifyPassword } from '../../lib/password.ts';
import { cookieOf } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  latestSmsCode,
  memberByAccount,
  memberCount,
  newCaptcha,
  nextIp,
  nextMobile,
  nextName,
  PASSWORD,
  refusal,
  register,
  resetBrandConfig,
  sendRegisterSms,
  setBrand,
  setRule,
  setSwitch,
  simplifyRules,
} from './register-test-kit.ts';

/** 12:00 on 1 March 2026 in Kuala Lumpur, the brand's time zone. */
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

const NEW_LOGIN = {
  firstTimeLogin: true,
  passwordExpired: false,
  mustChangePassword: false,
  isAgent: false,
};

/** Everything the seeded rules ask for on the username tab: mobile, SMS code and captcha. */
async function fullUsernameRegistration(username: string, extra: Record<string, unknown> = {}) {
  const mobileNum = nextMobile();
  expect((await sendRegisterSms(t.app, mobileNum, { regType: 'USERNAME' })).statusCode).toBe(200);
  const { cookie, answer } = await newCaptcha(t.app);
  const ip = nextIp();
  const res = await register(
    t.app,
    'username',
    {
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      mobileNum,
      countryDialingCode: '+60',
      verificationCode: await latestSmsCode(t.app, mobileNum),
      captcha: answer,
      ...extra,
    },
    { cookie, ip },
  );
  return { res, mobileNum, ip };
}

function simple(username: string, extra: Record<string, unknown> = {}) {
  return register(t.app, 'username', {
    username,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...extra,
  });
}

describe('PUT /wps/member/register', () => {
  it('registers with the seeded rules, logs the member in and stores what it should', async () => {
    const { res, mobileNum, ip } = await fullUsernameRegistration('NewPlayer7');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, value: NEW_LOGIN });
    const sid = cookieOf(res, 'nova_sid');
    expect(sid).toMatchObject({ httpOnly: true });
    expect(res.body).not.toContain(sid?.value);

    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: { cookie: `nova_sid=${sid?.value}` },
    });
    expect(envelope(MemberInfoSchema).parse(info.json()).value).toMatchObject({
      account: 'newplayer7',
      nickname: 'NewPlayer7',
      type: 0,
      isAgent: false,
      isTrial: false,
    });

    const row = await memberByAccount(t.app, 'newplayer7');
    expect(row).toMatchObject({
      type: 0,
      registerMethod: 'USERNAME',
      registerIp: ip,
      mobileDialingCode: '+60',
      mobileNum,
      parentId: null,
      path: `/${row?.id}/`,
      firstLoginAt: START,
      lastLoginAt: START,
      mobileVerifiedAt: START,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash ?? null, PASSWORD)).toBe(true);
  });

  it('stores the optional fields and ignores disabled and unknown ones', async () => {
    await simplifyRules(t.app);
    await setRule(t.app, 'qqNum', { enabled: true, required: false, patternId: 6, minLength: 5 });
    await setRule(t.app, 'nickname', { enabled: true, required: false, patternId: 0 });
    const res = await simple('optional1', {
      email: 'Player.One@Example.COM',
      payeeName: 'Ali Bakar',
      birthday: '1990-05-01',
      qqNum: '123456',
      nickname: 'Lucky Ali',
      line: 'disabled-field',
      registerUrl: 'https://nova88.example/register?referralCode=X',
      // Not register fields: the schema drops them, nothing reads them.
      type: 1,
      parentId: 1,
      inviteCode: 'HACKED',
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await memberByAccount(t.app, 'optional1');
    expect(row).toMatchObject({
      type: 0,
      nickname: 'Lucky Ali',
      email: 'player.one@example.com',
      emailVerifiedAt: null,
      realName: 'Ali Bakar',
      birthday: '1990-05-01',
      inviteCode: null,
      parentId: null,
      mobileNum: null,
      profile: { qqNum: '123456', registerUrl: 'https://nova88.example/register?referralCode=X' },
    });
    expect(row?.profile).not.toHaveProperty('line');
  });

  it('lists every missing required field', async () => {
    await simplifyRules(t.app);
    const before = await memberCount(t.app);
    const res = await register(t.app, 'username', { email: 'x@example.com' });
    expect(refusal(res, 400)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        { path: 'body.username', issue: 'required' },
        { path: 'body.password', issue: 'required' },
        { path: 'body.confirmPassword', issue: 'required' },
      ],
    });
    const blank = await simple('   ');
    expect(refusal(blank, 400).details).toContainEqual({
      path: 'body.username',
      issue: 'required',
    });
    expect(await memberCount(t.app)).toBe(before);
  });

  it('applies the seeded rules: captcha and mobile (with its SMS code) are required', async () => {
    const res = await simple(nextName());
    expect(refusal(res, 400).details).toEqual([
      { path: 'body.mobileNum', issue: 'required' },
      { path: 'body.captcha', issue: 'required' },
    ]);
    const withMobile = await simple(nextName(), {
      mobileNum: nextMobile(),
      countryDialingCode: '+60',
      captcha: 'abcd',
    });
    expect(refusal(withMobile, 400).details).toEqual([
      { path: 'body.verificationCode', issue: 'required' },
    ]);
    // The mobile field, optional: no number, no SMS code needed.
    await setRule(t.app, 'mobileNum', { required: false });
    await setRule(t.app, 'captcha', { enabled: false });
    expect((await simple(nextName())).statusCode).toBe(200);
  });

  it('rejects a confirmation that differs and a weak password', async () => {
    await simplifyRules(t.app);
    const mismatch = await simple('mismatch1', { confirmPassword: `${PASSWORD}x` });
    expect(refusal(mismatch, 400)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body.confirmPassword', issue: 'mismatch' }],
    });
    const common = await simple('weakling1', {
      password: 'password123',
      confirmPassword: 'password123',
    });
    expect(refusal(common, 400)).toMatchObject({
      code: 'WEAK_PASSWORD',
      details: [{ path: 'body.password', issue: 'common' }],
    });
    const own = await simple('weakling2', {
      password: 'weakling2Xy9',
      confirmPassword: 'weakling2Xy9',
    });
    expect(refusal(own, 400).details).toEqual([{ path: 'body.password', issue: 'username' }]);
    // Passwords are checked as typed: a trailing space is not trimmed into a match.
    const spaced = await simple('spaced1', { confirmPassword: `${PASSWORD} ` });
    expect(refusal(spaced, 400).details).toEqual([
      { path: 'body.confirmPassword', issue: 'mismatch' },
    ]);
    expect(await memberByAccount(t.app, 'weakling1')).toBeUndefined();
  });

  it('needs the terms and the age confirmation', async () => {
    await simplifyRules(t.app);
    const before = await memberCount(t.app);
    const terms = await simple('terms1', { termsAccepted: false });
    expect(refusal(terms, 400).code).toBe('TERMS_NOT_ACCEPTED');
    const age = await simple('terms1', { ageConfirmed: false });
    expect(refusal(age, 400).code).toBe('AGE_NOT_CONFIRMED');
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: { username: 'terms1', password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(refusal(missing, 400).code).toBe('VALIDATION_FAILED');
    expect(await memberCount(t.app)).toBe(before);
  });

  it('refuses a birthday under the brand minimum age (18, or 21 where the brand says so)', async () => {
    await simplifyRules(t.app);
    await setRule(t.app, 'birthday', { required: true });
    const born = (birthday: string) => simple(nextName('age'), { birthday });
    expect(refusal(await born('2008-03-02'), 400).code).toBe('UNDERAGE');
    expect((await born('2008-03-01')).statusCode).toBe(200);
    expect(refusal(await born('2001-02-30'), 400).details).toEqual([
      { path: 'body.birthday', issue: 'pattern' },
    ]);
    expect(refusal(await born(''), 400).details).toEqual([
      { path: 'body.birthday', issue: 'required' },
    ]);
    // 17:00 UTC is already 2 March in Kuala Lumpur: the birthday counts from local midnight.
    now = new Date('2026-03-01T17:00:00Z');
    expect((await born('2008-03-02')).statusCode).toBe(200);
    now = START;

    await setBrand(t.app, { minAge: 21 });
    expect(refusal(await born('2005-03-02'), 400).code).toBe('UNDERAGE');
    expect((await born('2005-03-01')).statusCode).toBe(200);

    await setRule(t.app, 'birthday', { patternId: 13 });
    expect(refusal(await born('03-02-2005'), 400).code).toBe('UNDERAGE');
    const ok = await simple('usdate1', { birthday: '03-01-2005' });
    expect(ok.statusCode).toBe(200);
    expect((await memberByAccount(t.app, 'usdate1'))?.birthday).toBe('2005-03-01');
  });

  it('is off when USERNAMEREG3 (or its parent REG) is off', async () => {
    await simplifyRules(t.app);
    await setSwitch(t.app, 'USERNAMEREG3', '0');
    expect(refusal(await simple('switch1'), 403).code).toBe('FEATURE_DISABLED');
    const mobile = await register(t.app, 'mobile', {});
    expect(refusal(mobile, 400).code).toBe('VALIDATION_FAILED');
    await setSwitch(t.app, 'USERNAMEREG3', '1');
    await setSwitch(t.app, 'REG', '0');
    expect(refusal(await simple('switch1'), 403).code).toBe('FEATURE_DISABLED');
    expect(refusal(await register(t.app, 'mobile', {}), 403).code).toBe('FEATURE_DISABLED');
    expect(await memberByAccount(t.app, 'switch1')).toBeUndefined();
  });
});

describe('affiliate codes', () => {
  beforeEach(() => simplifyRules(t.app));

  async function agent(account: string) {
    const row = await memberByAccount(t.app, account);
    if (!row) throw new Error(account);
    return row;
  }

  it('places the member under the agent named by the affiliate code, case-insensitively', async () => {
    const res = await simple('invited1', { affiliateCode: 'demo88' });
    expect(res.statusCode, res.body).toBe(200);
    const parent = await agent('demoagent');
    const row = await agent('invited1');
    expect(row.parentId).toBe(parent.id);
    expect(row.path).toBe(`${parent.path}${row.id}/`);
  });

  it("uses the URL's referral code when the form has none, the form's code first", async () => {
    const res = await simple('invited2', { referralCode: 'SUB888' });
    expect(res.statusCode, res.body).toBe(200);
    const sub = await agent('demosub');
    const row = await agent('invited2');
    expect(row.parentId).toBe(sub.id);
    expect(row.path).toBe(`${sub.path}${row.id}/`);
    expect(row.path.split('/').filter(Boolean)).toHaveLength(3);

    const both = await simple('invited3', { affiliateCode: 'DEMO88', referralCode: 'SUB888' });
    expect(both.statusCode).toBe(200);
    expect((await agent('invited3')).parentId).toBe((await agent('demoagent')).id);
  });

  it('refuses an unknown code and a code held by a non-agent', async () => {
    await t.app.db
      .update(members)
      .set({ inviteCode: 'PLAYER1' })
      .where(eq(members.account, 'demo'));
    for (const extra of [
      { affiliateCode: 'NOPE99' },
      { referralCode: 'nope99' },
      { affiliateCode: 'PLAYER1' },
    ]) {
      expect(refusal(await simple('invited4', extra), 400).code).toBe('INVALID_AFFILIATE_CODE');
    }
    expect(await memberByAccount(t.app, 'invited4')).toBeUndefined();
    await t.app.db.update(members).set({ inviteCode: null }).where(eq(members.account, 'demo'));
  });

  it('GET /wps/agent/affiliate says whether a code is valid, without an error', async () => {
    const check = async (code: string) => {
      const res = await t.app.inject({ url: `/wps/agent/affiliate?code=${code}` });
      expect(res.statusCode).toBe(200);
      return res.json().value.valid;
    };
    expect(await check('DEMO88')).toBe(true);
    expect(await check('sub888')).toBe(true);
    expect(await check('NOPE99')).toBe(false);
  });
});
