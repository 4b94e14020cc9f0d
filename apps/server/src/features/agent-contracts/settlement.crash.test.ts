/**
 * Issue 15 "A settlement interrupted by kill -9 resumes without double payment", like the
 * ledger's crash test: a child process (settlement-crash-worker.ts) settles several days of
 * contracts for a tree of agents; the test kills it with SIGKILL part way, twice, then lets a
 * third run finish, and checks every period has one statement, every statement is paid exactly
 * its amount by exactly the ledger postings its payment rows name, and the ledger reconciles.
 * PostgreSQL when TEST_DATABASE_URL is set (a fresh database, dropped at the end), else PGlite
 * on a temporary DATA_DIR (the kill takes the embedded database down too). SOAK=1: more agents
 * and kill rounds.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { seedBrand } from '../../db/seed/seed-brand.ts';
import { type CrashDatabase, crashDatabase } from '../../test/crash-database.ts';
import { soakSize } from '../../test/soak.ts';
import { LedgerService } from '../ledger/ledger.service.ts';
import { reconcileLedger } from '../ledger/reconcile.ts';
import { offer, sign } from './agent-contracts.service.ts';
import type { SettlementWorkerConfig } from './settlement-crash-worker.ts';

const TOPS = soakSize(12, 40);
const KILLS = soakSize(2, 5);
const TZ = 'Asia/Kuala_Lumpur';
const DAY = 86_400_000;
const WORKER = fileURLToPath(new URL('./settlement-crash-worker.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));

let crash: CrashDatabase;
let location: CrashDatabase['location'];
let brandId: number;
const live = new Set<ChildProcess>();

const open = () => crash.open();

beforeAll(async () => {
  crash = await crashDatabase('nova_settle_crash');
  location = crash.location;
  const database = await open();
  const ledger = new LedgerService(database.db);
  try {
    brandId = await seedBrand(database.db);
    // Contracts signed three days ago: the settlement has several days to catch up.
    const signedAt = new Date(Date.now() - 3 * DAY);
    const deps = { db: database.db, now: () => signedAt };
    const fixed = (amount: string) => ({
      kind: 'SALARY_DAILY' as const,
      period: 'DAILY' as const,
      rateType: 'FIXED' as const,
      tiers: [{ minBets: '0', minNetLoss: '0', minActive: 0, ratio: 0, amount }],
    });
    const dividend = (ratio: number) => ({
      kind: 'DIVIDEND' as const,
      period: 'DAILY' as const,
      rateType: 'PERCENT' as const,
      tiers: [{ minBets: '0', minNetLoss: '0', minActive: 0, ratio, amount: '0' }],
    });
    for (let i = 0; i < TOPS; i++) {
      const top = await insertMember(database.db, 1, null);
      const sub = await insertMember(database.db, 2, top);
      const player = await insertMember(database.db, 0, sub);
      await ledger.post(move(`fund:${top.id}`, 'TEST', { house: 'PAYMENTS' }, top.id, 1_000_000n));
      await ledger.post(
        move(`fund:${player.id}`, 'TEST', { house: 'PAYMENTS' }, player.id, 50_000n),
      );
      for (const terms of [fixed('300'), dividend(3000)]) {
        const a = await offer(
          deps,
          { kind: 'PLATFORM', operator: 'test', brandId },
          {
            downlineId: top.id,
            terms,
          },
        );
        await sign(deps, { memberId: top.id, brandId }, { id: a.id, confirm: true, timezone: TZ });
      }
      for (const terms of [fixed('200'), dividend(2000)]) {
        const b = await offer(
          deps,
          { kind: 'MEMBER', memberId: top.id, brandId },
          {
            downlineId: sub.id,
            terms,
          },
        );
        await sign(deps, { memberId: sub.id, brandId }, { id: b.id, confirm: true, timezone: TZ });
      }
      // Play today (real time): the dividends have a loss to share.
      await ledger.post({
        brandId,
        idempotencyKey: `bet:${player.id}`,
        kind: 'BET',
        legs: [
          { account: { memberId: player.id, kind: 'MAIN' }, amount: -10_000n },
          { account: { house: 'BETS' }, amount: 10_000n },
        ],
        metadata: { source: 'INHOUSE', roundId: `r${player.id}` },
      });
    }
  } finally {
    await ledger.close();
    await database.close();
  }
}, 120_000);

afterAll(async () => {
  for (const child of live) child.kill('SIGKILL');
  await crash?.cleanup();
});

function move(key: string, kind: string, from: { house: 'PAYMENTS' }, to: number, amount: bigint) {
  return {
    brandId,
    idempotencyKey: key,
    kind,
    legs: [
      { account: from, amount: -amount },
      { account: { memberId: to, kind: 'MAIN' as const }, amount },
    ],
  };
}

let serial = 0;
async function insertMember(
  db: Awaited<ReturnType<typeof open>>['db'],
  type: number,
  parent: { id: number; path: string } | null,
) {
  const account = `crash${process.pid}x${++serial}`;
  const result = (await db.execute(sql`
    insert into members (brand_id, account, nickname, password_hash, type, parent_id)
    values (${brandId}, ${account}, ${account}, 'x', ${type}, ${parent?.id ?? null})
    returning id`)) as unknown as { rows: { id: string | number }[] };
  const id = Number(result.rows[0]?.id);
  const path = `${parent?.path ?? '/'}${id}/`;
  await db.execute(sql`update members set path = ${path} where id = ${id}`);
  return { id, path };
}

/** Run a worker; kill it `killAfterMs` after READY (undefined: let it finish). */
function runWorker(nowMs: number, killAfterMs?: number) {
  const config: SettlementWorkerConfig = { ...location, brandId, timezone: TZ, nowMs };
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    cwd: SERVER_DIR,
    env: { ...process.env, SETTLEMENT_WORKER_CONFIG: JSON.stringify(config) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  live.add(child);
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  let done = false;
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    if (line === 'READY' && killAfterMs !== undefined)
      setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    if (line.startsWith('DONE')) done = true;
  });
  return new Promise<{ done: boolean; code: number | null; stderr: string }>((resolve) =>
    child.on('close', (code) => {
      live.delete(child);
      resolve({ done, code, stderr: stderr.join('').slice(-4000) });
    }),
  );
}

