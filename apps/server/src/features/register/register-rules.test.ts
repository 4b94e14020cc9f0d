import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/password.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  memberByAccount,
  nextName,
  PASSWORD,
  refusal,
  register,
  resetBrandConfig,
  setRule,
  simplifyRules,
} from './register-test-kit.ts';

/**
 * The server applies the brand's rule rows (spec §5 pattern ids 0-23) through checkField: each
 * id is set on a rule row in the database and a passing and a failing value are sent. The rule
 * engine itself has its own unit tests in contracts; these prove the server uses it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetBrandConfig(t.app);
  await simplifyRules(t.app);
});

/** [pattern id, passing value, failing value (null: nothing fails the pattern)] */
const PATTERNS: readonly [number, string, string | null][] = [
  [0, 'any thing at all!', null],
  [1, 'abc123', '1abc'],
  [2, 'Ali张三', 'abc1'],
  [3, 'ali@example.com', 'ali@example'],
  [4, 'Abc123', 'abc-123'],
  [5, 'a!b 123', 'abc!def'],
  [6, '0123456', '12a'],
  [7, 'Abc123', 'abc123'],
  [8, 'John Doe', 'John1'],
  [9, 'no-spaces!', 'has space'],
  [10, '张三。', 'abc'],
  [11, '2000-01-31', '31-01-2000'],
  [12, 'Jo Do', 'J'],
  [13, '01-31-2000', '2000-01-31'],
  [14, 'abc123', 'abcdef'],
  [15, '한국어 이름', 'abc'],
  [16, 'ภาษาไทย', 'abc'],
  [17, 'ไทย abc', 'abc1'],
  [18, 'JOHN DOE', 'John'],
  [19, 'abc!@#1', 'abc 1'],
  [20, 'Abcdef1!', 'abcdef1!'],
  [21, 'Ali Bakar', 'Ali'],
  [22, 'カタカナ', 'abc'],
  [23, 'ABC', 'AbC'],
];

function withNickname(nickname: string, account = nextName('rule')) {
  return register(t.app, 'username', {
    username: account,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    nickname,
  });
}

describe('register field rules from the database', () => {
  it.each(PATTERNS)('pattern id %i', async (patternId, passing, failing) => {
    await setRule(t.app, 'nickname', {
      enabled: true,
      required: true,
      minLength: 1,
      maxLength: 40,
      patternId,
    });
    const account = nextName('rule');
    const ok = await withNickname(passing, account);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await memberByAccount(t.app, account))?.nickname).toBe(passing);
    if (failing === null) return;
    const bad = await withNickname(failing);
    expect(refusal(bad, 400)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body.nickname', issue: 'pattern' }],
    });
  });

  it('applies min and max length, required and the accepted pattern', async () => {
    await setRule(t.app, 'nickname', {
      enabled: true,
      required: false,
      minLength: 3,
      maxLength: 5,
      patternId: 0,
      acceptedPattern: 'vip*',
    });
    expect(refusal(await withNickname('vi'), 400).details).toEqual([
      { path: 'body.nickname', issue: 'length' },
    ]);
    expect(refusal(await withNickname('vip123'), 400).details).toEqual([
      { path: 'body.nickname', issue: 'length' },
    ]);
    expect(refusal(await withNickname('abcd'), 400).details).toEqual([
      { path: 'body.nickname', issue: 'pattern' },
    ]);
    expect((await withNickname('vip1')).statusCode).toBe(200);
    // Optional: may be left out; then required: may not.
    const without = await register(t.app, 'username', {
      username: nextName('rule'),
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(without.statusCode).toBe(200);
    await setRule(t.app, 'nickname', { required: true });
    expect(refusal(await withNickname(''), 400).details).toEqual([
      { path: 'body.nickname', issue: 'required' },
    ]);
  });

  it('uses the brand rules for the core fields too', async () => {
    await setRule(t.app, 'username', { minLength: 8, patternId: 23 });
    expect(refusal(await withNickname('x', 'short'), 400).details).toEqual([
      { path: 'body.username', issue: 'length' },
    ]);
    expect(refusal(await withNickname('x', 'lowercase1'), 400).details).toEqual([
      { path: 'body.username', issue: 'pattern' },
    ]);
    const upper = await withNickname('x', 'UPPERCASE');
    expect(upper.statusCode, upper.body).toBe(200);
    // The account is stored lower-case; the name as typed is the nickname's default.
    expect(await memberByAccount(t.app, 'uppercase')).toBeDefined();
  });

  it("registers a password with symbols on the demo brand's password rule (decision 028)", async () => {
    // The seeded rules, untouched but for the captcha and mobile number (beforeEach).
    const account = nextName('sym');
    const password = 'Qa!Player2026';
    const res = await register(t.app, 'username', {
      username: account,
      password,
      confirmPassword: password,
    });
    expect(res.statusCode, res.body).toBe(200);
    // Stored exactly as typed (SECURITY.md 2).
    expect(
      await verifyPassword((await memberByAccount(t.app, account))?.passwordHash ?? null, password),
    ).toBe(true);
    // Still a combination: letters without a digit are refused by the same rule.
    const lettersOnly = await register(t.app, 'username', {
      username: nextName('sym'),
      password: 'Qa!Player!',
      confirmPassword: 'Qa!Player!',
    });
    expect(refusal(lettersOnly, 400).details).toEqual([
      { path: 'body.password', issue: 'pattern' },
    ]);
  });

  it('ignores a disabled field whatever it holds, and never stores it', async () => {
    await setRule(t.app, 'nickname', { enabled: false, patternId: 6 });
    await setRule(t.app, 'wechat', { enabled: false, patternId: 6 });
    const account = nextName('rule');
    const res = await register(t.app, 'username', {
      username: account,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      nickname: 'not digits',
      wechat: 'not digits',
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await memberByAccount(t.app, account);
    expect(row?.nickname).toBe(account);
    expect(row?.profile).toEqual({});
  });
});
