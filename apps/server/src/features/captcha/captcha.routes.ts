import { getCaptcha } from '@nova/contracts/api/captcha';
import type { FastifyInstance } from 'fastify';
import { randomToken } from '../../lib/crypto.ts';
import { route } from '../../lib/route.ts';
import { issueCaptcha } from './captcha.service.ts';

export const CAPTCHA_COOKIE = 'nova_cid';
const CLIENT_ID = /^[A-Za-z0-9_-]{32,64}$/;

/**
 * Development only (config.devTools): the last answer issued per client, for GET /dev/captcha.
 * Bounded: the oldest client is forgotten first. Never filled when devTools is off.
 */
const DEV_ANSWERS_MAX = 1000;
const devAnswers = new Map<string, string>();

function rememberForDev(clientId: string, text: string): void {
  devAnswers.delete(clientId);
  devAnswers.set(clientId, text);
  if (devAnswers.size > DEV_ANSWERS_MAX) {
    const oldest = devAnswers.keys().next().value;
    if (oldest !== undefined) devAnswers.delete(oldest);
  }
}

export function lastIssuedCaptcha(clientId: string): string | undefined {
  return devAnswers.get(clientId);
}

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
