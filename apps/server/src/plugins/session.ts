import { SESSION_HINT_COOKIE, TRIAL_TYPE_ID } from '@nova/contracts/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { isBrowserApiPath } from '../lib/api-paths.ts';
import { AppError } from '../lib/app-error.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { addMinutes, earliest } from '../lib/time.ts';
import { findLiveSession, touchSession } from './session.repository.ts';

export const SESSION_COOKIE = 'nova_sid';
/** last_seen_at is written at most once a minute, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;
const MAX_TOKEN_LENGTH = 128;

export interface SessionMember {
  id: number;
  type: number;
  brandId: number;
  sessionId: number;
  /**
   * PASSWORD_CHANGE: the account holds a weak, expired or someone else's password; the session
   * may only read member info, log out and change the password (SECURITY.md "default password").
   */
  restriction: 'PASSWORD_CHANGE' | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member, or null (SECURITY.md 10-12). */
    member: SessionMember | null;
    /** A session cookie came in but names no live session: the reply clears the cookies. */
    sessionRejected: boolean;
  }
}

/** Resolves the HttpOnly session cookie to `request.member`, enforcing idle/absolute timeouts. */
export const sessionPlugin = fp(
  async (app) => {
    app.decorateRequest('member', null);
    app.decorateRequest('sessionRejected', false);
    app.addHook('onRequest', async (request) => {
      if (!isBrowserApiPath(request.url)) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      request.member = token.length > MAX_TOKEN_LENGTH ? null : await resolveSession(app, token);
      request.sessionRejected = request.member === null;
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.sessionRejected) clearSessionCookie(reply, app.config);
    });
  },
  { name: 'session', dependencies: ['db', '@fastify/cookie'] },
);

async function resolveSession(app: FastifyInstance, token: string): Promise<SessionMember | null> {
  const now = app.now();
  const row = await findLiveSession(app.db, sha256Hex(token), now);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    const idle = addMinutes(now, app.config.sessionIdleMinutes);
    const idleExpiresAt = earliest(idle, row.absoluteExpiresAt);
    await touchSession(app.db, row.id, now, idleExpiresAt);
  }
  return {
    id: row.memberId,
    type: row.memberType,
    brandId: row.brandId,
    sessionId: row.id,
    restriction: row.restriction,
  };
}

/**
 * What a PASSWORD_CHANGE session may call besides the public endpoints: enough for the web to
 * keep the change-password modal up after a reload, to change the password, and to leave.
 * Keyed by method and route pattern (not the raw URL, so no query string or encoding tricks).
 */
const PASSWORD_CHANGE_ALLOWED = new Set([
  'GET /wps/member/info',
  'DELETE /wps/session/logout',
  'POST /wps/member/password',
]);

/** preHandler for member-only routes; a restricted session reaches only the allow-list. */
export async function requireMember(request: FastifyRequest): Promise<void> {
  const member = request.member;
  if (!member) throw new AppError('UNAUTHENTICATED');
  if (
    member.restriction === 'PASSWORD_CHANGE' &&
    !PASSWORD_CHANGE_ALLOWED.has(`${request.method} ${request.routeOptions.url}`)
  ) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED');
  }
}

/**
 * requireMember, and not a trial account: for money, real games and the member panels
 * (SECURITY.md 16; spec §6 "Trial user ... a real account is needed").
 */
export async function requireRealMember(request: FastifyRequest): Promise<void> {
  await requireMember(request);
  if (request.member?.type === TRIAL_TYPE_ID) throw new AppError('TRIAL_FORBIDDEN');
}

/** The logged-in real (non-trial) member's id: money features start here (SECURITY.md 16). */
export async function requireRealMemberId(request: FastifyRequest): Promise<number> {
  await requireRealMember(request);
  if (!request.member) throw new AppError('UNAUTHENTICATED');
  return request.member.id;
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  config: Pick<Config, 'cookieSecure' | 'sessionAbsoluteHours'>,
): void {
  // A stale cookie that came with this request must not clear the new one on the way out.
  reply.request.sessionRejected = false;
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.cookieSecure,
    maxAge: config.sessionAbsoluteHours * 3600,
  });
  reply.setCookie(SESSION_HINT_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    secure: config.cookieSecure,
    maxAge: config.sessionAbsoluteHours * 3600,
  });
}

export function clearSessionCookie(
  reply: FastifyReply,
  config: Pick<Config, 'cookieSecure'>,
): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.cookieSecure,
  });
  reply.clearCookie(SESSION_HINT_COOKIE, {
    path: '/',
    sameSite: 'lax',
    secure: config.cookieSecure,
  });
}
