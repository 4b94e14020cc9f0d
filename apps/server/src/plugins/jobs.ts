import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';
import {
  findJobRun,
  type JobRunRow,
  listJobRuns,
  markJobFinished,
  markJobStarted,
} from './jobs.repository.ts';

/**
 * One durable job scheduler for every periodic job (decision 032). pg-boss, in its own `pgboss`
 * schema on the app's database (PostgreSQL or PGlite, through the same connection), holds one
 * job per (name, due time): each instance that sees a period due sends that job under an id
 * derived from the pair, so the period exists once however many instances send it, and the
 * first instance to fetch it (`FOR UPDATE SKIP LOCKED`) is the only one to run it. The
 * `job_runs` table records the latest due time a run covered: a period is sent only when it is
 * newer, which is also the catch-up (a period missed while every instance was down runs once at
 * start) and keeps a long period from running twice after pg-boss archived its job.
 *
 * No polling: each job has one timer per instance, armed for its next due time; pg-boss's own
 * cron timekeeper (minute-granular, polling) and workers are not started. Handlers stay
 * idempotent guarded updates: a run cut off by a crash is not resumed, the next period runs.
 */

/** `idle`: the job's `pending` check found nothing to do, so the period was not sent or run. */
export type JobOutcome = 'ok' | 'failed' | 'idle';

/** Told of every run (Prometheus wires here); must not throw. */
export interface JobObserver {
  onRun(name: string, outcome: JobOutcome, seconds: number): void;
}

export interface JobContext {
  /** The due time this run covers (`now` for runNow). */
  dueAt: Date;
  now: Date;
}

export interface JobDefinition<R = unknown> {
  /** Lower-case letters, digits and dashes; also the pg-boss queue name. */
  name: string;
  /**
   * Due at every multiple of this many seconds since the Unix epoch (UTC), shifted by
   * `offsetSeconds` (86_400 = daily at 00:00 UTC; 604_800 with offset 345_600 = Mondays).
   * 0: never on its own, only through runNow.
   */
  everySeconds: number;
  offsetSeconds?: number;
  /**
   * Is there anything to do? Asked at each due time before any bookkeeping: false skips the
   * period (no pg-boss job, no `job_runs` write), so an idle server's periods cost one read
   * each (issue 12). Must answer true whenever `run` could change anything: build it from the
   * same conditions as the handler's own statements. The operator's runNow does not ask.
   */
  pending?(context: JobContext): Promise<boolean>;
  run(context: JobContext): Promise<R>;
}

/** A registered job as the operator sees it: its schedule and its latest run record. */
export interface JobStatus {
  name: string;
  everySeconds: number;
  /** The run record (job_runs); null before the job's first run. */
  run: JobRunRow | null;
  /** The next due time after now; null for a job that runs only on demand. */
  nextDueAt: Date | null;
}

/** Runs SQL text on the app's database connection, for pg-boss. */
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface SchedulerOptions {
  db: Db;
  executeSql: SqlExecutor;
  now: () => Date;
  log: FastifyBaseLogger;
  observer?: JobObserver;
}

const NAME = /^[a-z][a-z0-9-]{0,62}$/;
/** pg-boss housekeeping (archive, expire, delete) once every 10 minutes: near-zero idle cost. */
const MAINTENANCE_INTERVAL_SECONDS = 600;
/** A run still active after this long is expired by pg-boss; the next period runs anyway. */
const EXPIRE_IN_SECONDS = 15 * 60;
/** Waiting periods of one job taken (and covered by one run) at a time. */
const FETCH_BATCH = 50;

/** The latest due time at or before `at`. */
export function latestDue(
  job: Pick<JobDefinition, 'everySeconds' | 'offsetSeconds'>,
  at: Date,
): Date {
  const period = job.everySeconds * 1000;
  const offset = (job.offsetSeconds ?? 0) * 1000;
  return new Date(Math.floor((at.getTime() - offset) / period) * period + offset);
}