test('a settlement killed part way resumes without paying anything twice', async () => {
  const nowMs = Date.now() + 2 * DAY;
  for (let round = 0; round < KILLS; round++) {
    // The killed run's hold on the brand (1.5 s in the worker) lapses first.
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    const killed = await runWorker(nowMs, 150 + Math.floor(Math.random() * 900));
    // Killed, or it finished first: both are fine, a crash must only never double-pay.
    if (!killed.done) expect(killed.code, killed.stderr).not.toBe(0);
  }
  // Resumed after the killed runs' holds have lapsed: the brand's (1.5 s, real time) and the
  // statements' they were paying (2 minutes, on the database's clock: waited out by moving
  // them back, as two minutes passing would).
  await new Promise((resolve) => setTimeout(resolve, 1_600));
  const database = await open();
  await database.db.execute(
    sql`update agent_statements set lease_until = now() - interval '1 second' where lease_until is not null`,
  );
  await database.close();
  const last = await runWorker(nowMs);
  expect(last.done, last.stderr).toBe(true);

  const checked = await open();
  try {
    const q = async <T>(query: ReturnType<typeof sql>) =>
      ((await checked.db.execute(query)) as unknown as { rows: T[] }).rows;
    const contracts = await q<{ n: number }>(
      sql`select count(*)::int as n from agent_contracts where state = 'SIGNED'`,
    );
    const perContract = await q<{ contract_id: string; n: number }>(
      sql`select contract_id::text, count(*)::int as n from agent_statements group by 1`,
    );
    expect(perContract).toHaveLength(contracts[0]?.n ?? -1);
    // Every contract has the same days to settle: signed the same day, settled to the same time.
    expect(new Set(perContract.map((r) => r.n)).size).toBe(1);
    expect(perContract[0]?.n).toBeGreaterThanOrEqual(4);
    const statements = await q<{ id: string; amount: string; paid: string; status: string }>(
      sql`select id::text, amount::text, paid::text, status from agent_statements`,
    );
    const postings = await q<{ key: string; amount: string }>(sql`
      select t.idempotency_key as key, sum(e.amount)::text as amount
        from ledger_transfers t
        join ledger_entries e on e.transfer_id = t.id and e.amount > 0
       where t.idempotency_key like 'agent-pay:%'
       group by t.idempotency_key`);
    const payments = await q<{
      statement_id: string;
      seq: number;
      amount: string;
      transfer_id: string | null;
    }>(
      sql`select statement_id::text, seq, amount::text, transfer_id::text from agent_statement_payments`,
    );
    const posted = new Map(postings.map((p) => [p.key, BigInt(p.amount)]));
    for (const p of payments) {
      expect(p.transfer_id, `payment ${p.statement_id}:${p.seq}`).not.toBeNull();
      expect(posted.get(`agent-pay:${p.statement_id}:${p.seq}`)).toBe(BigInt(p.amount));
    }
    expect(payments).toHaveLength(postings.length);
    for (const s of statements) {
      const total = payments
        .filter((p) => p.statement_id === s.id)
        .reduce((sum, p) => sum + BigInt(p.amount), 0n);
      expect(total, `statement ${s.id}`).toBe(BigInt(s.paid));
      expect(s.paid).toBe(s.amount);
      expect(['PAID', 'NOTHING']).toContain(s.status);
    }
    const report = await reconcileLedger(checked.db, { money: true });
    expect(report.ok).toBe(true);
  } finally {
    await checked.close();
  }
}, 240_000);
