import {
  type ContractKind,
  type ContractPeriod,
  type ContractTerms,
  type ContractTier,
  DIVIDEND_PERIODS,
  RATIO_MAX_BP,
  REALTIME_SALARY_MINUTES,
  type SalaryRateType,
} from '@nova/contracts/api/agent-contracts';
import { AppError, type ErrorDetail } from '../../lib/app-error.ts';
import { wallToInstant, zoneOffsetMs } from '../../lib/time.ts';

/**
 * The rules of agent contracts that need no database (issue 15, decision 042): periods in the
 * brand's time zone, the terms' own checks, the upline ceiling, and a statement's amount.
 */

/** A tier as the server computes with it. */
export interface Tier {
  minBets: bigint;
  minNetLoss: bigint;
  minActive: number;
  ratio: number;
  amount: bigint;
}

export interface Terms {
  kind: ContractKind;
  period: ContractPeriod;
  rateType: SalaryRateType;
  tiers: Tier[];
}

export function tierOf(t: ContractTier): Tier {
  return {
    minBets: BigInt(t.minBets),
    minNetLoss: BigInt(t.minNetLoss),
    minActive: t.minActive,
    ratio: t.ratio,
    amount: BigInt(t.amount),
  };
}

export function tierView(t: Tier): ContractTier {
  return {
    minBets: t.minBets.toString(),
    minNetLoss: t.minNetLoss.toString(),
    minActive: t.minActive,
    ratio: t.ratio,
    amount: t.amount.toString(),
  };
}

export function termsOf(t: ContractTerms): Terms {
  return { kind: t.kind, period: t.period, rateType: t.rateType, tiers: t.tiers.map(tierOf) };
}

/** The period each salary kind settles on; dividends choose theirs. */
export const SALARY_PERIOD: Record<Exclude<ContractKind, 'DIVIDEND'>, ContractPeriod> = {
  SALARY_DAILY: 'DAILY',
  SALARY_HOURLY: 'HOURLY',
  SALARY_REALTIME: 'REALTIME',
};

/**
 * The terms' own rules; throws CONTRACT_INVALID listing every problem (path, issue). Tiers go
 * up: each tier's thresholds are at least the previous one's, and it pays strictly more.
 */
export function checkTerms(terms: Terms): void {
  const details: ErrorDetail[] = [];
  const fail = (path: string, issue: string) => details.push({ path, issue });
  if (terms.kind === 'DIVIDEND') {
    if (!(DIVIDEND_PERIODS as readonly string[]).includes(terms.period))
      fail('period', 'daily, weekly, semimonthly or monthly');
    if (terms.rateType !== 'PERCENT') fail('rateType', 'a dividend is a percentage');
  } else if (terms.period !== SALARY_PERIOD[terms.kind]) {
    fail('period', `${SALARY_PERIOD[terms.kind]} for this salary`);
  }
  terms.tiers.forEach((tier, i) => {
    const at = `tiers.${i}`;
    if (terms.rateType === 'PERCENT') {
      if (tier.ratio <= 0 || tier.ratio > RATIO_MAX_BP)
        fail(`${at}.ratio`, 'above 0 and at most 100 %');
      if (tier.amount !== 0n) fail(`${at}.amount`, 'no fixed amount with a percentage');
    } else {
      if (tier.amount <= 0n) fail(`${at}.amount`, 'a fixed amount above 0');
      if (tier.ratio !== 0) fail(`${at}.ratio`, 'no percentage with a fixed amount');
    }
    if (terms.kind !== 'DIVIDEND' && tier.minNetLoss !== 0n)
      fail(`${at}.minNetLoss`, 'salaries have no net-loss threshold');
    const prev = terms.tiers[i - 1];
    if (prev) {
      if (
        tier.minBets < prev.minBets ||
        tier.minNetLoss < prev.minNetLoss ||
        tier.minActive < prev.minActive
      )
        fail(at, 'thresholds at least the previous tier’s');
      if (payOf(terms.rateType, tier) <= payOf(terms.rateType, prev))
        fail(at, 'pays more than the previous tier');
    }
  });
  if (details.length > 0) throw new AppError('CONTRACT_INVALID', 'contract terms', details);
}

