import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { LoginResultSchema } from './login.ts';
import { SocialAreaSchema } from './oauth.ts';

/**
 * One-click login (spec §2 "Login modal": Google, Facebook and Telegram appear when configured;
 * SECURITY.md 9: signature, audience, expiry, state/PKCE and nonce are checked, and the identity
 * is the (provider, subject) pair — an account is never linked by email).
 */
export const SocialProvidersSchema = z.object({
  google: z.boolean(),
  facebook: z.boolean(),
  /** The bot the Telegram Login Widget is rendered for; null when Telegram is off. */
  telegram: z.nullable(z.object({ botName: z.string() })),
});
export type SocialProviders = z.infer<typeof SocialProvidersSchema>;

export const getSocialProviders = defineEndpoint({
  method: 'GET',
  path: '/wps/session/social',
  summary: 'Which one-click logins are configured (the login modal shows only those)',
  tags: ['session'],
  auth: 'none',
  response: envelope(SocialProvidersSchema),
});

// ── Telegram Login Widget ────────────────────────────────────────────────────────────────────
const TelegramNumber = z.union([
  z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
  z.string().check(z.regex(/^[1-9]\d{0,15}$/)),
]);

/**
 * The widget's signed user object, passed on unchanged (the HMAC covers every field but hash,
 * exactly as received), plus the area, which is not part of the signed data.
 */
export const TelegramLoginSchema = z.object({
  id: TelegramNumber,
  first_name: z.optional(z.string().check(z.maxLength(256))),
  last_name: z.optional(z.string().check(z.maxLength(256))),
  username: z.optional(z.string().check(z.maxLength(64))),
  photo_url: z.optional(z.string().check(z.maxLength(2048))),
  auth_date: TelegramNumber,
  hash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  area: SocialAreaSchema,
});
export type TelegramLogin = z.input<typeof TelegramLoginSchema>;

export const telegramLogin = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login/telegram',
  summary:
    'Log in with the Telegram Login Widget data (hash checked against the bot token, auth_date within a day, each login accepted once); sets the session cookie',
  tags: ['session'],
  auth: 'none',
  body: TelegramLoginSchema,
  response: envelope(LoginResultSchema),
});
