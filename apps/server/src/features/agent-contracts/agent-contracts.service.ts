import type {
  Contract,
  ContractKind,
  ContractPeriod,
  ContractState,
  ContractTerms,
  SalaryRateType,
  Statement,
  StatementStatus,
} from '@nova/contracts/api/agent-contracts';
import { isAgentType } from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sqlState } from '../../lib/sql-state.ts';
import {
  ceilingProblems,
  checkTerms,
  netLossOf,
  periodAt,
  type Terms,
  termsOf,
  tierOf,
  tierView,
} from './agent-contracts.model.ts';
import * as repo from './agent-contracts.repository.ts';

/**
 * Agent contracts as an auditable state machine (issue 15; spec §4 "Contracts"; decision 042).
 *
 *   (downline) request ──► REQUESTED ──(upline) offer terms──► OFFERED
 *   (upline)   offer ─────────────────────────────────────────► OFFERED
 *   OFFERED ──(downline) sign──► SIGNED ──(either side) terminate──► TERMINATED (after the period)
 *   OFFERED ──(downline) refuse──► REFUSED        REQUESTED ──(upline) refuse──► REFUSED
 *   OFFERED ──(upline) withdraw──► TERMINATED     REQUESTED ──(downline) withdraw──► TERMINATED
 *   SIGNED ──(its upline signs lower terms, confirmed)──► TERMINATED (CANCELLED_BY_RULE)
 *
 * The upline is the downline's direct parent, or the platform (operators) for a top-level
 * agent. Every transition writes an event with its actor and time.
 */
export interface ContractDeps {
  db: Db;
  now: () => Date;
}

export type Actor =
  | { kind: 'MEMBER'; memberId: number; brandId: number }
  | { kind: 'PLATFORM'; operator: string; brandId: number };

function actorName(actor: Actor, account: string | undefined): string {
  return actor.kind === 'PLATFORM'
    ? `PLATFORM:${actor.operator}`
    : (account ?? String(actor.memberId));
}

const OPEN_STATES = ['REQUESTED', 'OFFERED'] as const;

/** The latest of the instants. */
function latest(...dates: Date[]): Date {
  return new Date(Math.max(...dates.map((d) => d.getTime())));
}

/** Which of the two parties the member is, or null. */
function sideOf(c: repo.ContractRow, actor: Actor): 'UPLINE' | 'DOWNLINE' | null {
  if (actor.kind === 'PLATFORM') return c.uplineId === null ? 'UPLINE' : null;
  if (c.downlineId === actor.memberId) return 'DOWNLINE';
  if (c.uplineId === actor.memberId) return 'UPLINE';
  return null;
}

function storedTerms(c: repo.ContractRow): Terms {
  return {
    kind: c.kind as ContractKind,
    period: c.period as ContractPeriod,
    rateType: c.rateType as SalaryRateType,
    tiers: c.tiers.map((t) => tierOf(t as never)),
  };
}

async function requireAgent(db: Db, brandId: number, memberId: number): Promise<repo.MemberRow> {
  const member = await repo.findMember(db, brandId, memberId);
  if (!member || !isAgentType(member.type)) throw new AppError('FORBIDDEN', 'agents only');
  return member;
}

/** The contract as one side sees it (404 for anyone else: it does not exist for them). */
async function visibleContract(deps: ContractDeps, actor: Actor, id: number) {
  const c = await repo.findContract(deps.db, id);
  if (!c || c.brandId !== actor.brandId || sideOf(c, actor) === null)
    throw new AppError('NOT_FOUND', 'no such contract');
  return c;
}

