import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { totpAt } from '../../lib/totp.ts';
import { setUpTestApp } from '../../test/test-app.ts';

/**
 * The file's app and helpers for the operator-management suites (issue 13): a SUPER_ADMIN
 * service key (`admin`), operators made over the API, and sign-ins on a clock that moves 31 s
 * before each one, so every sign-in has a fresh TOTP step.
 */
export const PASSWORD = 'Harbour-Lantern-42';
export type Headers = Record<string, string>;
export const bearer = (key: string): Headers => ({ authorization: `Bearer ${key}` });

export function value<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

export const codeOf = (res: LightMyRequestResponse) => res.json().code as string | undefined;

export function operatorAdminKit() {
  let clock = new Date();
  const t = setUpTestApp({}, { now: () => clock });
  /** A SUPER_ADMIN service key's headers (filled before the file's first test). */
  const admin: Headers = {};
  beforeAll(async () => {
    Object.assign(
      admin,
      bearer(await t.app.operators.issueServiceKey('ops-admin-bot', 'SUPER_ADMIN')),
    );
  });

  function send(
    method: string,
    url: string,
    headers: Headers,
    payload?: object,
    remoteAddress = '127.0.0.1',
  ) {
    return t.app.inject({
      method: method as 'GET',
      url,
      headers,
      remoteAddress,
      ...(payload === undefined ? {} : { payload }),
    });
  }

  let serial = 0;
  /** A new operator made over the API; its id, username, TOTP secret and otpauth URI. */
  async function newOperator(role: string, prefix = 'op') {
    serial += 1;
    const username = `${prefix}-${process.pid}-${serial}`;
    const made = value<{ operator: { id: number }; totpSecret: string; otpauthUri: string }>(
      await send('POST', '/ops/operators', admin, {
        username,
        displayName: `Operator ${serial}`,
        role,
        password: PASSWORD,
      }),
    );
    return { id: made.operator.id, username, secret: made.totpSecret, uri: made.otpauthUri };
  }

  function login(username: string, secret: string, password = PASSWORD, remoteAddress?: string) {
    clock = new Date(clock.getTime() + 31_000);
    return t.app.inject({
      method: 'POST',
      url: '/ops/auth/login',
      payload: { username, password, totpCode: totpAt(secret, clock) },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  }

  /** Sign in and return the cookie header of the session. */
  async function signIn(username: string, secret: string): Promise<Headers> {
    const res = await login(username, secret);
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'nova_ops');
    if (!cookie) throw new Error('no operator cookie');
    return { cookie: `nova_ops=${cookie.value}` };
  }

  async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
    const result = (await t.app.db.execute(query)) as unknown as { rows: T[] };
    const row = result.rows[0];
    if (!row) throw new Error('no row');
    return row;
  }

  async function permissionsOf(code: string): Promise<string[]> {
    const row = await one<{ permissions: string[] }>(
      sql`select permissions from operator_roles where code = ${code}`,
    );
    return row.permissions;
  }

  async function lastAudit(action: string, objectId: string | number) {
    const [row] = await t.app.audit.list({ action, objectId: String(objectId), limit: 1 });
    return row;
  }

  /** The app's clock: the instant of the last sign-in. */
  const now = () => clock;
  return { t, admin, now, send, newOperator, login, signIn, one, permissionsOf, lastAudit };
}
