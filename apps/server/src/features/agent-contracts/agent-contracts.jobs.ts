import type { FastifyInstance } from 'fastify';
import { requireBrand } from '../brand/brand.service.ts';
import { payoutsPending, settlementPending } from './agent-contracts.repository.ts';
import {
  CLOSE_DELAY_MS,
  type SettlementDeps,
  settleDue,
  sweepPayouts,
} from './settlement.service.ts';

/** Settle every closed period (real-time salary periods are 5 minutes, spec §9). */
export const SETTLEMENT_JOB = 'agent-settlement';
/** Retry owed payouts, freeze overdue payers and take forced payouts as funds arrive. */
export const PAYOUTS_JOB = 'agent-payouts';

/**
 * The contracts' periodic work on the durable scheduler (decision 032): once per due time on
 * however many instances, missed due times caught up at start. Settlement runs 90 s after each
 * 5-minute boundary, so a period that has just ended is past its close delay. Off with the
 * other periodic jobs when MONEY_JOBS_INTERVAL_SECONDS is 0 (the tests: they run them through
 * runNow or the operator's "close periods now").
 */
export function registerContractJobs(app: FastifyInstance, deps: SettlementDeps): void {
  const on = app.config.moneyJobsIntervalSeconds > 0;
  app.jobs.register({
    name: SETTLEMENT_JOB,
    everySeconds: on ? 300 : 0,
    offsetSeconds: 90,
    // A contract whose settlement is behind the close delay may have a period to settle.
    pending: ({ now }) => settlementPending(app.db, new Date(now.getTime() - CLOSE_DELAY_MS)),
    // null: another run (an operator's close, another instance) holds it; the next due time
    // carries on from the marks.
    run: async () => settleDue(deps, await requireBrand(app.db)),
  });
  app.jobs.register({
    name: PAYOUTS_JOB,
    everySeconds: on ? 60 : 0,
    offsetSeconds: 30,
    pending: () => payoutsPending(app.db),
    run: async () => sweepPayouts(deps, await requireBrand(app.db)),
  });
}