export async function viewContracts(
  db: Db,
  rows: readonly repo.ContractRow[],
  viewer: number | null,
): Promise<Contract[]> {
  const members = await repo.findMembers(
    db,
    rows.flatMap((c) => (c.uplineId === null ? [c.downlineId] : [c.downlineId, c.uplineId])),
  );
  const events = await repo.eventsOf(
    db,
    rows.map((c) => c.id),
  );
  return rows.map((c) => ({
    id: c.id,
    kind: c.kind as ContractKind,
    period: c.period as ContractPeriod,
    rateType: c.rateType as SalaryRateType,
    tiers: storedTerms(c).tiers.map(tierView),
    state: c.state as ContractState,
    upline: c.uplineId === null ? null : (members.get(c.uplineId)?.account ?? null),
    downline: members.get(c.downlineId)?.account ?? '',
    downlineId: c.downlineId,
    role: viewer !== null && c.downlineId === viewer ? 'DOWNLINE' : 'UPLINE',
    createdAt: c.createdAt.toISOString(),
    signedAt: c.signedAt?.toISOString() ?? null,
    startsAt: c.startsAt?.toISOString() ?? null,
    endsAt: c.endsAt?.toISOString() ?? null,
    events: events
      .filter((e) => e.contractId === c.id)
      .map((e) => ({ at: e.at.toISOString(), action: e.action, actor: e.actor, note: e.note })),
  }));
}

async function viewOne(deps: ContractDeps, id: number, viewer: number | null): Promise<Contract> {
  const c = await repo.findContract(deps.db, id);
  if (!c) throw new AppError('NOT_FOUND', 'no such contract');
  const [view] = await viewContracts(deps.db, [c], viewer);
  return view as Contract;
}

const viewerOf = (actor: Actor) => (actor.kind === 'MEMBER' ? actor.memberId : null);

/** One of the open-state unique indexes refused the write: someone got there first. */
function stateConflict(error: unknown): never {
  if (sqlState(error) === '23505')
    throw new AppError('CONTRACT_STATE', 'another contract of this kind is open');
  throw error;
}

/**
 * The upline's own terms a downline's must stay under: the upline's SIGNED contract of the
 * kind (a member upline), or none (the platform has no ceiling).
 */
async function ceilingFor(
  db: Pick<Db, 'execute'>,
  uplineId: number | null,
  terms: Terms,
): Promise<void> {
  if (uplineId === null) return;
  const own = await repo.findContractIn(db, uplineId, terms.kind, ['SIGNED']);
  if (!own)
    throw new AppError('CONTRACT_INVALID', 'the upline has no contract of this kind', [
      { path: 'kind', issue: 'you have no signed contract of this kind to share' },
    ]);
  const problems = ceilingProblems(storedTerms(own), terms);
  if (problems.length > 0) throw new AppError('CONTRACT_INVALID', 'above the upline', problems);
}

/**
 * Offer terms to a direct downline agent (a member upline), or to a top-level agent (the
 * platform). An open request of the downline for that kind becomes this offer.
 */
export async function offer(
  deps: ContractDeps,
  actor: Actor,
  input: { downlineId: number; terms: ContractTerms },
): Promise<Contract> {
  const terms = termsOf(input.terms);
  checkTerms(terms);
  const downline = await repo.findMember(deps.db, actor.brandId, input.downlineId);
  const uplineId = actor.kind === 'MEMBER' ? actor.memberId : null;
  let upAccount: string | undefined;
  if (actor.kind === 'MEMBER') {
    const me = await requireAgent(deps.db, actor.brandId, actor.memberId);
    upAccount = me.account;
    if (input.downlineId === me.id)
      throw new AppError('CONTRACT_INVALID', 'self', [
        { path: 'downlineId', issue: 'not yourself' },
      ]);
  }
  if (
    !downline ||
    !isAgentType(downline.type) ||
    downline.parentId !== uplineId ||
    downline.status !== 'ACTIVE'
  )
    throw new AppError('CONTRACT_INVALID', 'not a direct downline agent', [
      {
        path: 'downlineId',
        issue: uplineId === null ? 'a top-level agent' : 'one of your direct downline agents',
      },
    ]);
  await ceilingFor(deps.db, uplineId, terms);
  const now = deps.now();
  const tiers = terms.tiers.map(tierView);
  const id = await deps.db
    .transaction(async (tx) => {
      const open = await repo.findContractIn(tx, downline.id, terms.kind, OPEN_STATES);
      if (open && open.state === 'OFFERED')
        throw new AppError('CONTRACT_STATE', 'an offer already waits for an answer');
      if (open && open.uplineId === uplineId) {
        await repo.updateContract(tx, open.id, {
          state: 'OFFERED',
          period: terms.period,
          rateType: terms.rateType,
          tiers,
          at: now,
        });
        await repo.insertEvent(tx, {
          contractId: open.id,
          action: 'OFFERED',
          actor: actorName(actor, upAccount),
          note: null,
          at: now,
        });
        return open.id;
      }
      if (open) throw new AppError('CONTRACT_STATE', 'another contract of this kind is open');
      const created = await repo.insertContract(tx, {
        brandId: actor.brandId,
        uplineId,
        downlineId: downline.id,
        kind: terms.kind,
        period: terms.period,
        rateType: terms.rateType,
        tiers,
        state: 'OFFERED',
        at: now,
      });
      await repo.insertEvent(tx, {
        contractId: created,
        action: 'OFFERED',
        actor: actorName(actor, upAccount),
        note: null,
        at: now,
      });
      return created;
    })
    .catch(stateConflict);
  return viewOne(deps, id, viewerOf(actor));
}

