import type { FastifyInstance } from 'fastify';
import { movementPosting } from './withdrawals.model.ts';
import * as repo from './withdrawals.repository.ts';

/** Hold postings younger than this may still be getting their row from the request itself. */
const ORPHAN_GRACE_MS = 2 * 60_000;
const REPAIR_LOOKBACK_MS = 24 * 60 * 60_000;

/**
 * Spec §4 "no confirmation within a configured number of minutes is treated as received": one
 * guarded set-based UPDATE (PAID and past the deadline → COMPLETED, AUTO_RECEIVED), so two
 * instances running it at once confirm each row once. No money moves: the payout already left
 * at `pay`, and there is no separate guarantee to keep (decision 014).
 */
export function autoConfirmDue(app: FastifyInstance, now: Date): Promise<number> {
  return repo.autoConfirmDue(app.db, now);
}

/** Finish interrupted requests and transitions (decision 014); idempotent. */
export async function repairWithdrawals(
  app: FastifyInstance,
  now: Date,
): Promise<{ inserted: number; posted: number }> {
  const inserted = await repo.insertMissingWithdrawals(
    app.db,
    new Date(now.getTime() - ORPHAN_GRACE_MS),
  );
  const missing = await repo.findMissingMovements(
    app.db,
    new Date(now.getTime() - REPAIR_LOOKBACK_MS),
  );
  let posted = 0;
  for (const { id, movement } of missing) {
    const w = await repo.findWithdrawal(app.db, id);
    if (!w) continue;
    await app.ledger.post(movementPosting(w, movement, w.refundedAmount ?? 0n));
    posted++;
  }
  return { inserted, posted };
}

/**
 * Whether runWithdrawalJobs would change anything: a PAID withdrawal past its deadline, an
 * orphaned hold or a missing movement (the same conditions, one row each). The scheduler asks
 * before each period, so an idle server reads instead of sending and running the period.
 */
export async function withdrawalJobsPending(app: FastifyInstance, now: Date): Promise<boolean> {
  return (
    (await repo.anyAutoConfirmDue(app.db, now)) ||
    (await repo.anyOrphanHold(app.db, new Date(now.getTime() - ORPHAN_GRACE_MS))) ||
    (await repo.findMissingMovements(app.db, new Date(now.getTime() - REPAIR_LOOKBACK_MS), 1))
      .length > 0
  );
}

export interface WithdrawalJobsReport {
  confirmed: number;
  inserted: number;
  posted: number;
}

/** One run: auto-confirm what is due, then repair interrupted requests; both idempotent. */
export async function runWithdrawalJobs(
  app: FastifyInstance,
  now: Date,
): Promise<WithdrawalJobsReport> {
  const confirmed = await autoConfirmDue(app, now);
  const repaired = await repairWithdrawals(app, now);
  if (confirmed || repaired.inserted || repaired.posted)
    app.log.info({ confirmed, ...repaired }, 'withdrawal jobs');
  return { confirmed, ...repaired };
}

export const WITHDRAWAL_JOBS = 'withdrawals';

/**
 * On the scheduler every `moneyJobsIntervalSeconds` (0: only when the operator API or a test
 * runs it); a failed run is logged and the next period retries (decision 032).
 */
export function registerWithdrawalJobs(app: FastifyInstance): void {
  app.jobs.register({
    name: WITHDRAWAL_JOBS,
    everySeconds: app.config.moneyJobsIntervalSeconds,
    pending: ({ now }) => withdrawalJobsPending(app, now),
    run: ({ now }) => runWithdrawalJobs(app, now),
  });
}
