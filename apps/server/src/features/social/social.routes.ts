import { getSocialProviders, telegramLogin } from '@nova/contracts/api/social';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { clientIp } from '../../lib/ip.ts';
import { route } from '../../lib/route.ts';
import { registerOAuthRoutes } from './oauth.routes.ts';
import { createOAuthClients } from './oauth-clients.ts';
import { proveTelegramIdentity } from './social.service.ts';
import { SocialFlowError } from './social-flow-error.ts';
import { finishSocialLogin, logSocialFailure } from './social-login.ts';

/**
 * One-click login (spec §2 login modal, §4 login success; SECURITY.md 9, 13, "Session
 * tokens"): which providers are configured, Telegram's signed widget data, and the OAuth 2
 * code flow for Google and Facebook (oauth.routes.ts).
 */
export async function socialRoutes(app: FastifyInstance): Promise<void> {
  const social = app.config.social;
  const clients = createOAuthClients(social, (input, init) => fetch(input, init), app.now);

  route(app, getSocialProviders, async () => ({
    google: clients.google !== undefined,
    facebook: clients.facebook !== undefined,
    telegram: social.telegram ? { botName: social.telegram.botName } : null,
  }));

  route(app, telegramLogin, async ({ request, reply, body }) => {
    const { area, ...signed } = body;
    // Reserved before the signature is checked (decision 022); a failure keeps it.
    const attempt = await app.rateLimiter.reserve([['loginFailuresPerIp', clientIp(request)]]);
    try {
      return await attempt.settle(async () => {
        if (!social.telegram) throw new SocialFlowError('telegram not configured');
        const identity = await proveTelegramIdentity(
          app.db,
          social.telegram.botToken,
          signed,
          app.now(),
        );
        return finishSocialLogin(request, reply, identity, area);
      });
    } catch (error) {
      await logSocialFailure(request, 'telegram', error);
      // What went wrong stays in the log; the client learns only that it failed.
      if (error instanceof SocialFlowError) throw new AppError('SOCIAL_LOGIN_FAILED');
      throw error;
    }
  });

  registerOAuthRoutes(app, clients);
}
