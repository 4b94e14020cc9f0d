import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { IsoDateTimeSchema, MinorUnitsSchema } from './money-fields.ts';

/**
 * The back office's dashboard (issue 13): the brand's money, play and players for today and
 * this month, the queues waiting for an operator, and 30 days of figures for the charts. Days
 * are calendar days in the brand's time zone. Money is integer minor units in the brand's
 * currency (strings); GGR may be negative.
 */

/** How many days the chart series covers, today included. */
export const DASHBOARD_SERIES_DAYS = 30;

const CountSchema = z.number().check(z.int(), z.gte(0));
/** yyyy-MM-dd, a calendar day in the brand's time zone. */
const DaySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/u, 'yyyy-MM-dd'));

/**
 * Play of a period. `bets`: bets placed; `turnover`: their stakes less what was refunded;
 * `wins`: what was paid back (wins and jackpot wins); `ggr` = turnover − wins.
 */
export const DashboardPlaySchema = z.object({
  bets: CountSchema,
  turnover: MinorUnitsSchema,
  wins: MinorUnitsSchema,
  ggr: MinorUnitsSchema,
});

export const DashboardPeriodSchema = z.object({
  /** First and last day of the period (both included). */
  from: DaySchema,
  to: DaySchema,
  /** Approved deposits made in the period. */
  deposits: z.object({ count: CountSchema, amount: MinorUnitsSchema }),
  /** Withdrawals requested in the period and approved or paid (less refunds of disputes). */
  withdrawals: z.object({ count: CountSchema, amount: MinorUnitsSchema }),
  play: DashboardPlaySchema,
  /** By game category (SPORTS, LIVE, RNG, ...), largest turnover first. */
  byCategory: z.array(z.extend(DashboardPlaySchema, { category: z.string() })),
  /** By vendor code, largest turnover first. */
  byVendor: z.array(z.extend(DashboardPlaySchema, { vendor: z.string(), vendorName: z.string() })),
  /** Players (not agents, not trial accounts) who registered in the period. */
  newPlayers: CountSchema,
  /** Distinct players who signed in or placed a bet in the period. */
  activePlayers: CountSchema,
});

export const DashboardPendingSchema = z.object({
  deposits: CountSchema,
  withdrawals: CountSchema,
  /** Four-eyes requests waiting for a checker. */
  approvals: CountSchema,
  /** Vendor wallet transfers whose outcome is unknown, held until a status check resolves them. */
  unknownTransfers: CountSchema,
});

export const DashboardDaySchema = z.object({
  date: DaySchema,
  deposits: MinorUnitsSchema,
  withdrawals: MinorUnitsSchema,
  turnover: MinorUnitsSchema,
  ggr: MinorUnitsSchema,
  newPlayers: CountSchema,
});

export const DashboardSchema = z.object({
  timezone: z.string(),
  currency: z.string(),
  generatedAt: IsoDateTimeSchema,
  today: DashboardPeriodSchema,
  month: DashboardPeriodSchema,
  pending: DashboardPendingSchema,
  /** DASHBOARD_SERIES_DAYS days, oldest first, ending today; days without activity are zeros. */
  series: z.array(DashboardDaySchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const opsDashboard = defineEndpoint({
  method: 'GET',
  path: '/ops/dashboard',
  summary: "The brand's figures for today and this month, pending queues and a 30-day series",
  tags: ['ops'],
  auth: 'operator',
  permission: 'dashboard.read',
  response: envelope(DashboardSchema),
});
