import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { uploads } from '../../db/schema/uploads.ts';
import { hashPassword } from '../../lib/password.ts';
import { brandId, createMember, sessionCookie } from '../../test/accounts.ts';
import { operatorHeaders } from '../../test/helpers.ts';
import { house, main, move } from '../ledger/ledger-test-kit.ts';
import { reconcileLedger } from '../ledger/reconcile.ts';

/** Test-only helpers for the withdrawal suites. */
export const PIN = '583920';
let pinHash: Promise<string> | undefined;

export interface MoneyMember {
  id: number;
  account: string;
  password: string;
  cookie: string;
}

/** A logged-in real member with a real name and payment password unless told otherwise. */
export async function moneyMember(
  app: FastifyInstance,
  options: { realName?: string | null; pin?: boolean } = {},
): Promise<MoneyMember> {
  pinHash ??= hashPassword(PIN);
  const member = await createMember(app, {
    realName: options.realName === undefined ? 'SITI AMINAH' : options.realName,
    paymentPasswordHash: options.pin === false ? null : await pinHash,
  });
  const res = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username: member.account, password: member.password },
  });
  return { ...member, cookie: sessionCookie(res) };
}

/** A trial (free play) session: money routes refuse it. */
export async function trialCookie(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    payload: { platform: 'W' },
    remoteAddress: '198.51.100.77',
  });
  return sessionCookie(res);
}

let funding = 0;
/** Credit `amount` to the member's MAIN from house PAYMENTS (a stand-in for a deposit). */
export async function fund(app: FastifyInstance, memberId: number, amount: bigint): Promise<void> {
  funding += 1;
  const key = `test-fund:${memberId}:${funding}:${randomBytes(4).toString('hex')}`;
  await app.ledger.post(
    move(await brandId(app), key, 'DEPOSIT', house('PAYMENTS'), main(memberId), amount),
  );
}

/**
 * A settled, lost seamless round staking `amount` (turnover counts settled stakes only,
 * decision 025): the BET from MAIN to house BETS, then the vendor's end-round.
 */
export async function bet(app: FastifyInstance, memberId: number, amount: bigint): Promise<void> {
  const roundId = `test-round-${randomBytes(6).toString('hex')}`;
  const brand = await brandId(app);
  const metadata = { vendor: 'PT', source: 'SEAMLESS', roundId, txId: `${roundId}-b` };
  await app.ledger.post(
    move(brand, `vendor:PT:${roundId}-b`, 'BET', main(memberId), house('BETS'), amount, metadata),
  );
  await app.db.execute(sql`
    insert into vendor_rounds (brand_id, vendor, round_id, member_id, status)
    values (${brand}, 'PT', ${roundId}, ${memberId}, 'SETTLED')`);
}

export function memberCall(
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) {
  return app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

export function opsGet(app: FastifyInstance, url: string) {
  return app.inject({ method: 'GET', url, headers: operatorHeaders() });
}

export function opsPost(
  app: FastifyInstance,
  url: string,
  payload?: Record<string, unknown>,
  operator?: string,
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...operatorHeaders(), ...(operator ? { 'x-operator': operator } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/** The value of a 200 answer (fails the test with the body otherwise). */
export function ok<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { value: T }).value;
}

export function codeOf(res: LightMyRequestResponse): string | undefined {
  return (res.json() as { code?: string }).code;
}

/** Bind a bank account and return its id. */
export async function bindAccount(
  app: FastifyInstance,
  m: MoneyMember,
  accountNumber = `1${randomBytes(5).readUIntBE(0, 5).toString().padStart(11, '0')}`,
): Promise<number> {
  const res = await memberCall(app, m.cookie, 'POST', '/wps/member/bank-accounts', {
    bankCode: 'MBB',
    accountNumber,
    password: m.password,
  });
  return ok<{ id: number }>(res).id;
}

export function requestId(): string {
  return `req-${randomBytes(8).toString('hex')}`;
}

export function withdraw(
  app: FastifyInstance,
  m: MoneyMember,
  bankAccountId: number,
  amount: string,
  extra: { requestId?: string; paymentPassword?: string } = {},
) {
  return memberCall(app, m.cookie, 'POST', '/wps/payment/withdrawals', {
    bankAccountId,
    amount,
    paymentPassword: extra.paymentPassword ?? PIN,
    requestId: extra.requestId ?? requestId(),
  });
}

/** A stored proof image of the member (the bytes do not matter here). */
export async function proofUpload(app: FastifyInstance, memberId: number): Promise<number> {
  const [row] = await app.db
    .insert(uploads)
    .values({
      brandId: await brandId(app),
      memberId,
      mime: 'image/png',
      size: 4,
      sha256: randomBytes(32).toString('hex'),
      data: Buffer.from([1, 2, 3, 4]),
    })
    .returning({ id: uploads.id });
  if (!row) throw new Error('upload insert failed');
  return row.id;
}

export async function expectLedgerWhole(app: FastifyInstance): Promise<void> {
  const report = await reconcileLedger(app.db, { money: true });
  expect(report.checks.filter((c) => c.breaches > 0)).toEqual([]);
  expect(report.ok).toBe(true);
}

/** A money member with `amount` on MAIN and one bound bank account. */
export async function fundedMember(
  app: FastifyInstance,
  amount = 100_000n,
): Promise<{ m: MoneyMember; bank: number }> {
  const m = await moneyMember(app);
  await fund(app, m.id, amount);
  return { m, bank: await bindAccount(app, m) };
}
