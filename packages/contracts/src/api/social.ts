import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { LoginResultSchema } from './session.ts';

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

// ── OAuth 2 (Google OIDC, Facebook): browser redirects, not envelopes ─────────────────────────
export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
export const SocialAreaSchema = z._default(z.enum(['member', 'agent']), 'member');

export const OAuthParamsSchema = z.object({ provider: z.enum(OAUTH_PROVIDERS) });
export const OAuthStartQuerySchema = z.object({ area: SocialAreaSchema });
/** What the provider sends back; checked by the handler, so a bad value still redirects. */
export const OAuthCallbackQuerySchema = z.object({
  code: z.optional(z.string().check(z.maxLength(4096))),
  state: z.optional(z.string().check(z.maxLength(512))),
  error: z.optional(z.string().check(z.maxLength(256))),
});

/** GET: 302 to the provider. The web navigates here (window.location), never fetches it. */
export const OAUTH_START_PATH = '/wps/session/oauth/:provider/start';
/** GET: the provider's redirect target; 302 to '/', '/agentHome' or back with ?socialError=. */
export const OAUTH_CALLBACK_PATH = '/wps/session/oauth/:provider/callback';

export function oauthStartUrl(provider: OAuthProvider, area: 'member' | 'agent'): string {
  return `${OAUTH_START_PATH.replace(':provider', provider)}?area=${area}`;
}

/** The query parameter the callback puts on the page it returns to when the login failed. */
export const SOCIAL_ERROR_PARAM = 'socialError';

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
