import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { socialIdentities } from '../../db/schema/security.ts';
import { cookieOf } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signTelegramLogin } from './telegram.ts';

const BOT_TOKEN = '7000000001:AAE_telegram-integration-test-token';
const START = new Date('2026-03-01T12:00:00Z');
let now = START;
let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {
      social: {
        google: null,
        facebook: null,
        telegram: { botToken: BOT_TOKEN, botName: 'nova_login_bot' },
        stateSecret: undefined,
      },
    },
    { now: () => now },
  );
  off = await createTestApp();
});
afterAll(() => Promise.all([t.close(), off.close()]));
beforeEach(() => {
  now = START;
});

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
let nextId = 5_000_000;

function widgetData(fields: Record<string, string | number> = {}, token = BOT_TOKEN) {
  const data = {
    id: nextId++,
    first_name: 'Ana',
    last_name: 'Lee',
    username: 'ana_lee',
    auth_date: seconds(now) - 10,
    ...fields,
  };
  return { ...data, hash: signTelegramLogin(data, token) };
}

function login(payload: Record<string, unknown>, app = t.app) {
  return app.inject({ method: 'POST', url: '/wps/session/login/telegram', payload });
}

async function expectRefused(payload: Record<string, unknown>, app = t.app) {
  const res = await login(payload, app);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ success: false, code: 'SOCIAL_LOGIN_FAILED' });
  expect(cookieOf(res, 'nova_sid')).toBeUndefined();
}

describe('Telegram Login Widget', () => {
  it('offers the bot in the providers list only when configured', async () => {
    const on = await t.app.inject({ url: '/wps/session/social' });
    expect(on.json().value).toEqual({
      google: false,
      facebook: false,
      telegram: { botName: 'nova_login_bot' },
    });
    const none = await off.app.inject({ url: '/wps/session/social' });
    expect(none.json().value).toEqual({ google: false, facebook: false, telegram: null });
    await expectRefused(widgetData(), off.app);
  });

  it('logs in with valid data, creating a member named from the profile', async () => {
    const data = widgetData();
    const res = await login(data);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      value: {
        firstTimeLogin: true,
        passwordExpired: false,
        mustChangePassword: false,
        isAgent: false,
      },
    });
    const sid = cookieOf(res, 'nova_sid');
    expect(sid?.httpOnly).toBe(true);
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: { cookie: `nova_sid=${sid?.value}` },
    });
    expect(info.json().value).toMatchObject({ nickname: 'Ana Lee', mustChangePassword: false });
    expect(info.json().value.account).toMatch(/^tg_[0-9a-f]{10}$/);
    const rows = await t.app.db
      .select({ memberId: socialIdentities.memberId })
      .from(socialIdentities)
      .where(eq(socialIdentities.subject, String(data.id)));
    expect(rows).toEqual([{ memberId: info.json().value.id }]);

    // A later login of the same Telegram id is the same member, no longer a first login.
    now = new Date(START.getTime() + 60_000);
    const later = await login(widgetData({ id: data.id }));
    expect(later.json().value.firstTimeLogin).toBe(false);
    const laterSid = cookieOf(later, 'nova_sid');
    const laterInfo = await t.app.inject({
      url: '/wps/member/info',
      headers: { cookie: `nova_sid=${laterSid?.value}` },
    });
    expect(laterInfo.json().value.id).toBe(info.json().value.id);
  });

  it('gives two racing first logins of one Telegram id the same single member', async () => {
    const id = nextId++;
    const [a, b] = await Promise.all([
      login(widgetData({ id, auth_date: seconds(now) - 5 })),
      login(widgetData({ id, auth_date: seconds(now) - 6 })),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await t.app.db
      .select({ memberId: socialIdentities.memberId })
      .from(socialIdentities)
      .where(eq(socialIdentities.subject, String(id)));
    expect(rows).toHaveLength(1);
    const info = (res: typeof a) =>
      t.app.inject({
        url: '/wps/member/info',
        headers: { cookie: `nova_sid=${cookieOf(res, 'nova_sid')?.value}` },
      });
    expect((await info(a)).json().value.id).toBe((await info(b)).json().value.id);
  });

  it('accepts each signed login once', async () => {
    const data = widgetData();
    expect((await login(data)).statusCode).toBe(200);
    await expectRefused(data);
    now = new Date(START.getTime() + 3_600_000);
    await expectRefused(data);
  });

  it('refuses tampered fields, a signature from another bot, and a dropped field', async () => {
    await expectRefused({ ...widgetData(), first_name: 'Eve' });
    const victim = widgetData();
    await expectRefused({ ...victim, id: victim.id + 1 });
    await expectRefused(widgetData({}, '7000000002:AAE_some-other-bot-token-entirely'));
    const { username: _dropped, ...rest } = widgetData();
    await expectRefused(rest);
  });

  it('refuses a stale auth_date (over a day) and one from the future', async () => {
    await expectRefused(widgetData({ auth_date: seconds(now) - 86_401 }));
    await expectRefused(widgetData({ auth_date: seconds(now) + 120 }));
    expect((await login(widgetData({ auth_date: seconds(now) - 86_000 }))).statusCode).toBe(200);
  });

  it('refuses the agent area for a non-agent without creating an account', async () => {
    const data = widgetData();
    const res = await login({ ...data, area: 'agent' });
    expect(res.json()).toMatchObject({ success: false, code: 'NON_AGENT_LOGIN' });
    expect(cookieOf(res, 'nova_sid')).toBeUndefined();
    const rows = await t.app.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.subject, String(data.id)));
    expect(rows).toHaveLength(0);
  });
});
