import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { findJobRun } from './jobs.repository.ts';
import {
  type JobContext,
  type JobOutcome,
  latestDue,
  periodJobId,
  Scheduler,
  sqlExecutorFor,
} from './jobs.ts';

/**
 * The scheduler (decision 032) on the test's database (PGlite or PostgreSQL), driven by an
 * injected clock through tick() instead of its timers: every assertion follows an awaited run.
 */
const MINUTE = 60_000;
let clock = new Date('2026-03-02T10:00:10Z');
const observed: Array<[string, JobOutcome]> = [];
const runs = new Map<string, JobContext[]>();
const failNext = new Set<string>();
let t: TestApp;

function probe(name: string, everySeconds = 60) {
  return {
    name,
    everySeconds,
    run: async (context: JobContext) => {
      runs.set(name, [...(runs.get(name) ?? []), context]);
      if (failNext.delete(name)) throw new Error(`${name} failed on purpose`);
      return { ran: true };
    },
  };
}

/** Another instance on the same database, as a second server process would be. */
function otherInstance(app: FastifyInstance, ...jobs: Array<ReturnType<typeof probe>>) {
  const scheduler = new Scheduler({
    db: app.db,
    executeSql: sqlExecutorFor(app.db),
    now: () => clock,
    log: app.log,
  });
  for (const job of jobs) scheduler.register(job);
  return scheduler;
}

beforeAll(async () => {
  t = await createTestApp(
    { moneyJobsIntervalSeconds: 30 },
    {
      now: () => clock,
      jobs: {
        timers: false,
        observer: { onRun: (name, outcome) => observed.push([name, outcome]) },
      },
      setup: (app) => {
        for (const name of ['every-minute', 'failing', 'twice']) app.jobs.register(probe(name));
      },
    },
  );
});
afterAll(() => t.close());
beforeEach(() => {
  observed.length = 0;
});

const runsOf = (name: string) => runs.get(name) ?? [];

