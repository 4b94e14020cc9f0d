import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/members.ts';
import { cookieOf } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertMember, uniqueViolation } from './register.repository.ts';
import {
  brandId,
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
  setRule,
  setSwitch,
  simplifyRules,
} from './register-test-kit.ts';

/** Captcha, SMS code, uniqueness and rate limits of registration (SECURITY.md 3, 4, 6). */
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

const minutesLater = (n: number) => new Date(START.getTime() + n * 60_000);

function mobileBody(mobileNum: string, extra: Record<string, unknown> = {}) {
  return {
    mobileNum,
    countryDialingCode: '+60',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...extra,
  };
}

describe('captcha', () => {
  beforeEach(() => setRule(t.app, 'mobileNum', { enabled: false }));
  const body = (captcha?: string) => ({
    username: nextName('cap'),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...(captcha === undefined ? {} : { captcha }),
  });

  it('is required, checked, single use and bound to its client', async () => {
    const before = await memberCount(t.app);
    const missing = await register(t.app, 'username', body());
    expect(refusal(missing, 400).details).toEqual([{ path: 'body.captcha', issue: 'required' }]);

    const wrong = await newCaptcha(t.app);
    const swapped = `${wrong.answer[0]?.toLowerCase() === 'a' ? 'c' : 'a'}${wrong.answer.slice(1)}`;
    const bad = await register(t.app, 'username', body(swapped), wrong);
    expect(refusal(bad, 400).code).toBe('CAPTCHA_INVALID');
    // A wrong answer spends it: the right one no longer works.
    const after = await register(t.app, 'username', body(wrong.answer), wrong);
    expect(refusal(after, 400).code).toBe('CAPTCHA_INVALID');

    const other = await newCaptcha(t.app);
    const mine = await newCaptcha(t.app);
    const foreign = await register(t.app, 'username', body(other.answer), mine);
    expect(refusal(foreign, 400).code).toBe('CAPTCHA_INVALID');
    const noCookie = await register(t.app, 'username', body(other.answer));
    expect(refusal(noCookie, 400).code).toBe('CAPTCHA_INVALID');
    expect(await memberCount(t.app)).toBe(before);

    const good = await newCaptcha(t.app);
    const ok = await register(t.app, 'username', body(good.answer.toUpperCase()), good);
    expect(ok.statusCode, ok.body).toBe(200);
    const reused = await register(t.app, 'username', body(good.answer), good);
    expect(refusal(reused, 400).code).toBe('CAPTCHA_INVALID');
    expect(await memberCount(t.app)).toBe(before + 1);
  });
});

