import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turnoverRequirements } from '../../db/schema/withdrawals.ts';
import { createMember } from '../../test/accounts.ts';
import { OPERATOR_TOKEN, operatorHeaders } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { turnoverStatus } from './turnover.service.ts';
import {
  bet,
  codeOf,
  expectLedgerWhole,
  fundedMember,
  memberCall,
  ok,
  opsPost,
  withdraw,
} from './withdrawals-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ operatorApiToken: OPERATOR_TOKEN });
  // Bonuses here are granted by one operator: four-eyes on them is approvals-money.test.ts's.
  const res = await t.app.inject({
    method: 'PUT',
    url: '/ops/settings/four-eyes',
    headers: operatorHeaders(),
    payload: { bonusMax: '1000000', withdrawalMax: '100000', depositMax: '100000' },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

const funded = (amount: bigint) => fundedMember(t.app, amount);

describe('turnover', () => {
  it('a bonus requires turnover: blocked until the bets are made, then cleared', async () => {
    const { m, bank } = await funded(50_000n);
    const grant = {
      account: m.account,
      amount: '10000',
      turnoverPercent: 300,
      title: 'Welcome',
      idempotencyKey: `welcome-${m.id}`,
    };
    type Granted = { bonus: { transferId: number; created: boolean }; approval: null };
    const first = ok<Granted>(await opsPost(t.app, '/ops/members/bonus', grant));
    expect(first).toMatchObject({ bonus: { created: true }, approval: null });
    const replay = ok<Granted>(await opsPost(t.app, '/ops/members/bonus', grant));
    expect(replay).toEqual({
      bonus: { transferId: first.bonus.transferId, created: false },
      approval: null,
    });
    expect(
      codeOf(await opsPost(t.app, '/ops/members/bonus', { ...grant, turnoverPercent: 100 })),
    ).toBe('IDEMPOTENCY_CONFLICT');
    expect(await turnoverStatus(t.app.db, m.id)).toEqual({
      required: 30_000n,
      completed: 0n,
      remaining: 30_000n,
    });
    expect(codeOf(await withdraw(t.app, m, bank, '10000'))).toBe('TURNOVER_NOT_MET');

    await bet(t.app, m.id, 20_000n);
    const overview = ok<{ turnover: Record<string, string>; withdrawable: string }>(
      await memberCall(t.app, m.cookie, 'GET', '/wps/payment/withdrawals/overview'),
    );
    expect(overview.turnover).toEqual({
      required: '30000',
      completed: '20000',
      remaining: '10000',
    });
    expect(overview.withdrawable).toBe('40000');
    expect(codeOf(await withdraw(t.app, m, bank, '10000'))).toBe('TURNOVER_NOT_MET');

    await bet(t.app, m.id, 10_000n);
    ok(await withdraw(t.app, m, bank, '10000'));
    const open = await t.app.db
      .select()
      .from(turnoverRequirements)
      .where(eq(turnoverRequirements.memberId, m.id));
    expect(open).toHaveLength(1);
    expect(open[0]?.clearedAt).not.toBeNull();
    expect(await turnoverStatus(t.app.db, m.id)).toEqual({
      required: 0n,
      completed: 0n,
      remaining: 0n,
    });
    await expectLedgerWhole(t.app);
  });

  it('a bonus to an unknown or trial account is refused', async () => {
    const trial = await createMember(t.app, { type: 4 });
    const grant = {
      amount: '100',
      turnoverPercent: 0,
      title: 'x',
      idempotencyKey: `k-${trial.id}`,
    };
    expect(
      codeOf(await opsPost(t.app, '/ops/members/bonus', { ...grant, account: 'nobody-here' })),
    ).toBe('NOT_FOUND');
    expect(
      codeOf(await opsPost(t.app, '/ops/members/bonus', { ...grant, account: trial.account })),
    ).toBe('TRIAL_FORBIDDEN');
  });
});
