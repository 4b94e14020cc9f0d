import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import {
  DateRangeQuerySchema,
  IsoDateTimeSchema,
  MinorUnitsSchema,
  PageQuerySchema,
  paged,
} from './money-fields.ts';

/**
 * The agent center's team pages (issue 15; spec §2 "Agent center pages"). Every call is for an
 * agent (types 1, 2, 41, 42) and answers about its own team only: its downlines at any depth,
 * never a sibling's or an upline's (SECURITY.md 15). A member named in a filter that is not in
 * the team reads as "no rows", never as an error that would reveal it exists.
 *
 * Figures: deposits, withdrawals (paid), bets (stakes less refunds), valid bets (bets of
 * settled rounds), wins, bonuses, rebates and net win/loss (wins + bonuses + rebates - bets,
 * the team's side: negative = the team lost) per brand-local day, from the ledger
 * (decision 042). Dates are brand-local yyyy-MM-dd, both included, at most 92 days.
 */
export const AGENT_PAGE_SIZE = 20;
export const TEAM_RANGE_MAX_DAYS = 92;

export const TeamFiguresSchema = z.object({
  deposits: MinorUnitsSchema,
  withdrawals: MinorUnitsSchema,
  betCount: z.number().check(z.int()),
  bets: MinorUnitsSchema,
  validBets: MinorUnitsSchema,
  wins: MinorUnitsSchema,
  bonuses: MinorUnitsSchema,
  rebates: MinorUnitsSchema,
  /** wins + bonuses + rebates - bets: the team's result (negative: the team lost). */
  netWinLoss: MinorUnitsSchema,
});
export type TeamFigures = z.infer<typeof TeamFiguresSchema>;

export const TeamDaySchema = z.extend(TeamFiguresSchema, {
  date: z.string(),
  newMembers: z.number().check(z.int()),
  activeMembers: z.number().check(z.int()),
});
export type TeamDay = z.infer<typeof TeamDaySchema>;

export const TeamOverviewSchema = z.object({
  /** Every account under the agent, any depth, now. */
  teamSize: z.number().check(z.int()),
  /** Direct downlines, now. */
  directCount: z.number().check(z.int()),
  /** Accounts registered in the range. */
  newMembers: z.number().check(z.int()),
  /**
   * Members active in the range by the brand's rule: range deposits or valid bets at or above
   * the brand's thresholds (activeRule).
   */
  activeMembers: z.number().check(z.int()),
  activeRule: z.object({ minDeposits: MinorUnitsSchema, minValidBets: MinorUnitsSchema }),
  totals: TeamFiguresSchema,
  /** One row per day of the range, oldest first (days without activity are zero). */
  days: z.array(TeamDaySchema),
  /** When today's figures were last brought up to date (they refresh every few minutes). */
  updatedAt: z.nullable(IsoDateTimeSchema),
});
export type TeamOverview = z.infer<typeof TeamOverviewSchema>;

export const getTeamOverview = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team/overview',
  summary: "The agent's team figures for a date range, by day (agentTeamOverview)",
  tags: ['agent'],
  auth: 'member',
  query: DateRangeQuerySchema,
  response: envelope(TeamOverviewSchema),
});

export const DOWNLINE_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export const DOWNLINE_KINDS = ['MEMBER', 'AGENT'] as const;

export const DownlineSchema = z.object({
  id: z.number().check(z.int()),
  account: z.string(),
  nickname: z.string(),
  /** Member type id (0 member, 1/2/41/42 agent). */
  type: z.number().check(z.int()),
  isAgent: z.boolean(),
  /** 1 = a direct downline of the asking agent. */
  level: z.number().check(z.int()),
  balance: MinorUnitsSchema,
  lastLoginAt: z.nullable(IsoDateTimeSchema),
  createdAt: IsoDateTimeSchema,
  /** Accounts under this one, any depth. */
  teamSize: z.number().check(z.int()),
  status: z.enum(DOWNLINE_STATUSES),
});
export type Downline = z.infer<typeof DownlineSchema>;

export const DownlineQuerySchema = z.extend(PageQuerySchema, {
  /** Whose direct downlines to list (must be in the team); absent: the agent's own. */
  parentId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  /** Account or nickname contains (case-insensitive); searches the whole team at any depth. */
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  kind: z.optional(z.enum(DOWNLINE_KINDS)),
  status: z.optional(z.enum(DOWNLINE_STATUSES)),
});

export const getDownlines = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/downlines',
  summary: "The agent's downlines, one level of the tree or a search of the whole team",
  tags: ['agent'],
  auth: 'member',
  query: DownlineQuerySchema,
  response: envelope(
    z.extend(paged(DownlineSchema), {
      /** From the agent's direct downline down to parentId (drill-down breadcrumb). */
      trail: z.array(z.object({ id: z.number().check(z.int()), account: z.string() })),
    }),
  ),
});

const TeamRangeQuery = z.extend(z.extend(PageQuerySchema, DateRangeQuerySchema.shape), {
  /** One team member's account (exact, case-insensitive). */
  account: z.optional(z.string().check(z.trim(), z.maxLength(32))),
});

export const MemberFiguresSchema = z.extend(TeamFiguresSchema, {
  memberId: z.number().check(z.int()),
  account: z.string(),
  level: z.number().check(z.int()),
});
export type MemberFigures = z.infer<typeof MemberFiguresSchema>;

