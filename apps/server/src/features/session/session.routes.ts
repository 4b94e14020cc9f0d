import * as login from '@nova/contracts/api/login';
import * as session from '@nova/contracts/api/session';
import { LOGIN_CHALLENGE_MINUTES } from '@nova/contracts/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { clientIp } from '../../lib/ip.ts';
import { route } from '../../lib/route.ts';
import { clearSessionCookie } from '../../plugins/session.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { CAPTCHA_COOKIE } from '../captcha/captcha.service.ts';
import { endGameSessionsOf } from '../game-launch/game-sessions.ts';
import { sendChallengeCode } from './login-challenge.ts';
import * as service from './session.service.ts';
import { startSession } from './start-session.ts';

/** The pending login awaiting second verification; only the verification calls see it. */
export const CHALLENGE_COOKIE = 'nova_lc';
const CHALLENGE_PATH = '/wps/session';

function challengeCookieOptions(app: FastifyInstance) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: CHALLENGE_PATH,
    secure: app.config.cookieSecure,
  };
}

function loginDeps(request: FastifyRequest, reply: FastifyReply): service.LoginDeps {
  const app = request.server;
  return {
    ip: clientIp(request),
    captchaClient: request.cookies[CAPTCHA_COOKIE],
    log: request.log,
    openSession: (memberId, method, restriction) =>
      startSession(request, reply, memberId, method, { restriction }),
    holdChallenge: (token) =>
      reply.setCookie(CHALLENGE_COOKIE, token, {
        ...challengeCookieOptions(app),
        maxAge: LOGIN_CHALLENGE_MINUTES * 60,
      }),
  };
}

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  route(app, login.login, async ({ request, reply, body }) => {
    const brand = await resolveBrand(request);
    return service.login(app, brand, body, loginDeps(request, reply));
  });

  route(app, login.sendLoginVerificationCode, async ({ request, reply, body }) => {
    const brand = await resolveBrand(request);
    try {
      return await sendChallengeCode(app, request.cookies[CHALLENGE_COOKIE], body.method, {
        ip: clientIp(request),
        brandName: brand.name,
      });
    } catch (error) {
      forgetDeadChallenge(reply, error);
      throw error;
    }
  });

  route(app, login.completeLoginVerification, async ({ request, reply, body }) => {
    const token = request.cookies[CHALLENGE_COOKIE];
    try {
      const result = await service.completeVerification(
        app,
        token,
        body,
        loginDeps(request, reply),
      );
      reply.clearCookie(CHALLENGE_COOKIE, challengeCookieOptions(app));
      return result;
    } catch (error) {
      forgetDeadChallenge(reply, error);
      throw error;
    }
  });

  route(app, session.logout, async ({ request, reply }) => {
    const member = request.member;
    if (member) {
      await service.logout(app.db, member.sessionId, app.now());
      await endGameSessionsOf(app, member.sessionId);
      await app.realtime.endSessions(member.id, { sessionId: member.sessionId });
    }
    clearSessionCookie(reply, app.config);
    request.log.info({ event: 'logout', memberId: member?.id, ip: clientIp(request) }, 'logout');
    return null;
  });

  route(app, session.getMemberInfo, async ({ request }) => {
    const member = request.member;
    if (!member) throw new AppError('UNAUTHENTICATED');
    return service.memberInfo(app.db, member.id, member.restriction);
  });
}

/** A spent, expired or foreign challenge is of no further use: drop the cookie. */
function forgetDeadChallenge(reply: FastifyReply, error: unknown): void {
  if (error instanceof AppError && error.code === 'TICKET_INVALID') {
    const app = reply.server;
    reply.clearCookie(CHALLENGE_COOKIE, challengeCookieOptions(app));
  }
}
