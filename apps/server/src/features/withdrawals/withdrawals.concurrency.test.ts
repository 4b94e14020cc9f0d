import { MAX_BANK_ACCOUNTS } from '@nova/contracts/api/withdrawals';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawals } from '../../db/schema/withdrawals.ts';
import { OPERATOR_TOKEN } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  bindAccount,
  codeOf,
  expectLedgerWhole,
  fund,
  type MoneyMember,
  memberCall,
  moneyMember,
  ok,
  opsPost,
  requestId,
  withdraw,
} from './withdrawals-test-kit.ts';

/**
 * The races that matter (issue 4). On PostgreSQL (TEST_DATABASE_URL) the requests really run
 * in parallel on a pool; on PGlite they interleave on one connection. Either way exactly one
 * of the competing changes may win.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ operatorApiToken: OPERATOR_TOKEN });
});
afterAll(() => t.close());

const url = (id: number, action: string) => `/ops/payments/withdrawals/${id}/${action}`;

async function funded(amount: bigint): Promise<{ m: MoneyMember; bank: number }> {
  const m = await moneyMember(t.app);
  await fund(t.app, m.id, amount);
  return { m, bank: await bindAccount(t.app, m) };
}

async function rowsOf(memberId: number) {
  return t.app.db.select().from(withdrawals).where(eq(withdrawals.memberId, memberId));
}

describe('concurrent withdrawals', () => {
  it('two withdrawals of the whole balance at once: exactly one succeeds', async () => {
    const { m, bank } = await funded(50_000n);
    const results = await Promise.all([
      withdraw(t.app, m, bank, '50000'),
      withdraw(t.app, m, bank, '50000'),
    ]);
    const codes = results.map((r) => (r.statusCode === 200 ? 'OK' : codeOf(r))).sort();
    expect(codes).toEqual(['INSUFFICIENT_FUNDS', 'OK']);
    expect(await rowsOf(m.id)).toHaveLength(1);
    expect(await t.app.ledger.balance(m.id)).toMatchObject({ main: 0n, held: 50_000n });
    await expectLedgerWhole(t.app);
  });

  it('ten requests with the same requestId create one withdrawal', async () => {
    const { m, bank } = await funded(100_000n);
    const id = requestId();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => withdraw(t.app, m, bank, '10000', { requestId: id })),
    );
    const ids = new Set(results.map((r) => ok<{ id: number }>(r).id));
    expect(ids.size).toBe(1);
    const rows = await t.app.db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, m.id), eq(withdrawals.requestId, id)));
    expect(rows).toHaveLength(1);
    expect(await t.app.ledger.balance(m.id)).toMatchObject({ main: 90_000n, held: 10_000n });
    await expectLedgerWhole(t.app);
  });
});

describe('concurrent operator actions', () => {
  it('double pay with two references: exactly one wins, paid once', async () => {
    const { m, bank } = await funded(100_000n);
    const w = ok<{ id: number }>(await withdraw(t.app, m, bank, '40000'));
    // Another held withdrawal, so a second payout would not be stopped by the balance.
    ok(await withdraw(t.app, m, bank, '40000'));
    ok(await opsPost(t.app, url(w.id, 'approve')));
    const results = await Promise.all([
      opsPost(t.app, url(w.id, 'pay'), { payoutReference: 'A-1' }, 'alice'),
      opsPost(t.app, url(w.id, 'pay'), { payoutReference: 'B-1' }, 'bob'),
    ]);
    const codes = results.map((r) => (r.statusCode === 200 ? 'OK' : codeOf(r))).sort();
    expect(codes).toEqual(['INVALID_STATE', 'OK']);
    expect(await t.app.ledger.balance(m.id)).toMatchObject({ main: 20_000n, held: 40_000n });
    await expectLedgerWhole(t.app);
  });

  it('pay and reject at once: exactly one wins and the money moves once', async () => {
    const { m, bank } = await funded(100_000n);
    const w = ok<{ id: number }>(await withdraw(t.app, m, bank, '40000'));
    ok(await withdraw(t.app, m, bank, '40000'));
    ok(await opsPost(t.app, url(w.id, 'approve')));
    const [paid, rejected] = await Promise.all([
      opsPost(t.app, url(w.id, 'pay'), { payoutReference: 'P-1' }),
      opsPost(t.app, url(w.id, 'reject'), { reason: 'changed mind' }),
    ]);
    expect([paid.statusCode, rejected.statusCode].sort()).toEqual([200, 409].sort());
    const [row] = await t.app.db.select().from(withdrawals).where(eq(withdrawals.id, w.id));
    const balance = await t.app.ledger.balance(m.id);
    if (row?.status === 'PAID') expect(balance).toMatchObject({ main: 20_000n, held: 40_000n });
    else expect(balance).toMatchObject({ main: 60_000n, held: 40_000n });
    await expectLedgerWhole(t.app);
  });

  it('approve twice at once: one transition, both see APPROVED', async () => {
    const { m, bank } = await funded(100_000n);
    const w = ok<{ id: number }>(await withdraw(t.app, m, bank, '40000'));
    const [a, b] = await Promise.all([
      opsPost(t.app, url(w.id, 'approve'), undefined, 'alice'),
      opsPost(t.app, url(w.id, 'approve'), undefined, 'bob'),
    ]);
    expect(ok<{ withdrawal: { status: string } }>(a).withdrawal.status).toBe('APPROVED');
    expect(ok<{ withdrawal: { status: string } }>(b).withdrawal.status).toBe('APPROVED');
    const [row] = await t.app.db.select().from(withdrawals).where(eq(withdrawals.id, w.id));
    expect(row?.decidedBy).toBe('operator-token'); // not a client-sent x-operator name (decision 023)
  });
});

describe('concurrent bank account binds', () => {
  it('never pass the maximum', async () => {
    const m = await moneyMember(t.app);
    const results = await Promise.all(
      Array.from({ length: MAX_BANK_ACCOUNTS + 2 }, (_, i) =>
        memberCall(t.app, m.cookie, 'POST', '/wps/member/bank-accounts', {
          bankCode: 'PBB',
          accountNumber: `44000000${i}`,
          password: m.password,
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(MAX_BANK_ACCOUNTS);
    expect(results.filter((r) => codeOf(r) === 'CONFLICT')).toHaveLength(2);
  });
});
