import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/test-app.ts';
import { RoundBatcher } from './rounds-batch.repository.ts';
import { nextId, walletCall, walletPlayer } from './vendor-wallet-test-kit.ts';

// The hot path's cost in SQL (decision 017, "Benchmark"): once the caches are warm (brand,
// member, game session, catalogue, ledger accounts and balances), a bet and its win each cost
// the statements pinned here (issue 14 added one each: the player protection's usage, batched). Every statement is a round trip (and, on PostgreSQL, a socket
// write and a commit), so one more is a regression this test names.
const file = setUpTestApp();
const VENDOR = 'PT';

/** Every statement the app's driver is sent (BEGIN and COMMIT included), by text. */
async function spyStatements(app: FastifyInstance): Promise<{ seen: string[]; stop(): void }> {
  const seen: string[] = [];
  // PGlite's prepared statements by name, as the database holds them (text by name).
  const prepared = new Map<string, string>();
  const client = (app.db as unknown as { $client: Record<string, unknown> }).$client;
  const restore: (() => void)[] = [];
  const text = (q: unknown) =>
    typeof q === 'string' ? q : String((q as { text?: string } | undefined)?.text ?? q);
  const wrapQuery = (target: Record<string, unknown>) => {
    const original = target.query as (...args: unknown[]) => unknown;
    if ((original as { spied?: boolean }).spied) return;
    const spy = function (this: unknown, ...args: unknown[]) {
      seen.push(text(args[0]).replace(/\s+/g, ' ').trim().slice(0, 80));
      return original.apply(this, args);
    };
    (spy as { spied?: boolean }).spied = true;
    target.query = spy;
    restore.push(() => {
      target.query = original;
    });
  };
  if (!('totalCount' in client)) {
    const query = client.query as (
      text: string,
    ) => Promise<{ rows: { name: string; statement: string }[] }>;
    for (const row of (
      await query.call(client, 'select name, statement from pg_prepared_statements')
    ).rows)
      prepared.set(row.name, row.statement);
  }
  wrapQuery(client);
  if ('totalCount' in client) {
    // node-postgres pool: a transaction checks a client out and speaks through it.
    const connect = client.connect as (...args: unknown[]) => Promise<Record<string, unknown>>;
    // Only a checkout by promise (a transaction): the pool's own query checks out with a
    // callback and is counted already.
    client.connect = function (this: unknown, ...args: unknown[]) {
      if (args.length > 0) return connect.apply(this, args);
      return connect.apply(this, args).then((checkedOut) => {
        wrapQuery(checkedOut);
        return checkedOut;
      });
    };
    restore.push(() => {
      client.connect = connect;
    });
  } else {
    // PGlite: fixed statements are named prepared statements sent as protocol messages
    // (db/pglite-prepared.ts): a Parse names its text, a Bind the statement it runs.
    const execProtocol = client.execProtocol as (
      message: Uint8Array,
      ...rest: unknown[]
    ) => unknown;
    client.execProtocol = function (this: unknown, message: Uint8Array, ...rest: unknown[]) {
      const cstrings = (from: number, count: number) => {
        const out: string[] = [];
        let at = from;
        for (let i = 0; i < count; i++) {
          const end = message.indexOf(0, at);
          out.push(new TextDecoder().decode(message.subarray(at, end)));
          at = end + 1;
        }
        return out;
      };
      if (message[0] === 0x50) {
        const [name = '', statement = ''] = cstrings(5, 2);
        prepared.set(name, statement);
        seen.push(statement.replace(/\s+/g, ' ').trim().slice(0, 80));
      } else if (message[0] === 0x42) {
        const [, name = ''] = cstrings(5, 2);
        seen.push((prepared.get(name) ?? name).replace(/\s+/g, ' ').trim().slice(0, 80));
      }
      return execProtocol.call(this, message, ...rest);
    };
    restore.push(() => {
      client.execProtocol = execProtocol;
    });
    // PGlite: exec and transactions (BEGIN ... COMMIT around the callback's statements).
    const exec = client.exec as (...args: unknown[]) => unknown;
    client.exec = function (this: unknown, ...args: unknown[]) {
      seen.push(text(args[0]).slice(0, 80));
      return exec.apply(this, args);
    };
    const transaction = client.transaction as (
      fn: (tx: Record<string, unknown>) => Promise<unknown>,
    ) => Promise<unknown>;
    client.transaction = function (this: unknown, fn: (tx: Record<string, unknown>) => unknown) {
      seen.push('BEGIN');
      return transaction
        .call(this, async (tx: Record<string, unknown>) => {
          wrapQuery(tx);
          return fn(tx);
        })
        .finally(() => seen.push('COMMIT'));
    };
    restore.push(() => {
      client.exec = exec;
      client.transaction = transaction;
    });
  }
  return {
    seen,
    stop: () => {
      for (const undo of restore.reverse()) undo();
    },
  };
}

let stopSpy: (() => void) | undefined;
afterEach(() => stopSpy?.());

