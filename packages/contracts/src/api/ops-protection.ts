import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { IsoDateTimeSchema } from './fields.ts';
import {
  EXCLUSION_DURATIONS,
  EXCLUSION_DURATIONS_BY_KIND,
  EXCLUSION_KINDS,
  ExclusionSchema,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  LimitKeySchema,
  ProtectionOverviewSchema,
} from './protection.ts';

/**
 * Player protection in the back office (issue 14): a member's protection panel, the risk view
 * of players who hit limits often, and the brand's protection settings. An operator may only
 * lower a limit (or set a first one) and may add an exclusion (at the player's request), never
 * shorten or end one. Every change is audited.
 */
const MemberIdParams = z.object({ id: z.coerce.number().check(z.int(), z.gte(1)) });
const ReasonSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(500));

export const LIMIT_EVENT_ACTIONS = [
  'SET',
  'DECREASE',
  'INCREASE_REQUESTED',
  'REMOVAL_REQUESTED',
  'INCREASE_CONFIRMED',
  'REMOVAL_CONFIRMED',
  'CANCELLED',
] as const;

export const LimitEventSchema = z.object({
  at: IsoDateTimeSchema,
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  action: z.enum(LIMIT_EVENT_ACTIONS),
  /** Before and after (null: no limit). */
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  /** 'PLAYER', or the operator's account. */
  by: z.string(),
  reason: z.nullable(z.string()),
});
export type LimitEvent = z.infer<typeof LimitEventSchema>;

export const OpsExclusionSchema = z.extend(ExclusionSchema, {
  id: z.number().check(z.int()),
  active: z.boolean(),
  by: z.string(),
  reason: z.nullable(z.string()),
});

export const LimitHitSchema = z.object({
  at: IsoDateTimeSchema,
  /** What was refused: DEPOSIT, BET, TRANSFER (into a vendor wallet), LAUNCH, LOGIN, ... */
  action: z.string(),
  /** The binding limit, or the exclusion. */
  kind: z.string(),
  period: z.nullable(z.string()),
  amount: z.nullable(z.string()),
});

export const OpsMemberProtectionSchema = z.extend(ProtectionOverviewSchema, {
  memberId: z.number().check(z.int()),
  account: z.string(),
  exclusions: z.array(OpsExclusionSchema),
  limitHistory: z.array(LimitEventSchema),
  /** The latest refusals by a limit or an exclusion (newest first, at most 50). */
  hits: z.array(LimitHitSchema),
  hits30Days: z.number().check(z.int(), z.gte(0)),
});
export type OpsMemberProtection = z.infer<typeof OpsMemberProtectionSchema>;

export const opsGetMemberProtection = defineEndpoint({
  method: 'GET',
  path: '/ops/members/:id/protection',
  summary: "A member's limits and their history, exclusions, reality check and limit hits",
  tags: ['ops'],
  auth: 'operator',
  permission: 'protection.read',
  params: MemberIdParams,
  response: envelope(OpsMemberProtectionSchema),
});

export const opsLowerLimit = defineEndpoint({
  method: 'PUT',
  path: '/ops/members/:id/protection/limits',
  summary: "Set or lower a member's limit (never raise or remove it); at once, audited",
  tags: ['ops'],
  auth: 'operator',
  permission: 'protection.manage',
  params: MemberIdParams,
  body: z.extend(LimitKeySchema, {
    value: z.string().check(z.regex(/^[1-9]\d{0,15}$/u, 'positive integer')),
    reason: ReasonSchema,
  }),
  response: envelope(OpsMemberProtectionSchema),
});

export const opsAddExclusion = defineEndpoint({
  method: 'POST',
  path: '/ops/members/:id/protection/exclusion',
  summary: 'Record a time-out or self-exclusion the member asked for (ends every session)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'protection.manage',
  params: MemberIdParams,
  body: z
    .object({
      kind: z.enum(EXCLUSION_KINDS),
      duration: z.enum(EXCLUSION_DURATIONS),
      reason: ReasonSchema,
    })
    .check(
      z.refine((v) => EXCLUSION_DURATIONS_BY_KIND[v.kind].includes(v.duration), {
        message: 'a duration of this kind',
        path: ['duration'],
      }),
    ),
  response: envelope(OpsMemberProtectionSchema),
});

export const RiskRowSchema = z.object({
  memberId: z.number().check(z.int()),
  account: z.string(),
  hits: z.number().check(z.int()),
  /** Distinct days with a hit in the window. */
  days: z.number().check(z.int()),
  lastHitAt: IsoDateTimeSchema,
  /** The kinds hit, most frequent first (DEPOSIT, LOSS, WAGER, SESSION, TIMEOUT, SELF_EXCLUSION). */
  kinds: z.array(z.string()),
  excluded: z.boolean(),
});
export type RiskRow = z.infer<typeof RiskRowSchema>;

export const opsProtectionRisk = defineEndpoint({
  method: 'GET',
  path: '/ops/protection/risk',
  summary: 'Players who hit their limits or exclusion most in the last days (most hits first)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'protection.read',
  query: z.object({
    days: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(90)), 30),
    minHits: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 3),
  }),
  response: envelope(z.object({ items: z.array(RiskRowSchema) })),
});

export const ProtectionSettingsSchema = z.object({
  /** Hours an increase or removal of a limit waits before the player can confirm it. */
  coolingOffHours: z.number().check(z.int(), z.gte(24), z.lte(168)),
  /** Minutes between reality checks for players who chose none (0: off). */
  realityCheckDefaultMinutes: z.number().check(z.int(), z.gte(0), z.lte(120)),
  /** A withdrawal above this (minor units) needs verified documents; null: none does. */
  kycWithdrawalAbove: z.nullable(z.string().check(z.regex(/^\d{1,16}$/u))),
  /** Deposits beyond this total (minor units) need verified documents; null: never. */
  kycDepositsAbove: z.nullable(z.string().check(z.regex(/^\d{1,16}$/u))),
});
export type ProtectionSettings = z.infer<typeof ProtectionSettingsSchema>;

export const opsGetProtectionSettings = defineEndpoint({
  method: 'GET',
  path: '/ops/protection/settings',
  summary: "The brand's protection settings: cooling-off, reality-check default, KYC thresholds",
  tags: ['ops'],
  auth: 'operator',
  permission: 'protection.read',
  response: envelope(ProtectionSettingsSchema),
});

export const opsSetProtectionSettings = defineEndpoint({
  method: 'PUT',
  path: '/ops/protection/settings',
  summary: "Change the brand's protection settings (audited before and after)",
  tags: ['ops'],
  auth: 'operator',
  permission: 'protection.settings',
  body: ProtectionSettingsSchema,
  response: envelope(ProtectionSettingsSchema),
});
