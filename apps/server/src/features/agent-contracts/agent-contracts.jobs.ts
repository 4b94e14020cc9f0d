import type { FastifyInstance } from 'fastify';
import { requireBrand } from '../brand/brand.service.ts';
import { type SettlementDeps, settleDue, sweepPayouts } from './settlement.service.ts';

/** Settle every closed period (real-time salary periods are 5 minutes, spec §9). */
export const SETTLEMENT_JOB = 'agent-settlement';
/** Retry owed payouts, freeze overdue payers and take forced payouts as funds arrive. */
export const PAYOUTS_JOB = 'agent-payouts';

/**
 * The contracts' periodic work on the durable scheduler (decision 032): once per due time on
 * however many instances, missed due times caught up at start. Settlement runs 90 s after each
 * 5-minute boundary, so a period that has just ended is past its close delay.
 */
export function registerContractJobs(app: FastifyInstance, deps: SettlementDeps): void {
  app.jobs.register({
    name: SETTLEMENT_JOB,
    everySeconds: 300,
    offsetSeconds: 90,
    run: async () => settleDue(deps, await requireBrand(app.db)),
  });
  app.jobs.register({
    name: PAYOUTS_JOB,
    everySeconds: 60,
    offsetSeconds: 30,
    run: async () => sweepPayouts(deps, await requireBrand(app.db)),
  });
}
