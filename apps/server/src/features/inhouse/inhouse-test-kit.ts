import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createMember, sessionCookie } from '../../test/accounts.ts';
import { brandIdOf, house, main, move } from '../ledger/ledger-test-kit.ts';

/** Test helpers of the in-house game suites. */
export interface Player {
  id: number;
  account: string;
  cookie: string;
}

let serial = 0;

/** A fresh logged-in member holding `funds` (minor units) in the main wallet. */
export async function newPlayer(app: FastifyInstance, funds = 0n): Promise<Player> {
  const member = await createMember(app);
  const res = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username: member.account, password: member.password },
  });
  if (funds > 0n) await fund(app, member.id, funds);
  return { id: member.id, account: member.account, cookie: sessionCookie(res) };
}

export async function fund(app: FastifyInstance, memberId: number, amount: bigint): Promise<void> {
  serial += 1;
  const brand = await brandIdOf(app.db);
  await app.ledger.post(
    move(
      brand,
      `test-fund-${memberId}-${serial}`,
      'TEST',
      house('PAYMENTS'),
      main(memberId),
      amount,
    ),
  );
}

export function requestId(): string {
  serial += 1;
  return `ih${process.pid}x${serial}x${Date.now()}`;
}

export function call(
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

export async function mainBalance(app: FastifyInstance, memberId: number): Promise<bigint> {
  return (await app.ledger.balance(memberId)).main;
}

export function dice(stake: string, id = requestId()) {
  return {
    game: 'DICE',
    requestId: id,
    stake,
    params: { target: 5000, direction: 'UNDER' },
  } as const;
}

/** A free-play (trial) session cookie. */
export async function trialCookie(app: FastifyInstance): Promise<string> {
  serial += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    payload: { platform: 'W' },
    remoteAddress: `198.51.100.${(serial % 200) + 1}`,
  });
  return sessionCookie(res);
}
