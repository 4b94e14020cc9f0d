import { getCaptcha } from '@nova/contracts/api/captcha';
import type { FastifyInstance } from 'fastify';
import { randomToken } from '../../lib/crypto.ts';
import { route } from '../../lib/route.ts';
import { CAPTCHA_COOKIE, issueCaptcha, rememberForDev } from './captcha.service.ts';

const CLIENT_ID = /^[A-Za-z0-9_-]{32,64}$/;

export interface CaptchaRoutesOptions {
  /** Test-only: receives each issued answer. Never set in production builds. */
  onIssued?: ((text: string) => void) | undefined;
}

export async function captchaRoutes(
  app: FastifyInstance,
  options: CaptchaRoutesOptions,
): Promise<void> {
  route(app, getCaptcha, async ({ request, reply }) => {
    const existing = request.cookies[CAPTCHA_COOKIE];
    const clientId = existing && CLIENT_ID.test(existing) ? existing : randomToken(24);
    reply.setCookie(CAPTCHA_COOKIE, clientId, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: app.config.cookieSecure,
    });
    reply.header('cache-control', 'no-store');
    const { dataUrl, text } = await issueCaptcha(app.db, clientId, app.now());
    options.onIssued?.(text);
    if (app.config.devTools) rememberForDev(clientId, text);
    return dataUrl;
  });
}