/** The pg-boss job id of a (name, due time) pair: the same on every instance. */
export function periodJobId(name: string, dueAt: Date): string {
  const hex = createHash('sha256').update(`${name}|${dueAt.toISOString()}`).digest('hex');
  // Shaped as a version-4 UUID (pg-boss ids are uuid); unique enough for one (name, period).
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export class Scheduler {
  readonly #jobs = new Map<string, JobDefinition>();
  readonly #timers = new Map<string, NodeJS.Timeout>();
  readonly #running = new Set<string>();
  readonly #inFlight = new Set<Promise<unknown>>();
  readonly #options: SchedulerOptions;
  #boss: Promise<PgBoss> | undefined;
  #stopped = false;

  constructor(options: SchedulerOptions) {
    this.#options = options;
  }

  register<R>(job: JobDefinition<R>): void {
    if (!NAME.test(job.name)) throw new Error(`job name ${job.name} is not [a-z][a-z0-9-]*`);
    if (this.#jobs.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
    if (!Number.isInteger(job.everySeconds) || job.everySeconds < 0)
      throw new Error(`job ${job.name}: everySeconds must be a whole number >= 0`);
    this.#jobs.set(job.name, job as JobDefinition);
  }

  names(): string[] {
    return [...this.#jobs.keys()];
  }

  has(name: string): boolean {
    return this.#jobs.has(name);
  }

  /** Every registered job, by name, with its latest run record and next due time (one read). */
  async list(): Promise<JobStatus[]> {
    const runs = new Map((await listJobRuns(this.#options.db)).map((row) => [row.name, row]));
    const now = this.#options.now();
    return [...this.#jobs.values()]
      .map((job) => ({
        name: job.name,
        everySeconds: job.everySeconds,
        run: runs.get(job.name) ?? null,
        nextDueAt:
          job.everySeconds > 0
            ? new Date(latestDue(job, now).getTime() + job.everySeconds * 1000)
            : null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /**
   * Run a job at once on this instance (the operator API, tests), recorded and observed like a
   * scheduled run; resolves to the handler's result, rejects with its error.
   */
  async runNow<R>(name: string): Promise<R> {
    const job = this.#job(name);
    return (await this.#track(this.#execute(job, this.#options.now()))) as R;
  }

  /**
   * Run every scheduled job whose latest due time (by the injected clock) no run has covered
   * yet: what each timer does for its job, for all jobs at once. Resolves to the names this
   * instance ran.
   */
  async tick(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of this.#jobs.values()) {
      if (job.everySeconds > 0 && (await this.#track(this.#runDue(job)))) ran.push(job.name);
    }
    return ran;
  }

  /** Arm one timer per scheduled job; each first runs at once (the catch-up at start). */
  start(): void {
    for (const job of this.#jobs.values()) {
      if (job.everySeconds > 0) this.#fire(job);
    }
  }

  /** Clear the timers, wait for runs in flight, stop pg-boss (the connection is the app's). */
  async stop(): Promise<void> {
    this.#stopped = true;
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
    await Promise.allSettled([...this.#inFlight]);
    const boss = await this.#boss?.catch(() => undefined);
    await boss?.stop({ graceful: false, close: false, wait: true });
  }

  #job(name: string): JobDefinition {
    const job = this.#jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    return job;
  }

  #track<T>(work: Promise<T>): Promise<T> {
    this.#inFlight.add(work);
    void work.then(
      () => this.#inFlight.delete(work),
      () => this.#inFlight.delete(work),
    );
    return work;
  }

  #fire(job: JobDefinition): void {
    if (this.#stopped) return;
    void this.#track(this.#runDue(job))
      .catch((error) =>
        this.#options.log.error({ err: error, job: job.name }, 'job scheduling failed'),
      )
      .finally(() => this.#arm(job));
  }

  #arm(job: JobDefinition): void {
    if (this.#stopped) return;
    const now = Date.now();
    const next = latestDue(job, new Date(now)).getTime() + job.everySeconds * 1000;
    const timer = setTimeout(() => this.#fire(job), next - now + 5);
    timer.unref();
    this.#timers.set(job.name, timer);
  }

  /** Send the latest due period if no run covered it, then run whatever period this instance claims. */
  async #runDue(job: JobDefinition): Promise<boolean> {
    if (this.#stopped || this.#running.has(job.name)) return false;
    this.#running.add(job.name);
    try {
      const { db, observer } = this.#options;
      const dueAt = latestDue(job, this.#options.now());
      if (job.pending) {
        const started = performance.now();
        if (!(await job.pending({ dueAt, now: this.#options.now() }))) {
          observer?.onRun(job.name, 'idle', (performance.now() - started) / 1000);
          return false;
        }
      }
      const last = await findJobRun(db, job.name);
      if (last && last.lastDueAt >= dueAt) return false;
      const boss = await this.#startedBoss();
      await boss.send(
        job.name,
        { dueAt: dueAt.toISOString() },
        { id: periodJobId(job.name, dueAt) },
      );
      // Every waiting period of this job (one left by an instance that died between sending
      // and fetching, say): one run for the latest covers them all.
      const claimed = await boss.fetch<{ dueAt: string }>(job.name, {
        ignoreStartAfter: true,
        batchSize: FETCH_BATCH,
      });
      if (claimed.length === 0) return false;
      const ids = claimed.map((claim) => claim.id);
      const latest = Math.max(...claimed.map((claim) => Date.parse(claim.data.dueAt)));
      try {
        await this.#execute(job, new Date(latest));
      } catch (error) {
        const reason = { message: String(error) };
        for (const id of ids) await boss.fail(job.name, id, reason);
        return true;
      }
      await boss.complete(job.name, ids);
      return true;
    } finally {
      this.#running.delete(job.name);
    }
  }

  async #execute(job: JobDefinition, dueAt: Date): Promise<unknown> {
    const { db, log, observer } = this.#options;
    const now = this.#options.now();
    const started = performance.now();
    await markJobStarted(db, job.name, dueAt, now);
    const seconds = () => (performance.now() - started) / 1000;
    let result: unknown;
    try {
      result = await job.run({ dueAt, now });
    } catch (error) {
      log.error({ err: error, job: job.name, dueAt }, 'job failed');
      await markJobFinished(db, job.name, 'failed', this.#options.now()).catch(() => {});
      observer?.onRun(job.name, 'failed', seconds());
      throw error;
    }
    await markJobFinished(db, job.name, 'ok', this.#options.now());
    observer?.onRun(job.name, 'ok', seconds());
    return result;
  }

  /** pg-boss starts on the first due period, so an app that never schedules never pays for it. */
  #startedBoss(): Promise<PgBoss> {
    this.#boss ??= (async () => {
      const boss = new PgBoss({
        db: { executeSql: (text, values) => this.#options.executeSql(text, values) },
        schema: 'pgboss',
        migrate: true,
        supervise: true,
        maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
        // No cron timekeeper: it polls every few seconds and is minute-granular (decision 032).
        schedule: false,
      });
      boss.on('error', (error) => this.#options.log.error({ err: error }, 'pg-boss error'));
      await boss.start();
      try {
        const queues = new Set((await boss.getQueues()).map((queue) => queue.name));
        for (const name of this.#jobs.keys()) {
          if (queues.has(name)) continue;
          await boss
            .createQueue(name, { name, retryLimit: 0, expireInSeconds: EXPIRE_IN_SECONDS })
            // Another instance created it meanwhile.
            .catch(async (error: unknown) => {
              if (!(await boss.getQueue(name))) throw error;
            });
        }
      } catch (error) {
        await boss.stop({ graceful: false, close: false }).catch(() => {});
        throw error;
      }
      return boss;
    })();
    // A start that failed (database down) is tried again at the next due time.
    this.#boss.catch(() => {
      this.#boss = undefined;
    });
    return this.#boss;
  }
}

/**
 * pg-boss's SQL over the app's own connection: PGlite (one connection, queries queued behind
 * any open transaction) or the node-postgres pool. Text without values may hold several
 * statements (pg-boss's migrations), run as a simple query.
 */
export function sqlExecutorFor(db: Db): SqlExecutor {
  const client = (db as unknown as { $client: unknown }).$client as {
    exec?: (text: string) => Promise<Array<{ rows: unknown[] }>>;
    query: (text: string, values?: unknown[]) => Promise<unknown>;
  };
  return async (text, values) => {
    if ((!values || values.length === 0) && typeof client.exec === 'function') {
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    }
    const result = (await client.query(text, values)) as
      | { rows: unknown[] }
      | Array<{ rows: unknown[] }>;
    return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Scheduler;
  }
}

export interface JobsPluginOptions {
  observer?: JobObserver;
  /** false: no timers, jobs run only through tick() and runNow() (tests with an injected clock). */
  timers?: boolean;
}

/**
 * `app.jobs`: features register their jobs while the app is built; the timers start when it is
 * ready and stop before the database closes.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, options) => {
    const scheduler = new Scheduler({
      db: app.db,
      executeSql: sqlExecutorFor(app.db),
      now: () => app.now(),
      log: app.log,
      observer: options.observer,
    });
    app.decorate('jobs', scheduler);
    if (options.timers !== false) app.addHook('onReady', async () => scheduler.start());
    // preClose: every onClose hook, the database's included, runs after it.
    app.addHook('preClose', async () => scheduler.stop());
  },
  { name: 'jobs', dependencies: ['context', 'db'] },
);
