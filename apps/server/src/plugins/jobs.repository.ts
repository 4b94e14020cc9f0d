import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobRuns } from '../db/schema/jobs.ts';

/** Job run records: the only place that reads or writes the job_runs table. */
export interface JobRunRow {
  name: string;
  lastDueAt: Date;
  lastStartedAt: Date;
  lastFinishedAt: Date | null;
  lastOutcome: 'ok' | 'failed' | null;
}

export async function findJobRun(db: Db, name: string): Promise<JobRunRow | undefined> {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.name, name));
  return row;
}

/** Every job's run record (the back office's jobs screen). */
export function listJobRuns(db: Db): Promise<JobRunRow[]> {
  return db.select().from(jobRuns);
}

/** A run started: the covered due time only moves forward (a late catch-up never rewinds it). */
export async function markJobStarted(
  db: Db,
  name: string,
  dueAt: Date,
  startedAt: Date,
): Promise<void> {
  await db
    .insert(jobRuns)
    .values({ name, lastDueAt: dueAt, lastStartedAt: startedAt })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: {
        lastDueAt: sql`greatest(${jobRuns.lastDueAt}, excluded.last_due_at)`,
        lastStartedAt: startedAt,
        lastFinishedAt: null,
        lastOutcome: null,
      },
    });
}

export async function markJobFinished(
  db: Db,
  name: string,
  outcome: 'ok' | 'failed',
  finishedAt: Date,
): Promise<void> {
  await db
    .update(jobRuns)
    .set({ lastFinishedAt: finishedAt, lastOutcome: outcome })
    .where(eq(jobRuns.name, name));
}
