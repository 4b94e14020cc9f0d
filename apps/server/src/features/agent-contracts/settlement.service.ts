import { randomUUID } from 'node:crypto';
import type {
  ContractKind,
  ContractPeriod,
  SalaryRateType,
} from '@nova/contracts/api/agent-contracts';
import type { Db } from '../../db/client.ts';
import { isAppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  agentSettings,
  teamFiguresForWindow,
  ZERO_WINDOW,
} from '../agent-team/agent-team.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { findTransfers } from '../ledger/ledger.service.ts';
import {
  computeStatement,
  periodAt,
  type Terms,
  tierOf,
  type Window,
  windowsToSettle,
} from './agent-contracts.model.ts';
import * as repo from './agent-contracts.repository.ts';

/**
 * Settlement, exactly once (issue 15; SECURITY.md 22; decision 042).
 *
 * - Each (contract, period) is one row of agent_statements, unique in the database: two runs
 *   racing (two instances, a retry, a restart) write it once; only the run whose INSERT wrote a
 *   row goes on to pay it, the other sees nothing returned.
 * - A statement is paid through the ledger by numbered payments: the payment row is written
 *   before its posting (key `agent-pay:<statement>:<seq>`) and marked after. A crash between
 *   the two leaves a row without a transfer, which the next run resolves from the ledger
 *   (posted: recorded once; not posted: removed and tried again). The ledger's idempotency key
 *   makes the posting itself once.
 * - Payers nearest the top pay first (the platform, then depth 1, ...), so an upline is paid its
 *   own statement before it must pay its downline's.
 * - A payer that cannot pay leaves the statement OWED (retried every sweep); after the brand's
 *   grace time it is OVERDUE: deemed refused (spec §4), the payer frozen (no withdrawal or
 *   transfer out) and paid from its balance as funds arrive, in part payments.
 * - Periods missed while the server was down are settled when it returns (each contract from
 *   its last settled period on, up to MAX_WINDOWS per run).
 */
export interface SettlementDeps {
  db: Db;
  now: () => Date;
  ledger: LedgerService;
  log: Logger;
}

export interface SettlementReport {
  statements: number;
  paid: number;
  owed: number;
  overdue: number;
  forced: number;
  seconds: number;
}

/** A period is settled this long after it ends: postings begun before its end have committed. */
export const CLOSE_DELAY_MS = 60_000;
/** An operator's early close cuts the running periods this long before the request. */
export const CUT_DELAY_MS = 2_000;
const MAX_WINDOWS = 2_000;
const LEASE_MS = 120_000;
const SWEEP_BATCH = 5_000;

const LEDGER_KIND: Record<ContractKind, string> = {
  DIVIDEND: 'AGENT_DIVIDEND',
  SALARY_DAILY: 'AGENT_SALARY',
  SALARY_HOURLY: 'AGENT_SALARY',
  SALARY_REALTIME: 'AGENT_SALARY',
};

export function paymentKey(statementId: number, seq: number): string {
  return `agent-pay:${statementId}:${seq}`;
}

function termsOfRow(c: repo.ContractRow): Terms {
  return {
    kind: c.kind as ContractKind,
    period: c.period as ContractPeriod,
    rateType: c.rateType as SalaryRateType,
    tiers: c.tiers.map((t) => tierOf(t as never)),
  };
}

/**
 * How long a settlement run holds the brand between renewals (it renews after each span of
 * figures and each batch of payments); a crashed run's hold lapses after it.
 */
export const RUN_LEASE_MS = 120_000;

/**
 * Write the statements of every period that has closed, then pay what this run wrote. One run
 * per brand at a time (a lease on the database's clock): null when another run holds it.
 */