function payOf(rateType: SalaryRateType, tier: Tier): bigint {
  return rateType === 'PERCENT' ? BigInt(tier.ratio) : tier.amount;
}

/** What a team reached in a period: the thresholds' side of the tiers. */
export interface Reached {
  validBets: bigint;
  netLoss: bigint;
  activeMembers: number;
}

/** The highest tier whose every threshold is met, or -1. */
export function tierIndex(terms: Pick<Terms, 'kind' | 'tiers'>, reached: Reached): number {
  let found = -1;
  terms.tiers.forEach((tier, i) => {
    if (
      reached.validBets >= tier.minBets &&
      reached.activeMembers >= tier.minActive &&
      (terms.kind !== 'DIVIDEND' || reached.netLoss >= tier.minNetLoss)
    )
      found = i;
  });
  return found;
}

/**
 * A downline's terms never beat its upline's (issue 15): same period and rate type, and for
 * every downline tier, the upline's tier that a team at exactly those thresholds would reach
 * pays at least as much. The upline's team contains the downline's, so whatever the downline's
 * team reaches, the upline's reaches it too, and its rate is the higher. Returns the problems.
 */
export function ceilingProblems(upline: Terms, downline: Terms): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  if (upline.period !== downline.period)
    details.push({ path: 'period', issue: `the same period as yours (${upline.period})` });
  if (upline.rateType !== downline.rateType)
    details.push({ path: 'rateType', issue: `the same rate type as yours (${upline.rateType})` });
  if (details.length > 0) return details;
  downline.tiers.forEach((tier, i) => {
    const at = tierIndex(upline, {
      validBets: tier.minBets,
      netLoss: tier.minNetLoss,
      activeMembers: tier.minActive,
    });
    const ceiling = at < 0 ? undefined : upline.tiers[at];
    if (!ceiling) {
      details.push({ path: `tiers.${i}`, issue: 'below every tier of your own contract' });
    } else if (payOf(downline.rateType, tier) > payOf(upline.rateType, ceiling)) {
      details.push({
        path: `tiers.${i}`,
        issue:
          downline.rateType === 'PERCENT'
            ? `at most ${ceiling.ratio} basis points (your tier ${at + 1})`
            : `at most ${ceiling.amount} (your tier ${at + 1})`,
      });
    }
  });
  return details;
}

/** The figures a statement is computed from. */
export interface StatementFigures {
  bets: bigint;
  validBets: bigint;
  wins: bigint;
  bonuses: bigint;
  rebates: bigint;
  activeMembers: number;
}

export function netLossOf(f: StatementFigures): bigint {
  return f.bets - f.wins - f.bonuses - f.rebates;
}

export interface Computed {
  tier: number | null;
  ratio: number;
  amount: bigint;
  /** How the amount came out, in numbers only (the site explains it in words). */
  formula: string;
}

/**
 * A period's amount: a dividend is floor(net loss × ratio / 10000) when the team lost (no
 * dividend on a team win; nothing carries over); a PERCENT salary floor(valid bets × ratio /
 * 10000); a FIXED salary the tier's amount. Always rounded down to the minor unit.
 */
