import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { clientIp } from '../../lib/ip.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { startSession } from '../session/start-session.ts';
import { loginWithIdentity, type SocialIdentity } from './social.service.ts';
import { SocialFlowError } from './social-flow-error.ts';

/** The member of a proven identity gets a new session (startSession: the only way in). */
export async function finishSocialLogin(
  request: FastifyRequest,
  reply: FastifyReply,
  identity: SocialIdentity,
  area: 'member' | 'agent',
) {
  const app = request.server;
  const brand = await resolveBrand(request);
  const ip = clientIp(request);
  const outcome = await loginWithIdentity(app.db, brand, identity, area, { ip, now: app.now() });
  await startSession(request, reply, outcome.memberId, 'SOCIAL');
  request.log.info(
    {
      event: 'social_login',
      provider: identity.provider,
      memberId: outcome.memberId,
      created: outcome.created,
      ip,
      area,
    },
    'social login',
  );
  return outcome.result;
}

/**
 * A security event (SECURITY.md 28) with the internal reason. Codes, tokens and secrets are
 * never logged. The failure is counted against the IP (SECURITY.md 3) by the attempt's
 * reservation, taken before the identity was checked and kept on failure (decision 022).
 */
export async function logSocialFailure(
  request: FastifyRequest,
  provider: string,
  error: unknown,
): Promise<void> {
  const ip = clientIp(request);
  const known = error instanceof SocialFlowError || error instanceof AppError;
  const reason =
    error instanceof SocialFlowError
      ? error.reason
      : error instanceof AppError
        ? error.code
        : 'internal error';
  request.log[known ? 'warn' : 'error'](
    { event: 'social_login_failed', provider, reason, ip, err: known ? undefined : error },
    'social login failed',
  );
}