export async function settleDue(
  deps: SettlementDeps,
  brand: { id: number; timezone: string },
  options: { closeCurrent?: boolean; runLeaseMs?: number } = {},
): Promise<SettlementReport | null> {
  const token = randomUUID();
  const leaseMs = options.runLeaseMs ?? RUN_LEASE_MS;
  if (!(await repo.acquireSettlement(deps.db, brand.id, token, leaseMs))) return null;
  const renew = async () => {
    if (!(await repo.renewSettlement(deps.db, brand.id, token, leaseMs)))
      throw new Error('settlement: the hold on the brand was lost; the next run carries on');
  };
  try {
    return await settleHeld(deps, brand, options, renew);
  } finally {
    await repo.releaseSettlement(deps.db, brand.id, token);
  }
}

interface Due {
  contract: repo.ContractRow;
  window: Window;
  /** The period's start (or the contract's, if later): an early-closed period's rest settles
   *  as the whole period so far less what its earlier parts settled. */
  spanStart: Date;
}

async function settleHeld(
  deps: SettlementDeps,
  brand: { id: number; timezone: string },
  options: { closeCurrent?: boolean },
  renew: () => Promise<void>,
): Promise<SettlementReport> {
  const started = Date.now();
  const now = deps.now();
  const closedBy = new Date(now.getTime() - CLOSE_DELAY_MS);
  // "Close the period now": every running period is cut a moment ago (postings begun before
  // then have committed: the ledger's transactions last milliseconds) and its first part settles.
  const cutAt = options.closeCurrent ? new Date(now.getTime() - CUT_DELAY_MS) : undefined;
  const settings = await agentSettings(deps, brand.id);
  const contracts = await repo.contractsToSettle(deps.db, brand.id);
  // Group the contracts' due windows by the span their figures cover: one query per span.
  const bySpan = new Map<string, { start: Date; end: Date; due: Due[] }>();
  for (const c of contracts) {
    if (!c.startsAt) continue;
    const contractStart = c.startsAt;
    const from = c.settledUntil && c.settledUntil > contractStart ? c.settledUntil : contractStart;
    for (const window of windowsToSettle({
      period: c.period as ContractPeriod,
      timeZone: brand.timezone,
      from,
      endsAt: c.endsAt,
      closedBy,
      max: MAX_WINDOWS,
      cutAt,
    })) {
      const periodStart = periodAt(c.period as ContractPeriod, window.start, brand.timezone).start;
      const spanStart = new Date(Math.max(periodStart.getTime(), contractStart.getTime()));
      const key = `${spanStart.getTime()}:${window.end.getTime()}`;
      const group = bySpan.get(key) ?? { start: spanStart, end: window.end, due: [] };
      group.due.push({ contract: c, window, spanStart });
      bySpan.set(key, group);
    }
  }
  const written: number[] = [];
  const marks = new Map<number, Date>();
  const spans = [...bySpan.values()].sort((a, b) => a.end.getTime() - b.end.getTime());
  const active = await activeSubDayWindows(
    deps,
    brand.id,
    spans.flatMap((span) => span.due),
  );
  // The grace runs from when the statement is issued: a period settled late (the server was
  // down) does not freeze its payer at once.
  const dueAt = new Date(now.getTime() + settings.overdueGraceMinutes * 60_000);
  for (const span of spans) {
    await renew();
    for (const d of span.due) marks.set(d.contract.id, d.window.end);
    // An hour or 5 minutes without any play settles to nothing: no statement, no query.
    const due = span.due.filter((d) => !isSubDay([d.contract]) || active(d.window));
    if (due.length === 0) continue;
    const figures = await teamFiguresForWindow(deps, {
      brandId: brand.id,
      timezone: brand.timezone,
      start: span.start,
      end: span.end,
      agentIds: [...new Set(due.map((d) => d.contract.downlineId))],
    });
    // An early-closed period's rest: what its earlier parts already settled comes off.
    const cut = due.filter((d) => d.window.start > d.spanStart);
    const earlier = await repo.settledBetween(
      deps.db,
      cut.map((d) => ({ contractId: d.contract.id, from: d.spanStart, before: d.window.start })),
    );
    const rows: repo.NewStatement[] = [];
    for (const { contract: c, window } of due) {
      const f = figures.get(c.downlineId);
      // A sub-day period in which this team did not play leaves no statement.
      if (!f && isSubDay([c])) continue;
      const used = f ?? ZERO_WINDOW;
      const computed = computeStatement(termsOfRow(c), used);
      const before = earlier.get(c.id) ?? 0n;
      const amount = computed.amount > before ? computed.amount - before : 0n;
      rows.push({
        brandId: brand.id,
        contractId: c.id,
        kind: c.kind,
        agentId: c.downlineId,
        payerId: c.uplineId,
        periodStart: window.start,
        periodEnd: window.end,
        bets: used.bets,
        validBets: used.validBets,
        wins: used.wins,
        bonuses: used.bonuses,
        rebates: used.rebates,
        activeMembers: used.activeMembers,
        tier: computed.tier,
        ratio: computed.ratio,
        rateType: c.rateType,
        formula: earlier.has(c.id)
          ? `${computed.formula}; − ${before} settled earlier this period = ${amount}`
          : computed.formula,
        amount,
        dueAt,
        settledAt: now,
      });
    }
    for (let i = 0; i < rows.length; i += 2_000)
      written.push(...(await repo.insertStatements(deps.db, rows.slice(i, i + 2_000))));
  }
  // After the statements: a run stopped before this point leaves the marks behind, and the
  // next run's inserts of the same periods do nothing (unique per contract and period).
  await repo.advanceSettled(
    deps.db,
    [...marks].map(([contractId, until]) => ({ contractId, until })),
  );
  const report: SettlementReport = {
    statements: written.length,
    paid: 0,
    owed: 0,
    overdue: 0,
    forced: 0,
    seconds: 0,
  };
  // Pay what this run wrote, payers nearest the top first, a level at a time.
  const statements = await repo.findStatements(deps.db, written);
  const depthOf = await payerDepths(deps.db, statements);
  const levels = new Map<number, repo.StatementRow[]>();
  for (const st of statements) {
    const depth = depthOf.get(st.payerId) ?? 0;
    const level = levels.get(depth);
    if (level) level.push(st);
    else levels.set(depth, [st]);
  }
  for (const depth of [...levels.keys()].sort((a, b) => a - b)) {
    await renew();
    await payFresh(deps, levels.get(depth) ?? [], report);
  }
  const sweep = await sweepPayouts(deps, brand);
  report.paid += sweep.paid;
  report.owed = sweep.owed;
  report.overdue += sweep.overdue;
  report.forced += sweep.forced;
  report.seconds = (Date.now() - started) / 1000;
  return report;
}

