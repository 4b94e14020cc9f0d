import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { LedgerService } from './ledger.service.ts';
import { brandIdOf, createMembers, held, house, main, move, settleAll } from './ledger-test-kit.ts';
import { reconcileLedger } from './reconcile.ts';

// On PostgreSQL (npm run test:pg) these race for real: app.ledger runs 4 batches at once on
// the pool, and `other` is a second server's ledger with small batches on the same database.
let t: TestApp;
let app: FastifyInstance;
let other: LedgerService;
let brand: number;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  brand = await brandIdOf(app.db);
  other = new LedgerService(app.db, { maxBatch: 2, maxInFlight: 4, flushDelayMs: 0 });
});
afterAll(async () => {
  await other.close();
  const report = await reconcileLedger(app.db);
  await t.close();
  expect(report.ok).toBe(true);
});

const both = (i: number) => (i % 2 === 0 ? app.ledger : other);

async function funded(amount: bigint): Promise<number> {
  const [m] = (await createMembers(app.db, brand, 1)) as [number];
  await app.ledger.post(move(brand, `fund-${m}`, 'DEPOSIT', house('PAYMENTS'), main(m), amount));
  return m;
}

describe('concurrency', () => {
  test('64 concurrent debits of 10 against 250: exactly 25 succeed, the balance ends at 0', async () => {
    const m = await funded(250n);
    const results = await settleAll(
      Array.from({ length: 64 }, (_, i) =>
        both(i).post(move(brand, `debit-${m}-${i}`, 'BET', main(m), house('BETS'), 10n)),
      ),
    );
    expect(results.ok).toHaveLength(25);
    expect(results.codes).toEqual({ INSUFFICIENT_FUNDS: 39 });
    expect(await app.ledger.balance(m)).toEqual({ main: 0n, held: 0n, vendors: {} });
  });

  test('two concurrent withdrawals of the whole balance: exactly one is held', async () => {
    const m = await funded(1000n);
    const results = await settleAll([
      app.ledger.post(move(brand, `wd-a-${m}`, 'WITHDRAW_HOLD', main(m), held(m), 1000n)),
      other.post(move(brand, `wd-b-${m}`, 'WITHDRAW_HOLD', main(m), held(m), 1000n)),
    ]);
    expect(results.ok).toHaveLength(1);
    expect(results.codes).toEqual({ INSUFFICIENT_FUNDS: 1 });
    expect(await app.ledger.balance(m)).toEqual({ main: 0n, held: 1000n, vendors: {} });
  });

  test('the same key submitted 20 times at once posts once', async () => {
    const m = await funded(100n);
    const request = move(brand, `same-${m}`, 'BET', main(m), house('BETS'), 30n);
    const results = await settleAll(Array.from({ length: 20 }, (_, i) => both(i).post(request)));
    expect(results.codes).toEqual({});
    expect(results.ok.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.ok.map((r) => r.transferId)).size).toBe(1);
    expect(results.ok.every((r) => r.balances[0]?.balance === 70n)).toBe(true);
    expect((await app.ledger.balance(m)).main).toBe(70n);
  });

  test('one key, two contents, two servers at once: one posts, the other is a conflict', async () => {
    const m = await funded(100n);
    const results = await settleAll([
      app.ledger.post(move(brand, `dup-${m}`, 'BET', main(m), house('BETS'), 10n)),
      other.post(move(brand, `dup-${m}`, 'BET', main(m), house('BETS'), 20n)),
    ]);
    expect(results.ok).toHaveLength(1);
    expect(results.codes).toEqual({ IDEMPOTENCY_CONFLICT: 1 });
    expect((await app.ledger.balance(m)).main).toBe(
      100n - (results.ok[0]?.balances[0]?.balance === 90n ? 10n : 20n),
    );
  });

  test('a balance another server moved is not trusted: postings decide on the real one', async () => {
    const m = await funded(100n); // app.ledger now remembers 100
    await other.post(move(brand, `stale-a-${m}`, 'BET', main(m), house('BETS'), 80n));
    const slow = app.ledger.stats.slowBatches;
    // Decided on 100 it would pass; the balance is 20, so it is refused and nothing moves.
    const refused = await settleAll([
      app.ledger.post(move(brand, `stale-b-${m}`, 'BET', main(m), house('BETS'), 50n)),
    ]);
    expect(refused.codes).toEqual({ INSUFFICIENT_FUNDS: 1 });
    // The one-statement write found the balance moved and left the batch to the locking one.
    expect(app.ledger.stats.slowBatches).toBeGreaterThan(slow);
    const rest = await app.ledger.post(
      move(brand, `stale-c-${m}`, 'BET', main(m), house('BETS'), 20n),
    );
    expect(rest.balances[0]?.balance).toBe(0n);
    await other.post(move(brand, `stale-d-${m}`, 'WIN', house('BETS'), main(m), 7n));
    const win = await app.ledger.post(
      move(brand, `stale-e-${m}`, 'WIN', house('BETS'), main(m), 3n),
    );
    expect(win.balances[0]?.balance).toBe(10n);
    // balance_after of every entry stays consistent with the history.
    const report = await reconcileLedger(app.db);
    expect(report.checks.filter((c) => c.breaches > 0)).toEqual([]);
  });

  test('many members at once over the shared house accounts stay whole', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => funded(100n)));
    const results = await settleAll(
      members.flatMap((m) =>
        Array.from({ length: 12 }, (_, i) =>
          both(i).post(
            i % 3 === 2
              ? move(brand, `win-${m}-${i}`, 'WIN', house('BETS'), main(m), 15n)
              : move(brand, `bet-${m}-${i}`, 'BET', main(m), house('BETS'), 10n),
          ),
        ),
      ),
    );
    expect(results.codes).toEqual({});
    const balances = await app.ledger.balances(members);
    for (const m of members) expect(balances.get(m)?.main).toBe(100n - 80n + 60n);
    const report = await reconcileLedger(app.db);
    expect(report.checks.filter((c) => c.breaches > 0)).toEqual([]);
  });
});
