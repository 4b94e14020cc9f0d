import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { build } from '../../app.ts';
import type { Config } from '../../config.ts';
import { soakSize } from '../../test/soak.ts';
import { type AccountRef, type PostingRequest, type PostResult, refKey } from './ledger.model.ts';
import { brandIdOf, createMembers, held, house, main, move, vendor } from './ledger-test-kit.ts';
import { reconcileLedger } from './reconcile.ts';

/**
 * Model-based: random postings (deposits, bets, wins, vendor transfers, holds, payouts), with
 * retries of earlier keys, conflicting reuse of keys, overdrafts, concurrent bursts and
 * restarts (the app closed and built again on the same PGlite directory or PostgreSQL
 * database). After every run the ledger reconciles and matches the model exactly.
 */
const admin = process.env.TEST_DATABASE_URL;
let dbName: string | undefined;
let dataDir: string | undefined;
let app: FastifyInstance;
let brand: number;

function config(): Partial<Config> {
  let databaseUrl: string | undefined;
  if (admin && dbName) {
    const url = new URL(admin);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  return {
    logLevel: 'silent',
    nodeEnv: 'test',
    dataDir: dataDir ?? '',
    databaseUrl,
    seedDemo: true,
    operatorApiToken: undefined,
    trustProxy: [],
  };
}

async function withAdmin(query: string) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function start() {
  app = await build({ config: config() });
  await app.ready();
}

beforeAll(async () => {
  if (admin) {
    dbName = `nova_test_${randomBytes(6).toString('hex')}`;
    await withAdmin(`create database ${dbName}`);
  } else dataDir = mkdtempSync(join(tmpdir(), 'nova-ledger-'));
  await start();
  brand = await brandIdOf(app.db);
});

afterAll(async () => {
  await app?.close();
  if (dbName) await withAdmin(`drop database if exists ${dbName} with (force)`);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

type Op =
  | { t: 'post'; kind: string; from: Slot; to: Slot; amount: bigint }
  | { t: 'retry'; pick: number }
  | { t: 'conflict'; pick: number; extra: bigint }
  | { t: 'burst'; posts: { kind: string; from: Slot; to: Slot; amount: bigint }[] }
  | { t: 'restart' };
type Slot =
  | { member: number; account: 'MAIN' | 'HELD' | 'PG' | 'SLOT' }
  | { house: 'PAYMENTS' | 'BETS' | 'BONUS' };

const member = fc.integer({ min: 0, max: 2 });
const amount = fc.bigInt({ min: 1n, max: 400n });
const posting = fc.oneof(
  fc.record({
    kind: fc.constant('DEPOSIT'),
    from: fc.constant<Slot>({ house: 'PAYMENTS' }),
    to: member.map<Slot>((m) => ({ member: m, account: 'MAIN' })),
    amount,
  }),
  fc.record({
    kind: fc.constant('BET'),
    from: member.map<Slot>((m) => ({ member: m, account: 'MAIN' })),
    to: fc.constant<Slot>({ house: 'BETS' }),
    amount,
  }),
  fc.record({
    kind: fc.constant('WIN'),
    from: fc.constant<Slot>({ house: 'BETS' }),
    to: member.map<Slot>((m) => ({ member: m, account: 'MAIN' })),
    amount,
  }),
  fc.record({
    kind: fc.constant('BONUS'),
    from: fc.constant<Slot>({ house: 'BONUS' }),
    to: member.map<Slot>((m) => ({ member: m, account: 'MAIN' })),
    amount,
  }),
  fc
    .tuple(member, fc.constantFrom<'PG' | 'SLOT'>('PG', 'SLOT'), fc.boolean())
    .chain(([m, v, out]) =>
      fc.record({
        kind: fc.constant(out ? 'TRANSFER_OUT' : 'TRANSFER_IN'),
        from: fc.constant<Slot>(out ? { member: m, account: 'MAIN' } : { member: m, account: v }),
        to: fc.constant<Slot>(out ? { member: m, account: v } : { member: m, account: 'MAIN' }),
        amount,
      }),
    ),
  fc.tuple(member, fc.boolean()).chain(([m, hold]) =>
    fc.record({
      kind: fc.constant(hold ? 'WITHDRAW_HOLD' : 'WITHDRAW_RELEASE'),
      from: fc.constant<Slot>({ member: m, account: hold ? 'MAIN' : 'HELD' }),
      to: fc.constant<Slot>({ member: m, account: hold ? 'HELD' : 'MAIN' }),
      amount,
    }),
  ),
  fc.record({
    kind: fc.constant('WITHDRAW_PAYOUT'),
    from: member.map<Slot>((m) => ({ member: m, account: 'HELD' })),
    to: fc.constant<Slot>({ house: 'PAYMENTS' }),
    amount,
  }),
);
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 10, arbitrary: posting.map((p) => ({ t: 'post' as const, ...p })) },
  { weight: 2, arbitrary: fc.nat().map((pick) => ({ t: 'retry' as const, pick })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.nat(), amount)
      .map(([pick, extra]) => ({ t: 'conflict' as const, pick, extra })),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(posting, { minLength: 2, maxLength: 6 })
      .map((posts) => ({ t: 'burst' as const, posts })),
  },
  { weight: 1, arbitrary: fc.constant({ t: 'restart' as const }) },
);

test('random postings, retries, conflicts, overdrafts and restarts keep the ledger whole', async () => {
  let run = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops) => {
      run++;
      const members = await createMembers(app.db, brand, 3);
      const ref = (s: Slot): AccountRef => {
        if ('house' in s) return house(s.house);
        const id = members[s.member] as number;
        if (s.account === 'MAIN') return main(id);
        if (s.account === 'HELD') return held(id);
        return vendor(id, s.account);
      };
      const model = new Map<string, bigint>();
      const posted = new Map<string, { content: string; result: PostResult }>();
      const sent: PostingRequest[] = [];
      let n = 0;
      const make = (p: { kind: string; from: Slot; to: Slot; amount: bigint }) =>
        move(brand, `r${run}-${members[0]}-${n++}`, p.kind, ref(p.from), ref(p.to), p.amount);
      const content = (r: PostingRequest) =>
        JSON.stringify(
          r.legs.map((l) => [refKey(l.account), l.amount.toString()]).concat([[r.kind, '']]),
        );
      /** What the model says the outcome must be, applying it when it posts. */
      const expectOutcome = (r: PostingRequest, outcome: PromiseSettledResult<PostResult>) => {
        const prior = posted.get(r.idempotencyKey);
        if (prior) {
          if (prior.content === content(r)) {
            expect(outcome).toMatchObject({
              status: 'fulfilled',
              value: { ...prior.result, created: false },
            });
          } else
            expect(outcome).toMatchObject({
              status: 'rejected',
              reason: { code: 'IDEMPOTENCY_CONFLICT' },
            });
          return;
        }
        const after = r.legs.map(
          (l) => [refKey(l.account), (model.get(refKey(l.account)) ?? 0n) + l.amount] as const,
        );
        if (after.some(([k, b]) => k.startsWith('M:') && b < 0n)) {
          expect(outcome).toMatchObject({
            status: 'rejected',
            reason: { code: 'INSUFFICIENT_FUNDS' },
          });
          return;
        }
        expect(outcome.status).toBe('fulfilled');
        const result = (outcome as PromiseFulfilledResult<PostResult>).value;
        expect(result.created).toBe(true);
        for (const [k, b] of after) model.set(k, b);
        expect(result.balances.map((b) => [refKey(b.account), b.balance])).toEqual(
          after.filter(([k]) => k.startsWith('M:')),
        );
        posted.set(r.idempotencyKey, { content: content(r), result });
      };
      const submit = async (requests: PostingRequest[]) => {
        const outcomes = await Promise.allSettled(requests.map((r) => app.ledger.post(r)));
        for (const [i, r] of requests.entries())
          expectOutcome(r, outcomes[i] as PromiseSettledResult<PostResult>);
        sent.push(...requests);
      };

      for (const o of ops) {
        if (o.t === 'post') await submit([make(o)]);
        else if (o.t === 'burst') await submit(o.posts.map(make));
        else if (o.t === 'retry' && sent.length > 0)
          await submit([sent[o.pick % sent.length] as PostingRequest]);
        else if (o.t === 'conflict' && sent.length > 0) {
          const earlier = sent[o.pick % sent.length] as PostingRequest;
          await submit([
            {
              ...earlier,
              legs: earlier.legs.map((l) => ({
                ...l,
                amount: l.amount < 0n ? l.amount - o.extra : l.amount + o.extra,
              })),
            },
          ]);
        } else if (o.t === 'restart') {
          await app.close();
          await start();
        }
      }

      const report = await reconcileLedger(app.db);
      expect(report.checks.filter((c) => c.breaches > 0)).toEqual([]);
      const balances = await app.ledger.balances(members);
      for (const [i, id] of members.entries()) {
        const b = balances.get(id);
        expect(b?.main).toBe(model.get(refKey(main(id))) ?? 0n);
        expect(b?.held).toBe(model.get(refKey(held(id))) ?? 0n);
        for (const v of ['PG', 'SLOT'])
          expect(b?.vendors[v] ?? 0n).toBe(model.get(refKey(vendor(id, v))) ?? 0n);
        expect(members[i]).toBe(id);
      }
      // Each accepted key is posted exactly once, and nothing else of this run was written.
      const keys = (await app.db.execute(sql`
        select idempotency_key as key, count(*)::int as n from ledger_transfers
        where idempotency_key like ${`r${run}-${members[0]}-%`} group by idempotency_key`)) as unknown as {
        rows: { key: string; n: number }[];
      };
      expect(Object.fromEntries(keys.rows.map((r) => [r.key, Number(r.n)]))).toEqual(
        Object.fromEntries([...posted.keys()].map((k) => [k, 1])),
      );
      // Money is conserved: what the members hold is what the house accounts gave out.
      const total = [...model.values()].reduce((a, b) => a + b, 0n);
      const memberTotal = [...model.entries()]
        .filter(([k]) => k.startsWith('M:'))
        .reduce((a, [, b]) => a + b, 0n);
      expect(total).toBe(0n);
      expect(memberTotal).toBeGreaterThanOrEqual(0n);
    }),
    { numRuns: soakSize(6, 25) },
  );
}, 120_000);
