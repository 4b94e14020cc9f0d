import { INHOUSE_ABANDON_MINUTES } from '@nova/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { claimUnposted, findRound, openRoundsBefore } from './inhouse.repository.ts';
import { resolveAbandonedMines } from './mines.service.ts';
import { finishOneShot } from './play.service.ts';

/**
 * A one-shot round is OPEN only between its steps (milliseconds); one older than this was cut
 * off by a crash. The margin keeps the job away from a play still in flight.
 */
export const ONE_SHOT_GRACE_MS = 60_000;

export interface InterruptedReport {
  settled: number;
  refundedOrCashedOut: number;
  dropped: number;
}

/**
 * Interrupted rounds (SECURITY.md 33), finished in the player's favour: a one-shot round whose
 * stake posted is recomputed from its proof and settled normally (its outcome was fixed by the
 * seeds); one whose stake never posted is claimed VOID (nothing was taken; a late stake is refunded). A mines round left OPEN
 * longer than INHOUSE_ABANDON_MINUTES is cashed out at its multiplier, or refunded if no tile
 * was turned. Every step is keyed, so running this twice, or next to the player, pays once.
 */
/** Whether resolveInterruptedRounds has a round to look at (the scheduler asks first). */
export async function interruptedRoundsPending(app: FastifyInstance): Promise<boolean> {
  const before = new Date(app.now().getTime() - ONE_SHOT_GRACE_MS);
  return (await openRoundsBefore(app.db, before, 1)).length > 0;
}

export async function resolveInterruptedRounds(app: FastifyInstance): Promise<InterruptedReport> {
  const now = app.now().getTime();
  const report: InterruptedReport = { settled: 0, refundedOrCashedOut: 0, dropped: 0 };
  const oneShotBefore = new Date(now - ONE_SHOT_GRACE_MS);
  const minesBefore = new Date(now - INHOUSE_ABANDON_MINUTES * 60_000);
  for (const round of await openRoundsBefore(app.db, oneShotBefore)) {
    try {
      if (round.game === 'MINES') {
        if (round.createdAt >= minesBefore) continue;
        const done = await resolveAbandonedMines(app, round);
        if (done) report.refundedOrCashedOut++;
        else report.dropped++;
      } else {
        // Claimed under the round's lock: a retry posting the BET now is either seen here
        // (settle) or finds the round VOID and refunds itself (decision 018, review #4).
        const claim = await claimUnposted(app.db, round, 'VOID', app.now());
        if (claim === 'CLAIMED') report.dropped++;
        else if (claim === 'POSTED') {
          await finishOneShot(app, (await findRound(app.db, round.id)) ?? round, 'AUTO');
          report.settled++;
        }
      }
    } catch (error) {
      app.log.error({ err: error, roundId: round.id }, 'interrupted in-house round not resolved');
    }
  }
  return report;
}

export const INHOUSE_JOBS = 'inhouse-interrupted-rounds';

/**
 * On the scheduler every `moneyJobsIntervalSeconds` like the withdrawal and transfer jobs (0:
 * only when a test runs it); the scheduler's catch-up runs it at start when the current period
 * has not run yet, which picks up rounds cut off by a restart (decision 032).
 */
export function registerInhouseJobs(app: FastifyInstance): void {
  app.jobs.register({
    name: INHOUSE_JOBS,
    everySeconds: app.config.moneyJobsIntervalSeconds,
    pending: () => interruptedRoundsPending(app),
    run: async () => {
      const report = await resolveInterruptedRounds(app);
      if (report.settled || report.refundedOrCashedOut || report.dropped)
        app.log.info(report, 'interrupted in-house rounds resolved');
      return report;
    },
  });
}
