import * as session from '@nova/contracts/api/session';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { clientIp } from '../../lib/ip.ts';
import { route } from '../../lib/route.ts';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/session.ts';
import { resolveBrand } from '../brand/brand.service.ts';
import * as service from './session.service.ts';

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  route(app, session.login, async ({ request, reply, body }) => {
    const brand = await resolveBrand(request);
    try {
      const { token, memberId, result } = await service.login(app.db, brand, body, {
        ip: clientIp(request),
        userAgent: request.headers['user-agent'] ?? null,
        now: app.now(),
        config: app.config,
        previousToken: request.cookies[SESSION_COOKIE],
      });
      setSessionCookie(reply, token, app.config);
      request.log.info(
        { event: 'login', memberId, ip: clientIp(request), area: body.area },
        'login',
      );
      return result;
    } catch (error) {
      // Security event (SECURITY.md 28); the password is never logged.
      const code = error instanceof AppError ? error.code : 'INTERNAL';
      request.log.warn({ event: 'login_failed', code, ip: clientIp(request) }, 'login failed');
      throw error;
    }
  });

  route(app, session.logout, async ({ request, reply }) => {
    const member = request.member;
    if (member) await service.logout(app.db, member.sessionId, app.now());
    clearSessionCookie(reply, app.config);
    request.log.info({ event: 'logout', memberId: member?.id, ip: clientIp(request) }, 'logout');
    return null;
  });

  route(app, session.getMemberInfo, async ({ request }) => {
    const member = request.member;
    if (!member) throw new AppError('UNAUTHENTICATED');
    return service.memberInfo(app.db, member.id);
  });
}
