import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { LedgerService } from './ledger.service.ts';
import {
  brandIdOf,
  createMembers,
  held,
  house,
  main,
  move,
  settleAll,
  vendor,
} from './ledger-test-kit.ts';
import { reconcileLedger } from './reconcile.ts';

let t: TestApp;
let app: FastifyInstance;
let brand: number;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  brand = await brandIdOf(app.db);
});
afterAll(() => t.close());

async function count(table: 'ledger_transfers' | 'ledger_entries'): Promise<number> {
  const r = (await app.db.execute(
    sql`select count(*)::int as n from ${sql.raw(table)}`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return Number(r.rows[0]?.n);
}

async function expectReconciled() {
  const report = await reconcileLedger(app.db);
  expect(report.checks.filter((c) => c.breaches > 0)).toEqual([]);
}

describe('post', () => {
  test('moves money, replays a retry, refuses a reused key with other content', async () => {
    const [m] = (await createMembers(app.db, brand, 1)) as [number];
    const deposit = move(brand, `dep-${m}`, 'DEPOSIT', house('PAYMENTS'), main(m), 500n, {
      ref: 'x"\\',
    });
    const first = await app.ledger.post(deposit);
    expect(first).toMatchObject({ created: true, balances: [{ account: main(m), balance: 500n }] });
    // Legs in another order and metadata keys reordered: the same content.
    const again = await app.ledger.post({ ...deposit, legs: [...deposit.legs].reverse() });
    expect(again).toEqual({ ...first, created: false });
    await app.ledger.post(move(brand, `bet-${m}`, 'BET', main(m), house('BETS'), 200n));
    // A retry returns the first result (balance after the deposit), not today's balance.
    expect((await app.ledger.post(deposit)).balances).toEqual([
      { account: main(m), balance: 500n },
    ]);
    await expect(
      app.ledger.post(move(brand, `dep-${m}`, 'DEPOSIT', house('PAYMENTS'), main(m), 501n)),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    await expect(app.ledger.post({ ...deposit, metadata: { ref: 'other' } })).rejects.toMatchObject(
      {
        code: 'IDEMPOTENCY_CONFLICT',
      },
    );
    expect(await app.ledger.balance(m)).toEqual({ main: 300n, held: 0n, vendors: {} });
    await app.ledger.post(move(brand, `pg-${m}`, 'TRANSFER_OUT', main(m), vendor(m, 'PG'), 100n));
    await app.ledger.post(move(brand, `hold-${m}`, 'WITHDRAW_HOLD', main(m), held(m), 150n));
    expect(await app.ledger.balance(m)).toEqual({ main: 50n, held: 150n, vendors: { PG: 100n } });
    await expectReconciled();
  });

  test('an overdraft is refused and writes nothing', async () => {
    const [m] = (await createMembers(app.db, brand, 1)) as [number];
    await app.ledger.post(move(brand, `d-${m}`, 'DEPOSIT', house('PAYMENTS'), main(m), 100n));
    const before = await count('ledger_entries');
    await expect(
      app.ledger.post(move(brand, `b-${m}`, 'BET', main(m), house('BETS'), 101n)),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await count('ledger_entries')).toBe(before);
    // The refused key is free: the same posting succeeds once funds arrive.
    await app.ledger.post(move(brand, `d2-${m}`, 'DEPOSIT', house('PAYMENTS'), main(m), 1n));
    await expect(
      app.ledger.post(move(brand, `b-${m}`, 'BET', main(m), house('BETS'), 101n)),
    ).resolves.toMatchObject({ created: true, balances: [{ balance: 0n }] });
  });

  test('refuses malformed postings before queueing them', async () => {
    const [m] = (await createMembers(app.db, brand, 1)) as [number];
    const bad = [
      {
        brandId: brand,
        idempotencyKey: 'u1',
        kind: 'BET',
        legs: [
          { account: main(m), amount: -5n },
          { account: house('BETS'), amount: 4n },
        ],
      },
      {
        brandId: brand,
        idempotencyKey: 'u2',
        kind: 'BET',
        legs: [
          { account: main(m), amount: 0n },
          { account: house('BETS'), amount: 0n },
        ],
      },
      {
        brandId: brand,
        idempotencyKey: 'u3',
        kind: 'BET',
        legs: [
          { account: main(m), amount: -5 },
          { account: house('BETS'), amount: 5 },
        ],
      },
      {
        brandId: brand,
        idempotencyKey: 'u4',
        kind: 'BET',
        legs: [
          { account: main(m), amount: -5n },
          { account: main(m), amount: 5n },
        ],
      },
      {
        brandId: brand,
        idempotencyKey: '',
        kind: 'BET',
        legs: [
          { account: main(m), amount: -5n },
          { account: house('BETS'), amount: 5n },
        ],
      },
      {
        brandId: brand,
        idempotencyKey: 'u6',
        kind: 'bet',
        legs: [
          { account: main(m), amount: -5n },
          { account: house('BETS'), amount: 5n },
        ],
      },
      {
        brandId: brand,
        idempotencyKey: 'u7',
        kind: 'BET',
        legs: [
          { account: vendor(m, 'pg!'), amount: -5n },
          { account: house('BETS'), amount: 5n },
        ],
      },
      { ...move(brand, 'u8', 'BET', house('PAYMENTS'), main(m), 5n), metadata: { n: 1n } },
    ];
    for (const request of bad)
      await expect(app.ledger.post(request as never)).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    await expect(
      app.ledger.post(move(brand, 'u9', 'DEPOSIT', house('PAYMENTS'), main(987_654_321), 5n)),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      app.ledger.post(move(brand + 1000, 'u10', 'DEPOSIT', house('PAYMENTS'), main(m), 5n)),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('group commit', () => {
  test('postings submitted together share one transaction; a bad one fails alone', async () => {
    const [a, b] = (await createMembers(app.db, brand, 2)) as [number, number];
    const ledger = new LedgerService(app.db);
    await ledger.post(move(brand, `seed-${a}`, 'DEPOSIT', house('PAYMENTS'), main(a), 100n));
    const batches = ledger.stats.batches;
    const results = await settleAll([
      ledger.post(move(brand, `x1-${a}`, 'BET', main(a), house('BETS'), 60n)),
      ledger.post(move(brand, `x2-${a}`, 'BET', main(a), house('BETS'), 60n)), // overdraft
      ledger.post(move(brand, `seed-${a}`, 'DEPOSIT', house('PAYMENTS'), main(a), 99n)), // conflict
      ledger.post(move(brand, `x3-${b}`, 'BET', main(b), house('BETS'), 1n)), // b has nothing
      ledger.post(move(brand, `x4-${b}`, 'DEPOSIT', house('PAYMENTS'), main(b), 7n)),
      ledger.post(move(brand, `x5-${a}`, 'BET', main(a), house('BETS'), 40n)),
    ]);
    expect(ledger.stats.batches).toBe(batches + 1);
    expect(results.codes).toEqual({ INSUFFICIENT_FUNDS: 2, IDEMPOTENCY_CONFLICT: 1 });
    expect(results.ok.map((r) => r.balances[0]?.balance)).toEqual([40n, 7n, 0n]);
    expect(await ledger.balances([a, b])).toEqual(
      new Map([
        [a, { main: 0n, held: 0n, vendors: {} }],
        [b, { main: 7n, held: 0n, vendors: {} }],
      ]),
    );
    await expectReconciled();
  });

  test('a batch whose transaction fails writes nothing and rejects every posting', async () => {
    const [a] = (await createMembers(app.db, brand, 1)) as [number];
    const connectionLost = Object.assign(new Error('Connection terminated'), { code: '08006' });
    const broken = new LedgerService(app.db, {
      beforeCommit: () => {
        throw connectionLost;
      },
    });
    const requests = [1n, 2n, 3n].map((n) =>
      move(brand, `f${n}-${a}`, 'DEPOSIT', house('PAYMENTS'), main(a), n),
    );
    const before = await count('ledger_transfers');
    const results = await settleAll(requests.map((r) => broken.post(r)));
    expect(results.codes).toEqual({ SERVICE_UNAVAILABLE: 3 });
    expect(broken.stats.batches).toBe(1);
    expect(await count('ledger_transfers')).toBe(before);
    expect((await app.ledger.balance(a)).main).toBe(0n);
    // Retrying the same keys is safe and posts each once.
    const retried = await Promise.all(requests.map((r) => app.ledger.post(r)));
    expect(retried.every((r) => r.created)).toBe(true);
    expect((await app.ledger.balance(a)).main).toBe(6n);
    await expectReconciled();
  });

  test('a posting the database refuses is isolated; the rest of its batch commits', async () => {
    const [a] = (await createMembers(app.db, brand, 1)) as [number];
    const ledger = new LedgerService(app.db, {
      beforeCommit: (keys) => {
        if (keys.includes(`poison-${a}`))
          throw Object.assign(new Error('check violation'), { code: '23514' });
      },
    });
    const results = await settleAll([
      ledger.post(move(brand, `ok1-${a}`, 'DEPOSIT', house('PAYMENTS'), main(a), 5n)),
      ledger.post(move(brand, `poison-${a}`, 'DEPOSIT', house('PAYMENTS'), main(a), 7n)),
      ledger.post(move(brand, `ok2-${a}`, 'DEPOSIT', house('PAYMENTS'), main(a), 11n)),
    ]);
    expect(results.codes).toEqual({ SERVICE_UNAVAILABLE: 1 });
    expect((await app.ledger.balance(a)).main).toBe(16n);
    await expectReconciled();
  });

  test('flushes at maxBatch, and flush() drains the queue', async () => {
    const [a] = (await createMembers(app.db, brand, 1)) as [number];
    const ledger = new LedgerService(app.db, { maxBatch: 4 });
    const pending = Array.from({ length: 10 }, (_, i) =>
      ledger.post(move(brand, `mb${i}-${a}`, 'DEPOSIT', house('PAYMENTS'), main(a), 1n)),
    );
    await ledger.flush();
    expect(ledger.stats.largestBatch).toBe(4);
    expect(ledger.stats.batches).toBe(3);
    await Promise.all(pending);
    await ledger.close();
    await expect(
      ledger.post(move(brand, `late-${a}`, 'DEPOSIT', house('PAYMENTS'), main(a), 1n)),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});

describe('the database guards the ledger', () => {
  const refused = async (query: ReturnType<typeof sql>) => {
    await expect(app.db.execute(query)).rejects.toThrow();
  };

  test('balances move only through entries; entries and transfers are append-only', async () => {
    const [a] = (await createMembers(app.db, brand, 1)) as [number];
    const posted = await app.ledger.post(
      move(brand, `g-${a}`, 'DEPOSIT', house('PAYMENTS'), main(a), 10n),
    );
    await refused(sql`update ledger_accounts set balance = balance + 1 where member_id = ${a}`);
    await refused(sql`delete from ledger_accounts where member_id = ${a}`);
    await refused(
      sql`update ledger_entries set amount = 1 where transfer_id = ${posted.transferId}`,
    );
    await refused(sql`delete from ledger_entries where transfer_id = ${posted.transferId}`);
    await refused(sql`delete from ledger_transfers where id = ${posted.transferId}`);
    await refused(sql`truncate ledger_entries cascade`);
    await refused(sql`insert into ledger_accounts (brand_id, currency, kind, member_id, balance, allow_negative)
      values (${brand}, 'MYR', 'MEMBER_HELD', ${a}, 0, true)`);
    await refused(sql`insert into ledger_accounts (brand_id, currency, kind, shard, balance, allow_negative)
      values (${brand}, 'MYR', 'HOUSE_FEES', 99, 5, true)`);
    // An unbalanced transfer, and an overdraft written around the service.
    await refused(sql`with t as (insert into ledger_transfers (brand_id, idempotency_key, request_hash, kind)
        values (${brand}, ${`raw-${a}`}, 'h', 'RAW') returning id)
      insert into ledger_entries (transfer_id, account_id, amount)
      select t.id, a.id, 5 from t, ledger_accounts a where a.member_id = ${a}`);
    await refused(sql`with t as (insert into ledger_transfers (brand_id, idempotency_key, request_hash, kind)
        values (${brand}, ${`raw2-${a}`}, 'h', 'RAW') returning id)
      insert into ledger_entries (transfer_id, account_id, amount)
      select t.id, a.id, case when a.member_id is null then 11 else -11 end from t, ledger_accounts a
      where a.member_id = ${a} or a.id = (select min(id) from ledger_accounts where kind = 'HOUSE_BETS')`);
    expect((await app.ledger.balance(a)).main).toBe(10n);
    await expectReconciled();
  });

  test('entries name a transfer and accounts that exist, transfers a brand that exists (no foreign keys on the bet path, migration 0016)', async () => {
    const [a] = (await createMembers(app.db, brand, 1)) as [number];
    await app.ledger.post(move(brand, `f-${a}`, 'DEPOSIT', house('PAYMENTS'), main(a), 10n));
    const refusedWith = async (query: ReturnType<typeof sql>, message: string) => {
      const error = await app.db.execute(query).then(
        () => null,
        (e: Error & { cause?: Error }) => e.cause ?? e,
      );
      expect(error?.message).toContain(message);
    };
    const memberMain = sql`(select id from ledger_accounts where member_id = ${a} and kind = 'MEMBER_MAIN')`;
    const houseBets = sql`(select min(id) from ledger_accounts where brand_id = ${brand} and kind = 'HOUSE_BETS')`;
    // Balanced entries on two real accounts, under a transfer that does not exist.
    await refusedWith(
      sql`insert into ledger_entries (transfer_id, account_id, amount)
        values (999999999, ${memberMain}, 3), (999999999, ${houseBets}, -3)`,
      'an entry names a missing transfer or account',
    );
    // A real transfer, one leg on an account that does not exist.
    await refusedWith(
      sql`with t as (insert into ledger_transfers (brand_id, idempotency_key, request_hash, kind)
          values (${brand}, ${`ghost-${a}`}, 'h', 'RAW') returning id)
        insert into ledger_entries (transfer_id, account_id, amount)
        select t.id, x.account_id, x.amount from t,
          (values (${memberMain}, 3::bigint), (999999999::bigint, -3::bigint)) as x(account_id, amount)`,
      'an entry names a missing transfer or account',
    );
    // Neither the transfer nor the accounts exist (brand and currency agree: both unknown).
    await refusedWith(
      sql`insert into ledger_entries (transfer_id, account_id, amount)
        values (999999999, 999999998, 3), (999999999, 999999997, -3)`,
      'an entry names a missing transfer or account',
    );
    await refusedWith(
      sql`insert into ledger_transfers (brand_id, idempotency_key, request_hash, kind)
        values (999999, ${`no-brand-${a}`}, 'h', 'RAW')`,
      'a transfer names a missing brand',
    );
    // A brand nothing refers to yet is still never deleted.
    const inserted = (await app.db.execute(
      sql`insert into brands (code, name, main_domain) values ('zz-guard', 'ZZ', 'zz.invalid') returning id`,
    )) as unknown as { rows: { id: number }[] };
    const fresh = inserted.rows[0]?.id;
    await refusedWith(sql`delete from brands where id = ${fresh}`, 'brands are never deleted');
    expect((await app.ledger.balance(a)).main).toBe(10n);
    await expectReconciled();
  });

  test('reconciliation reports a breach', async () => {
    const { app: other, close } = await createTestApp();
    try {
      const b = await brandIdOf(other.db);
      const [a] = (await createMembers(other.db, b, 1)) as [number];
      await other.ledger.post(move(b, 'r1', 'DEPOSIT', house('PAYMENTS'), main(a), 10n));
      expect((await reconcileLedger(other.db)).ok).toBe(true);
      await other.db.execute(
        sql`alter table ledger_accounts disable trigger ledger_accounts_guard`,
      );
      await other.db.execute(sql`update ledger_accounts set balance = 9 where member_id = ${a}`);
      const report = await reconcileLedger(other.db);
      expect(report.ok).toBe(false);
      expect(report.checks.filter((c) => c.breaches > 0).map((c) => c.name)).toEqual([
        'balance_equals_entries',
        'total_zero',
      ]);
    } finally {
      await close();
    }
  });
});
