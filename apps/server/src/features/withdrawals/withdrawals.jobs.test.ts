import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawals } from '../../db/schema/withdrawals.ts';
import { OPERATOR_TOKEN } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fundedMember, ok, opsPost, withdraw } from './withdrawals-test-kit.ts';

/** The scheduled job (moneyJobsIntervalSeconds > 0) runs the auto-confirmation by itself. */
let now = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { operatorApiToken: OPERATOR_TOKEN, moneyJobsIntervalSeconds: 1, sessionIdleMinutes: 240 },
    // The scheduler ticks by hand on the injected clock (decision 032).
    { now: () => now, jobs: { timers: false } },
  );
});
afterAll(() => t.close());

describe('withdrawal jobs on the scheduler', () => {
  it('auto-confirms an overdue payout without being called', async () => {
    const { m, bank } = await fundedMember(t.app, 50_000n);
    const w = ok<{ id: number }>(await withdraw(t.app, m, bank, '10000'));
    ok(await opsPost(t.app, `/ops/payments/withdrawals/${w.id}/approve`));
    ok(await opsPost(t.app, `/ops/payments/withdrawals/${w.id}/pay`, { payoutReference: 'T-1' }));
    const status = async () =>
      (await t.app.db.select().from(withdrawals).where(eq(withdrawals.id, w.id)))[0]?.status;
    expect(await status()).toBe('PAID');
    now = new Date(now.getTime() + 31 * 60_000);
    expect(await t.app.jobs.tick()).toContain('withdrawals');
    expect(await status()).toBe('COMPLETED');
  });
});
