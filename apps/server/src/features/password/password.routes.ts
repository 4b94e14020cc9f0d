import * as password from '@nova/contracts/api/password';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { clientIp } from '../../lib/ip.ts';
import { route } from '../../lib/route.ts';
import { serviceDeps } from '../../plugins/context.ts';
import type { SessionMember } from '../../plugins/session.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { startSession } from '../session/start-session.ts';
import { changePassword, resetByPhone } from './password.service.ts';
import { requestResetMail, resetByTicket } from './password-reset.service.ts';
import { siteOrigin } from './site-origin.ts';

function sessionMember(request: FastifyRequest): SessionMember {
  if (!request.member) throw new AppError('UNAUTHENTICATED');
  return request.member;
}

/** Password change and the two ways to reset a forgotten one (spec §2, §3, §4, §7). */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  // Built once: what this feature's services need, never the app itself (decision 031).
  const deps = serviceDeps(app);
  route(app, password.changePassword, async ({ request, reply, body }) => {
    const member = sessionMember(request);
    await changePassword(deps, await resolveBrand(request), member, body);
    // Every session ended with the old password; this client continues on a fresh token,
    // without the must-change restriction (SECURITY.md 10, 11).
    await startSession(request, reply, member.id, 'PASSWORD');
    request.log.info(
      { event: 'password_changed', memberId: member.id, ip: clientIp(request) },
      'password changed',
    );
    return null;
  });

  route(app, password.forgotPasswordByEmail, async ({ request, body }) => {
    const brand = await resolveBrand(request);
    await requestResetMail(deps, brand, body, {
      ip: clientIp(request),
      origin: await siteOrigin(request, brand),
      log: request.log,
    });
    return null;
  });

  route(app, password.resetPasswordByTicket, async ({ request, body }) => {
    const brand = await resolveBrand(request);
    const { memberId } = await resetByTicket(deps, brand, body, clientIp(request));
    request.log.info(
      { event: 'password_reset', via: 'EMAIL', memberId, ip: clientIp(request) },
      'password reset',
    );
    return null;
  });

  route(app, password.resetPasswordByPhone, async ({ request, reply, body }) => {
    const brand = await resolveBrand(request);
    const { memberId, isAgent } = await resetByPhone(deps, brand, body, clientIp(request));
    request.log.info(
      { event: 'password_reset', via: 'SMS', memberId, ip: clientIp(request) },
      'password reset',
    );
    // Spec §4 "Phone reset success: auto-login, modal closes, go to /".
    await startSession(request, reply, memberId, 'RESET');
    return { firstTimeLogin: false, passwordExpired: false, mustChangePassword: false, isAgent };
  });
}
