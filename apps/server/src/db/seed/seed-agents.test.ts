import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileLedger } from '../../features/ledger/reconcile.ts';
import { loginAs } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The agent center's demo (issue 15): contracts in force, two weeks of play, statements paid. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('agent center demo', () => {
  it('gives demoagent and demosub signed contracts and paid statements of past periods', async () => {
    const contracts = await rows<{ account: string; kind: string; upline: string | null }>(sql`
      select d.account, c.kind, u.account as upline
        from agent_contracts c join members d on d.id = c.downline_id
        left join members u on u.id = c.upline_id
       where c.state = 'SIGNED' and d.account in ('demoagent', 'demosub') order by 1, 2`);
    expect(contracts).toEqual([
      { account: 'demoagent', kind: 'DIVIDEND', upline: null },
      { account: 'demoagent', kind: 'SALARY_DAILY', upline: null },
      { account: 'demosub', kind: 'DIVIDEND', upline: 'demoagent' },
      { account: 'demosub', kind: 'SALARY_DAILY', upline: 'demoagent' },
    ]);
    const statements = await rows<{ account: string; kind: string; n: number; paid: string }>(sql`
      select m.account, s.kind, count(*)::int as n, sum(s.paid)::text as paid
        from agent_statements s join members m on m.id = s.agent_id
       group by 1, 2 order by 1, 2`);
    for (const s of statements) expect(s.n).toBeGreaterThan(0);
    expect(statements.map((s) => `${s.account}:${s.kind}`)).toEqual([
      'demoagent:DIVIDEND',
      'demoagent:SALARY_DAILY',
      'demosub:DIVIDEND',
      'demosub:SALARY_DAILY',
    ]);
    const salary = statements.find((s) => s.account === 'demosub' && s.kind === 'SALARY_DAILY');
    expect(BigInt(salary?.paid ?? '0')).toBeGreaterThan(0n);
    const unpaid = await rows<{ n: number }>(
      sql`select count(*)::int as n from agent_statements where status not in ('PAID', 'NOTHING')`,
    );
    expect(unpaid[0]?.n).toBe(0);
    expect((await reconcileLedger(t.app.db, { money: true })).ok).toBe(true);
  });

  it('shows the demo agent real team figures and its income', async () => {
    const cookie = await loginAs(t.app, 'demoagent');
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const overview = await t.app.inject({
      url: `/wps/agent/team/overview?from=${day(-13)}&to=${day(1)}`,
      headers: { cookie },
    });
    expect(overview.statusCode, overview.body).toBe(200);
    const value = overview.json().value;
    expect(value.teamSize).toBeGreaterThanOrEqual(4);
    expect(BigInt(value.totals.bets)).toBeGreaterThan(0n);
    const income = await t.app.inject({
      url: `/wps/agent/income?from=${day(-13)}&to=${day(1)}`,
      headers: { cookie },
    });
    expect(BigInt(income.json().value.totals.received)).toBeGreaterThan(0n);
  });
});