/** A downline agent asks its upline (or the platform) for a contract of a kind. */
export async function request(
  deps: ContractDeps,
  actor: { memberId: number; brandId: number },
  kind: ContractKind,
): Promise<Contract> {
  const me = await requireAgent(deps.db, actor.brandId, actor.memberId);
  const now = deps.now();
  const id = await deps.db
    .transaction(async (tx) => {
      const open = await repo.findContractIn(tx, me.id, kind, OPEN_STATES);
      if (open) throw new AppError('CONTRACT_STATE', 'a request or offer is already open');
      const created = await repo.insertContract(tx, {
        brandId: me.brandId,
        uplineId: me.parentId,
        downlineId: me.id,
        kind,
        // Placeholder terms until the upline answers with its own.
        period:
          kind === 'DIVIDEND'
            ? 'MONTHLY'
            : kind === 'SALARY_DAILY'
              ? 'DAILY'
              : kind === 'SALARY_HOURLY'
                ? 'HOURLY'
                : 'REALTIME',
        rateType: 'PERCENT',
        tiers: [],
        state: 'REQUESTED',
        at: now,
      });
      await repo.insertEvent(tx, {
        contractId: created,
        action: 'REQUESTED',
        actor: me.account,
        note: null,
        at: now,
      });
      return created;
    })
    .catch(stateConflict);
  return viewOne(deps, id, me.id);
}

/**
 * Sign an offer. Sub-agent contracts (of this kind, given by the signer) that would beat the
 * new terms are cancelled by the rule (spec §4) — but only once the signer confirms: the first
 * call without `confirm` answers CONTRACT_CANCELS_DOWNLINE naming them and changes nothing.
 */
