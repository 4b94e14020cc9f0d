import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import {
  CONTRACT_KINDS,
  CONTRACT_STATES,
  ContractSchema,
  ContractTermsSchema,
  STATEMENT_STATUSES,
  StatementSchema,
} from './agent-contracts.ts';
import { TeamFiguresSchema } from './agent-team.ts';
import { IsoDateTimeSchema, MinorUnitsSchema, PageQuerySchema, paged } from './money-fields.ts';

/**
 * Agents in the back office (issue 15): agents and their trees, contracts and statements,
 * frozen accounts and forced payouts, the platform's contracts for top-level agents, closing a
 * period now, and the scheduler's jobs. Every action is audited.
 */
const IdParams = z.object({ id: z.coerce.number().check(z.int(), z.gte(1)) });
const ReasonSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(500));

export const OpsAgentSchema = z.object({
  id: z.number().check(z.int()),
  account: z.string(),
  nickname: z.string(),
  type: z.number().check(z.int()),
  /** The direct upline's account (null: top level). */
  upline: z.nullable(z.string()),
  /** Depth from the top (1 = top level). */
  depth: z.number().check(z.int()),
  teamSize: z.number().check(z.int()),
  directCount: z.number().check(z.int()),
  balance: MinorUnitsSchema,
  /** Signed contracts by kind. */
  contracts: z.array(z.enum(CONTRACT_KINDS)),
  frozen: z.boolean(),
  /** Unpaid (OWED + OVERDUE) statements' remaining amount this agent must pay. */
  owes: MinorUnitsSchema,
  status: z.enum(['ACTIVE', 'DISABLED']),
});
export type OpsAgent = z.infer<typeof OpsAgentSchema>;

export const listOpsAgents = defineEndpoint({
  method: 'GET',
  path: '/ops/agents',
  summary: 'Agents: top level by default, or the direct downline agents of parentId, or a search',
  tags: ['ops'],
  auth: 'operator',
  permission: 'agents.read',
  query: z.extend(PageQuerySchema, {
    parentId: z.optional(z.coerce.number().check(z.int(), z.positive())),
    keyword: z.optional(z.string().check(z.trim(), z.maxLength(32))),
    frozen: z.optional(z.enum(['true', 'false'])),
  }),
  response: envelope(paged(OpsAgentSchema)),
});

export const getOpsAgent = defineEndpoint({
  method: 'GET',
  path: '/ops/agents/:id',
  summary: 'One agent: its place in the tree, its team figures for this month and contracts',
  tags: ['ops'],
  auth: 'operator',
  permission: 'agents.read',
  params: IdParams,
  response: envelope(
    z.object({
      agent: OpsAgentSchema,
      /** From the top-level agent down to this one. */
      trail: z.array(z.object({ id: z.number().check(z.int()), account: z.string() })),
      monthFigures: TeamFiguresSchema,
      contracts: z.array(ContractSchema),
    }),
  ),
});

export const listOpsContracts = defineEndpoint({
  method: 'GET',
  path: '/ops/contracts',
  summary: 'Contracts by state, kind or agent',
  tags: ['ops'],
  auth: 'operator',
  permission: 'agents.read',
  query: z.extend(PageQuerySchema, {
    state: z.optional(z.enum(CONTRACT_STATES)),
    kind: z.optional(z.enum(CONTRACT_KINDS)),
    agentId: z.optional(z.coerce.number().check(z.int(), z.positive())),
    /** true: only the platform's (top-level) contracts. */
    platform: z.optional(z.enum(['true', 'false'])),
  }),
  response: envelope(paged(ContractSchema)),
});

export const offerPlatformContract = defineEndpoint({
  method: 'POST',
  path: '/ops/contracts',
  summary: "Offer a top-level agent the platform's contract",
  tags: ['ops'],
  auth: 'operator',
  permission: 'agents.contracts',
  body: z.extend(ContractTermsSchema, {
    agentId: z.number().check(z.int(), z.positive()),
    reason: ReasonSchema,
  }),
  response: envelope(ContractSchema),
});

export const terminateOpsContract = defineEndpoint({
  method: 'POST',
  path: '/ops/contracts/:id/terminate',
  summary: 'Terminate a contract (after its current period) or withdraw an open offer',
  tags: ['ops'],
  auth: 'operator',
  permission: 'agents.contracts',
  params: IdParams,
  body: z.object({ reason: ReasonSchema }),
  response: envelope(ContractSchema),
});

