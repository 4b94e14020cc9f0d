import {
  OAUTH_CALLBACK_PATH,
  OAUTH_START_PATH,
  OAuthCallbackQuerySchema,
  OAuthParamsSchema,
  type OAuthProvider,
  OAuthStartQuerySchema,
  SOCIAL_ERROR_PARAM,
} from '@nova/contracts/api/oauth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, safeEqual } from '../../lib/crypto.ts';
import { clientIp } from '../../lib/ip.ts';
import type { OAuthClient } from './oauth-clients.ts';
import {
  createPkce,
  createStateSealer,
  OAUTH_COOKIE_PATH,
  OAUTH_STATE_COOKIE,
  OAUTH_STATE_TTL_SECONDS,
  type OAuthState,
} from './oauth-state.ts';
import { SocialFlowError } from './social-flow-error.ts';
import { finishSocialLogin, logSocialFailure } from './social-login.ts';

const FAILED_URL = `/?${SOCIAL_ERROR_PARAM}=SOCIAL_LOGIN_FAILED`;
const NON_AGENT_URL = `/agent?${SOCIAL_ERROR_PARAM}=NON_AGENT_LOGIN`;

/**
 * OAuth 2 authorization code flow with state, PKCE (S256) and, for Google, an OpenID nonce.
 * Browser redirects, not envelopes: the web navigates to start; the provider sends the
 * browser to callback, which always answers a redirect. The URL only ever carries the
 * provider's single-use code; the session token goes in the HttpOnly cookie.
 */
export function registerOAuthRoutes(
  app: FastifyInstance,
  clients: Partial<Record<OAuthProvider, OAuthClient>>,
): void {
  const sealer = createStateSealer(app.config.social.stateSecret);
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.cookieSecure,
    path: OAUTH_COOKIE_PATH,
  };

  app.get(
    OAUTH_START_PATH,
    {
      schema: {
        summary: 'Start a Google or Facebook login: 302 to the provider (state, PKCE, nonce)',
        tags: ['session'],
        params: OAuthParamsSchema,
        querystring: OAuthStartQuerySchema,
      },
    },
    async (request, reply) => {
      const { provider } = OAuthParamsSchema.parse(request.params);
      const { area } = OAuthStartQuerySchema.parse(request.query);
      reply.header('cache-control', 'no-store');
      const client = clients[provider];
      if (!client) {
        await logSocialFailure(request, provider, new SocialFlowError('not configured'));
        return reply.redirect(FAILED_URL, 302);
      }
      const pkce = await createPkce();
      const state: OAuthState = {
        provider,
        area,
        state: randomToken(32),
        verifier: pkce.verifier,
        nonce: randomToken(32),
        redirectUri: `${publicBase(request)}${OAUTH_CALLBACK_PATH.replace(':provider', provider)}`,
        expiresAt: app.now().getTime() + OAUTH_STATE_TTL_SECONDS * 1000,
      };
      reply.setCookie(OAUTH_STATE_COOKIE, await sealer.seal(state), {
        ...cookieOptions,
        maxAge: OAUTH_STATE_TTL_SECONDS,
      });
      return reply.redirect(client.authorizationUrl({ ...state, challenge: pkce.challenge }), 302);
    },
  );

  app.get(
    OAUTH_CALLBACK_PATH,
    {
      schema: {
        summary:
          "The provider's redirect back: 302 to '/' or '/agentHome' logged in, else to '/?socialError=SOCIAL_LOGIN_FAILED'",
        tags: ['session'],
        params: OAuthParamsSchema,
      },
    },
    async (request, reply) => {
      const { provider } = OAuthParamsSchema.parse(request.params);
      reply.header('cache-control', 'no-store');
      // Single use: whatever happens next, this round trip's secrets are gone.
      const sealed = request.cookies[OAUTH_STATE_COOKIE];
      reply.clearCookie(OAUTH_STATE_COOKIE, cookieOptions);
      try {
        // Reserved before the callback is checked (decision 022); a failure keeps it.
        const attempt = await app.rateLimiter.reserve([['loginFailuresPerIp', clientIp(request)]]);
        const { state, result } = await attempt.settle(async () => {
          const { state, code } = await checkCallback(request, provider, sealed);
          const client = clients[provider];
          if (!client) throw new SocialFlowError('not configured');
          const identity = await client.identify(
            code,
            state.verifier,
            state.nonce,
            state.redirectUri,
          );
          return { state, result: await finishSocialLogin(request, reply, identity, state.area) };
        });
        return reply.redirect(result.isAgent && state.area === 'agent' ? '/agentHome' : '/', 302);
      } catch (error) {
        await logSocialFailure(request, provider, error);
        const nonAgent = error instanceof AppError && error.code === 'NON_AGENT_LOGIN';
        return reply.redirect(nonAgent ? NON_AGENT_URL : FAILED_URL, 302);
      }
    },
  );

  /** The state this browser started with, matching what came back (login CSRF defence). */
  async function checkCallback(
    request: FastifyRequest,
    provider: OAuthProvider,
    sealed: string | undefined,
  ): Promise<{ state: OAuthState; code: string }> {
    const query = OAuthCallbackQuerySchema.safeParse(request.query);
    if (!query.success) throw new SocialFlowError('malformed callback');
    const { code, state: returned, error } = query.data;
    if (!sealed) throw new SocialFlowError('no state cookie');
    const state = await sealer.open(sealed, app.now());
    if (!state) throw new SocialFlowError('state cookie invalid or expired');
    if (state.provider !== provider) throw new SocialFlowError('provider mismatch');
    if (!returned || !safeEqual(returned, state.state)) throw new SocialFlowError('state mismatch');
    if (error) throw new SocialFlowError(`provider error ${error}`);
    if (!code) throw new SocialFlowError('no code');
    return { state, code };
  }

  function publicBase(request: FastifyRequest): string {
    return (app.config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
  }
}
