import * as security from '@nova/contracts/api/security';
import { TRIAL_TYPE_ID } from '@nova/contracts/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { clientIp } from '../../lib/ip.ts';
import { route } from '../../lib/route.ts';
import { serviceDeps } from '../../plugins/context.ts';
import type { SessionMember } from '../../plugins/session.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import * as service from './security.service.ts';
import * as totp from './totp.service.ts';

/** The member behind the request; trial accounts have no security center (SECURITY.md 16). */
function realMember(request: FastifyRequest): SessionMember {
  const member = request.member;
  if (!member) throw new AppError('UNAUTHENTICATED');
  if (member.type === TRIAL_TYPE_ID) throw new AppError('TRIAL_FORBIDDEN');
  return member;
}

/** Security event (SECURITY.md 28): who, what, from where; never a secret or a code. */
function audit(request: FastifyRequest, event: string, member: SessionMember, extra = {}): void {
  request.log.info(
    { event, memberId: member.id, ip: clientIp(request), ...extra },
    event.replaceAll('_', ' '),
  );
}

export async function securityRoutes(app: FastifyInstance): Promise<void> {
  // Built once: what this feature's services need, never the app itself (decision 031).
  const deps = serviceDeps(app);
  route(app, security.getSecurityOverview, async ({ request }) =>
    service.securityOverview(deps, realMember(request)),
  );

  route(app, security.getLoginHistory, async ({ request }) =>
    service.loginHistory(deps, realMember(request).id),
  );

  route(app, security.bindMobile, async ({ request, body }) => {
    const member = realMember(request);
    await service.bindMobile(deps, await resolveBrand(request), member.id, body);
    audit(request, 'mobile_bound', member);
    return null;
  });

  route(app, security.sendBindEmailCode, async ({ request, body }) => {
    const member = realMember(request);
    const brand = await resolveBrand(request);
    return service.sendBindEmailCode(deps, brand, member.id, body, clientIp(request));
  });

  route(app, security.bindEmail, async ({ request, body }) => {
    const member = realMember(request);
    await service.bindEmail(deps, await resolveBrand(request), member.id, body);
    audit(request, 'email_bound', member);
    return null;
  });

  route(app, security.bindRealName, async ({ request, body }) => {
    const member = realMember(request);
    await service.bindRealName(deps, member.brandId, member.id, body);
    audit(request, 'real_name_bound', member);
    return null;
  });

  route(app, security.setPaymentPassword, async ({ request, body }) => {
    const member = realMember(request);
    await service.setPaymentPassword(deps, member.id, body);
    audit(request, 'payment_password_set', member);
    return null;
  });

  route(app, security.startTotpEnrolment, async ({ request, body }) => {
    const member = realMember(request);
    const setup = await totp.startTotpEnrolment(
      deps,
      await resolveBrand(request),
      member.id,
      body.password,
    );
    audit(request, 'totp_enrolment_started', member);
    return setup;
  });

  route(app, security.confirmTotpEnrolment, async ({ request, body }) => {
    const member = realMember(request);
    await totp.confirmTotpEnrolment(deps, member.id, body.code);
    audit(request, 'totp_enabled', member);
    return null;
  });

  route(app, security.disableTotp, async ({ request, body }) => {
    const member = realMember(request);
    await totp.disableTotp(deps, member.id, body);
    audit(request, 'totp_disabled', member);
    return null;
  });

  route(app, security.signOutOtherSessions, async ({ request }) => {
    const member = realMember(request);
    const result = await service.signOutOtherSessions(deps, member);
    audit(request, 'other_sessions_ended', member, { ended: result.ended });
    return result;
  });
}