export const listOpsStatements = defineEndpoint({
  method: 'GET',
  path: '/ops/statements',
  summary: 'Statements by status, kind or agent (payee or payer)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'agents.read',
  query: z.extend(PageQuerySchema, {
    status: z.optional(z.enum(STATEMENT_STATUSES)),
    kind: z.optional(z.enum(CONTRACT_KINDS)),
    agentId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  }),
  response: envelope(
    z.extend(paged(StatementSchema), {
      totals: z.object({ amount: MinorUnitsSchema, paid: MinorUnitsSchema }),
    }),
  ),
});

export const SettlementReportSchema = z.object({
  /** Statements written by this run (periods already settled are not written again). */
  statements: z.number().check(z.int()),
  paid: z.number().check(z.int()),
  owed: z.number().check(z.int()),
  /** Statements that became OVERDUE (their payers frozen). */
  overdue: z.number().check(z.int()),
  /** Forced payments taken from frozen payers. */
  forced: z.number().check(z.int()),
  seconds: z.number(),
});

export const closePeriodNow = defineEndpoint({
  method: 'POST',
  path: '/ops/contracts/settle',
  summary:
    'Settle every contract period that has ended (what the scheduler does on its own); with closeCurrent, also close the running periods now (the rest of each settles when it ends)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'agents.settle',
  body: z.object({ reason: ReasonSchema, closeCurrent: z._default(z.boolean(), false) }),
  response: envelope(SettlementReportSchema),
});

export const OpsJobSchema = z.object({
  name: z.string(),
  /** Seconds between due times (0: only when run by hand). */
  everySeconds: z.number().check(z.int()),
  lastDueAt: z.nullable(IsoDateTimeSchema),
  lastStartedAt: z.nullable(IsoDateTimeSchema),
  lastFinishedAt: z.nullable(IsoDateTimeSchema),
  lastOutcome: z.nullable(z.string()),
  nextDueAt: z.nullable(IsoDateTimeSchema),
  /** Failed runs in the last 7 days. */
  failures: z.number().check(z.int()),
});

export const listOpsJobs = defineEndpoint({
  method: 'GET',
  path: '/ops/jobs',
  summary: "The scheduler's jobs: schedule, last run, next run and failures",
  tags: ['ops'],
  auth: 'operator',
  permission: 'jobs.read',
  response: envelope(z.object({ jobs: z.array(OpsJobSchema) })),
});

export const runOpsJob = defineEndpoint({
  method: 'POST',
  path: '/ops/jobs/:name/run',
  summary: 'Run a job now',
  tags: ['ops'],
  auth: 'operator',
  permission: 'jobs.run',
  params: z.object({ name: z.string().check(z.regex(/^[a-z0-9-]{1,64}$/u)) }),
  body: z.object({ reason: ReasonSchema }),
  response: envelope(z.object({ name: z.string(), outcome: z.string(), seconds: z.number() })),
});

/**
 * The brand's agent rules: who counts as an active member (period deposits or valid bets at
 * least these, minor units; applies to the days computed after a change), and how long an
 * upline may leave a statement unpaid before it is deemed refused and frozen (minutes).
 */
export const AgentSettingsSchema = z.object({
  activeMinDeposits: z.string().check(z.regex(/^(0|[1-9]\d{0,15})$/u, 'minor units')),
  activeMinValidBets: z.string().check(z.regex(/^(0|[1-9]\d{0,15})$/u, 'minor units')),
  overdueGraceMinutes: z.number().check(z.int(), z.gte(0), z.lte(43_200)),
});
export type AgentSettings = z.infer<typeof AgentSettingsSchema>;

export const getAgentSettings = defineEndpoint({
  method: 'GET',
  path: '/ops/agent-settings',
  summary: "The brand's agent rules (active member thresholds, overdue grace time)",
  tags: ['ops'],
  auth: 'operator',
  permission: 'agents.read',
  response: envelope(AgentSettingsSchema),
});

export const updateAgentSettings = defineEndpoint({
  method: 'PUT',
  path: '/ops/agent-settings',
  summary: "Change the brand's agent rules",
  tags: ['ops'],
  auth: 'operator',
  permission: 'agents.contracts',
  body: z.extend(AgentSettingsSchema, { reason: ReasonSchema }),
  response: envelope(AgentSettingsSchema),
});
