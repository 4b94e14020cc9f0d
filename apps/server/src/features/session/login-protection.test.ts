import {
  LOGIN_CAPTCHA_AFTER_FAILURES,
  RATE_LIMITS,
  type RateLimitName,
} from '@nova/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookieOf } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { brandId, createMember, login, priorLogin, withoutRequestId } from './session-test-kit.ts';

/** Captcha flag, failure limits and the client IP (SECURITY.md 3, 4, 5, 8; spec §4, §8). */
let now = new Date('2026-03-01T04:00:00Z');
let captchaText = '';
let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  const options = {
    now: () => now,
    testHooks: {
      onCaptchaIssued: (text: string) => {
        captchaText = text;
      },
    },
  };
  t = await createTestApp({}, options);
  proxied = await createTestApp({ trustProxy: ['127.0.0.1'] }, options);
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});
beforeEach(() => {
  // Every test starts with the failure counters of earlier tests out of their windows.
  now = new Date(now.getTime() + 3600_000);
});

/** Attempts in the window of one limit: a reservation's count before it, given back at once. */
async function reserved(app: FastifyInstance, name: RateLimitName, key: string): Promise<number> {
  const attempt = await app.rateLimiter.reserve([[name, key]]);
  await attempt.release();
  return attempt.before(name);
}

async function captcha(app = t.app): Promise<{ cookie: string; text: string }> {
  const res = await app.inject({ url: '/wps/captcha' });
  const cid = cookieOf(res, 'nova_cid');
  if (res.statusCode !== 200 || !cid) throw new Error(`captcha: ${res.statusCode}`);
  return { cookie: `nova_cid=${cid.value}`, text: captchaText };
}

describe('captcha flag', () => {
  it('appears exactly at the threshold; then the captcha is required and single use', async () => {
    const member = await createMember(t.app);
    const wrong = { username: member.account, password: 'Wrong-password-1' };
    for (let i = 1; i < LOGIN_CAPTCHA_AFTER_FAILURES; i++) {
      const res = await login(t.app, wrong);
      expect(res.statusCode).toBe(401);
      expect(res.json().captchaRequired).toBeUndefined();
    }
    const flagged = await login(t.app, wrong);
    expect(flagged.statusCode).toBe(401);
    expect(flagged.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', captchaRequired: true });

    // Even the right password needs the captcha now.
    const right = { username: member.account, password: member.password };
    const missing = await login(t.app, right);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', captchaRequired: true });

    const bad = await captcha();
    const badRes = await login(
      t.app,
      { ...right, captcha: `${bad.text}x` },
      { headers: { cookie: bad.cookie } },
    );
    expect(badRes.json()).toMatchObject({ code: 'CAPTCHA_INVALID', captchaRequired: true });
    expect(cookieOf(badRes, 'nova_sid')).toBeUndefined();

    const good = await captcha();
    const ok = await login(
      t.app,
      { ...right, captcha: good.text },
      { headers: { cookie: good.cookie } },
    );
    expect(ok.statusCode).toBe(200);
    // The same answer again: spent.
    const replay = await login(
      t.app,
      { ...right, captcha: good.text },
      { headers: { cookie: good.cookie } },
    );
    expect(replay.json().code).toBe('CAPTCHA_INVALID');
  });

  it('unknown user and wrong password stay identical, before and after the flag', async () => {
    const member = await createMember(t.app);
    const known = { username: member.account, password: 'Wrong-password-1' };
    const unknown = { username: `${member.account}-nobody`, password: 'Wrong-password-1' };
    for (let i = 1; i <= LOGIN_CAPTCHA_AFTER_FAILURES + 1; i++) {
      const a = await login(t.app, known);
      const b = await login(t.app, unknown);
      expect(a.statusCode).toBe(b.statusCode);
      expect(withoutRequestId(a)).toEqual(withoutRequestId(b));
      expect(a.json().code).toBe(
        i <= LOGIN_CAPTCHA_AFTER_FAILURES ? 'INVALID_CREDENTIALS' : 'CAPTCHA_REQUIRED',
      );
    }
  });
});

describe('failure limits', () => {
  it('an account over its limit answers 429 with Retry-After, even for the right password', async () => {
    const member = await createMember(t.app);
    const key = `${await brandId(t.app)}:${member.account}`;
    for (let i = 0; i < RATE_LIMITS.loginFailuresPerAccount.limit; i++)
      await t.app.rateLimiter.consume([['loginFailuresPerAccount', key]]);
    const res = await login(t.app, {
      username: member.account.toUpperCase(),
      password: member.password,
    });
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.loginFailuresPerAccount.windowSeconds);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfter });
  });

  it('every failure counts against the account and the IP', async () => {
    const member = await createMember(t.app);
    const key = `${await brandId(t.app)}:${member.account}`;
    const ipBefore = await reserved(t.app, 'loginFailuresPerIp', '127.0.0.1');
    await login(t.app, { username: `  ${member.account.toUpperCase()} `, password: 'nope-nope-1' });
    expect(await reserved(t.app, 'loginFailuresPerAccount', key)).toBe(1);
    expect(await reserved(t.app, 'loginFailuresPerIp', '127.0.0.1')).toBe(ipBefore + 1);
  });

  it('a forged X-Forwarded-For neither escapes the per-IP limit nor the new-IP check', async () => {
    const member = await createMember(t.app, { realName: 'Forged Header' });
    await priorLogin(t.app, member.id, '127.0.0.1');
    // Known IP (the socket's), whatever the header claims: no challenge.
    const forged = { headers: { 'x-forwarded-for': '198.51.100.50' } };
    const known = await login(
      t.app,
      { username: member.account, password: member.password },
      forged,
    );
    expect(known.statusCode).toBe(200);

    for (let i = 0; i < RATE_LIMITS.loginFailuresPerIp.limit; i++)
      await t.app.rateLimiter.consume([['loginFailuresPerIp', '127.0.0.1']]);
    const blocked = await login(
      t.app,
      { username: member.account, password: member.password },
      forged,
    );
    expect(blocked.statusCode).toBe(429);
  });

  it('behind a trusted proxy the forwarded address is the client', async () => {
    const member = await createMember(proxied.app, { realName: 'Behind Proxy' });
    await priorLogin(proxied.app, member.id, '127.0.0.1');
    for (let i = 0; i < RATE_LIMITS.loginFailuresPerIp.limit; i++)
      await proxied.app.rateLimiter.consume([['loginFailuresPerIp', '127.0.0.1']]);
    const forwarded = { headers: { 'x-forwarded-for': '198.51.100.50' } };
    const res = await login(
      proxied.app,
      { username: member.account, password: member.password },
      forwarded,
    );
    // Not the proxy's exhausted counter, and a new IP for this member: challenged.
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('VERIFICATION_REQUIRED');
    await login(proxied.app, { username: member.account, password: 'wrong-wrong-1' }, forwarded);
    expect(await reserved(proxied.app, 'loginFailuresPerIp', '198.51.100.50')).toBe(1);
  });
});
