import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loginEvents } from '../../db/schema/security.ts';

export {
  brandId,
  createMember,
  lastCode,
  STRONG_PASSWORD,
  sessionCookie,
} from '../../test/accounts.ts';

/** Test-only helpers for the session suites (accounts, logins, outbox codes). */

/** Pretend the member once logged in from `ip` (a session from another network). */
export async function priorLogin(app: FastifyInstance, memberId: number, ip: string) {
  await app.db
    .insert(loginEvents)
    .values({ memberId, at: new Date('2026-01-01T00:00:00Z'), ip, method: 'PASSWORD' });
}

export interface Client {
  remoteAddress?: string;
  headers?: Record<string, string>;
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: Record<string, unknown>,
  client: Client = {},
) {
  return app.inject({ method: 'POST', url, payload, ...client });
}

export function login(app: FastifyInstance, payload: Record<string, unknown>, client?: Client) {
  return post(app, '/wps/session/login', payload, client);
}

export function withoutRequestId(res: LightMyRequestResponse) {
  const { requestId: _ignored, ...rest } = res.json() as Record<string, unknown>;
  return rest;
}
