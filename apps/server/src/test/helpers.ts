import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/seed-members.ts';

export const OPERATOR_TOKEN = 'test-operator-token-0123456789abcdef';

/** A response cookie by name, as light-my-request parsed it. */
export function cookieOf(res: LightMyRequestResponse, name: string) {
  return res.cookies.find((c) => c.name === name);
}

/** Log in a demo account and return the session cookie header value. */
export async function loginAs(
  app: FastifyInstance,
  username: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username, password: DEMO_PASSWORD, ...extra },
  });
  const cookie = cookieOf(res, 'nova_sid');
  if (res.statusCode !== 200 || !cookie)
    throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return `nova_sid=${cookie.value}`;
}

export function operatorHeaders(token = OPERATOR_TOKEN): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/**
 * Bearer headers of named service accounts, each key issued once per app (issue 13): the
 * operator-API tests act as one role or another through `as(name, role)`.
 */
export function serviceAccounts(app: () => FastifyInstance) {
  const keys = new Map<string, string>();
  return async function as(name: string, role: string): Promise<Record<string, string>> {
    let key = keys.get(name);
    if (!key) {
      key = await app().operators.issueServiceKey(name, role);
      keys.set(name, key);
    }
    return { authorization: `Bearer ${key}` };
  };
}

/** The envelope's value of a 200 answer; the test fails with the answer's body otherwise. */
export function okValue<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as T;
}

/** `post(who, url, payload?, role?)`: a JSON POST as the named service account (default FINANCE). */
export function opsPost(
  app: () => FastifyInstance,
  as: ReturnType<typeof serviceAccounts>,
  defaultRole = 'FINANCE',
) {
  return async (who: string, url: string, payload: object = {}, role = defaultRole) =>
    app().inject({ method: 'POST', url, headers: await as(who, role), payload });
}
