import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/members.ts';
import { hashPassword } from '../../lib/password.ts';
import { createMember, trialCookie } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { reconcileLedger } from '../ledger/reconcile.ts';
import { call, newPlayer, type Player, requestId, walletOf } from './transfers-test-kit.ts';

const TRANSFER = '/wps/member/transfer';
const PIN = '246810';

let t: TestApp;
let pinHash: string;
beforeAll(async () => {
  t = await createTestApp();
  pinHash = await hashPassword(PIN);
});
afterAll(async () => {
  const report = await reconcileLedger(t.app.db, { money: true });
  await t.close();
  expect(report.ok).toBe(true);
});

/** agent -> sub-agent -> player, plus another agent with a player of its own. */
async function tree() {
  const agent = await newPlayer(t.app, 100_000n, { type: 1, paymentPasswordHash: pinHash });
  const sub = await newPlayer(t.app, 0n, {
    type: 2,
    parentId: agent.id,
    path: `/${agent.id}/`,
    paymentPasswordHash: pinHash,
  });
  const grand = await newPlayer(t.app, 5_000n, {
    parentId: sub.id,
    path: `/${agent.id}/${sub.id}/`,
    paymentPasswordHash: pinHash,
  });
  const other = await newPlayer(t.app, 0n, { type: 1 });
  const stranger = await newPlayer(t.app, 0n, { parentId: other.id, path: `/${other.id}/` });
  return { agent, sub, grand, other, stranger };
}

function send(p: Player, body: Record<string, unknown>) {
  return call(t.app, p.cookie, 'POST', TRANSFER, {
    paymentPassword: PIN,
    requestId: requestId(),
    ...body,
  });
}

describe('POST /wps/member/transfer', () => {
  it('sends to the direct upline, once per request id', async () => {
    const { sub, grand } = await tree();
    const id = requestId();
    const body = { target: 'UPLINE', amount: '1500', remark: 'thanks', requestId: id };
    const [a, b] = await Promise.all([send(grand, body), send(grand, body)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().value).toMatchObject({ toAccount: sub.account, amount: '1500' });
    expect(b.json().value.transferId).toBe(a.json().value.transferId);
    expect((await walletOf(t.app, grand.cookie)).main).toBe('3500');
    expect((await walletOf(t.app, sub.cookie)).main).toBe('1500');
    const conflict = await send(grand, { ...body, amount: '1600' });
    expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('lets an agent send to a downline two levels down', async () => {
    const { agent, grand } = await tree();
    const res = await send(agent, {
      target: 'DOWNLINE',
      toAccount: grand.account,
      amount: '20000',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.balance.main).toBe('80000');
    expect((await walletOf(t.app, grand.cookie)).main).toBe('25000');
  });

  it("hides a sibling's or a stranger's account as NOT_FOUND", async () => {
    const { agent, sub, stranger, other } = await tree();
    for (const account of [stranger.account, other.account, agent.account, 'no-such-account']) {
      const res = await send(agent, { target: 'DOWNLINE', toAccount: account, amount: '100' });
      expect(res.json().code, account).toBe('NOT_FOUND');
    }
    // A sub-agent cannot reach its upline's other branches either.
    const { grand: cousin } = await tree();
    const res = await send(sub, { target: 'DOWNLINE', toAccount: cousin.account, amount: '100' });
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await walletOf(t.app, agent.cookie)).main).toBe('100000');
  });

  it('refuses DOWNLINE to a plain member, and UPLINE without one', async () => {
    const { agent, grand, sub } = await tree();
    const down = await send(grand, { target: 'DOWNLINE', toAccount: sub.account, amount: '100' });
    expect(down.json().code).toBe('FORBIDDEN');
    const up = await send(agent, { target: 'UPLINE', amount: '100' });
    expect(up.json().code).toBe('NO_UPLINE');
  });

  it('checks the payment password, and limits wrong guesses', async () => {
    const { grand } = await tree();
    const wrong = await send(grand, { target: 'UPLINE', amount: '100', paymentPassword: '135791' });
    expect(wrong.json().code).toBe('PAYMENT_PASSWORD_INVALID');
    for (let i = 0; i < 5; i++)
      await send(grand, { target: 'UPLINE', amount: '100', paymentPassword: '135791' });
    const locked = await send(grand, { target: 'UPLINE', amount: '100' });
    expect(locked.statusCode).toBe(429);
    expect((await walletOf(t.app, grand.cookie)).main).toBe('5000');
    const { stranger } = await tree();
    const unset = await send(stranger, { target: 'UPLINE', amount: '100' });
    expect(unset.json().code).toBe('PAYMENT_PASSWORD_NOT_SET');
  });

  it('concurrent transfers never overdraw the sender', async () => {
    const { sub, grand } = await tree();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => send(grand, { target: 'UPLINE', amount: '2000' })),
    );
    const codes = results.map((r) => (r.statusCode === 200 ? 'OK' : r.json().code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(2);
    expect(codes.filter((c) => c === 'INSUFFICIENT_FUNDS')).toHaveLength(3);
    expect((await walletOf(t.app, grand.cookie)).main).toBe('1000');
    expect((await walletOf(t.app, sub.cookie)).main).toBe('4000');
  });

  it('enforces the brand limits and the balance', async () => {
    const { grand } = await tree();
    expect((await send(grand, { target: 'UPLINE', amount: '99' })).json().code).toBe(
      'AMOUNT_OUT_OF_RANGE',
    );
    expect((await send(grand, { target: 'UPLINE', amount: '10000001' })).json().code).toBe(
      'AMOUNT_OUT_OF_RANGE',
    );
    expect((await send(grand, { target: 'UPLINE', amount: '5001' })).json().code).toBe(
      'INSUFFICIENT_FUNDS',
    );
  });

  it('refuses trial accounts on both sides', async () => {
    const { agent } = await tree();
    const trialChild = await createMember(t.app, {
      type: 4,
      parentId: agent.id,
      path: `/${agent.id}/`,
    });
    const res = await send(agent, {
      target: 'DOWNLINE',
      toAccount: trialChild.account,
      amount: '100',
    });
    expect(res.json().code).toBe('TRIAL_FORBIDDEN');
    const trial = { id: 0, account: '', cookie: await trialCookie(t.app) };
    const from = await send(trial, { target: 'UPLINE', amount: '100' });
    expect(from.json().code).toBe('TRIAL_FORBIDDEN');
  });
});

describe('GET /wps/member/transfer/targets', () => {
  it('names the upline and the limits', async () => {
    const { agent, sub, grand } = await tree();
    const res = await call(t.app, grand.cookie, 'GET', '/wps/member/transfer/targets');
    expect(res.json().value).toEqual({
      upline: { account: sub.account, nickname: sub.account },
      canTransferToDownline: false,
      minAmount: '100',
      maxAmount: '10000000',
      paymentPasswordSet: true,
    });
    const top = await call(t.app, agent.cookie, 'GET', '/wps/member/transfer/targets');
    expect(top.json().value).toMatchObject({ upline: null, canTransferToDownline: true });
    await t.app.db
      .update(members)
      .set({ paymentPasswordHash: null })
      .where(eq(members.id, agent.id));
    const after = await call(t.app, agent.cookie, 'GET', '/wps/member/transfer/targets');
    expect(after.json().value.paymentPasswordSet).toBe(false);
  });
});