const SUB_DAY = new Set<string>(['HOURLY', 'REALTIME']);

function isSubDay(contracts: readonly repo.ContractRow[]): boolean {
  return contracts.every((c) => SUB_DAY.has(c.period));
}

/** Whether a sub-day window had any play, from one query over the whole catch-up range. */
async function activeSubDayWindows(
  deps: SettlementDeps,
  brandId: number,
  due: readonly Due[],
): Promise<(window: Window) => boolean> {
  const subDay = due.filter((d) => isSubDay([d.contract])).map((d) => d.window);
  if (subDay.length === 0) return () => true;
  const start = new Date(Math.min(...subDay.map((w) => w.start.getTime())));
  const end = new Date(Math.max(...subDay.map((w) => w.end.getTime())));
  const minutes = await repo.playMinutes(deps.db, brandId, start, end);
  return (window) => {
    // The first minute at or after the window's start.
    let lo = 0;
    let hi = minutes.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((minutes[mid] as number) < window.start.getTime()) lo = mid + 1;
      else hi = mid;
    }
    return lo < minutes.length && (minutes[lo] as number) < window.end.getTime();
  };
}

async function payerDepths(db: Db, statements: readonly repo.StatementRow[]) {
  const payers = await repo.findMembers(
    db,
    statements.flatMap((s) => (s.payerId === null ? [] : [s.payerId])),
  );
  const out = new Map<number | null, number>([[null, 0]]);
  for (const [id, m] of payers) out.set(id, m.path.split('/').length);
  return out;
}

