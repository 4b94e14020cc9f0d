import * as api from '@nova/contracts/api/agent-contracts';
import { getMyIncome } from '@nova/contracts/api/agent-team';
import * as ops from '@nova/contracts/api/ops-agents';
import { isAgentType, TRIAL_TYPE_ID } from '@nova/contracts/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { auditOps, operatorOf } from '../../plugins/operator-auth.ts';
import { addDays, dayOf, dayStart, teamRangeDays } from '../agent-team/agent-team.model.ts';
import { teamOverview } from '../agent-team/team-pages.service.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { registerContractJobs } from './agent-contracts.jobs.ts';
import * as service from './agent-contracts.service.ts';
import { settleDue } from './settlement.service.ts';

/**
 * Agent contracts (issue 15): the agent's contract calls, statements and income, the spec's
 * dividend and salary process calls, and the back office's contracts, statements and "close
 * periods now". Agents only on the site (types 1, 2, 41, 42); operators by permission.
 */
export async function agentContractsRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, now: app.now };
  const settlementDeps = { ...deps, ledger: app.ledger, log: app.log };

  function agentOf(request: FastifyRequest) {
    const member = request.member;
    if (!member) throw new AppError('UNAUTHENTICATED');
    if (member.type === TRIAL_TYPE_ID) throw new AppError('TRIAL_FORBIDDEN');
    if (!isAgentType(member.type)) throw new AppError('FORBIDDEN', 'agents only');
    return { memberId: member.id, brandId: member.brandId };
  }

  const member = (request: FastifyRequest) => ({ kind: 'MEMBER', ...agentOf(request) }) as const;

  function audit(request: FastifyRequest, event: string, extra: object) {
    request.log.info({ audit: true, event, memberId: request.member?.id, ...extra }, event);
  }

  route(app, api.listContracts, async ({ request, query }) =>
    service.listMine(deps, agentOf(request), query),
  );

  route(app, api.offerContract, async ({ request, body }) => {
    const { downlineId, ...terms } = body;
    const contract = await service.offer(deps, member(request), { downlineId, terms });
    audit(request, 'contract_offered', { contractId: contract.id, downlineId });
    return contract;
  });

  route(app, api.requestContract, async ({ request, body }) => {
    const contract = await service.request(deps, agentOf(request), body.kind);
    audit(request, 'contract_requested', { contractId: contract.id });
    return contract;
  });

  route(app, api.signContract, async ({ request, params, body }) => {
    const brand = await resolveBrand(request);
    const contract = await service.sign(deps, agentOf(request), {
      id: params.id,
      confirm: body.confirm,
      timezone: brand.timezone,
    });
    audit(request, 'contract_signed', { contractId: params.id });
    return contract;
  });

  route(app, api.refuseContract, async ({ request, params }) => {
    const contract = await service.refuse(deps, member(request), params.id);
    audit(request, 'contract_refused', { contractId: params.id });
    return contract;
  });

  route(app, api.terminateContract, async ({ request, params }) => {
    const brand = await resolveBrand(request);
    const contract = await service.terminate(deps, member(request), {
      id: params.id,
      timezone: brand.timezone,
    });
    audit(request, 'contract_terminated', { contractId: params.id });
    return contract;
  });

  route(app, api.dividendProcess, async ({ request }) =>
    service.process(deps, agentOf(request), 'DIVIDEND'),
  );
  route(app, api.dailySalaryProcess, async ({ request }) =>
    service.process(deps, agentOf(request), 'SALARY_DAILY'),
  );
  route(app, api.hourlySalaryProcess, async ({ request }) =>
    service.process(deps, agentOf(request), 'SALARY_HOURLY'),
  );
  route(app, api.realtimeSalaryProcess, async ({ request }) =>
    service.process(deps, agentOf(request), 'SALARY_REALTIME'),
  );

  route(app, api.listStatements, async ({ request, query }) => {
    const me = agentOf(request);
    const brand = await resolveBrand(request);
    teamRangeDays(query);
    const range = { ...query, timezone: brand.timezone };
    const from = dayStart(range.from, brand.timezone);
    const to = dayStart(addDays(range.to, 1), brand.timezone);
    return service.listStatementsWith(
      deps,
      {
        brandId: me.brandId,
        ...(query.role === 'RECEIVED' ? { agentId: me.memberId } : { payerId: me.memberId }),
        kind: query.kind,
        from,
        to,
      },
      query,
      me.memberId,
    );
  });

  route(app, getMyIncome, async ({ request, query }) => {
    const me = agentOf(request);
    const brand = await resolveBrand(request);
    teamRangeDays(query);
    const found = await service.incomeByDay(app.db, me.memberId, {
      from: query.from,
      to: query.to,
      timezone: brand.timezone,
    });
    let received = 0n;
    let paid = 0n;
    const rows = found.map((r) => {
      received += BigInt(r.received);
      paid += BigInt(r.paid);
      return {
        date: r.day,
        received: r.received,
        paid: r.paid,
        net: (BigInt(r.received) - BigInt(r.paid)).toString(),
      };
    });
    return {
      rows,
      totals: {
        received: received.toString(),
        paid: paid.toString(),
        net: (received - paid).toString(),
      },
    };
  });

  // ── Back office ────────────────────────────────────────────────────────────────────────────

  async function agentViews(
    brandId: number,
    filter: { parentId?: number; keyword?: string; frozen?: boolean; id?: number },
    page: { pageNo: number; pageSize: number },
  ) {
    const found = await service.listAgents(
      app.db,
      { brandId, ...filter },
      {
        limit: page.pageSize,
        offset: (page.pageNo - 1) * page.pageSize,
      },
    );
    const ids = found.rows.map((r) => r.id);
    const [balances, owed] = await Promise.all([
      app.ledger.balances(ids),
      service.owedBy(app.db, ids),
    ]);
    const content: ops.OpsAgent[] = found.rows.map((r) => ({
      id: r.id,
      account: r.account,
      nickname: r.nickname,
      type: r.type,
      upline: r.upline,
      depth: r.depth,
      teamSize: r.teamSize,
      directCount: r.directCount,
      balance: (balances.get(r.id)?.main ?? 0n).toString(),
      contracts: r.contracts as api.ContractKind[],
      frozen: owed.get(r.id)?.frozen ?? false,
      owes: (owed.get(r.id)?.owes ?? 0n).toString(),
      status: r.status,
    }));
    return { found, content };
  }

  route(app, ops.listOpsAgents, async ({ request, query }) => {
    const brand = await resolveBrand(request);
    const { found, content } = await agentViews(
      brand.id,
      {
        parentId: query.parentId,
        keyword: query.keyword || undefined,
        frozen: query.frozen === undefined ? undefined : query.frozen === 'true',
      },
      query,
    );
    return {
      content,
      pageNum: query.pageNo,
      pageSize: query.pageSize,
      totalPages: Math.ceil(found.total / query.pageSize),
      totalElements: found.total,
    };
  });

  route(app, ops.getOpsAgent, async ({ request, params }) => {
    const brand = await resolveBrand(request);
    const { found, content } = await agentViews(
      brand.id,
      { id: params.id },
      { pageNo: 1, pageSize: 1 },
    );
    const row = found.rows[0];
    const agent = content[0];
    if (!row || !agent) throw new AppError('NOT_FOUND', 'no such agent');
    const ancestors = row.path.split('/').filter(Boolean).map(Number);
    const accounts = await service.findMembers(app.db, ancestors);
    const today = dayOf(app.now(), brand.timezone);
    const overview = await teamOverview(
      { db: app.db, now: app.now },
      { id: row.id, brandId: brand.id, account: row.account, type: row.type, path: row.path },
      brand,
      { from: `${today.slice(0, 8)}01`, to: today },
    );
    const contracts = await service.listWith(
      deps,
      { brandId: brand.id, memberId: row.id },
      { pageNo: 1, pageSize: 100 },
      row.id,
    );
    return {
      agent,
      trail: ancestors.map((id) => ({ id, account: accounts.get(id)?.account ?? String(id) })),
      monthFigures: overview.totals,
      contracts: contracts.content,
    };
  });

  route(app, ops.listOpsContracts, async ({ request, query }) => {
    const brand = await resolveBrand(request);
    return service.listWith(
      deps,
      {
        brandId: brand.id,
        state: query.state,
        kind: query.kind,
        memberId: query.agentId,
        platformOnly: query.platform === 'true',
      },
      query,
      null,
    );
  });

  route(app, ops.offerPlatformContract, async ({ request, body }) => {
    const brand = await resolveBrand(request);
    const { agentId, reason, ...terms } = body;
    const contract = await service.offer(
      deps,
      { kind: 'PLATFORM', operator: operatorOf(request), brandId: brand.id },
      { downlineId: agentId, terms },
    );
    await auditOps(
      request,
      'agents.contract.offer',
      { reason, kind: terms.kind, period: terms.period },
      { type: 'member', id: agentId, brandId: brand.id, after: contract },
    );
    return contract;
  });

  route(app, ops.terminateOpsContract, async ({ request, params, body }) => {
    const brand = await resolveBrand(request);
    const contract = await service.terminate(
      deps,
      { kind: 'PLATFORM', operator: operatorOf(request), brandId: brand.id },
      { id: params.id, timezone: brand.timezone, note: body.reason },
    );
    await auditOps(
      request,
      'agents.contract.terminate',
      { reason: body.reason, contractId: params.id },
      { type: 'member', id: contract.downlineId, brandId: brand.id, after: contract },
    );
    return contract;
  });

  route(app, ops.listOpsStatements, async ({ request, query }) => {
    const brand = await resolveBrand(request);
    return service.listStatementsWith(
      deps,
      { brandId: brand.id, status: query.status, kind: query.kind, memberId: query.agentId },
      query,
      null,
    );
  });

  route(app, ops.closePeriodNow, async ({ request, body }) => {
    const brand = await resolveBrand(request);
    const report = await settleDue(settlementDeps, brand, { closeCurrent: body.closeCurrent });
    // Another run holds the brand's settlement (the scheduler's, or another operator's).
    if (!report) throw new AppError('CONFLICT', 'a settlement is running; try again shortly');
    await auditOps(request, 'agents.settle', {
      reason: body.reason,
      closeCurrent: body.closeCurrent,
      ...report,
    });
    return report;
  });

  registerContractJobs(app, settlementDeps);
}
