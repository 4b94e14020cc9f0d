import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { brands } from '../../db/schema/brand.ts';
import { members } from '../../db/schema/members.ts';
import { loginEvents, outboxMessages } from '../../db/schema/security.ts';
import { hashPassword } from '../../lib/password.ts';
import { cookieOf } from '../../test/helpers.ts';

/** Test-only helpers for the session suites (accounts, logins, outbox codes). */
export const STRONG_PASSWORD = 'Kx9#mTq2!vLr';

export async function brandId(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id));
  if (!row) throw new Error('no brand');
  return row.id;
}

let serial = 0;
/** A fresh member (unique account) with a strong password unless `password` is given. */
export async function createMember(
  app: FastifyInstance,
  fields: Partial<typeof members.$inferInsert> & { password?: string } = {},
): Promise<{ id: number; account: string; password: string }> {
  const { password = STRONG_PASSWORD, ...rest } = fields;
  serial += 1;
  const account = rest.account ?? `tm${process.pid}x${serial}`;
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

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = cookieOf(res, 'nova_sid');
  if (!cookie?.value) throw new Error(`no session cookie: ${res.statusCode} ${res.body}`);
  return `nova_sid=${cookie.value}`;
}

/** The 6-digit code in the latest message sent to `destination`. */
export async function lastCode(app: FastifyInstance, destination: string): Promise<string> {
  const [row] = await app.db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.destination, destination))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = row?.body.match(/\b\d{6}\b/u)?.[0];
  if (!code) throw new Error(`no code sent to ${destination}`);
  return code;
}

export function withoutRequestId(res: LightMyRequestResponse) {
  const { requestId: _ignored, ...rest } = res.json() as Record<string, unknown>;
  return rest;
}
