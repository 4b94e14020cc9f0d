import type { ContractTerms } from '@nova/contracts/api/agent-contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { members } from '../../db/schema/members.ts';
import { fundMain, loggedInMember, STRONG_PASSWORD, sessionCookie } from '../../test/accounts.ts';
import { operatorHeaders } from '../../test/helpers.ts';

/** Test helpers for the agent contract suites (issue 15). */
export interface Party {
  id: number;
  account: string;
  cookie: string;
}

/** A logged-in member under `parent` (path = parent's path + own id), holding `funds`. */
export async function member(
  app: FastifyInstance,
  options: {
    type?: number;
    parent?: Party | null;
    funds?: bigint;
    paymentPasswordHash?: string;
  } = {},
): Promise<Party> {
  const m = await loggedInMember(app, {
    type: options.type ?? 0,
    parentId: options.parent?.id ?? null,
    paymentPasswordHash: options.paymentPasswordHash ?? null,
  });
  await app.db
    .update(members)
    .set({
      path: sql`coalesce((select p.path from members p where p.id = ${options.parent?.id ?? null}), '/') || ${m.id}::text || '/'`,
    })
    .where(eq(members.id, m.id));
  if (options.funds && options.funds > 0n) await fundMain(app, m.id, options.funds);
  return m;
}

export function agentCall(
  app: FastifyInstance,
  who: Party,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });
}

export function opsCall(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: operatorHeaders(), ...(payload ? { payload } : {}) });
}

export const tier = (
  ratio: number,
  minBets = '0',
  minActive = 0,
  minNetLoss = '0',
): ContractTerms['tiers'][number] => ({ minBets, minNetLoss, minActive, ratio, amount: '0' });

export function dividendTerms(
  tiers: ContractTerms['tiers'],
  period: ContractTerms['period'] = 'DAILY',
): ContractTerms {
  return { kind: 'DIVIDEND', period, rateType: 'PERCENT', tiers };
}

/** The platform offers a top-level agent terms and the agent signs: the contract's id. */
export async function platformContract(
  app: FastifyInstance,
  agent: Party,
  terms: ContractTerms,
): Promise<number> {
  const offered = await opsCall(app, 'POST', '/ops/contracts', {
    ...terms,
    agentId: agent.id,
    reason: 'test',
  });
  if (offered.statusCode !== 200) throw new Error(`offer: ${offered.body}`);
  const id = offered.json().value.id as number;
  const signed = await agentCall(app, agent, 'POST', `/wps/agent/contracts/${id}/sign`, {});
  if (signed.statusCode !== 200) throw new Error(`sign: ${signed.body}`);
  return id;
}

/** An upline offers its direct downline terms and the downline signs (confirming). */
export async function downlineContract(
  app: FastifyInstance,
  upline: Party,
  downline: Party,
  terms: ContractTerms,
): Promise<number> {
  const offered = await agentCall(app, upline, 'POST', '/wps/agent/contracts', {
    ...terms,
    downlineId: downline.id,
  });
  if (offered.statusCode !== 200) throw new Error(`offer: ${offered.body}`);
  const id = offered.json().value.id as number;
  const signed = await agentCall(app, downline, 'POST', `/wps/agent/contracts/${id}/sign`, {
    confirm: true,
  });
  if (signed.statusCode !== 200) throw new Error(`sign: ${signed.body}`);
  return id;
}

let plays = 0;
/**
 * A settled round of in-house play on the member's main wallet, as the games post it: the
 * stake to the house, then the payout (if any) back.
 */
export async function play(
  app: FastifyInstance,
  brandId: number,
  who: Party,
  stake: bigint,
  payout: bigint,
): Promise<void> {
  const round = `t${process.pid}-${++plays}`;
  const metadata = { source: 'INHOUSE', vendor: 'NOVA', roundId: round, category: 'RNG' };
  await app.ledger.post({
    brandId,
    idempotencyKey: `test-play:${round}:bet`,
    kind: 'BET',
    legs: [
      { account: { memberId: who.id, kind: 'MAIN' }, amount: -stake },
      { account: { house: 'BETS' }, amount: stake },
    ],
    metadata,
  });
  if (payout > 0n)
    await app.ledger.post({
      brandId,
      idempotencyKey: `test-play:${round}:win`,
      kind: 'WIN',
      legs: [
        { account: { house: 'BETS' }, amount: -payout },
        { account: { memberId: who.id, kind: 'MAIN' }, amount: payout },
      ],
      metadata,
    });
}

/** A fresh session for the party (a test clock moved past its session's life). */
export async function relogin(app: FastifyInstance, who: Party): Promise<Party> {
  const res = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username: who.account, password: STRONG_PASSWORD },
  });
  who.cookie = sessionCookie(res);
  return who;
}
