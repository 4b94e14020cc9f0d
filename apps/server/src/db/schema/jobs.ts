import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The durable last-run record of each scheduled job (plugins/jobs.ts, decision 032): the
 * latest due time a run covered, when it started and finished, and how it ended. The
 * catch-up at start and the once-per-period guard read it; it outlives pg-boss's own job
 * retention, so a long period (a daily settlement) is never run twice after its pg-boss job
 * was archived.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastDueAt: timestamp('last_due_at', { withTimezone: true }).notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastOutcome: text('last_outcome').$type<'ok' | 'failed'>(),
});
