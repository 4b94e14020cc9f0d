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
 * Agent contracts (issue 15; spec §3 "Contract", §4 "Contracts", §7 dividend and salary
 * process calls; decision 042). A contract is between an agent and its direct upline (or the
 * platform, for a top-level agent): the upline offers terms, the downline signs or refuses; a
 * downline may request one; either side terminates a signed one. Every transition is recorded
 * with its actor and time.
 *
 * Kinds: DIVIDEND (a share of the team's net loss per period), SALARY_DAILY, SALARY_HOURLY and
 * SALARY_REALTIME (every 5 minutes; a rate of the team's valid bets, or a fixed amount).
 * Ratios and rates are basis points (1 = 0.01 %, 10000 = 100 %); amounts minor units.
 */
export const CONTRACT_KINDS = [
  'DIVIDEND',
  'SALARY_DAILY',
  'SALARY_HOURLY',
  'SALARY_REALTIME',
] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** Dividend periods (spec §3); salary periods follow the kind. */
export const DIVIDEND_PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];
export const CONTRACT_PERIODS = [...DIVIDEND_PERIODS, 'HOURLY', 'REALTIME'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];
/** Spec §9: real-time salary is settled every 5 minutes. */
export const REALTIME_SALARY_MINUTES = 5;

export const CONTRACT_STATES = ['REQUESTED', 'OFFERED', 'SIGNED', 'REFUSED', 'TERMINATED'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

export const SALARY_RATE_TYPES = ['PERCENT', 'FIXED'] as const;
export type SalaryRateType = (typeof SALARY_RATE_TYPES)[number];

export const CONTRACT_MAX_TIERS = 10;
export const RATIO_MAX_BP = 10_000;

const NonNegativeMinor = z.string().check(z.regex(/^(0|[1-9]\d{0,15})$/u, 'minor units'));
const BasisPoints = z.number().check(z.int(), z.gte(0), z.lte(RATIO_MAX_BP));

/**
 * One tier: it applies when every threshold is met; the highest tier that applies pays.
 * Dividend tiers use minBets, minNetLoss, minActive and ratio; salary tiers minValidBets (as
 * minBets), minActive and either ratio (PERCENT) or amount (FIXED).
 */
export const ContractTierSchema = z.object({
  /** Period valid bets at least this (minor units). */
  minBets: NonNegativeMinor,
  /** Period team net loss at least this (dividends; '0' for salaries). */
  minNetLoss: NonNegativeMinor,
  minActive: z.number().check(z.int(), z.gte(0), z.lte(1_000_000)),
  /** Basis points of the net loss (dividend) or valid bets (PERCENT salary). */
  ratio: BasisPoints,
  /** FIXED salary per period, minor units ('0' otherwise). */
  amount: NonNegativeMinor,
});
export type ContractTier = z.infer<typeof ContractTierSchema>;

export const ContractTermsSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  /** Dividends: DAILY..MONTHLY; salaries: their own (DAILY, HOURLY, REALTIME). */
  period: z.enum(CONTRACT_PERIODS),
  rateType: z.enum(SALARY_RATE_TYPES),
  tiers: z.array(ContractTierSchema).check(z.minLength(1), z.maxLength(CONTRACT_MAX_TIERS)),
});
export type ContractTerms = z.infer<typeof ContractTermsSchema>;

export const ContractEventSchema = z.object({
  at: IsoDateTimeSchema,
  /**
   * REQUESTED, OFFERED, SIGNED, REFUSED, TERMINATED, WITHDRAWN (an open offer or request taken
   * back), REPLACED (ended by signing a newer contract of its kind), CANCELLED_BY_RULE.
   */
  action: z.string(),
  /** The member's account, 'PLATFORM:<operator>', or 'SYSTEM'. */
  actor: z.string(),
  /** An operator's reason (the back office shows it; the site does not). */
  note: z.nullable(z.string()),
});

export const ContractSchema = z.extend(ContractTermsSchema, {
  /** Empty while REQUESTED: the upline has not answered with terms yet. */
  tiers: z.array(ContractTierSchema).check(z.maxLength(CONTRACT_MAX_TIERS)),
  id: z.number().check(z.int()),
  state: z.enum(CONTRACT_STATES),
  /** The paying side: the upline's account, or null for the platform. */
  upline: z.nullable(z.string()),
  downline: z.string(),
  downlineId: z.number().check(z.int()),
  /** The asking agent's side of this contract. */
  role: z.enum(['UPLINE', 'DOWNLINE']),
  createdAt: IsoDateTimeSchema,
  signedAt: z.nullable(IsoDateTimeSchema),
  /** Periods starting at or after this settle under it (the period it was signed in). */
  startsAt: z.nullable(IsoDateTimeSchema),
  /** No period starting at or after this settles under it (terminated or replaced). */
  endsAt: z.nullable(IsoDateTimeSchema),
  events: z.array(ContractEventSchema),
});
export type Contract = z.infer<typeof ContractSchema>;

export const ContractListQuerySchema = z.extend(PageQuerySchema, {
  /** MINE: contracts where the agent is the downline; DOWNLINE: those it offered. */
  role: z._default(z.enum(['MINE', 'DOWNLINE']), 'MINE'),
  kind: z.optional(z.enum(CONTRACT_KINDS)),
  state: z.optional(z.enum(CONTRACT_STATES)),
  downlineId: z.optional(z.coerce.number().check(z.int(), z.positive())),
});

export const listContracts = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/contracts',
  summary: "The agent's own contracts, or those it offered its downlines",
  tags: ['agent'],
  auth: 'member',
  query: ContractListQuerySchema,
  response: envelope(paged(ContractSchema)),
});

