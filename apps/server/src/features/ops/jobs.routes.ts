import { listOpsJobs, runOpsJob } from '@nova/contracts/api/ops-agents';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import type { JobStatus } from '../../plugins/jobs.ts';
import { auditOps } from '../../plugins/operator-auth.ts';

const FAILURE_WINDOW_MS = 7 * 24 * 3600 * 1000;

/**
 * Failed runs in the last 7 days, as far as the scheduler keeps them: `job_runs` holds only the
 * latest run of each job, so this is 1 when that run failed within the window and 0 otherwise
 * (an earlier failure followed by a success is not counted; a history of runs would be needed).
 */
export function recentFailures(job: JobStatus, now: Date): number {
  const run = job.run;
  if (run?.lastOutcome !== 'failed' || !run.lastFinishedAt) return 0;
  return now.getTime() - run.lastFinishedAt.getTime() <= FAILURE_WINDOW_MS ? 1 : 0;
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** The scheduler's jobs in the back office (issue 15; decision 032): read them, run one now. */
export async function opsJobsRoutes(app: FastifyInstance): Promise<void> {
  route(app, listOpsJobs, async () => {
    const now = app.now();
    const jobs = await app.jobs.list();
    return {
      jobs: jobs.map((job) => ({
        name: job.name,
        everySeconds: job.everySeconds,
        lastDueAt: iso(job.run?.lastDueAt),
        lastStartedAt: iso(job.run?.lastStartedAt),
        lastFinishedAt: iso(job.run?.lastFinishedAt),
        lastOutcome: job.run?.lastOutcome ?? null,
        nextDueAt: iso(job.nextDueAt),
        failures: recentFailures(job, now),
      })),
    };
  });

  // A run that fails answers its outcome (the handler's error is logged by the scheduler and
  // recorded in job_runs), so the operator sees "failed" rather than a bare server error.
  route(app, runOpsJob, async ({ request, params, body }) => {
    if (!app.jobs.has(params.name)) throw new AppError('NOT_FOUND', 'No job of this name');
    const started = performance.now();
    let outcome: 'ok' | 'failed' = 'ok';
    try {
      await app.jobs.runNow(params.name);
    } catch {
      outcome = 'failed';
    }
    const seconds = Math.round(performance.now() - started) / 1000;
    await auditOps(
      request,
      'jobs.run',
      { outcome, seconds, reason: body.reason },
      { type: 'job', id: params.name },
    );
    return { name: params.name, outcome, seconds };
  });
}
