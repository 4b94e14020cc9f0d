import { createHash, createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/crypto.ts';

/** Telegram's signed login data is good for a day (spec: core.telegram.org/widgets/login). */
export const TELEGRAM_MAX_AGE_SECONDS = 24 * 60 * 60;
/** A little clock difference between Telegram and us is tolerated, not more. */
export const TELEGRAM_FUTURE_SKEW_SECONDS = 60;

export type TelegramAuthData = Record<string, string | number | undefined> & {
  id: string | number;
  auth_date: string | number;
  hash: string;
};

export type TelegramCheck =
  | { ok: true; subject: string; authDate: number }
  | { ok: false; reason: 'hash' | 'stale' | 'future' };

/**
 * The Login Widget check: the data-check-string is every received field but hash, as
 * `key=value` lines sorted by key; the key is SHA-256(bot token); the hash is the hex
 * HMAC-SHA256 of the string, compared in constant time. auth_date must be recent.
 */
export function verifyTelegramLogin(
  data: TelegramAuthData,
  botToken: string,
  now: Date,
): TelegramCheck {
  const signed: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key !== 'hash' && value !== undefined) signed[key] = value;
  }
  const expected = signTelegramLogin(signed, botToken);
  if (!safeEqual(expected, data.hash)) return { ok: false, reason: 'hash' };
  const authDate = Number(data.auth_date);
  const nowSeconds = now.getTime() / 1000;
  if (authDate < nowSeconds - TELEGRAM_MAX_AGE_SECONDS) return { ok: false, reason: 'stale' };
  if (authDate > nowSeconds + TELEGRAM_FUTURE_SKEW_SECONDS) return { ok: false, reason: 'future' };
  return { ok: true, subject: String(data.id), authDate };
}

/** The hash Telegram puts on widget data (also used by the tests to sign their own). */
export function signTelegramLogin(
  fields: Record<string, string | number>,
  botToken: string,
): string {
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', secret).update(checkString).digest('hex');
}
