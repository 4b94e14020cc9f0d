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
 * Run the jobs every `moneyJobsIntervalSeconds` (0: off, as in tests, which run them by hand).
 * The timer is unref'd and cleared on close; a failed run is logged and the next one retries.
 */
export function scheduleWithdrawalJobs(app: FastifyInstance): void {
  const seconds = app.config.moneyJobsIntervalSeconds;
  if (seconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(async () => {
      if (running) return;
      running = true;
      try {
        const now = app.now();
        const confirmed = await autoConfirmDue(app, now);
        const repaired = await repairWithdrawals(app, now);
        if (confirmed || repaired.inserted || repaired.posted)
          app.log.info({ confirmed, ...repaired }, 'withdrawal jobs');
      } catch (error) {
        app.log.error({ err: error }, 'withdrawal jobs failed');
      } finally {
        running = false;
      }
    }, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