const ContractIdParams = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

export const offerContract = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/contracts',
  summary: 'Offer a direct downline agent a contract (or answer its request with terms)',
  tags: ['agent'],
  auth: 'member',
  body: z.extend(ContractTermsSchema, { downlineId: z.number().check(z.int(), z.positive()) }),
  response: envelope(ContractSchema),
});

export const requestContract = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/contracts/request',
  summary: 'Ask the upline (or the platform) for a contract of a kind',
  tags: ['agent'],
  auth: 'member',
  body: z.object({ kind: z.enum(CONTRACT_KINDS) }),
  response: envelope(ContractSchema),
});

export const signContract = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/contracts/:id/sign',
  summary:
    'Sign an offered contract. When it would cancel sub-agent contracts that beat it, the first call answers CONTRACT_CANCELS_DOWNLINE naming them; confirm: true signs and cancels',
  tags: ['agent'],
  auth: 'member',
  params: ContractIdParams,
  body: z.object({ confirm: z._default(z.boolean(), false) }),
  response: envelope(ContractSchema),
});

export const refuseContract = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/contracts/:id/refuse',
  summary: 'Refuse an offer (downline) or a request (upline)',
  tags: ['agent'],
  auth: 'member',
  params: ContractIdParams,
  response: envelope(ContractSchema),
});

export const terminateContract = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/contracts/:id/terminate',
  summary:
    'End a signed contract (either side) after the current period, or withdraw an open offer',
  tags: ['agent'],
  auth: 'member',
  params: ContractIdParams,
  response: envelope(ContractSchema),
});

/**
 * The contract popup (spec §7 dividend, daily, hourly and real-time process calls): the offer
 * waiting for this agent's answer of that kind, if any, and its signed contract of that kind.
 */
export const ContractProcessSchema = z.object({
  pending: z.nullable(ContractSchema),
  signed: z.nullable(ContractSchema),
});

export const dividendProcess = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/contracts/process/dividend',
  summary: 'The dividend contract offer waiting for an answer, and the signed one',
  tags: ['agent'],
  auth: 'member',
  response: envelope(ContractProcessSchema),
});

export const dailySalaryProcess = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/contracts/process/daily-salary',
  summary: 'The daily salary contract offer waiting for an answer, and the signed one',
  tags: ['agent'],
  auth: 'member',
  response: envelope(ContractProcessSchema),
});

export const hourlySalaryProcess = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/contracts/process/hourly-salary',
  summary: 'The hourly salary contract offer waiting for an answer, and the signed one',
  tags: ['agent'],
  auth: 'member',
  response: envelope(ContractProcessSchema),
});

export const realtimeSalaryProcess = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/contracts/process/realtime-salary',
  summary: 'The real-time salary contract offer waiting for an answer, and the signed one',
  tags: ['agent'],
  auth: 'member',
  response: envelope(ContractProcessSchema),
});

/**
 * A settled period. PAID: paid in full when the period closed. OWED: the upline could not pay;
 * it waits. OVERDUE: still unpaid after the brand's grace time: deemed refused (spec §4), the
 * upline's account is frozen and the payout is taken from its balance as funds arrive (partial
 * payments add up in `paid`). NOTHING: no tier applied or the amount is zero.
 */
export const STATEMENT_STATUSES = ['PAID', 'OWED', 'OVERDUE', 'NOTHING'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

export const StatementFiguresSchema = z.object({
  bets: MinorUnitsSchema,
  validBets: MinorUnitsSchema,
  wins: MinorUnitsSchema,
  bonuses: MinorUnitsSchema,
  rebates: MinorUnitsSchema,
  /** bets - wins - bonuses - rebates: what the team lost (dividend base). */
  netLoss: MinorUnitsSchema,
  activeMembers: z.number().check(z.int()),
});
export type StatementFigures = z.infer<typeof StatementFiguresSchema>;

export const StatementSchema = z.object({
  id: z.number().check(z.int()),
  contractId: z.number().check(z.int()),
  kind: z.enum(CONTRACT_KINDS),
  periodStart: IsoDateTimeSchema,
  periodEnd: IsoDateTimeSchema,
  /** The payee and the payer (null: the platform). */
  agent: z.string(),
  payer: z.nullable(z.string()),
  role: z.enum(['RECEIVED', 'PAID']),
  figures: StatementFiguresSchema,
  /** The index of the tier that applied, or null. */
  tier: z.nullable(z.number().check(z.int())),
  ratio: z.number().check(z.int()),
  rateType: z.enum(SALARY_RATE_TYPES),
  /** How the amount was computed, e.g. "floor(1250000 × 3000 / 10000)". */
  formula: z.string(),
  amount: MinorUnitsSchema,
  paid: MinorUnitsSchema,
  status: z.enum(STATEMENT_STATUSES),
  settledAt: IsoDateTimeSchema,
  paidAt: z.nullable(IsoDateTimeSchema),
});
export type Statement = z.infer<typeof StatementSchema>;

export const listStatements = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/statements',
  summary: 'Statements the agent received (RECEIVED) or paid its downlines (PAID)',
  tags: ['agent'],
  auth: 'member',
  query: z.extend(z.extend(PageQuerySchema, DateRangeQuerySchema.shape), {
    role: z._default(z.enum(['RECEIVED', 'PAID']), 'RECEIVED'),
    kind: z.optional(z.enum(CONTRACT_KINDS)),
  }),
  response: envelope(
    z.extend(paged(StatementSchema), {
      totals: z.object({ amount: MinorUnitsSchema, paid: MinorUnitsSchema }),
    }),
  ),
});
