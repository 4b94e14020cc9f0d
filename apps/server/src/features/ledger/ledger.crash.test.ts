/**
 * SECURITY.md 41, issue 4: the ledger's process killed with SIGKILL under load, restarted,
 * and every acknowledged posting is there, none half-done, the invariants hold.
 *
 * A child process (crash-worker.ts) posts continuously with many concurrent callers and
 * prints each posting only after post() resolved. The test kills it mid-flight, opens the
 * database afresh and checks it; the next round's worker retries acknowledged and in-flight
 * keys and carries on under load. PostgreSQL when TEST_DATABASE_URL is set (a fresh database,
 * dropped at the end; the kill takes down the app, not the database server), else PGlite on a
 * temporary DATA_DIR (the kill takes down the embedded database too).
 * Sizes: CI runs a smoke size (2 rounds of 80 acks: a kill, a restart that retries, a kill);
 * SOAK=1 (`npm run test:soak`, decision 030) the full soak (3 rounds of 300). Env overrides:
 * LEDGER_CRASH_ROUNDS, LEDGER_CRASH_ACKS (acks per round), LEDGER_CRASH_CALLERS (48).
 * LEDGER_CRASH_FAULT=ack-before-commit makes the worker acknowledge
 * inside the transaction before COMMIT: the test must then fail.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { seedBrand } from '../../db/seed/seed-brand.ts';
import { type CrashDatabase, crashDatabase } from '../../test/crash-database.ts';
import { soakSize } from '../../test/soak.ts';
import type { CrashWorkerConfig } from './crash-worker.ts';
import { createMembers } from './ledger-test-kit.ts';
import { type ReconcileReport, reconcileLedger } from './reconcile.ts';

const ROUNDS = Number(process.env.LEDGER_CRASH_ROUNDS ?? soakSize(2, 3));
const ACKS_PER_ROUND = Number(process.env.LEDGER_CRASH_ACKS ?? soakSize(80, 300));
const CALLERS = Number(process.env.LEDGER_CRASH_CALLERS ?? 48);
const FAULT = process.env.LEDGER_CRASH_FAULT as CrashWorkerConfig['fault'];
/** Acknowledged keys of earlier rounds each restarted worker posts again. */
const RETRY_ACKED = 25;
const WAIT_MS = 30_000;