describe('the job scheduler', () => {
  it('runs each job once per period, due times on the period boundaries', async () => {
    // First tick: nothing recorded yet, so the current period is due (the catch-up at start).
    const ran = await t.app.jobs.tick();
    expect(ran).toContain('every-minute');
    // The money jobs have nothing to do on a fresh database: their pending check skips them.
    for (const money of [
      'withdrawals',
      'transfer-status-check',
      'bet-feed',
      'inhouse-interrupted-rounds',
    ]) {
      expect(ran).not.toContain(money);
      expect(observed).toContainEqual([money, 'idle']);
    }
    expect(runsOf('every-minute').map((r) => r.dueAt.toISOString())).toEqual([
      '2026-03-02T10:00:00.000Z',
    ]);
    // The same period again: nothing.
    clock = new Date(clock.getTime() + 40_000);
    expect(await t.app.jobs.tick()).not.toContain('every-minute');
    // The next minute: once, for its boundary.
    clock = new Date(clock.getTime() + 20_000);
    expect(await t.app.jobs.tick()).toContain('every-minute');
    expect(runsOf('every-minute').map((r) => r.dueAt.toISOString())).toEqual([
      '2026-03-02T10:00:00.000Z',
      '2026-03-02T10:01:00.000Z',
    ]);
    expect(observed).toContainEqual(['every-minute', 'ok']);
    expect(await findJobRun(t.app.db, 'every-minute')).toMatchObject({
      lastDueAt: new Date('2026-03-02T10:01:00Z'),
      lastOutcome: 'ok',
    });
  });

  it('reports a failing run, does not repeat it within the period, retries the next one', async () => {
    failNext.add('failing');
    clock = new Date(clock.getTime() + MINUTE);
    await t.app.jobs.tick();
    expect(observed).toContainEqual(['failing', 'failed']);
    expect(await findJobRun(t.app.db, 'failing')).toMatchObject({ lastOutcome: 'failed' });
    const before = runsOf('failing').length;
    await t.app.jobs.tick();
    expect(runsOf('failing')).toHaveLength(before);
    clock = new Date(clock.getTime() + MINUTE);
    await t.app.jobs.tick();
    expect(runsOf('failing')).toHaveLength(before + 1);
    expect(observed).toContainEqual(['failing', 'ok']);
    expect(await findJobRun(t.app.db, 'failing')).toMatchObject({ lastOutcome: 'ok' });
  });

  it('runs a period once when two instances see it due at the same moment', async () => {
    clock = new Date(clock.getTime() + MINUTE);
    const before = runsOf('twice').length;
    const other = otherInstance(t.app, probe('twice'));
    const [here, there] = await Promise.all([t.app.jobs.tick(), other.tick()]);
    expect(runsOf('twice')).toHaveLength(before + 1);
    expect([here.includes('twice'), there.includes('twice')].filter(Boolean)).toHaveLength(1);
    // And once more, each after the other: the run record keeps the period done.
    expect(await other.tick()).toEqual([]);
    expect(await t.app.jobs.tick()).not.toContain('twice');
    expect(runsOf('twice')).toHaveLength(before + 1);
    await other.stop();
  });

  it('catches up a period missed while every instance was down, once, at start', async () => {
    const job = probe('nightly', 86_400);
    const first = otherInstance(t.app, job);
    await first.tick();
    expect(runsOf('nightly')).toHaveLength(1);
    await first.stop();
    // Down for three days: at start the latest missed period runs once, not three.
    clock = new Date(clock.getTime() + 3 * 86_400_000);
    const restarted = otherInstance(t.app, job);
    const alsoRestarted = otherInstance(t.app, job);
    restarted.start();
    alsoRestarted.start();
    // stop() waits for what start() set running: no sleeping.
    await Promise.all([restarted.stop(), alsoRestarted.stop()]);
    expect(runsOf('nightly').map((r) => r.dueAt)).toEqual([
      latestDue(job, new Date(clock.getTime() - 3 * 86_400_000)),
      latestDue(job, clock),
    ]);
    // Started again in the same period: nothing to catch up.
    const again = otherInstance(t.app, job);
    again.start();
    await again.stop();
    expect(runsOf('nightly')).toHaveLength(2);
  });

  it('covers a period left waiting by an instance that died before running it', async () => {
    // pg-boss as a dead instance left it: the period sent, never fetched.
    const executeSql = sqlExecutorFor(t.app.db);
    const dead = new PgBoss({
      db: { executeSql },
      schema: 'pgboss',
      schedule: false,
      supervise: false,
    });
    await dead.start();
    const leftDue = new Date(latestDue({ everySeconds: 60 }, clock).getTime() - 5 * MINUTE);
    const leftId = periodJobId('every-minute', leftDue);
    await dead.send('every-minute', { dueAt: leftDue.toISOString() }, { id: leftId });
    clock = new Date(clock.getTime() + MINUTE);
    const before = runsOf('every-minute').length;
    expect(await t.app.jobs.tick()).toContain('every-minute');
    // One run, for the latest period; the left one is done with it.
    expect(
      runsOf('every-minute')
        .slice(before)
        .map((r) => r.dueAt),
    ).toEqual([latestDue({ everySeconds: 60 }, clock)]);
    expect((await dead.getJobById('every-minute', leftId))?.state).toBe('completed');
    await dead.stop({ graceful: false, close: false });
  });

  it('skips a period its pending check finds empty: no pg-boss job, no run record', async () => {
    let pending = false;
    const other = otherInstance(t.app);
    other.register({ ...probe('when-pending'), pending: async () => pending });
    clock = new Date(clock.getTime() + MINUTE);
    expect(await other.tick()).toEqual([]);
    expect(runsOf('when-pending')).toHaveLength(0);
    expect(await findJobRun(t.app.db, 'when-pending')).toBeUndefined();
    const sent = await t.app.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'when-pending'`,
    );
    expect((sent as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
    // Work appears within the same period: the next look runs it, once.
    pending = true;
    expect(await other.tick()).toEqual(['when-pending']);
    expect(await other.tick()).toEqual([]);
    expect(runsOf('when-pending').map((r) => r.dueAt.getTime())).toEqual([
      latestDue({ everySeconds: 60 }, clock).getTime(),
    ]);
    expect(await findJobRun(t.app.db, 'when-pending')).toMatchObject({ lastOutcome: 'ok' });
    // The operator's run does not ask.
    pending = false;
    await other.runNow('when-pending');
    expect(runsOf('when-pending')).toHaveLength(2);
    await other.stop();
  });

  it('runs a job at once for the operator API, recorded and observed', async () => {
    const result = await t.app.jobs.runNow<{ ran: boolean }>('every-minute');
    expect(result).toEqual({ ran: true });
    expect(observed).toEqual([['every-minute', 'ok']]);
    failNext.add('every-minute');
    await expect(t.app.jobs.runNow('every-minute')).rejects.toThrow('failed on purpose');
    expect(observed).toContainEqual(['every-minute', 'failed']);
    await expect(t.app.jobs.runNow('nothing-here')).rejects.toThrow('no job named');
  });

  it('refuses a bad or duplicate registration', () => {
    const other = otherInstance(t.app, probe('dupe'));
    expect(() => other.register(probe('dupe'))).toThrow('registered twice');
    expect(() => other.register(probe('Not A Name'))).toThrow('is not');
    expect(() => other.register(probe('fractional', 1.5))).toThrow('whole number');
  });
});

describe('due times', () => {
  it('fall on multiples of the period since the epoch, shifted by the offset', () => {
    const at = new Date('2026-03-04T13:14:15Z'); // a Wednesday
    expect(latestDue({ everySeconds: 30 }, at).toISOString()).toBe('2026-03-04T13:14:00.000Z');
    expect(latestDue({ everySeconds: 86_400 }, at).toISOString()).toBe('2026-03-04T00:00:00.000Z');
    // The epoch was a Thursday: four days on, weeks start on Monday 00:00 UTC.
    expect(latestDue({ everySeconds: 604_800, offsetSeconds: 345_600 }, at).toISOString()).toBe(
      '2026-03-02T00:00:00.000Z',
    );
  });
});
