import * as team from '@nova/contracts/api/agent-team';
import * as ops from '@nova/contracts/api/ops-agents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { auditOps } from '../../plugins/operator-auth.ts';
import { requireRealMember } from '../../plugins/session.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { siteOrigin } from '../password/site-origin.ts';
import { registerAgentTeamJobs } from './agent-team.jobs.ts';
import { type AgentSettings, agentSettings, updateAgentSettings } from './agent-team.service.ts';
import {
  createReferral,
  downlines,
  referral,
  requireAgent,
  type TeamPageDeps,
  teamOverview,
} from './team-pages.service.ts';
import {
  revenueReport,
  teamBetting,
  teamPal,
  teamTransactions,
  userLoss,
} from './team-reports.service.ts';

/**
 * The agent center's team pages (issue 15; spec §2 "Agent center pages"): agents only (types
 * 1, 2, 41, 42; trial accounts refused before anything is read), each answering about the
 * session's own team. `getMyIncome` belongs to the agent-contracts feature.
 */
export async function agentTeamRoutes(app: FastifyInstance): Promise<void> {
  const deps: TeamPageDeps = {
    db: app.db,
    now: app.now,
    async mainBalances(memberIds) {
      const balances = await app.ledger.balances(memberIds);
      return new Map([...balances].map(([id, b]) => [id, b.main]));
    },
  };
  registerAgentTeamJobs(app, deps);
  const options = { guards: [requireRealMember] };

  async function agentOf(request: FastifyRequest) {
    if (!request.member) throw new AppError('UNAUTHENTICATED');
    return requireAgent(deps, request.member);
  }

  route(
    app,
    team.getTeamOverview,
    async ({ request, query }) =>
      teamOverview(deps, await agentOf(request), await resolveBrand(request), query),
    options,
  );

  route(
    app,
    team.getDownlines,
    async ({ request, query }) => downlines(deps, await agentOf(request), query),
    options,
  );

  route(
    app,
    team.getTeamBetting,
    async ({ request, query }) =>
      teamBetting(deps, await agentOf(request), await resolveBrand(request), query),
    options,
  );

  route(
    app,
    team.getUserLoss,
    async ({ request, query }) =>
      userLoss(deps, await agentOf(request), await resolveBrand(request), query),
    options,
  );

  route(
    app,
    team.getTeamTransactions,
    async ({ request, query }) =>
      teamTransactions(deps, await agentOf(request), await resolveBrand(request), query),
    options,
  );

  route(
    app,
    team.getTeamPal,
    async ({ request, query }) =>
      teamPal(deps, await agentOf(request), await resolveBrand(request), query),
    options,
  );

  route(
    app,
    team.getRevenueReport,
    async ({ request, query }) =>
      revenueReport(deps, await agentOf(request), await resolveBrand(request), query),
    options,
  );

  route(
    app,
    team.getReferral,
    async ({ request }) => {
      const agent = await agentOf(request);
      return referral(deps, agent, await siteOrigin(request, await resolveBrand(request)));
    },
    options,
  );

  route(
    app,
    team.createReferralCode,
    async ({ request }) => {
      const agent = await agentOf(request);
      const origin = await siteOrigin(request, await resolveBrand(request));
      const created = await createReferral(deps, agent, origin);
      request.log.info(
        { audit: true, event: 'agent_invite_code_created', agentId: agent.id },
        'agent invite code created',
      );
      return created;
    },
    options,
  );

  // ── Back office: the brand's agent rules ──────────────────────────────────────────────────
  const settingsView = (s: AgentSettings): ops.AgentSettings => ({
    activeMinDeposits: s.activeMinDeposits.toString(),
    activeMinValidBets: s.activeMinValidBets.toString(),
    overdueGraceMinutes: s.overdueGraceMinutes,
  });

  route(app, ops.getAgentSettings, async ({ request }) => {
    const brand = await resolveBrand(request);
    return settingsView(await agentSettings(deps, brand.id));
  });

  route(app, ops.updateAgentSettings, async ({ request, body }) => {
    const brand = await resolveBrand(request);
    const before = settingsView(await agentSettings(deps, brand.id));
    const after = settingsView(
      await updateAgentSettings(deps, brand.id, {
        activeMinDeposits: BigInt(body.activeMinDeposits),
        activeMinValidBets: BigInt(body.activeMinValidBets),
        overdueGraceMinutes: body.overdueGraceMinutes,
      }),
    );
    await auditOps(
      request,
      'agents.settings',
      { reason: body.reason },
      { type: 'brand', id: brand.id, brandId: brand.id, before, after },
    );
    return after;
  });
}
