import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ledgerTransfers } from '../../db/schema/ledger.ts';
import { paymentChannels } from '../../db/schema/payments.ts';
import { turnoverRequirements } from '../../db/schema/withdrawals.ts';
import { signedHeaders } from '../../lib/hmac-signature.ts';
import { createMember, sessionCookie } from '../../test/accounts.ts';
import { reconcileLedger } from '../ledger/reconcile.ts';
import { pngWithMetadata } from '../uploads/test-images.ts';

/** Helpers shared by the deposit suites. */
export interface Member {
  id: number;
  cookie: string;
}

export async function newMember(app: FastifyInstance): Promise<Member> {
  const member = await createMember(app);
  const res = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username: member.account, password: member.password },
  });
  return { id: member.id, cookie: sessionCookie(res) };
}

export async function channelId(app: FastifyInstance, code: string): Promise<number> {
  const [row] = await app.db
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .where(eq(paymentChannels.code, code));
  if (!row) throw new Error(`no channel ${code}`);
  return row.id;
}

export async function uploadProof(app: FastifyInstance, member: Member): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/wps/member/uploads',
    headers: { cookie: member.cookie, 'content-type': 'image/png' },
    payload: pngWithMetadata(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id;
}

let requests = 0;
export function requestId(): string {
  requests += 1;
  return `req-${process.pid}-${requests}-${Math.random().toString(36).slice(2, 8)}`;
}

export function postDeposit(
  app: FastifyInstance,
  member: Member,
  payload: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: '/wps/payment/deposits',
    headers: { cookie: member.cookie },
    payload,
  });
}

export async function mainBalance(app: FastifyInstance, memberId: number): Promise<bigint> {
  return (await app.ledger.balance(memberId)).main;
}

/** How many ledger postings credited this deposit (must be 0 or 1). */
export async function depositPostings(app: FastifyInstance, depositId: number): Promise<number> {
  const rows = await app.db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `deposit:${depositId}`));
  return rows.length;
}

export async function turnoverOf(app: FastifyInstance, depositId: number) {
  return app.db
    .select({ required: turnoverRequirements.required })
    .from(turnoverRequirements)
    .where(
      and(
        eq(turnoverRequirements.sourceKind, 'DEPOSIT'),
        eq(turnoverRequirements.sourceRef, String(depositId)),
      ),
    );
}

export async function expectReconciled(app: FastifyInstance): Promise<void> {
  const report = await reconcileLedger(app.db, { money: true });
  expect(report.checks.filter((c) => c.breaches > 0)).toEqual([]);
  expect(report.ok).toBe(true);
}

/** A gateway notification signed with the configured secret (or `secret`), `ageSeconds` old. */
export function signedCallback(
  app: FastifyInstance,
  body: Record<string, unknown>,
  { secret = app.config.paymentGateway?.secret ?? '', ageSeconds = 0 } = {},
) {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/payment/callback/SANDBOXPAY',
    headers: {
      'content-type': 'application/json',
      ...signedHeaders(secret, raw, Date.now() - ageSeconds * 1000),
    },
    payload: raw,
  });
}