const WORKER = fileURLToPath(new URL('./crash-worker.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));

let crash: CrashDatabase;
let location: CrashDatabase['location'];
let brandId: number;
let members: number[];

beforeAll(async () => {
  crash = await crashDatabase('nova_crash');
  location = crash.location;
  const database = await open();
  try {
    brandId = await seedBrand(database.db);
    members = await createMembers(database.db, brandId, 6);
  } finally {
    await database.close();
  }
});
/** Workers still running (a failed test): killed before the database goes. */
const live = new Set<ChildProcess>();
afterAll(async () => {
  for (const child of live) child.kill('SIGKILL');
  await crash?.cleanup();
});

const open = () => crash.open();

interface Worker {
  child: ChildProcess;
  /** key → transferId, in the order acknowledged (the last line for a key wins). */
  acks: Map<string, number>;
  rejects: Map<string, string>;
  /** Retried key → transferId and created, or '-' and the error code. */
  retries: Map<string, { transferId: number | undefined; result: string }>;
  /** Highest sequence number answered (acknowledged or refused) per caller. */
  answered: Map<number, number>;
  ready: boolean;
  retried: boolean;
  stderr: string[];
  until(done: () => boolean, what: string): Promise<void>;
  closed: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startWorker(
  config: Omit<CrashWorkerConfig, keyof typeof location | 'brandId' | 'members'>,
) {
  const full: CrashWorkerConfig = { ...location, brandId, members, ...config, fault: FAULT };
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    cwd: SERVER_DIR,
    env: { ...process.env, CRASH_WORKER_CONFIG: JSON.stringify(full) },
    // stdin stays open while we live: the worker exits when it closes (no orphan on a crash).
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  live.add(child);
  child.on('close', () => live.delete(child));
  const waiters = new Set<() => void>();
  const w: Worker = {
    child,
    acks: new Map(),
    rejects: new Map(),
    retries: new Map(),
    answered: new Map(),
    ready: false,
    retried: false,
    stderr: [],
    closed: new Promise((resolve) =>
      child.on('close', (code, signal) => resolve({ code, signal })),
    ),
    until(done, what) {
      if (done()) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => fail(`timed out waiting for ${what}`), WAIT_MS);
        const fail = (why: string) => {
          clearTimeout(timer);
          waiters.delete(check);
          reject(new Error(`${why}; worker stderr:\n${w.stderr.join('').slice(-4000)}`));
        };
        const check = () => {
          if (done()) {
            clearTimeout(timer);
            waiters.delete(check);
            resolve();
          }
        };
        waiters.add(check);
        void w.closed.then(({ code, signal }) => {
          if (waiters.has(check)) fail(`worker exited (${code ?? signal}) before ${what}`);
        });
      });
    },
  };
  child.stderr?.on('data', (chunk: Buffer) => w.stderr.push(chunk.toString()));
  const answered = (key: string) => {
    const [, caller, seq] = key.split('.').map(Number) as [number, number, number];
    w.answered.set(caller, Math.max(w.answered.get(caller) ?? -1, seq));
  };
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    const [tag, key = '', a = '', b = ''] = line.split(' ');
    if (tag === 'READY') w.ready = true;
    else if (tag === 'RETRIED') w.retried = true;
    else if (tag === 'A') {
      w.acks.delete(key);
      w.acks.set(key, Number(a));
      answered(key);
    } else if (tag === 'R') {
      w.acks.delete(key); // the last word on a key wins
      w.rejects.set(key, a);
      answered(key);
    } else if (tag === 'T')
      w.retries.set(key, { transferId: a === '-' ? undefined : Number(a), result: b });
    for (const check of [...waiters]) check();
  });
  return w;
}

/** Keys a killed worker may have had in flight: each caller's next one after its last answer. */
function inFlightKeys(prefix: string, w: Worker): string[] {
  return Array.from(
    { length: CALLERS },
    (_, c) => `${prefix}.${c}.${(w.answered.get(c) ?? -1) + 1}`,
  );
}

interface Snapshot {
  transfers: Map<string, { id: number; entries: number }>;
  report: ReconcileReport;
}

/** A fresh connection (a new PGlite instance on the same directory) after the crash. */
async function snapshot(): Promise<Snapshot> {
  const database = await open();
  try {
    const result = (await database.db.execute(sql`
      select t.idempotency_key as key, t.id::text as id, count(e.id)::int as entries
      from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
      where t.brand_id = ${brandId} group by t.id`)) as unknown as {
      rows: { key: string; id: string; entries: number }[];
    };
    const transfers = new Map(
      result.rows.map((r) => [r.key, { id: Number(r.id), entries: Number(r.entries) }]),
    );
    return { transfers, report: await reconcileLedger(database.db) };
  } finally {
    await database.close();
  }
}

