import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signTelegramLogin, verifyTelegramLogin } from './telegram.ts';

const BOT_TOKEN = '123456789:AAE_test-token-for-the-unit-tests-x';
const NOW = new Date('2026-03-01T12:00:00Z');
const nowSeconds = NOW.getTime() / 1000;

function signed(fields: Record<string, string | number>, token = BOT_TOKEN) {
  return { ...fields, hash: signTelegramLogin(fields, token) } as {
    id: number;
    auth_date: number;
    hash: string;
  } & Record<string, string | number>;
}

const USER = { id: 4242, first_name: 'Ana', username: 'ana_t', auth_date: nowSeconds - 30 };

describe('verifyTelegramLogin', () => {
  it('matches a hash computed independently from the documented algorithm', () => {
    // data-check-string: sorted key=value lines; key = SHA-256(bot token).
    const line = `auth_date=${USER.auth_date}\nfirst_name=Ana\nid=4242\nusername=ana_t`;
    const key = createHash('sha256').update(BOT_TOKEN).digest();
    const hash = createHmac('sha256', key).update(line).digest('hex');
    expect(verifyTelegramLogin({ ...USER, hash }, BOT_TOKEN, NOW)).toEqual({
      ok: true,
      subject: '4242',
      authDate: USER.auth_date,
    });
  });

  it('refuses a changed field, a dropped field and another bot', () => {
    const data = signed(USER);
    expect(verifyTelegramLogin({ ...data, first_name: 'Eve' }, BOT_TOKEN, NOW)).toEqual({
      ok: false,
      reason: 'hash',
    });
    expect(verifyTelegramLogin({ ...data, id: 4243 }, BOT_TOKEN, NOW).ok).toBe(false);
    const { username: _dropped, ...withoutUsername } = data;
    expect(verifyTelegramLogin(withoutUsername, BOT_TOKEN, NOW).ok).toBe(false);
    const other = signed(USER, '987654321:AAE_another-bot-token-entirely-x');
    expect(verifyTelegramLogin(other, BOT_TOKEN, NOW).ok).toBe(false);
  });

  it('accepts auth_date up to a day old and a minute ahead, not beyond', () => {
    const at = (authDate: number) =>
      verifyTelegramLogin(signed({ ...USER, auth_date: authDate }), BOT_TOKEN, NOW);
    expect(at(nowSeconds - 86_400).ok).toBe(true);
    expect(at(nowSeconds - 86_401)).toEqual({ ok: false, reason: 'stale' });
    expect(at(nowSeconds + 60).ok).toBe(true);
    expect(at(nowSeconds + 61)).toEqual({ ok: false, reason: 'future' });
  });

  it('treats numbers and their decimal strings alike (the widget sends numbers)', () => {
    const data = signed(USER);
    expect(verifyTelegramLogin({ ...data, id: '4242' }, BOT_TOKEN, NOW).ok).toBe(true);
  });
});
