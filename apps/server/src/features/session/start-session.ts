import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { clientIp } from '../../lib/ip.ts';
import { addMinutes, earliest } from '../../lib/time.ts';
import { insertSession, revokeSessionByTokenHash } from '../../plugins/session.repository.ts';
import { SESSION_COOKIE, setSessionCookie } from '../../plugins/session.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { assertMayPlay } from '../protection/protection.service.ts';
import { recordLoginEvent } from './login-events.repository.ts';

export type SessionMethod = 'PASSWORD' | 'SMS' | 'FREEPLAY' | 'REGISTER' | 'RESET' | 'SOCIAL';

/**
 * Open a session for a member whose identity is proven: a fresh token (the one the client held
 * is revoked: no fixation, SECURITY.md 10), stored hashed, sent in the HttpOnly cookie, and the
 * login recorded for the login history and the known-IP check. Used by every way in: password,
 * SMS, second verification, registration, free play, phone reset.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  memberId: number,
  method: SessionMethod,
  options: { restriction?: 'PASSWORD_CHANGE' | null } = {},
): Promise<void> {
  const app = request.server;
  // Sign-in is refused during a time-out, with its end; a self-excluded player may sign in to
  // withdraw (every play, deposit and transfer stays refused) (issue 14).
  const brand = await resolveBrand(request);
  await assertMayPlay(app, { brandId: brand.id, memberId }, 'LOGIN', { allowSelfExcluded: true });
  const now = app.now();
  const ip = clientIp(request);
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await revokeSessionByTokenHash(app.db, sha256Hex(previous), now);
  const token = randomToken(32);
  const absoluteExpiresAt = addMinutes(now, app.config.sessionAbsoluteHours * 60);
  await insertSession(app.db, {
    tokenHash: sha256Hex(token),
    memberId,
    now,
    idleExpiresAt: earliest(addMinutes(now, app.config.sessionIdleMinutes), absoluteExpiresAt),
    absoluteExpiresAt,
    ip,
    userAgent: request.headers['user-agent'] ?? null,
    restriction: options.restriction ?? null,
    method,
  });
  await recordLoginEvent(app.db, {
    memberId,
    at: now,
    ip,
    userAgent: request.headers['user-agent'] ?? null,
    method,
  });
  setSessionCookie(reply, token, app.config);
  request.log.info({ event: 'session_started', memberId, method, ip }, 'session started');
}
