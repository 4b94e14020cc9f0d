import { freePlayLogin } from '@nova/contracts/api/login';
import * as register from '@nova/contracts/api/register';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { clientIp } from '../../lib/ip.ts';
import { route } from '../../lib/route.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { CAPTCHA_COOKIE } from '../captcha/captcha.service.ts';
import { startSession } from '../session/start-session.ts';
import { createTrialMember } from './free-play.service.ts';
import * as service from './register.service.ts';
import type { RegisterTab } from './register-fields.ts';

/** Registration, the affiliate check and free play: each new account is logged in at once. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  // Built once: what free play needs, never the app itself (decision 031).
  const freePlayDeps = { db: app.db, rateLimiter: app.rateLimiter, now: app.now };
  async function handleRegister(
    request: FastifyRequest,
    reply: FastifyReply,
    tab: RegisterTab,
    body: register.RegisterRequest,
  ) {
    const brand = await resolveBrand(request);
    const ip = clientIp(request);
    try {
      const memberId = await service.register(app, brand, tab, body, {
        ip,
        captchaClient: request.cookies[CAPTCHA_COOKIE],
      });
      await startSession(request, reply, memberId, 'REGISTER');
      request.log.info({ event: 'register', memberId, tab, ip }, 'member registered');
      return service.NEW_ACCOUNT_LOGIN;
    } catch (error) {
      // Security event (SECURITY.md 28); field values and secrets are never logged.
      const code = error instanceof AppError ? error.code : 'INTERNAL';
      request.log.info({ event: 'register_failed', code, tab, ip }, 'registration refused');
      throw error;
    }
  }

  route(app, register.registerByUsername, ({ request, reply, body }) =>
    handleRegister(request, reply, 'USERNAME', body),
  );
  route(app, register.registerByMobile, ({ request, reply, body }) =>
    handleRegister(request, reply, 'MOBILE', body),
  );

  route(app, register.verifyAffiliate, async ({ request, query }) => ({
    valid: await service.isValidAffiliate(app, await resolveBrand(request), query.code),
  }));

  route(app, freePlayLogin, async ({ request, reply }) => {
    const ip = clientIp(request);
    const memberId = await createTrialMember(freePlayDeps, await resolveBrand(request), ip);
    await startSession(request, reply, memberId, 'FREEPLAY');
    request.log.info({ event: 'free_play', memberId, ip }, 'trial account created');
    return service.NEW_ACCOUNT_LOGIN;
  });
}
