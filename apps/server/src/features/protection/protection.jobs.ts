import { LIMIT_PERIOD_HOURS } from '@nova/contracts/api/protection';
import type { FastifyInstance } from 'fastify';
import { deleteUsageBefore, hasUsageBefore } from './protection.repository.ts';

export const PRUNE_USAGE_JOB = 'protection-prune-usage';
/** The longest window (30 days) and a day's margin: older hours no longer count anywhere. */
const KEEP_HOURS = LIMIT_PERIOD_HOURS.MONTH + 24;
const BATCH = 10_000;

function cutoff(now: Date): Date {
  return new Date(now.getTime() - KEEP_HOURS * 3_600_000);
}

/** Usage hours past every limit's window, deleted daily in batches (decision 041). */
export async function pruneUsage(app: FastifyInstance, now: Date): Promise<{ deleted: number }> {
  let deleted = 0;
  for (;;) {
    const n = await deleteUsageBefore(app.db, cutoff(now), BATCH);
    deleted += n;
    if (n < BATCH) return { deleted };
  }
}

export function registerProtectionJobs(app: FastifyInstance): void {
  app.jobs.register({
    name: PRUNE_USAGE_JOB,
    everySeconds: 86_400,
    offsetSeconds: 3 * 3600,
    pending: ({ now }) => hasUsageBefore(app.db, cutoff(now)),
    run: ({ now }) => pruneUsage(app, now),
  });
}