describe('the SQL of one seamless round (caches warm)', () => {
  it('a bet is three statements and its win is three, with no BEGIN or COMMIT', async () => {
    const { app } = file;
    const p = await walletPlayer(app, VENDOR, 10_000n);
    const round = (roundId: string, txId: string) => ({
      bet: {
        vendor: VENDOR,
        memberId: p.id,
        sessionToken: p.token,
        gameCode: 'PT-RNG-001',
        roundId,
        txId: `${txId}-b`,
        amount: '100',
      },
      win: {
        vendor: VENDOR,
        memberId: p.id,
        gameCode: 'PT-RNG-001',
        roundId,
        txId: `${txId}-w`,
        betTxId: `${txId}-b`,
        amount: '40',
      },
    });
    // A first round warms every cache (and opens the accounts).
    const warm = round(nextId('warm'), nextId());
    expect((await walletCall(app, 'bet', warm.bet)).statusCode).toBe(200);
    expect((await walletCall(app, 'win', warm.win)).statusCode).toBe(200);

    const r = round(nextId('round'), nextId());
    const spy = await spyStatements(app);
    stopSpy = spy.stop;
    const bet = await walletCall(app, 'bet', r.bet);
    expect(bet.statusCode).toBe(200);
    const betStatements = [...spy.seen];
    spy.seen.length = 0;
    const win = await walletCall(app, 'win', r.win);
    expect(win.statusCode).toBe(200);
    const winStatements = [...spy.seen];
    spy.stop();

    expect(bet.json().value).toMatchObject({ balance: '9840', duplicate: false });
    expect(win.json().value).toMatchObject({ balance: '9880', duplicate: false });
    // The bet: the player's protection counts its stake (issue 14: one guarded upsert for a
    // member with no limit or exclusion), its ledger posting (one statement, no BEGIN/COMMIT),
    // then its round read (write, then read: the read must see a rollback committed before the
    // posting).
    expect(betStatements, betStatements.join('\n')).toEqual([
      expect.stringMatching(/^with i as/),
      expect.stringMatching(/^with locked as materialized/),
      expect.stringMatching(/^with k as/),
    ]);
    // The win: its round settle (checking the bet it names), its ledger posting, then the
    // protection's count of it (the loss limit counts stakes less wins).
    expect(winStatements, winStatements.join('\n')).toEqual([
      expect.stringMatching(/^with k as/),
      expect.stringMatching(/^with locked as materialized/),
      expect.stringMatching(/^with i as/),
    ]);
  });

  it('concurrent callbacks share their statements', async () => {
    const { app } = file;
    const p = await walletPlayer(app, VENDOR, 100_000n);
    const ids = Array.from({ length: 8 }, () => nextId('shared'));
    const bet = (id: string) => ({
      vendor: VENDOR,
      memberId: p.id,
      sessionToken: p.token,
      gameCode: 'PT-RNG-001',
      roundId: `${id}-r`,
      txId: `${id}-b`,
      amount: '100',
    });
    const win = (id: string) => ({
      vendor: VENDOR,
      memberId: p.id,
      gameCode: 'PT-RNG-001',
      roundId: `${id}-r`,
      txId: `${id}-w`,
      betTxId: `${id}-b`,
      amount: '100',
    });
    const warm = nextId('warm');
    expect((await walletCall(app, 'bet', bet(warm))).statusCode).toBe(200);
    expect((await walletCall(app, 'win', win(warm))).statusCode).toBe(200);

    const spy = await spyStatements(app);
    stopSpy = spy.stop;
    const bets = await Promise.all(ids.map((id) => walletCall(app, 'bet', bet(id))));
    expect(bets.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    const betStatements = spy.seen.length;
    spy.seen.length = 0;
    const wins = await Promise.all(ids.map((id) => walletCall(app, 'win', win(id))));
    expect(wins.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    const winStatements = spy.seen.length;
    spy.stop();
    // Three statements per callback alone; together, far fewer than 3 × 8.
    expect(betStatements).toBeLessThanOrEqual(6);
    expect(winStatements).toBeLessThanOrEqual(6);
  });

  it('a round read and a settle waiting together are one statement', async () => {
    const { app, brand } = file;
    const p = await walletPlayer(app, VENDOR);
    const rounds = new RoundBatcher(app.db);
    const key = (roundId: string) => ({ brandId: brand, vendor: VENDOR, roundId, memberId: p.id });
    const settledId = nextId('settled');
    const spy = await spyStatements(app);
    stopSpy = spy.stop;
    const [read, settled, again] = await Promise.all([
      rounds.read(key(nextId('unknown'))),
      rounds.settle(key(settledId)),
      rounds.settle(key(settledId)),
    ]);
    const statements = [...spy.seen];
    spy.stop();
    expect(read).toBeUndefined();
    expect(settled).toMatchObject({ bet: 'NONE', round: { status: 'SETTLED', inserted: true } });
    // The same round twice in one statement shares its row: settled once.
    expect(again).toBe(settled);
    expect(statements, statements.join('\n')).toHaveLength(1);
    // Settled before: the next settle reports it was not this one.
    expect(await rounds.settle(key(settledId))).toMatchObject({ round: { inserted: false } });
    expect(await rounds.read(key(settledId))).toMatchObject({ status: 'SETTLED' });
  });
});
