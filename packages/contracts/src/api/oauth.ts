import { z } from 'zod/mini';

/**
 * One-click login by OAuth 2 (Google OIDC, Facebook): browser redirects, not envelopes (spec §2
 * "Login modal"; SECURITY.md 9; decision 010). Apart from api/social.ts, so the page that a
 * failed login returns to reads SOCIAL_ERROR_PARAM without bringing the Telegram login's
 * schemas into the first chunk (decision 037).
 */
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
