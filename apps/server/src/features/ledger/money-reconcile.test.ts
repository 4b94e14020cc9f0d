import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, paymentChannels } from '../../db/schema/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { brandIdOf, createMembers, held, house, main, move } from './ledger-test-kit.ts';
import { reconcileLedger } from './reconcile.ts';

// The reconciliation command's money checks (issue 4): rows of the money features against the
// ledger. Each check must pass on a consistent ledger and name the breach on a broken one.
let t: TestApp;
let brand: number;
beforeAll(async () => {
  t = await createTestApp();
  brand = await brandIdOf(t.app.db);
});
afterAll(() => t.close());

async function moneyBreaches(): Promise<Record<string, number>> {
  const report = await reconcileLedger(t.app.db, { money: true });
  return Object.fromEntries(
    report.checks.filter((c) => c.breaches > 0).map((c) => [c.name, c.breaches]),
  );
}

describe('money reconciliation', () => {
  it('finds an approved deposit whose credit is missing or different, and held money without a request', async () => {
    const [memberId] = (await createMembers(t.app.db, brand, 1)) as [number];
    const [channel] = await t.app.db.select().from(paymentChannels).limit(1);
    if (!channel) throw new Error('no seeded channel');
    const [deposit] = await t.app.db
      .insert(deposits)
      .values({
        brandId: brand,
        memberId,
        channelId: channel.id,
        reference: `DTEST${memberId}`,
        requestId: `req-${memberId}`,
        amount: 5000n,
        turnoverPercent: 100,
      })
      .returning();
    if (!deposit) throw new Error('no deposit');
    const credit = await t.app.ledger.post(
      move(brand, `deposit:${deposit.id}`, 'DEPOSIT', house('PAYMENTS'), main(memberId), 5000n),
    );
    await t.app.db
      .update(deposits)
      .set({ status: 'APPROVED', ledgerTransferId: credit.transferId })
      .where(eq(deposits.id, deposit.id));
    expect(await moneyBreaches()).toEqual({});

    // The row claims another posting than its own credit.
    const other = await t.app.ledger.post(
      move(brand, `other-${memberId}`, 'ADJUSTMENT', house('PAYMENTS'), main(memberId), 1n),
    );
    await t.app.db
      .update(deposits)
      .set({ ledgerTransferId: other.transferId })
      .where(eq(deposits.id, deposit.id));
    // Money held with no withdrawal or vendor transfer behind it.
    await t.app.ledger.post(
      move(brand, `held-${memberId}`, 'TEST', main(memberId), held(memberId), 7n),
    );
    expect(await moneyBreaches()).toEqual({
      deposit_credited_once: 1,
      held_matches_open_requests: 1,
    });
    // The ledger's own invariants still hold: these are the features' breaches, not its.
    expect((await reconcileLedger(t.app.db)).ok).toBe(true);

    await t.app.db
      .update(deposits)
      .set({ ledgerTransferId: credit.transferId })
      .where(eq(deposits.id, deposit.id));
    await t.app.ledger.post(
      move(brand, `unheld-${memberId}`, 'TEST', held(memberId), main(memberId), 7n),
    );
    expect(await moneyBreaches()).toEqual({});
  });
});