/**
 * Retry the OWED statements (whole amounts), turn those past due into OVERDUE, and take what
 * the frozen payers' balances hold towards their OVERDUE ones (oldest first).
 */
export async function sweepPayouts(
  deps: SettlementDeps,
  brand: { id: number },
): Promise<SettlementReport> {
  const report: SettlementReport = {
    statements: 0,
    paid: 0,
    owed: 0,
    overdue: 0,
    forced: 0,
    seconds: 0,
  };
  const owed = await repo.unpaidStatements(deps.db, brand.id, 'OWED', SWEEP_BATCH);
  await payAll(deps, owed, false, report);
  report.overdue += await repo.markOverdue(deps.db, brand.id, deps.now());
  const overdue = await repo.unpaidStatements(deps.db, brand.id, 'OVERDUE', SWEEP_BATCH);
  await payAll(deps, overdue, true, report);
  return report;
}

async function payAll(
  deps: SettlementDeps,
  statements: readonly repo.StatementRow[],
  forced: boolean,
  report: SettlementReport,
): Promise<void> {
  // Payments of different payers are independent: run a few at once so the ledger batches
  // them (group commit); one payer's statements go in order.
  const byPayer = new Map<string, repo.StatementRow[]>();
  for (const s of statements) {
    if (s.status === 'NOTHING' || s.status === 'PAID') continue;
    const key = s.payerId === null ? `platform:${s.id % 64}` : String(s.payerId);
    const queue = byPayer.get(key);
    if (queue) queue.push(s);
    else byPayer.set(key, [s]);
  }
  const queues = [...byPayer.values()];
  const lanes = Math.min(32, queues.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < queues.length) {
        const queue = queues[next++] ?? [];
        for (const s of queue) {
          try {
            const outcome = await payStatement(deps, s, forced);
            if (outcome === 'paid') report.paid++;
            else if (outcome === 'partial') report.forced++;
            else if (outcome === 'short') report.owed++;
          } catch {
            // Logged in payStatement; the next sweep resolves and retries it.
            report.owed++;
          }
        }
      }
    }),
  );
}

const FRESH_BATCH = 2_000;

/**
 * The first payment of statements this run has just written, many at once: held in one
 * statement, their payment rows written in one, the postings sent together (the ledger commits
 * them in batches), recorded in one. The same rules as payStatement: a refused posting's row is
 * removed (the statement stays OWED for the sweep), an unknown outcome leaves the row for the
 * next run to resolve from the ledger.
 */
async function payFresh(
  deps: SettlementDeps,
  statements: readonly repo.StatementRow[],
  report: SettlementReport,
): Promise<void> {
  for (let i = 0; i < statements.length; i += FRESH_BATCH) {
    const chunk = statements
      .slice(i, i + FRESH_BATCH)
      .filter((st) => st.status === 'OWED' && st.amount > st.paid);
    const now = deps.now();
    const token = randomUUID();
    const held = new Set(
      await repo.claimStatements(
        deps.db,
        chunk.map((st) => st.id),
        token,
        LEASE_MS,
      ),
    );
    try {
      const mine = chunk.filter((st) => held.has(st.id));
      const written = new Set(
        await repo.insertFirstPayments(
          deps.db,
          mine.map((st) => ({ statementId: st.id, amount: st.amount - st.paid })),
          now,
        ),
      );
      const sent = mine.filter((st) => written.has(st.id));
      const outcomes = await Promise.allSettled(
        sent.map((st) => deps.ledger.post(postingOf(st, 1, st.amount - st.paid, false))),
      );
      const posted: { statementId: number; seq: number; transferId: number }[] = [];
      const refused: { statementId: number; seq: number }[] = [];
      outcomes.forEach((outcome, index) => {
        const st = sent[index] as repo.StatementRow;
        if (outcome.status === 'fulfilled')
          posted.push({ statementId: st.id, seq: 1, transferId: outcome.value.transferId });
        else if (isAppError(outcome.reason) && outcome.reason.code === 'INSUFFICIENT_FUNDS')
          refused.push({ statementId: st.id, seq: 1 });
        else deps.log.error({ err: outcome.reason, statementId: st.id }, 'agent payout failed');
      });
      await repo.recordPayments(deps.db, posted, now);
      await repo.deletePayments(deps.db, refused);
      report.paid += posted.length;
      report.owed += sent.length - posted.length;
    } finally {
      await repo.releaseStatements(deps.db, [...held], token);
    }
  }
}

