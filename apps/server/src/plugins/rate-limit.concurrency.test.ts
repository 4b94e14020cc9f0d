import { randomBytes } from 'node:crypto';
import { LOGIN_CAPTCHA_AFTER_FAILURES, RATE_LIMITS } from '@nova/contracts/constants';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members } from '../db/schema/members.ts';
import { priorLogin } from '../features/session/session-test-kit.ts';
import {
  bindAccount,
  fund,
  moneyMember,
  withdraw,
} from '../features/withdrawals/withdrawals-test-kit.ts';
import { newTotpSecret, totpAt } from '../lib/totp.ts';
import { createMember, loggedInMember, STRONG_PASSWORD } from '../test/accounts.ts';
import { cookieOf } from '../test/helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  type CounterStore,
  createRateLimiter,
  dbCounterStore,
  redisCounterStore,
} from './rate-limit.ts';

/**
 * Issue 11 finding 1: every limiter reserves its attempt before the check it guards, so a
 * parallel burst gets no more checks than the limit (decision 022). Run on PostgreSQL
 * (TEST_DATABASE_URL), where the requests really run in parallel on a pool, and on PGlite.
 */
const BURST = 60;
const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let now = new Date('2026-04-01T04:00:00Z');
let captchaText = '';
let t: TestApp;
const redisStores: CounterStore[] = [];
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      now: () => now,
      testHooks: {
        onCaptchaIssued: (text: string) => {
          captchaText = text;
        },
      },
    },
  );
});
afterAll(async () => {
  await t.close();
  await Promise.all(redisStores.map((s) => s.close()));
});
beforeEach(() => {
  now = new Date(now.getTime() + 3600_000);
});

/** Limits counted in the database (PGlite or PostgreSQL), or in Redis under a fresh namespace. */
const STORES = {
  database: () => dbCounterStore(t.app.db),
  Redis: () => {
    const store = redisCounterStore(REDIS_URL, `rl-test-${randomBytes(6).toString('hex')}:`);
    redisStores.push(store);
    return store;
  },
};