export async function sign(
  deps: ContractDeps,
  actor: { memberId: number; brandId: number },
  input: { id: number; confirm: boolean; timezone: string },
): Promise<Contract> {
  const me = await requireAgent(deps.db, actor.brandId, actor.memberId);
  const now = deps.now();
  await deps.db
    .transaction(async (tx) => {
      const c = await repo.findContract(tx, input.id, { forUpdate: true });
      if (!c || c.brandId !== actor.brandId || c.downlineId !== me.id)
        throw new AppError('NOT_FOUND', 'no such contract');
      if (c.state !== 'OFFERED') throw new AppError('CONTRACT_STATE', `contract is ${c.state}`);
      const terms = storedTerms(c);
      // The upline's own contract may have changed since it offered.
      await ceilingFor(tx, c.uplineId, terms);
      const subs = await repo.signedContractsGivenBy(tx, me.id, terms.kind);
      const beaten = subs.filter((s) => ceilingProblems(terms, storedTerms(s)).length > 0);
      if (beaten.length > 0 && !input.confirm) {
        const accounts = await repo.findMembers(
          tx,
          beaten.map((s) => s.downlineId),
        );
        // Each sub-agent whose contract would be cancelled, by account, for the warning.
        throw new AppError(
          'CONTRACT_CANCELS_DOWNLINE',
          'signing cancels sub-agent contracts',
          beaten.map((sub, i) => ({
            path: `downlines.${i}`,
            issue: accounts.get(sub.downlineId)?.account ?? String(sub.downlineId),
          })),
        );
      }
      const current = periodAt(terms.period, now, input.timezone);
      // The new terms start with the period running now, but after everything an earlier
      // contract of the kind settles or will settle: the signed one (ended here, replaced) and
      // one terminated earlier that still settles the running period. No period twice.
      let startsAt = current.start;
      const earlier = await repo.contractsInForce(tx, me.id, terms.kind, current.start);
      for (const old of earlier) {
        startsAt = latest(
          startsAt,
          (await repo.settledUntil(tx, old.id)) ?? startsAt,
          old.startsAt ?? startsAt,
          old.state === 'TERMINATED' && old.endsAt ? old.endsAt : startsAt,
        );
      }
      for (const old of earlier.filter((o) => o.state === 'SIGNED')) {
        await repo.updateContract(tx, old.id, { state: 'TERMINATED', endsAt: startsAt, at: now });
        await repo.insertEvent(tx, {
          contractId: old.id,
          action: 'REPLACED',
          actor: me.account,
          note: null,
          at: now,
        });
      }
      for (const sub of beaten) {
        // Ends where the new terms start, never before what it has already settled.
        const settled = (await repo.settledUntil(tx, sub.id)) ?? sub.startsAt ?? startsAt;
        const endsAt = new Date(Math.max(settled.getTime(), startsAt.getTime()));
        await repo.updateContract(tx, sub.id, { state: 'TERMINATED', endsAt, at: now });
        await repo.insertEvent(tx, {
          contractId: sub.id,
          action: 'CANCELLED_BY_RULE',
          actor: 'SYSTEM',
          note: null,
          at: now,
        });
      }
      await repo.updateContract(tx, c.id, { state: 'SIGNED', signedAt: now, startsAt, at: now });
      await repo.insertEvent(tx, {
        contractId: c.id,
        action: 'SIGNED',
        actor: me.account,
        note: null,
        at: now,
      });
    })
    .catch(stateConflict);
  return viewOne(deps, input.id, me.id);
}

/** The downline refuses an offer; the upline (member or platform) refuses a request. */
export async function refuse(deps: ContractDeps, actor: Actor, id: number): Promise<Contract> {
  const c = await visibleContract(deps, actor, id);
  const side = sideOf(c, actor);
  const ok =
    (c.state === 'OFFERED' && side === 'DOWNLINE') ||
    (c.state === 'REQUESTED' && side === 'UPLINE');
  if (!ok) throw new AppError('CONTRACT_STATE', `cannot refuse a ${c.state} contract`);
  await transition(deps, actor, c, 'REFUSED', {});
  return viewOne(deps, id, viewerOf(actor));
}

/**
 * End a contract: a SIGNED one by either side, after the period in progress (which still
 * settles); an open offer withdrawn by its upline, an open request by its downline.
 */
export async function terminate(
  deps: ContractDeps,
  actor: Actor,
  input: { id: number; timezone: string; note?: string },
): Promise<Contract> {
  const c = await visibleContract(deps, actor, input.id);
  const side = sideOf(c, actor);
  const now = deps.now();
  if (c.state === 'SIGNED') {
    const until = (await repo.settledUntil(deps.db, c.id)) ?? c.startsAt ?? now;
    let endsAt = periodAt(c.period as ContractPeriod, now, input.timezone).end;
    if (until > endsAt) endsAt = until;
    await transition(deps, actor, c, 'TERMINATED', { endsAt }, input.note);
  } else if (
    (c.state === 'OFFERED' && side === 'UPLINE') ||
    (c.state === 'REQUESTED' && side === 'DOWNLINE')
  ) {
    await transition(deps, actor, c, 'TERMINATED', {}, input.note, 'WITHDRAWN');
  } else {
    throw new AppError('CONTRACT_STATE', `cannot terminate a ${c.state} contract`);
  }
  return viewOne(deps, input.id, viewerOf(actor));
}

