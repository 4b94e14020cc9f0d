import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobContext } from '../../plugins/jobs.ts';
import { OPERATOR_TOKEN, okValue, operatorHeaders, serviceAccounts } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The back office's jobs screen (issue 15): the scheduler's jobs with their schedule, last run,
 * next due time and recent failures, and "run now" (audited). The clock is injected and the
 * timers are off, so every run is one this file asked for.
 */
const DAY = 24 * 3600 * 1000;
let clock = new Date('2026-03-02T10:00:10Z');
let failing = false;
const runs: JobContext[] = [];
let t: TestApp;
const as = serviceAccounts(() => t.app);

interface Job {
  name: string;
  everySeconds: number;
  lastDueAt: string | null;
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  lastOutcome: string | null;
  nextDueAt: string | null;
  failures: number;
}

beforeAll(async () => {
  t = await createTestApp(
    { operatorApiToken: OPERATOR_TOKEN, moneyJobsIntervalSeconds: 30 },
    {
      now: () => clock,
      jobs: { timers: false },
      setup: (app) => {
        app.jobs.register({
          name: 'test-hourly',
          everySeconds: 3600,
          run: async (context: JobContext) => {
            runs.push(context);
            if (failing) throw new Error('failed on purpose');
            return { done: true };
          },
        });
        app.jobs.register({ name: 'test-on-demand', everySeconds: 0, run: async () => 'ok' });
      },
    },
  );
  // Roles made for this file through the operator API: who may read the jobs, who may run them.
  for (const [code, permissions] of [
    ['JOBS_READER', ['jobs.read']],
    ['JOBS_RUNNER', ['jobs.read', 'jobs.run']],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/roles',
      headers: operatorHeaders(),
      payload: { code, name: code, permissions },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

async function jobs(role = 'JOBS_READER'): Promise<Map<string, Job>> {
  const res = await t.app.inject({
    url: '/ops/jobs',
    headers: await as(`reader-${role.toLowerCase()}`, role),
  });
  const value = okValue<{ jobs: Job[] }>(res);
  return new Map(value.jobs.map((job) => [job.name, job]));
}

async function run(name: string, reason = 'checking the job', role = 'JOBS_RUNNER') {
  return t.app.inject({
    method: 'POST',
    url: `/ops/jobs/${name}/run`,
    headers: await as(`runner-${role.toLowerCase()}`, role),
    payload: { reason },
  });
}

describe('the jobs screen', () => {
  it('lists every registered job with its schedule and next due time, before any run', async () => {
    const list = await jobs();
    expect(list.get('test-hourly')).toEqual({
      name: 'test-hourly',
      everySeconds: 3600,
      lastDueAt: null,
      lastStartedAt: null,
      lastFinishedAt: null,
      lastOutcome: null,
      nextDueAt: '2026-03-02T11:00:00.000Z',
      failures: 0,
    });
    expect(list.get('test-on-demand')).toMatchObject({ everySeconds: 0, nextDueAt: null });
    // The features' own jobs are there too (the money jobs every 30 s in this app).
    expect(list.get('withdrawals')).toMatchObject({
      everySeconds: 30,
      nextDueAt: '2026-03-02T10:00:30.000Z',
    });
    const names = [...list.keys()];
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('runs a job now, records the run and audits who ran it and why', async () => {
    const before = runs.length;
    const res = await run('test-hourly', 'statement check after the deploy');
    const value = okValue<{ name: string; outcome: string; seconds: number }>(res);
    expect(value).toMatchObject({ name: 'test-hourly', outcome: 'ok' });
    expect(value.seconds).toBeGreaterThanOrEqual(0);
    expect(runs.length).toBe(before + 1);
    expect((await jobs()).get('test-hourly')).toMatchObject({
      lastDueAt: clock.toISOString(),
      lastStartedAt: clock.toISOString(),
      lastFinishedAt: clock.toISOString(),
      lastOutcome: 'ok',
      failures: 0,
    });
    const [row] = await t.app.audit.list({ action: 'jobs.run', limit: 1 });
    expect(row).toMatchObject({
      actor: 'runner-jobs_runner',
      objectType: 'job',
      objectId: 'test-hourly',
      data: { outcome: 'ok', reason: 'statement check after the deploy' },
    });
  });

  it('answers a failed run as "failed" and counts it for 7 days, until a run succeeds', async () => {
    failing = true;
    const res = await run('test-hourly');
    failing = false;
    expect(okValue(res)).toMatchObject({ name: 'test-hourly', outcome: 'failed' });
    expect((await jobs()).get('test-hourly')).toMatchObject({
      lastOutcome: 'failed',
      failures: 1,
    });
    const [row] = await t.app.audit.list({ action: 'jobs.run', limit: 1 });
    expect(row?.data).toMatchObject({ outcome: 'failed' });

    const failedAt = clock;
    clock = new Date(failedAt.getTime() + 7 * DAY);
    expect((await jobs()).get('test-hourly')?.failures).toBe(1);
    clock = new Date(failedAt.getTime() + 7 * DAY + 1000);
    expect((await jobs()).get('test-hourly')?.failures).toBe(0);

    clock = failedAt;
    expect((await jobs()).get('test-hourly')?.failures).toBe(1);
    okValue(await run('test-hourly'));
    expect((await jobs()).get('test-hourly')).toMatchObject({ lastOutcome: 'ok', failures: 0 });
  });

  it('answers 404 for a job that does not exist, and audits nothing', async () => {
    const audited = (await t.app.audit.list({ action: 'jobs.run', limit: 100 })).length;
    const res = await run('no-such-job');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await t.app.audit.list({ action: 'jobs.run', limit: 100 })).length).toBe(audited);
  });

  it('refuses a missing reason and a malformed name before running anything', async () => {
    const before = runs.length;
    const blank = await run('test-hourly', '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().code).toBe('VALIDATION_FAILED');
    const upper = await run('Test-Hourly');
    expect(upper.statusCode).toBe(400);
    expect(runs.length).toBe(before);
  });

  it('needs jobs.read to list and jobs.run to run', async () => {
    const none = await t.app.inject({ url: '/ops/jobs' });
    expect(none.statusCode).toBe(401);
    const content = await t.app.inject({
      url: '/ops/jobs',
      headers: await as('content-bot', 'CONTENT'),
    });
    expect(content.statusCode).toBe(403);
    expect(content.json().code).toBe('FORBIDDEN');
    const before = runs.length;
    const reader = await run('test-hourly', 'just looking', 'JOBS_READER');
    expect(reader.statusCode).toBe(403);
    expect(runs.length).toBe(before);
  });
});
