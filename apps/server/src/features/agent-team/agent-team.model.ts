import { TEAM_RANGE_MAX_DAYS } from '@nova/contracts/api/agent-team';
import { AppError, type ErrorDetail } from '../../lib/app-error.ts';
import { wallToInstant } from '../../lib/time.ts';

/**
 * The agent-team feature's calendar and shared shapes (issue 15, decision 042). Days are
 * yyyy-MM-dd in the brand's time zone; plain strings compare in calendar order.
 */

/** A day's figures are final once computed this long after the day ended (decision 042). */
export const FINAL_MARGIN_MS = 60_000;

const DAY_MS = 86_400_000;
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The brand-local calendar day of an instant. */
export function dayOf(at: Date, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(at);
}

/** The calendar day `days` after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The instant a brand-local day starts (its local midnight), as PostgreSQL's
 * `day::timestamp at time zone tz` reads it: the offset is taken at the guess, then again at
 * the result, which settles a daylight-saving change on either side.
 */
export function dayStart(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return wallToInstant(Date.UTC(y, m - 1, d), timeZone);
}

/** The whole brand-local days [start, end) covers, or null when either end is not a midnight. */
export function wholeDays(start: Date, end: Date, timeZone: string): string[] | null {
  const from = dayOf(start, timeZone);
  const next = dayOf(end, timeZone);
  if (dayStart(from, timeZone).getTime() !== start.getTime()) return null;
  if (dayStart(next, timeZone).getTime() !== end.getTime()) return null;
  if (next <= from) return null;
  return daysBetween(from, addDays(next, -1));
}

/** Has the day ended at least FINAL_MARGIN_MS before `at`? */
export function canBeFinal(day: string, timeZone: string, at: Date): boolean {
  return at.getTime() >= dayStart(addDays(day, 1), timeZone).getTime() + FINAL_MARGIN_MS;
}

export interface DayRangeQuery {
  from: string;
  to: string;
}

/** The calendar the pages accept (a day outside has no figures and would not compute). */
const FIRST_DAY = '1970-01-01';
const LAST_DAY = '9999-11-30';

/**
 * The range's days, checked: both within FIRST_DAY..LAST_DAY, `to` on or after `from`, at most
 * TEAM_RANGE_MAX_DAYS days.
 */
export function teamRangeDays(query: DayRangeQuery): string[] {
  const details: ErrorDetail[] = [];
  for (const path of ['from', 'to'] as const)
    if (query[path] < FIRST_DAY || query[path] > LAST_DAY)
      details.push({ path, issue: `between ${FIRST_DAY} and ${LAST_DAY}` });
  const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS + 1;
  if (!(days >= 1)) details.push({ path: 'to', issue: 'on or after from' });
  else if (days > TEAM_RANGE_MAX_DAYS)
    details.push({ path: 'to', issue: `at most ${TEAM_RANGE_MAX_DAYS} days after from` });
  if (details.length > 0) throw new AppError('VALIDATION_FAILED', 'invalid date range', details);
  return daysBetween(query.from, query.to);
}

/** When a brand-local day was last computed, in which time zone (team_rollup_days). */
export interface RollupState {
  day: string;
  timezone: string;
  computedAt: Date;
}

/** A member's or a team's play and money over some days (minor units). */
export interface Figures {
  deposits: bigint;
  withdrawals: bigint;
  betCount: number;
  bets: bigint;
  validBets: bigint;
  wins: bigint;
  bonuses: bigint;
  rebates: bigint;
}

export const ZERO_FIGURES: Figures = {
  deposits: 0n,
  withdrawals: 0n,
  betCount: 0,
  bets: 0n,
  validBets: 0n,
  wins: 0n,
  bonuses: 0n,
  rebates: 0n,
};

export function addFigures(a: Figures, b: Figures): Figures {
  return {
    deposits: a.deposits + b.deposits,
    withdrawals: a.withdrawals + b.withdrawals,
    betCount: a.betCount + b.betCount,
    bets: a.bets + b.bets,
    validBets: a.validBets + b.validBets,
    wins: a.wins + b.wins,
    bonuses: a.bonuses + b.bonuses,
    rebates: a.rebates + b.rebates,
  };
}

/** The figures as the contracts carry them, with the team's net result. */
export function figuresOut(f: Figures) {
  return {
    deposits: f.deposits.toString(),
    withdrawals: f.withdrawals.toString(),
    betCount: f.betCount,
    bets: f.bets.toString(),
    validBets: f.validBets.toString(),
    wins: f.wins.toString(),
    bonuses: f.bonuses.toString(),
    rebates: f.rebates.toString(),
    netWinLoss: (f.wins + f.bonuses + f.rebates - f.bets).toString(),
  };
}

/** Figures as SQL returns them: amounts as integer text, the count as a number. */
export interface FiguresRow {
  deposits: string;
  withdrawals: string;
  bet_count: number | string;
  bets: string;
  valid_bets: string;
  wins: string;
  bonuses: string;
  rebates: string;
}

export function figuresOf(row: FiguresRow): Figures {
  return {
    deposits: BigInt(row.deposits),
    withdrawals: BigInt(row.withdrawals),
    betCount: Number(row.bet_count),
    bets: BigInt(row.bets),
    validBets: BigInt(row.valid_bets),
    wins: BigInt(row.wins),
    bonuses: BigInt(row.bonuses),
    rebates: BigInt(row.rebates),
  };
}