export function computeStatement(terms: Terms, figures: StatementFigures): Computed {
  const netLoss = netLossOf(figures);
  const index = tierIndex(terms, {
    validBets: figures.validBets,
    netLoss,
    activeMembers: figures.activeMembers,
  });
  const tier = index < 0 ? undefined : terms.tiers[index];
  if (!tier) return { tier: null, ratio: 0, amount: 0n, formula: 'no tier reached = 0' };
  if (terms.rateType === 'FIXED')
    return { tier: index, ratio: 0, amount: tier.amount, formula: `fixed ${tier.amount}` };
  const base = terms.kind === 'DIVIDEND' ? netLoss : figures.validBets;
  if (base <= 0n) return { tier: index, ratio: tier.ratio, amount: 0n, formula: `${base} ≤ 0 = 0` };
  const amount = (base * BigInt(tier.ratio)) / BigInt(RATIO_MAX_BP);
  return {
    tier: index,
    ratio: tier.ratio,
    amount,
    formula: `floor(${base} × ${tier.ratio} / ${RATIO_MAX_BP}) = ${amount}`,
  };
}

// ── Periods in the brand's time zone ─────────────────────────────────────────────────────────

export interface Window {
  start: Date;
  end: Date;
}

/** The period of this kind that contains the instant. */
export function periodAt(period: ContractPeriod, at: Date, timeZone: string): Window {
  const local = at.getTime() + zoneOffsetMs(at, timeZone);
  if (period === 'HOURLY' || period === 'REALTIME') {
    // In absolute time: always `size` long and after the instant, across a daylight-saving
    // change too (the local hour that repeats or goes missing is still an hour of play).
    const size = period === 'HOURLY' ? 3_600_000 : REALTIME_SALARY_MINUTES * 60_000;
    const start = at.getTime() - (((local % size) + size) % size);
    return { start: new Date(start), end: new Date(start + size) };
  }
  const d = new Date(local);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = d.getUTCDate();
  let start: number;
  let end: number;
  switch (period) {
    case 'DAILY':
      start = Date.UTC(y, m, day);
      end = Date.UTC(y, m, day + 1);
      break;
    case 'WEEKLY': {
      // Weeks start on Monday.
      const back = (d.getUTCDay() + 6) % 7;
      start = Date.UTC(y, m, day - back);
      end = Date.UTC(y, m, day - back + 7);
      break;
    }
    case 'SEMIMONTHLY':
      start = day <= 15 ? Date.UTC(y, m, 1) : Date.UTC(y, m, 16);
      end = day <= 15 ? Date.UTC(y, m, 16) : Date.UTC(y, m + 1, 1);
      break;
    default:
      start = Date.UTC(y, m, 1);
      end = Date.UTC(y, m + 1, 1);
  }
  return { start: wallToInstant(start, timeZone), end: wallToInstant(end, timeZone) };
}

/**
 * The windows of a contract still to settle: from `from` (where its settlement got to), each
 * period cut to the contract's [startsAt, endsAt), those that ended by `closedBy`, at most
 * `max` of them (a long outage catches up over several runs). With `cutAt` (an operator's
 * "close the period now"), the period running at that instant is cut there too: its first
 * part settles now, the rest as its own window when the period ends.
 */
export function windowsToSettle(input: {
  period: ContractPeriod;
  timeZone: string;
  from: Date;
  endsAt: Date | null;
  closedBy: Date;
  max: number;
  cutAt?: Date;
}): Window[] {
  const out: Window[] = [];
  let cursor = input.from;
  while (out.length < input.max) {
    if (input.endsAt && cursor >= input.endsAt) break;
    let p = periodAt(input.period, cursor, input.timeZone);
    // A zone whose clocks change at midnight can put a day's end at or before a cursor in it:
    // the next period then, and never a window that does not move forward.
    if (p.end <= cursor)
      p = periodAt(input.period, new Date(cursor.getTime() + 3_600_000), input.timeZone);
    if (p.end <= cursor)
      throw new Error(
        `no ${input.period} period after ${cursor.toISOString()} in ${input.timeZone}`,
      );
    let end = input.endsAt && input.endsAt < p.end ? input.endsAt : p.end;
    if (input.cutAt && cursor < input.cutAt && input.cutAt < end) end = input.cutAt;
    if (end > input.closedBy && end !== input.cutAt) break;
    if (end > cursor) out.push({ start: cursor, end });
    cursor = end;
  }
  return out;
}