/** The ledger posting of payment `seq` of a statement: payer (or the house) to payee. */
function postingOf(s: repo.StatementRow, seq: number, amount: bigint, forced: boolean) {
  return {
    brandId: s.brandId,
    idempotencyKey: paymentKey(s.id, seq),
    kind: LEDGER_KIND[s.kind as ContractKind],
    legs: [
      {
        account:
          s.payerId === null
            ? { house: 'COMMISSION' as const }
            : { memberId: s.payerId, kind: 'MAIN' as const },
        amount: -amount,
      },
      { account: { memberId: s.agentId, kind: 'MAIN' as const }, amount },
    ],
    metadata: {
      statementId: s.id,
      contractId: s.contractId,
      periodStart: s.periodStart.toISOString(),
      forced,
      reference: `S${s.id}`,
    },
  };
}

type PayOutcome = 'paid' | 'partial' | 'short' | 'busy';

/** One payment attempt of one statement (see the module comment for the crash rules). */
export async function payStatement(
  deps: SettlementDeps,
  s: repo.StatementRow,
  forced: boolean,
): Promise<PayOutcome> {
  const now = deps.now();
  const token = randomUUID();
  if (!(await repo.claimStatement(deps.db, s.id, token, LEASE_MS))) return 'busy';
  try {
    let payments = await repo.paymentsOf(deps.db, s.id);
    // A payment row without its transfer: a run stopped between the two. Resolve it first.
    for (const p of payments.filter((x) => x.transferId === null)) {
      const [posted] = await findTransfers(deps.db, [
        { brandId: s.brandId, key: paymentKey(s.id, p.seq) },
      ]);
      if (posted)
        await repo.recordPayment(deps.db, {
          statementId: s.id,
          seq: p.seq,
          transferId: posted.id,
          at: now,
        });
      else await repo.deletePayment(deps.db, s.id, p.seq);
    }
    payments = await repo.paymentsOf(deps.db, s.id);
    const paid = payments.reduce((sum, p) => sum + (p.transferId === null ? 0n : p.amount), 0n);
    const remaining = s.amount - paid;
    if (remaining <= 0n) {
      await repo.closeIfPaid(deps.db, s.id, now);
      return 'paid';
    }
    let amount = remaining;
    if (forced && s.payerId !== null) {
      const balance = (await deps.ledger.balance(s.payerId)).main;
      if (balance <= 0n) return 'short';
      if (balance < amount) amount = balance;
    }
    const seq = (payments.at(-1)?.seq ?? 0) + 1;
    await repo.insertPayment(deps.db, { statementId: s.id, seq, amount, forced, at: now });
    try {
      const result = await deps.ledger.post(postingOf(s, seq, amount, forced));
      await repo.recordPayment(deps.db, {
        statementId: s.id,
        seq,
        transferId: result.transferId,
        at: now,
      });
      return amount === remaining ? 'paid' : 'partial';
    } catch (error) {
      if (isAppError(error) && error.code === 'INSUFFICIENT_FUNDS') {
        // Nothing was written: the row goes, the statement waits.
        await repo.deletePayment(deps.db, s.id, seq);
        return 'short';
      }
      deps.log.error({ err: error, statementId: s.id }, 'agent payout failed');
      throw error;
    }
  } finally {
    await repo.releaseStatement(deps.db, s.id, token);
  }
}