/**
 * One state change and its event (`action`: the state, or WITHDRAWN for an open offer or
 * request taken back). `note` is an operator's reason, for the back office only.
 */
async function transition(
  deps: ContractDeps,
  actor: Actor,
  c: repo.ContractRow,
  state: 'REFUSED' | 'TERMINATED',
  patch: { endsAt?: Date },
  note?: string,
  action: string = state,
): Promise<void> {
  const now = deps.now();
  const account =
    actor.kind === 'MEMBER'
      ? (await repo.findMember(deps.db, actor.brandId, actor.memberId))?.account
      : undefined;
  await deps.db.transaction(async (tx) => {
    const locked = await repo.findContract(tx, c.id, { forUpdate: true });
    if (!locked || locked.state !== c.state)
      throw new AppError('CONTRACT_STATE', 'the contract changed meanwhile');
    await repo.updateContract(tx, c.id, { state, ...patch, at: now });
    await repo.insertEvent(tx, {
      contractId: c.id,
      action,
      actor: actorName(actor, account),
      note: note ?? null,
      at: now,
    });
  });
}

/** The popup's view of one kind (spec §7 process calls): the offer waiting and the signed one. */
export async function process(
  deps: ContractDeps,
  actor: { memberId: number; brandId: number },
  kind: ContractKind,
): Promise<{ pending: Contract | null; signed: Contract | null }> {
  await requireAgent(deps.db, actor.brandId, actor.memberId);
  const pending = await repo.findContractIn(deps.db, actor.memberId, kind, ['OFFERED']);
  const signed = await repo.findContractIn(deps.db, actor.memberId, kind, ['SIGNED']);
  const views = await viewContracts(
    deps.db,
    [pending, signed].filter((c): c is repo.ContractRow => c !== null),
    actor.memberId,
  );
  return {
    pending: pending ? (views.find((v) => v.id === pending.id) ?? null) : null,
    signed: signed ? (views.find((v) => v.id === signed.id) ?? null) : null,
  };
}

export async function listMine(
  deps: ContractDeps,
  actor: { memberId: number; brandId: number },
  query: {
    role: 'MINE' | 'DOWNLINE';
    kind?: ContractKind;
    state?: ContractState;
    downlineId?: number;
    pageNo: number;
    pageSize: number;
  },
) {
  await requireAgent(deps.db, actor.brandId, actor.memberId);
  const filter: repo.ContractFilter =
    query.role === 'MINE'
      ? { brandId: actor.brandId, downlineId: actor.memberId }
      : { brandId: actor.brandId, uplineId: actor.memberId, downlineId: query.downlineId };
  return listWith(deps, { ...filter, kind: query.kind, state: query.state }, query, actor.memberId);
}

export async function listWith(
  deps: ContractDeps,
  filter: repo.ContractFilter,
  page: { pageNo: number; pageSize: number },
  viewer: number | null,
) {
  const found = await repo.listContracts(deps.db, filter, {
    limit: page.pageSize,
    offset: (page.pageNo - 1) * page.pageSize,
  });
  return {
    content: await viewContracts(deps.db, found.rows, viewer),
    pageNum: page.pageNo,
    pageSize: page.pageSize,
    totalPages: Math.ceil(found.total / page.pageSize),
    totalElements: found.total,
  };
}

export type ContractFlag = '0' | '1' | '2';
export interface ContractFlags {
  dailysalreqtype: ContractFlag;
  divtypereq: ContractFlag;
  contracthoursalreq: ContractFlag;
  realtimesalreqtype: ContractFlag;
}

