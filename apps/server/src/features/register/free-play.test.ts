import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/members.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { cookieOf } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  memberCount,
  nextIp,
  post,
  refusal,
  resetBrandConfig,
  setSwitch,
} from './register-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => resetBrandConfig(t.app));

const freePlay = (ip = nextIp(), headers: Record<string, string> = {}) =>
  post(t.app, '/wps/session/login/freeplay', { platform: 'W' }, { ip, headers });

describe('POST /wps/session/login/freeplay', () => {
  it('creates a trial account (type 4) and logs it in', async () => {
    const ip = nextIp();
    const res = await freePlay(ip);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({
      firstTimeLogin: true,
      passwordExpired: false,
      mustChangePassword: false,
      isAgent: false,
    });
    const sid = cookieOf(res, 'nova_sid')?.value;
    expect(sid).toBeTruthy();
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: { cookie: `nova_sid=${sid}` },
    });
    expect(info.statusCode).toBe(200);
    const value = info.json().value;
    expect(value).toMatchObject({ type: 4, isTrial: true, isAgent: false });
    expect(value.account).toMatch(/^trial[a-z0-9]{10}$/);
    expect(value.nickname).toMatch(/^Guest \d{4}$/);

    const [row] = await t.app.db.select().from(members).where(eq(members.id, value.id));
    expect(row).toMatchObject({
      registerMethod: 'FREEPLAY',
      registerIp: ip,
      type: 4,
      parentId: null,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const [session] = await t.app.db.select().from(sessions).where(eq(sessions.memberId, value.id));
    expect(session).toBeDefined();

    // Every call is a new account.
    const second = await freePlay();
    expect(second.statusCode).toBe(200);
    expect(cookieOf(second, 'nova_sid')?.value).not.toBe(sid);
  });

  it('cannot log in to the trial account with a password', async () => {
    const res = await freePlay();
    const sid = cookieOf(res, 'nova_sid')?.value;
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: { cookie: `nova_sid=${sid}` },
    });
    const { account } = info.json().value;
    for (const password of ['', '123456', account]) {
      const login = await post(t.app, '/wps/session/login', {
        username: account,
        password: password || 'x',
      });
      expect(login.statusCode).toBeGreaterThanOrEqual(400);
      expect(cookieOf(login, 'nova_sid')).toBeUndefined();
    }
  });

  it('is off when FREEPLAY3 (or its parent LOGIN) is off', async () => {
    const before = await memberCount(t.app);
    await setSwitch(t.app, 'FREEPLAY3', '0');
    expect(refusal(await freePlay(), 403).code).toBe('FEATURE_DISABLED');
    await setSwitch(t.app, 'FREEPLAY3', '1');
    await setSwitch(t.app, 'LOGIN', '0');
    expect(refusal(await freePlay(), 403).code).toBe('FEATURE_DISABLED');
    expect(await memberCount(t.app)).toBe(before);
  });

  it('is limited per IP (20 an hour); X-Forwarded-For changes nothing', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) {
      const res = await freePlay(ip, { 'x-forwarded-for': `203.0.113.${i}` });
      expect(res.statusCode).toBe(200);
    }
    const before = await memberCount(t.app);
    const limited = await freePlay(ip, { 'x-forwarded-for': '203.0.113.99' });
    const body = refusal(limited, 429);
    expect(body.code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBe(String(body.retryAfter));
    expect(await memberCount(t.app)).toBe(before);
    expect((await freePlay()).statusCode).toBe(200);
  });
});