describe('SMS verification code', () => {
  beforeEach(() => setRule(t.app, 'captcha', { enabled: false }));

  async function withCode(mobileNum = nextMobile()) {
    expect((await sendRegisterSms(t.app, mobileNum)).statusCode).toBe(200);
    return { mobileNum, code: await latestSmsCode(t.app, mobileNum) };
  }

  it('is required while REGMOBVERF3 is on, and then marks the number verified', async () => {
    const mobileNum = nextMobile();
    const missing = await register(t.app, 'mobile', mobileBody(mobileNum));
    expect(refusal(missing, 400).details).toEqual([
      { path: 'body.verificationCode', issue: 'required' },
    ]);
    await setSwitch(t.app, 'REGMOBVERF3', '0');
    const res = await register(t.app, 'mobile', mobileBody(mobileNum));
    expect(res.statusCode, res.body).toBe(200);
    expect((await memberByAccount(t.app, `60${mobileNum}`))?.mobileVerifiedAt).toBeNull();
  });

  it('refuses a wrong code without spending the right one, and a code sent to another number', async () => {
    const { mobileNum, code } = await withCode();
    const other = await withCode();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await register(t.app, 'mobile', mobileBody(mobileNum, { verificationCode: wrong }));
    expect(refusal(bad, 400).code).toBe('CODE_INVALID');
    const foreign = await register(
      t.app,
      'mobile',
      mobileBody(mobileNum, { verificationCode: other.code }),
    );
    expect(refusal(foreign, 400).code).toBe('CODE_INVALID');
    expect(await memberByAccount(t.app, `60${mobileNum}`)).toBeUndefined();

    const ok = await register(t.app, 'mobile', mobileBody(mobileNum, { verificationCode: code }));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('is spent once used', async () => {
    const { mobileNum, code } = await withCode();
    const first = await register(
      t.app,
      'mobile',
      mobileBody(mobileNum, { verificationCode: code }),
    );
    expect(first.statusCode, first.body).toBe(200);
    // Free the number again: only the spent code can now stand in the way.
    await t.app.db
      .update(members)
      .set({ mobileNum: null, mobileDialingCode: null, account: nextName('moved') })
      .where(eq(members.account, `60${mobileNum}`));
    const again = await register(
      t.app,
      'mobile',
      mobileBody(mobileNum, { verificationCode: code }),
    );
    expect(refusal(again, 400).code).toBe('CODE_INVALID');
  });

  it('expires', async () => {
    const { mobileNum, code } = await withCode();
    now = minutesLater(6);
    const res = await register(t.app, 'mobile', mobileBody(mobileNum, { verificationCode: code }));
    expect(refusal(res, 400).code).toBe('CODE_EXPIRED');
  });

  it('is spent after five wrong guesses', async () => {
    const { mobileNum, code } = await withCode();
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const res = await register(
        t.app,
        'mobile',
        mobileBody(mobileNum, { verificationCode: wrong }),
      );
      expect(refusal(res, 400).code).toBe('CODE_INVALID');
    }
    const right = await register(
      t.app,
      'mobile',
      mobileBody(mobileNum, { verificationCode: code }),
    );
    expect(refusal(right, 400).code).toBe('CODE_INVALID');
    expect(await memberByAccount(t.app, `60${mobileNum}`)).toBeUndefined();
  });

  it('is not spent by a registration refused before it', async () => {
    const { mobileNum, code } = await withCode();
    const terms = await register(
      t.app,
      'mobile',
      mobileBody(mobileNum, { verificationCode: code, termsAccepted: false }),
    );
    expect(refusal(terms, 400).code).toBe('TERMS_NOT_ACCEPTED');
    const weak = await register(
      t.app,
      'mobile',
      mobileBody(mobileNum, {
        verificationCode: code,
        password: 'abc12345',
        confirmPassword: 'abc12345',
      }),
    );
    expect(refusal(weak, 400).code).toBe('WEAK_PASSWORD');
    const ok = await register(t.app, 'mobile', mobileBody(mobileNum, { verificationCode: code }));
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('uniqueness', () => {
  beforeEach(async () => {
    await simplifyRules(t.app);
    await setSwitch(t.app, 'REGMOBVERF3', '0');
  });

  it('refuses a taken username, whatever its case, and writes nothing', async () => {
    const taken = nextName('taken');
    const first = await register(t.app, 'username', {
      username: taken,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(first.statusCode).toBe(200);
    const before = await memberCount(t.app);
    for (const username of [taken, taken.toUpperCase(), 'DemoAgent']) {
      const res = await register(t.app, 'username', {
        username,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(refusal(res, 409).code).toBe('USERNAME_TAKEN');
    }
    expect(await memberCount(t.app)).toBe(before);
  });

  it('refuses a taken mobile number on both tabs (with or without its leading 0)', async () => {
    const before = await memberCount(t.app);
    const mobile = await register(t.app, 'mobile', mobileBody('0123456789'));
    expect(refusal(mobile, 409).code).toBe('MOBILE_TAKEN');
    await setRule(t.app, 'mobileNum', { enabled: true, required: false });
    const username = await register(t.app, 'username', {
      username: nextName('dup'),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      mobileNum: '123456789',
      countryDialingCode: '+60',
    });
    expect(refusal(username, 409).code).toBe('MOBILE_TAKEN');
    expect(await memberCount(t.app)).toBe(before);
  });

  it('does not spend the SMS code on a taken number', async () => {
    await setSwitch(t.app, 'REGMOBVERF3', '1');
    const mobileNum = nextMobile();
    await sendRegisterSms(t.app, mobileNum);
    const code = await latestSmsCode(t.app, mobileNum);
    await setRule(t.app, 'mobileNum', { enabled: true, required: false });
    const taken = await register(t.app, 'username', {
      username: 'demoagent',
      ...mobileBody(mobileNum, { verificationCode: code }),
    });
    expect(refusal(taken, 409).code).toBe('USERNAME_TAKEN');
    const ok = await register(t.app, 'mobile', mobileBody(mobileNum, { verificationCode: code }));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('lets exactly one of two concurrent registrations of a name or number through', async () => {
    const before = await memberCount(t.app);
    const username = nextName('race');
    const body = { username, password: PASSWORD, confirmPassword: PASSWORD };
    const byName = await Promise.all([
      register(t.app, 'username', body),
      register(t.app, 'username', body),
    ]);
    expect(byName.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(byName.find((r) => r.statusCode === 409)?.json().code).toBe('USERNAME_TAKEN');

    const mobileNum = nextMobile();
    const byNumber = await Promise.all([
      register(t.app, 'mobile', mobileBody(mobileNum)),
      register(t.app, 'mobile', mobileBody(`0${mobileNum}`)),
    ]);
    expect(byNumber.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(byNumber.find((r) => r.statusCode === 409)?.json().code).toBe('MOBILE_TAKEN');
    expect(await memberCount(t.app)).toBe(before + 2);
  });

  it('relies on the unique constraints, which name what was taken', async () => {
    const base = {
      brandId: await brandId(t.app),
      nickname: 'x',
      passwordHash: 'x',
      registerMethod: 'USERNAME' as const,
    };
    const violation = async (values: Record<string, unknown>) => {
      try {
        await insertMember(
          t.app.db,
          { ...base, ...values } as typeof base & { account: string },
          null,
        );
      } catch (error) {
        return uniqueViolation(error);
      }
      return 'inserted';
    };
    expect(await violation({ account: 'demo' })).toBe('members_account');
    expect(
      await violation({ account: nextName('c'), mobileDialingCode: '+60', mobileNum: '123456789' }),
    ).toBe('members_mobile');
    expect(uniqueViolation(new Error('other'))).toBeNull();
  });
});

describe('per-IP limit', () => {
  it('answers 429 with Retry-After after 20 registrations an hour, forged X-Forwarded-For or not', async () => {
    await simplifyRules(t.app);
    const ip = nextIp();
    const before = await memberCount(t.app);
    for (let i = 0; i < 20; i++) {
      const res = await register(
        t.app,
        'username',
        { username: nextName('rl'), termsAccepted: false },
        { ip, headers: { 'x-forwarded-for': `203.0.113.${i}` } },
      );
      expect(refusal(res, 400).code).toBe('VALIDATION_FAILED');
    }
    const limited = await register(
      t.app,
      'username',
      { username: nextName('rl'), password: PASSWORD, confirmPassword: PASSWORD },
      { ip, headers: { 'x-forwarded-for': '203.0.113.250' } },
    );
    const body = refusal(limited, 429);
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(body.retryAfter).toBeLessThanOrEqual(3600);
    expect(limited.headers['retry-after']).toBe(String(body.retryAfter));
    expect(cookieOf(limited, 'nova_sid')).toBeUndefined();
    expect(await memberCount(t.app)).toBe(before);
    // Another address is not affected.
    const other = await register(t.app, 'username', {
      username: nextName('rl'),
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(other.statusCode).toBe(200);
  });
});