const FLAG_KEYS: Record<ContractKind, keyof ContractFlags> = {
  DIVIDEND: 'divtypereq',
  SALARY_DAILY: 'dailysalreqtype',
  SALARY_HOURLY: 'contracthoursalreq',
  SALARY_REALTIME: 'realtimesalreqtype',
};

/**
 * The consolidated flags (spec §3) from real data: '2' an offer waits for the agent's answer,
 * '1' the kind applies to it (a contract in force on either side, or the brand offers the kind
 * to agents, so it can ask for one), '0' otherwise and for every non-agent.
 */
export async function contractFlags(
  deps: ContractDeps,
  member: { id: number; type: number },
  brandKinds: readonly ContractKind[],
): Promise<ContractFlags> {
  const flags: ContractFlags = {
    dailysalreqtype: '0',
    divtypereq: '0',
    contracthoursalreq: '0',
    realtimesalreqtype: '0',
  };
  if (!isAgentType(member.type)) return flags;
  for (const kind of brandKinds) flags[FLAG_KEYS[kind]] = '1';
  for (const row of await repo.contractKindsOf(deps.db, member.id, deps.now())) {
    const key = FLAG_KEYS[row.kind as ContractKind];
    if (row.state === 'OFFERED' && row.role === 'DOWNLINE') flags[key] = '2';
    else if (flags[key] === '0') flags[key] = '1';
  }
  return flags;
}

/** An upline with an overdue statement may not withdraw or send money out (spec §4). */
export async function assertNotFrozen(db: Db, memberId: number): Promise<void> {
  if (await repo.isFrozen(db, memberId))
    throw new AppError('ACCOUNT_FROZEN', 'an overdue contract payout is unpaid');
}

export function statementView(
  s: repo.StatementRow,
  accounts: Map<number, repo.MemberRow>,
  viewer: number | null,
): Statement {
  return {
    id: s.id,
    contractId: s.contractId,
    kind: s.kind as ContractKind,
    periodStart: s.periodStart.toISOString(),
    periodEnd: s.periodEnd.toISOString(),
    agent: accounts.get(s.agentId)?.account ?? '',
    payer: s.payerId === null ? null : (accounts.get(s.payerId)?.account ?? null),
    role: viewer !== null && s.payerId === viewer ? 'PAID' : 'RECEIVED',
    figures: {
      bets: s.bets.toString(),
      validBets: s.validBets.toString(),
      wins: s.wins.toString(),
      bonuses: s.bonuses.toString(),
      rebates: s.rebates.toString(),
      netLoss: netLossOf(s).toString(),
      activeMembers: s.activeMembers,
    },
    tier: s.tier,
    ratio: s.ratio,
    rateType: s.rateType as SalaryRateType,
    formula: s.formula,
    amount: s.amount.toString(),
    paid: s.paid.toString(),
    status: s.status as StatementStatus,
    settledAt: s.settledAt.toISOString(),
    paidAt: s.paidAt?.toISOString() ?? null,
  };
}

export async function listStatementsWith(
  deps: ContractDeps,
  filter: repo.StatementFilter,
  page: { pageNo: number; pageSize: number },
  viewer: number | null,
) {
  const found = await repo.listStatements(deps.db, filter, {
    limit: page.pageSize,
    offset: (page.pageNo - 1) * page.pageSize,
  });
  const accounts = await repo.findMembers(
    deps.db,
    found.rows.flatMap((s) => (s.payerId === null ? [s.agentId] : [s.agentId, s.payerId])),
  );
  return {
    content: found.rows.map((s) => statementView(s, accounts, viewer)),
    pageNum: page.pageNo,
    pageSize: page.pageSize,
    totalPages: Math.ceil(found.total / page.pageSize),
    totalElements: found.total,
    totals: { amount: found.amount.toString(), paid: found.paid.toString() },
  };
}

export { findMembers, incomeByDay, listAgents, owedBy } from './agent-contracts.repository.ts';
