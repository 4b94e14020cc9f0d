import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { brands } from '../../db/schema/brand.ts';
import { members } from '../../db/schema/members.ts';
import { outboxMessages } from '../../db/schema/security.ts';
import { hashPassword } from '../../lib/password.ts';
import { cookieOf } from '../../test/helpers.ts';
import { invalidateBrandCache } from '../brand/brand.repository.ts';

/** Test-only helpers for the password and security-center suites. */
export const STRONG_PASSWORD = 'Vq7#pLm2!xNe';
export const OTHER_STRONG_PASSWORD = 'Wd4$hRk9@tZy';

export async function brandId(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id));
  if (!row) throw new Error('no brand');
  return row.id;
}

let serial = 0;
/** A fresh member with a unique account, so tests never share state. */
export async function createMember(
  app: FastifyInstance,
  fields: Partial<typeof members.$inferInsert> & { password?: string } = {},
): Promise<{ id: number; account: string; password: string }> {
  const { password = STRONG_PASSWORD, ...rest } = fields;
  serial += 1;
  const account = rest.account ?? `pw${process.pid}n${serial}`;
  const [row] = await app.db
    .insert(members)
    .values({
      brandId: await brandId(app),
      nickname: account,
      passwordHash: await hashPassword(password),
      ...rest,
      account,
    })
    .returning({ id: members.id });
  if (!row) throw new Error('insert failed');
  return { id: row.id, account, password };
}

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

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = cookieOf(res, 'nova_sid');
  if (!cookie?.value) throw new Error(`no session cookie: ${res.statusCode} ${res.body}`);
  return `nova_sid=${cookie.value}`;
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

/** The latest message sent to `destination`, or undefined. */
export async function lastMessage(app: FastifyInstance, destination: string) {
  const [row] = await app.db
    .select({ id: outboxMessages.id, subject: outboxMessages.subject, body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.destination, destination))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row;
}

export async function lastCode(app: FastifyInstance, destination: string): Promise<string> {
  const code = (await lastMessage(app, destination))?.body.match(/\b\d{6}\b/u)?.[0];
  if (!code) throw new Error(`no code sent to ${destination}`);
  return code;
}

export async function setForgotPasswordMode(app: FastifyInstance, mode: 'EMAIL' | 'PHONE') {
  await app.db.update(brands).set({ forgotPasswordMode: mode });
  invalidateBrandCache(app.db);
}

export function errorOf(res: LightMyRequestResponse) {
  return { status: res.statusCode, code: (res.json() as { code?: string }).code };
}