/** Error codes of a burst's answers, counted ('OK' for a success). */
function tally(responses: LightMyRequestResponse[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const res of responses) {
    const code = res.statusCode === 200 ? 'OK' : String(res.json().code);
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}

function login(payload: Record<string, unknown>, remoteAddress: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload,
    remoteAddress,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

async function captcha(): Promise<{ cookie: string; text: string }> {
  const res = await t.app.inject({ url: '/wps/captcha' });
  const cid = cookieOf(res, 'nova_cid');
  if (res.statusCode !== 200 || !cid) throw new Error(`captcha: ${res.statusCode}`);
  return { cookie: `nova_cid=${cid.value}`, text: captchaText };
}

describe.each(Object.keys(STORES) as (keyof typeof STORES)[])(
  'a parallel burst gets no more checks than the limit (%s)',
  (store) => {
    beforeAll(() => {
      t.app.rateLimiter = createRateLimiter(STORES[store](), () => now);
    });

    it('password logins from one IP: 50 passwords checked of 60', async () => {
      const ip = '192.0.2.60';
      const responses = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          login({ username: `nobody${i}x${now.getTime()}`, password: 'Wrong-password-1' }, ip),
        ),
      );
      const { limit } = RATE_LIMITS.loginFailuresPerIp;
      expect(tally(responses)).toEqual({ INVALID_CREDENTIALS: limit, RATE_LIMITED: BURST - limit });
      const limited = responses.find((r) => r.statusCode === 429);
      expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('the captcha gate: only the first 3 of a burst for one account go without a captcha', async () => {
      const member = await createMember(t.app);
      const responses = await Promise.all(
        Array.from({ length: BURST }, () =>
          login({ username: member.account, password: 'Wrong-password-1' }, '192.0.2.61'),
        ),
      );
      const {
        INVALID_CREDENTIALS,
        CAPTCHA_REQUIRED = 0,
        RATE_LIMITED = 0,
        ...other
      } = tally(responses);
      expect(INVALID_CREDENTIALS).toBe(LOGIN_CAPTCHA_AFTER_FAILURES);
      // The others were refused unchecked: most for the captcha; on a pool, some also while the
      // captcha-less attempts still held their (then given back) reservations.
      expect(CAPTCHA_REQUIRED).toBeGreaterThan(0);
      expect(CAPTCHA_REQUIRED + RATE_LIMITED).toBe(BURST - LOGIN_CAPTCHA_AFTER_FAILURES);
      expect(other).toEqual({});
    });

    it('one account, each attempt with a valid captcha: 10 passwords checked, the rest 429', async () => {
      const member = await createMember(t.app);
      const captchas = [];
      for (let i = 0; i < BURST; i++) captchas.push(await captcha());
      // The right password comes last; it is checked only if its attempt is among the first 10.
      const responses = await Promise.all(
        captchas.map((c, i) =>
          login(
            {
              username: member.account,
              password: i === BURST - 1 ? member.password : 'Wrong-password-1',
              captcha: c.text,
            },
            '192.0.2.62',
            c.cookie,
          ),
        ),
      );
      const counts = tally(responses);
      const { limit } = RATE_LIMITS.loginFailuresPerAccount;
      expect((counts.INVALID_CREDENTIALS ?? 0) + (counts.OK ?? 0)).toBe(limit);
      expect(counts.RATE_LIMITED).toBe(BURST - limit);
    });

    it('payment password: 5 checked of 60 withdrawals', async () => {
      const m = await moneyMember(t.app);
      await fund(t.app, m.id, 10_000_000n);
      const bank = await bindAccount(t.app, m);
      const responses = await Promise.all(
        Array.from({ length: BURST }, () =>
          withdraw(t.app, m, bank, '100', { paymentPassword: '000001' }),
        ),
      );
      const { limit } = RATE_LIMITS.paymentPasswordFailuresPerMember;
      expect(tally(responses)).toEqual({
        PAYMENT_PASSWORD_INVALID: limit,
        RATE_LIMITED: BURST - limit,
      });
    });

    it('re-authentication with an authenticator code: 10 checked of 60 disables', async () => {
      const secret = newTotpSecret();
      const m = await loggedInMember(t.app, { totpSecret: secret });
      const wrongCode = totpAt(secret, new Date(now.getTime() - 3600_000));
      const responses = await Promise.all(
        Array.from({ length: BURST }, () =>
          t.app.inject({
            method: 'POST',
            url: '/wps/member/security/totp/disable',
            payload: { password: STRONG_PASSWORD, code: wrongCode },
            headers: { cookie: m.cookie },
          }),
        ),
      );
      const { limit } = RATE_LIMITS.loginFailuresPerAccount;
      expect(tally(responses)).toEqual({ TOTP_INVALID: limit, RATE_LIMITED: BURST - limit });
      const [row] = await t.app.db
        .select({ secret: members.totpSecret })
        .from(members)
        .where(eq(members.id, m.id));
      expect(row?.secret).toBe(secret);
    });

    it('second verification: 30 answers checked of 60 from one IP', async () => {
      const member = await createMember(t.app, { realName: 'Burst Person' });
      // A session from elsewhere before, so a login from this IP is challenged.
      await priorLogin(t.app, member.id, '203.0.113.9');
      const ip = '192.0.2.63';
      const tickets: string[] = [];
      // 12 tickets of 5 attempts each: the tickets alone would allow all 60 answers.
      for (let i = 0; i < BURST / 5; i++) {
        const res = await login({ username: member.account, password: member.password }, ip);
        const cookie = cookieOf(res, 'nova_lc');
        if (!cookie?.value) throw new Error(`no challenge: ${res.statusCode} ${res.body}`);
        tickets.push(`nova_lc=${cookie.value}`);
      }
      const responses = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/wps/session/login/verification',
            payload: { method: 'REAL_NAME', answer: `Wrong Name ${i}` },
            remoteAddress: ip,
            headers: { cookie: tickets[i % tickets.length] ?? '' },
          }),
        ),
      );
      const { limit } = RATE_LIMITS.verifyPerIp;
      expect(tally(responses)).toEqual({ VERIFICATION_FAILED: limit, RATE_LIMITED: BURST - limit });
    });
  },
);
