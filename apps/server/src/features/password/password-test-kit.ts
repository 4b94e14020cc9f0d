import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { brands } from '../../db/schema/brand.ts';
import { sessionCookie } from '../../test/accounts.ts';
import { invalidateBrandCache } from '../brand/brand.service.ts';

export {
  brandId,
  createMember,
  lastCode,
  lastMessage,
  STRONG_PASSWORD,
  sessionCookie,
} from '../../test/accounts.ts';

/** Test-only helpers for the password and security-center suites. */
export const OTHER_STRONG_PASSWORD = 'Wd4$hRk9@tZy';

export interface Client {
  cookie?: string;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  client: Client = {},
) {
  const { cookie, headers = {}, ...rest } = client;
  return app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    ...rest,
  });
}

export async function logIn(
  app: FastifyInstance,
  account: string,
  password: string,
  client: Client = {},
): Promise<string> {
  const res = await call(
    app,
    'POST',
    '/wps/session/login',
    { username: account, password },
    client,
  );
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

export async function memberInfoStatus(app: FastifyInstance, cookie: string): Promise<number> {
  return (await call(app, 'GET', '/wps/member/info', undefined, { cookie })).statusCode;
}

export async function setForgotPasswordMode(app: FastifyInstance, mode: 'EMAIL' | 'PHONE') {
  await app.db.update(brands).set({ forgotPasswordMode: mode });
  invalidateBrandCache(app.db);
}

export function errorOf(res: LightMyRequestResponse) {
  return { status: res.statusCode, code: (res.json() as { code?: string }).code };
}
