import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { brands } from '../db/schema/brand.ts';
import { members } from '../db/schema/members.ts';
import { outboxMessages } from '../db/schema/security.ts';
import { hashPassword } from '../lib/password.ts';
import { cookieOf } from './helpers.ts';

/** Test helpers shared by the account suites (session, password, security, register). */
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

/** A fresh member (as createMember), logged in: its id, account name and session cookie. */
export async function loggedInMember(
  app: FastifyInstance,
  fields: Parameters<typeof createMember>[1] = {},
): Promise<{ id: number; account: string; cookie: string }> {
  const member = await createMember(app, fields);
  const res = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username: member.account, password: member.password },
  });
  return { id: member.id, account: member.account, cookie: sessionCookie(res) };
}

let funding = 0;
/** Credits `amount` (minor units) to the member's MAIN wallet from the house, a fresh key each time. */
export async function fundMain(app: FastifyInstance, memberId: number, amount: bigint) {
  await app.ledger.post({
    brandId: await brandId(app),
    idempotencyKey: `test-fund-${memberId}-${++funding}`,
    kind: 'TEST',
    legs: [
      { account: { house: 'PAYMENTS' }, amount: -amount },
      { account: { memberId, kind: 'MAIN' }, amount },
    ],
  });
}

let trials = 0;
/** A free-play (trial) session cookie, each from its own address (the free-play rate limit). */
export async function trialCookie(app: FastifyInstance): Promise<string> {
  trials += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    payload: { platform: 'W' },
    remoteAddress: `198.51.100.${(trials % 200) + 1}`,
  });
  return sessionCookie(res);
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = cookieOf(res, 'nova_sid');
  if (!cookie?.value) throw new Error(`no session cookie: ${res.statusCode} ${res.body}`);
  return `nova_sid=${cookie.value}`;
}

/** The latest message the sandbox providers sent to `destination`, or undefined. */
export async function lastMessage(app: FastifyInstance, destination: string) {
  const [row] = await app.db
    .select({ id: outboxMessages.id, subject: outboxMessages.subject, body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.destination, destination))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row;
}

/** The 6-digit code in the latest message sent to `destination`. */
export async function lastCode(app: FastifyInstance, destination: string): Promise<string> {
  const code = (await lastMessage(app, destination))?.body.match(/\b\d{6}\b/u)?.[0];
  if (!code) throw new Error(`no code sent to ${destination}`);
  return code;
}