/** Team betting: each team member's play in the range, most staked first. */
export const getTeamBetting = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team/betting',
  summary: "Each team member's bets, valid bets and wins in a range (team betting)",
  tags: ['agent'],
  auth: 'member',
  query: TeamRangeQuery,
  response: envelope(z.extend(paged(MemberFiguresSchema), { totals: TeamFiguresSchema })),
});

/** User loss: team members by net result, biggest loss first. */
export const getUserLoss = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team/user-loss',
  summary: 'Team members by net loss in a range (user loss)',
  tags: ['agent'],
  auth: 'member',
  query: TeamRangeQuery,
  response: envelope(z.extend(paged(MemberFiguresSchema), { totals: TeamFiguresSchema })),
});

export const TEAM_TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'MEMBER_TRANSFER',
  'BONUS',
  'AGENT_PAYOUT',
] as const;

export const TeamTransactionSchema = z.object({
  id: z.number().check(z.int()),
  time: IsoDateTimeSchema,
  account: z.string(),
  type: z.enum(TEAM_TRANSACTION_TYPES),
  /** Signed minor units on the member's main wallet. */
  amount: MinorUnitsSchema,
  balanceAfter: MinorUnitsSchema,
});

/** Team transactions (agentDownlineTransactionDetailsCopy): money in and out of the team. */
export const getTeamTransactions = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team/transactions',
  summary: "The team members' deposits, withdrawals, transfers and bonuses in a range",
  tags: ['agent'],
  auth: 'member',
  query: z.extend(TeamRangeQuery, { type: z.optional(z.enum(TEAM_TRANSACTION_TYPES)) }),
  response: envelope(
    z.extend(paged(TeamTransactionSchema), {
      totals: z.object({ credit: MinorUnitsSchema, debit: MinorUnitsSchema }),
    }),
  ),
});

export const PAL_GROUPINGS = ['DAY', 'WEEK', 'MONTH'] as const;

export const PalRowSchema = z.object({
  /** The period's first day (yyyy-MM-dd). */
  period: z.string(),
  /** Game category (SLOT, LIVE, SPORTS, ...) or '' for play without one. */
  category: z.string(),
  bets: MinorUnitsSchema,
  validBets: MinorUnitsSchema,
  wins: MinorUnitsSchema,
  /** bets - wins: the house's result from the team in this category. */
  grossRevenue: MinorUnitsSchema,
});

/** palStatementsAgentCopy: profit and loss of the team by period and game category. */
export const getTeamPal = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team/pal',
  summary: "The team's profit and loss by period and game category",
  tags: ['agent'],
  auth: 'member',
  query: z.extend(DateRangeQuerySchema, { groupBy: z._default(z.enum(PAL_GROUPINGS), 'DAY') }),
  response: envelope(
    z.object({
      rows: z.array(PalRowSchema),
      totals: z.object({
        bets: MinorUnitsSchema,
        validBets: MinorUnitsSchema,
        wins: MinorUnitsSchema,
        grossRevenue: MinorUnitsSchema,
        bonuses: MinorUnitsSchema,
        rebates: MinorUnitsSchema,
        /** grossRevenue - bonuses - rebates. */
        netRevenue: MinorUnitsSchema,
      }),
    }),
  ),
});

export const RevenueRowSchema = z.extend(TeamFiguresSchema, {
  /** A direct downline (its whole team's figures), or the agent's own play (self: true). */
  memberId: z.number().check(z.int()),
  account: z.string(),
  self: z.boolean(),
  isAgent: z.boolean(),
  teamSize: z.number().check(z.int()),
});

/** agentRevenueReport: the range's figures per direct downline branch. */
export const getRevenueReport = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team/revenue',
  summary: "The team's figures per direct downline branch",
  tags: ['agent'],
  auth: 'member',
  query: z.extend(PageQuerySchema, DateRangeQuerySchema.shape),
  response: envelope(z.extend(paged(RevenueRowSchema), { totals: TeamFiguresSchema })),
});

export const IncomeRowSchema = z.object({
  date: z.string(),
  /** Dividends and salaries received from the upline (or the platform). */
  received: MinorUnitsSchema,
  /** Dividends and salaries paid to direct downlines. */
  paid: MinorUnitsSchema,
  /** received - paid. */
  net: MinorUnitsSchema,
});

/** My income: what contracts paid the agent and what it paid on, per day. */
export const getMyIncome = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/income',
  summary: "The agent's contract income and payouts per day",
  tags: ['agent'],
  auth: 'member',
  query: DateRangeQuerySchema,
  response: envelope(
    z.object({
      rows: z.array(IncomeRowSchema),
      totals: z.object({
        received: MinorUnitsSchema,
        paid: MinorUnitsSchema,
        net: MinorUnitsSchema,
      }),
    }),
  ),
});

/** The agent's referral link: its invitation code and the register URL that carries it. */
export const getReferral = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/referral',
  summary: "The agent's invitation code and referral link",
  tags: ['agent'],
  auth: 'member',
  response: envelope(
    z.object({
      /** Null: the agent has no code yet (POST creates one). */
      code: z.nullable(z.string()),
      /** Absolute URL of the register page with referralCode, on the asking host. */
      link: z.nullable(z.string()),
    }),
  ),
});

export const createReferralCode = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/referral',
  summary: 'Give the agent an invitation code when it has none',
  tags: ['agent'],
  auth: 'member',
  response: envelope(z.object({ code: z.string(), link: z.string() })),
});
