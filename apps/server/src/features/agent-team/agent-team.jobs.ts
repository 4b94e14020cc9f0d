import type { FastifyInstance } from 'fastify';
import { refreshRecent, rollupPending, type TeamDeps } from './agent-team.service.ts';

export const TEAM_ROLLUP_JOB = 'agent-team-rollup';
/** Today's team figures are at most this old (plus a run's time) on the overview. */
const ROLLUP_EVERY_SECONDS = 300;

/**
 * The team figures of each brand's today and yesterday (and recent days a stopped server left
 * unfinished), every 5 minutes (decisions 032, 042). Off with the other periodic jobs when
 * MONEY_JOBS_INTERVAL_SECONDS is 0 (the tests: they run it through runNow); the pages compute
 * a day nobody computed yet on demand, and settlements make their days final themselves.
 */
export function registerAgentTeamJobs(app: FastifyInstance, deps: TeamDeps): void {
  app.jobs.register({
    name: TEAM_ROLLUP_JOB,
    everySeconds: app.config.moneyJobsIntervalSeconds > 0 ? ROLLUP_EVERY_SECONDS : 0,
    pending: () => rollupPending(deps),
    run: () => refreshRecent(deps),
  });
}
