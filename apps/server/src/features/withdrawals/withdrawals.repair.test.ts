import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawals } from '../../db/schema/withdrawals.ts';
import { brandId } from '../../test/accounts.ts';
import { OPERATOR_TOKEN } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { repairWithdrawals, withdrawalJobsPending } from './withdrawals.jobs.ts';
import { holdKey, referenceFor } from './withdrawals.model.ts';
import {
  expectLedgerWhole,
  fundedMember,
  ok,
  opsPost,
  requestId,
  withdraw,
} from './withdrawals-test-kit.ts';

/** Crashes between the two steps of a request or a transition, and their repair (decision 014). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ operatorApiToken: OPERATOR_TOKEN });
});
afterAll(() => t.close());

const minutesFromNow = (n: number) => new Date(Date.now() + n * 60_000);

describe('repairWithdrawals', () => {
  it('gives an orphaned hold its row; a late replay of the request finds it', async () => {
    const { m, bank } = await fundedMember(t.app, 50_000n);
    const rid = requestId();
    const key = holdKey(m.id, rid);
    // What requestWithdrawal posts before it would have inserted the row (crash here).
    await t.app.ledger.post({
      brandId: await brandId(t.app),
      idempotencyKey: key,
      kind: 'WITHDRAWAL_HOLD',
      legs: [
        { account: { memberId: m.id, kind: 'MAIN' }, amount: -20_000n },
        { account: { memberId: m.id, kind: 'HELD' }, amount: 20_000n },
      ],
      metadata: {
        memberId: m.id,
        requestId: rid,
        bankAccountId: bank,
        amount: '20000',
        reference: referenceFor(key),
      },
    });
    // Young holds are left alone: the request may still be inserting its row.
    // The scheduler's pending check agrees with the run at every step (issue 12).
    expect(await withdrawalJobsPending(t.app, new Date())).toBe(false);
    expect((await repairWithdrawals(t.app, new Date())).inserted).toBe(0);
    expect(await withdrawalJobsPending(t.app, minutesFromNow(3))).toBe(true);
    expect((await repairWithdrawals(t.app, minutesFromNow(3))).inserted).toBe(1);
    expect(await withdrawalJobsPending(t.app, minutesFromNow(3))).toBe(false);
    expect((await repairWithdrawals(t.app, minutesFromNow(3))).inserted).toBe(0);
    const [row] = await t.app.db.select().from(withdrawals).where(eq(withdrawals.memberId, m.id));
    expect(row).toMatchObject({
      status: 'PENDING',
      amount: 20_000n,
      requestId: rid,
      reference: referenceFor(key),
      bankAccountId: bank,
    });
    const replay = ok<{ id: number }>(await withdraw(t.app, m, bank, '20000', { requestId: rid }));
    expect(replay.id).toBe(row?.id);
    expect(await t.app.ledger.balance(m.id)).toMatchObject({ main: 30_000n, held: 20_000n });
    // The operator can then reject it as any other: the money returns.
    ok(await opsPost(t.app, `/ops/payments/withdrawals/${replay.id}/reject`, { reason: 'stale' }));
    expect(await t.app.ledger.balance(m.id)).toMatchObject({ main: 50_000n, held: 0n });
    await expectLedgerWhole(t.app);
  });

  it('posts what a transition left unposted, once', async () => {
    const { m, bank } = await fundedMember(t.app, 100_000n);
    const a = ok<{ id: number }>(await withdraw(t.app, m, bank, '10000'));
    const b = ok<{ id: number }>(await withdraw(t.app, m, bank, '20000'));
    // Crashes right after the guarded UPDATEs: rows moved, postings missing.
    const now = new Date();
    await t.app.db
      .update(withdrawals)
      .set({ status: 'REJECTED', rejectReason: 'x', updatedAt: now })
      .where(eq(withdrawals.id, a.id));
    await t.app.db
      .update(withdrawals)
      .set({ status: 'PAID', paidAt: now, confirmDeadline: now, updatedAt: now })
      .where(eq(withdrawals.id, b.id));
    expect(await t.app.ledger.balance(m.id)).toMatchObject({ main: 70_000n, held: 30_000n });
    // A moment before b's deadline only the missing movements are pending.
    const beforeDeadline = new Date(now.getTime() - 1);
    expect(await withdrawalJobsPending(t.app, beforeDeadline)).toBe(true);
    expect((await repairWithdrawals(t.app, now)).posted).toBe(2);
    expect(await withdrawalJobsPending(t.app, beforeDeadline)).toBe(false);
    expect(await t.app.ledger.balance(m.id)).toMatchObject({ main: 80_000n, held: 0n });
    expect((await repairWithdrawals(t.app, now)).posted).toBe(0);
    await expectLedgerWhole(t.app);
  });
});