function sample<T>(items: T[], n: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test(
  `SIGKILL under load, ${ROUNDS} rounds: acknowledged postings survive, none half-done`,
  async () => {
    const acked = new Map<string, number>();
    const rejected = new Set<string>();
    /** Keys posted by some worker but not acknowledged before its kill. */
    let unacked: string[] = [];
    let before: Snapshot = await snapshot();
    const problems: string[] = [];
    const stats: Record<string, number | string>[] = [];

    /** What a retry of each key must answer, judged against the database before the worker. */
    const checkRetries = (w: Worker, ackedRetried: string[], unackedRetried: string[]) => {
      for (const key of ackedRetried) {
        const r = w.retries.get(key);
        if (r?.result !== 'false' || r.transferId !== acked.get(key))
          problems.push(`acked ${key} (${acked.get(key)}) retried: ${JSON.stringify(r)}`);
      }
      for (const key of unackedRetried) {
        const r = w.retries.get(key);
        const prior = before.transfers.get(key);
        if (prior) {
          // Committed but never acknowledged: the retry returns the first result.
          if (r?.result !== 'false' || r.transferId !== prior.id)
            problems.push(`committed ${key} (${prior.id}) retried: ${JSON.stringify(r)}`);
        } else if (!(r?.result === 'true' || r?.result === 'INSUFFICIENT_FUNDS'))
          problems.push(`uncommitted ${key} retried: ${JSON.stringify(r)}`);
        // Acknowledged now: it must be there from here on.
        if (r?.transferId !== undefined) acked.set(key, r.transferId);
      }
    };

    const checkDatabase = (after: Snapshot, round: string, inFlight: Set<string>) => {
      for (const [key, id] of acked) {
        const t = after.transfers.get(key);
        if (t?.id !== id) problems.push(`${round}: acknowledged ${key} → ${id}, stored ${t?.id}`);
      }
      for (const key of rejected)
        if (after.transfers.has(key)) problems.push(`${round}: refused ${key} was stored`);
      for (const [key, t] of after.transfers) {
        if (t.entries !== 2) problems.push(`${round}: ${key} has ${t.entries} entries`);
        // Nothing appears that was not acknowledged or in flight at a kill.
        if (!acked.has(key) && !inFlight.has(key)) problems.push(`${round}: phantom ${key}`);
      }
      for (const check of after.report.checks)
        if (check.breaches > 0)
          problems.push(
            `${round}: ${check.name} ${check.breaches} ${JSON.stringify(check.samples)}`,
          );
    };

    const everInFlight = new Set<string>();
    for (let round = 1; round <= ROUNDS + 1; round++) {
      const last = round > ROUNDS;
      const prefix = `r${round}`;
      const ackedRetried = sample([...acked.keys()], RETRY_ACKED);
      const unackedRetried = unacked;
      const started = Date.now();
      // The last worker only retries and exits cleanly: a restart after the final kill.
      const w = startWorker({
        prefix,
        callers: CALLERS,
        retry: [...ackedRetried, ...unackedRetried],
        load: !last,
      });
      await w.until(() => w.retried, `${prefix} retries`);
      const retriedAt = Date.now();
      checkRetries(w, ackedRetried, unackedRetried);
      let exit: Awaited<Worker['closed']>;
      if (last) exit = await w.closed;
      else {
        await w.until(() => w.acks.size >= ACKS_PER_ROUND, `${ACKS_PER_ROUND} acks in ${prefix}`);
        await sleep(Math.random() * 30); // land the kill anywhere in a batch
        w.child.kill('SIGKILL');
        exit = await w.closed;
      }
      const killedAt = Date.now();
      expect(exit, w.stderr.join('')).toEqual(
        last ? { code: 0, signal: null } : { code: null, signal: 'SIGKILL' },
      );
      for (const [key, id] of w.acks) acked.set(key, id);
      for (const key of w.rejects.keys()) rejected.add(key);
      unacked = last ? [] : inFlightKeys(prefix, w).filter((k) => !acked.has(k));
      for (const key of unacked) everInFlight.add(key);
      const after = await snapshot();
      checkDatabase(after, prefix, everInFlight);
      stats.push({
        round: prefix,
        acks: w.acks.size,
        rejects: w.rejects.size,
        retried: w.retries.size,
        committedUnacked: unacked.filter((k) => after.transfers.has(k)).length,
        unackedNotStored: unacked.filter((k) => !after.transfers.has(k)).length,
        transfers: after.report.totals.transfers,
        startToRetriedMs: retriedAt - started,
        loadMs: killedAt - retriedAt,
        verifyMs: Date.now() - killedAt,
      });
      before = after;
    }
    console.info(`ledger crash test (${location.databaseUrl ? 'postgres' : 'pglite'})`);
    console.table(stats);
    expect({ problems: problems.length, first: problems.slice(0, 20) }).toEqual({
      problems: 0,
      first: [],
    });
    expect(acked.size).toBeGreaterThanOrEqual(ROUNDS * ACKS_PER_ROUND);
  },
  60_000 + ROUNDS * 30_000,
);
