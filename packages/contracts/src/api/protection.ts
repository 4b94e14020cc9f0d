import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { IsoDateTimeSchema, PasswordInputSchema } from './fields.ts';

/**
 * Player protection (issue 14, SECURITY.md 34–37): limits, time-out, self-exclusion and reality
 * checks, in the security center. Not in the spec (it is silent on them); paths follow the
 * security center's `/wps/member/security` family. Money is integer minor units as strings.
 *
 * Limits: DEPOSIT (gross deposits, agent transfers to the player included), LOSS (stakes less
 * wins) and WAGER (stakes) per DAY (24 hours), WEEK (7 days) or MONTH (30 days), rolling; the
 * lowest binding one applies. SESSION is minutes of one login session (period SESSION).
 * A decrease (or a first limit) applies at once; an increase or a removal waits the brand's
 * cooling-off (`coolingOffHours`) and then needs the player's confirmation.
 */
export const LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER', 'SESSION'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const MONEY_LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH', 'SESSION'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const MONEY_LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
/** Hours in each money period's rolling window. */
export const LIMIT_PERIOD_HOURS = { DAY: 24, WEEK: 168, MONTH: 720 } as const;
/** A session limit in minutes: 10 minutes to 24 hours. */
export const SESSION_LIMIT_MINUTES = { min: 10, max: 1440 } as const;

export const TIMEOUT_DURATIONS = ['24H', '7D', '30D'] as const;
export const SELF_EXCLUSION_DURATIONS = ['6M', '1Y', '5Y', 'PERMANENT'] as const;
export const EXCLUSION_DURATIONS = [...TIMEOUT_DURATIONS, ...SELF_EXCLUSION_DURATIONS] as const;
export type ExclusionDuration = (typeof EXCLUSION_DURATIONS)[number];
export const EXCLUSION_KINDS = ['TIMEOUT', 'SELF_EXCLUSION'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];
/** The durations each kind offers, shortest first: a time-out's days, a self-exclusion's months. */
export const EXCLUSION_DURATIONS_BY_KIND: Readonly<
  Record<ExclusionKind, readonly ExclusionDuration[]>
> = { TIMEOUT: TIMEOUT_DURATIONS, SELF_EXCLUSION: SELF_EXCLUSION_DURATIONS };

/** How long each duration lasts: whole hours, calendar months, or for ever (null). */
const EXCLUSION_LENGTHS: Record<ExclusionDuration, { hours: number } | { months: number } | null> =
  {
    '24H': { hours: 24 },
    '7D': { hours: 24 * 7 },
    '30D': { hours: 24 * 30 },
    '6M': { months: 6 },
    '1Y': { months: 12 },
    '5Y': { months: 60 },
    PERMANENT: null,
  };

/**
 * When an exclusion of `duration` that starts at `from` ends; null: never (PERMANENT). The server
 * fixes the end with it and both apps show it before the choice is made. Hours are exact; months
 * are calendar months in UTC, as `setUTCMonth` counts them (31 January + 6M is 31 July; a day the
 * month lacks rolls over: 31 August + 6M is 3 March, or 2 March in a leap year).
 */
export function exclusionEndsAt(duration: ExclusionDuration, from: Date): Date | null {
  const length = EXCLUSION_LENGTHS[duration];
  if (length === null) return null;
  if ('hours' in length) return new Date(from.getTime() + length.hours * 3_600_000);
  const end = new Date(from.getTime());
  end.setUTCMonth(end.getUTCMonth() + length.months);
  return end;
}

/** The reality-check intervals a player may choose, in minutes (0: off). */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 45, 60, 90, 120] as const;

/** A limit's value: minor units for money limits, minutes for SESSION. */
const LimitValueSchema = z.string().check(z.regex(/^[1-9]\d{0,15}$/u, 'positive integer'));

export const PendingLimitSchema = z.object({
  /** The requested value; null: the limit is to be removed. */
  value: z.nullable(z.string()),
  requestedAt: IsoDateTimeSchema,
  /** When the cooling-off ends; from then the player may confirm it. */
  effectiveAt: IsoDateTimeSchema,
  /** The cooling-off is over: the player may confirm (or cancel) it now. */
  confirmable: z.boolean(),
});
export type PendingLimit = z.infer<typeof PendingLimitSchema>;

export const LimitSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** The limit in force (minor units, or minutes for SESSION). */
  value: z.string(),
  /** Used in the current window: minor units; for SESSION the minutes of this session. */
  used: z.string(),
  /** value - used, never below 0. */
  remaining: z.string(),
  pending: z.nullable(PendingLimitSchema),
  setAt: IsoDateTimeSchema,
});
export type Limit = z.infer<typeof LimitSchema>;

export const ExclusionSchema = z.object({
  kind: z.enum(EXCLUSION_KINDS),
  duration: z.enum(EXCLUSION_DURATIONS),
  startsAt: IsoDateTimeSchema,
  /** null: permanent. */
  endsAt: z.nullable(IsoDateTimeSchema),
});
export type Exclusion = z.infer<typeof ExclusionSchema>;

export const ProtectionOverviewSchema = z.object({
  limits: z.array(LimitSchema),
  /** The active time-out or self-exclusion (a self-excluded player may still withdraw). */
  exclusion: z.nullable(ExclusionSchema),
  realityCheck: z.object({
    /** The player's interval in minutes (0: off), or the brand's default when not chosen. */
    intervalMinutes: z.number().check(z.int(), z.gte(0)),
    brandDefaultMinutes: z.number().check(z.int(), z.gte(0)),
    chosen: z.boolean(),
  }),
  coolingOffHours: z.number().check(z.int(), z.gte(0)),
  currency: z.string(),
  scale: z.number().check(z.int(), z.gte(0)),
});
export type ProtectionOverview = z.infer<typeof ProtectionOverviewSchema>;

export const getProtection = defineEndpoint({
  method: 'GET',
  path: '/wps/member/protection',
  summary:
    "The player's limits (with what is used and any pending increase), exclusion and reality check",
  tags: ['protection'],
  auth: 'member',
  response: envelope(ProtectionOverviewSchema),
});

export const LimitKeySchema = z
  .object({ kind: z.enum(LIMIT_KINDS), period: z.enum(LIMIT_PERIODS) })
  .check(
    z.refine((v) => (v.kind === 'SESSION') === (v.period === 'SESSION'), {
      message: 'SESSION limits have the SESSION period, money limits DAY, WEEK or MONTH',
      path: ['period'],
    }),
  );
export type LimitKey = z.infer<typeof LimitKeySchema>;

/**
 * Set, lower, raise or remove (value null) one limit. Lowering or a first limit applies at once;
 * raising or removing becomes a pending change (answered in `pending`).
 */
export const SetLimitBodySchema = z.extend(LimitKeySchema, {
  value: z.nullable(LimitValueSchema),
});

export const setLimit = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/protection/limits',
  summary: 'Set, lower, raise (after the cooling-off) or remove (after it) one limit',
  tags: ['protection'],
  auth: 'member',
  body: SetLimitBodySchema,
  response: envelope(ProtectionOverviewSchema),
});

export const confirmLimit = defineEndpoint({
  method: 'POST',
  path: '/wps/member/protection/limits/confirm',
  summary: 'Confirm a pending increase or removal whose cooling-off is over',
  tags: ['protection'],
  auth: 'member',
  body: LimitKeySchema,
  response: envelope(ProtectionOverviewSchema),
});

export const cancelLimit = defineEndpoint({
  method: 'POST',
  path: '/wps/member/protection/limits/cancel',
  summary: 'Cancel a pending increase or removal (the current limit stays)',
  tags: ['protection'],
  auth: 'member',
  body: LimitKeySchema,
  response: envelope(ProtectionOverviewSchema),
});

export const ExclusionBodySchema = z
  .object({
    kind: z.enum(EXCLUSION_KINDS),
    duration: z.enum(EXCLUSION_DURATIONS),
    /** The current password: an exclusion cannot be undone, so it is asked again. */
    password: PasswordInputSchema,
  })
  .check(
    z.refine((v) => EXCLUSION_DURATIONS_BY_KIND[v.kind].includes(v.duration), {
      message: 'a duration of this kind',
      path: ['duration'],
    }),
  );

export const startExclusion = defineEndpoint({
  method: 'POST',
  path: '/wps/member/protection/exclusion',
  summary:
    'Take a time-out or self-exclude: at once, every session ends, not undone before its end',
  tags: ['protection'],
  auth: 'member',
  body: ExclusionBodySchema,
  response: envelope(ExclusionSchema),
});

export const setRealityCheck = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/protection/reality-check',
  summary: 'Choose the reality-check interval (minutes; 0 turns it off)',
  tags: ['protection'],
  auth: 'member',
  body: z.object({
    intervalMinutes: z.number().check(
      z.int(),
      z.refine((m) => (REALITY_CHECK_MINUTES as readonly number[]).includes(m), {
        message: 'one of the offered intervals',
      }),
    ),
  }),
  response: envelope(ProtectionOverviewSchema),
});

/** The reality check's figures: this login session's time and play (SECURITY.md 37). */
export const SessionSummarySchema = z.object({
  startedAt: IsoDateTimeSchema,
  /** The server's clock, so the dialog's timer does not trust the device's. */
  now: IsoDateTimeSchema,
  intervalMinutes: z.number().check(z.int(), z.gte(0)),
  /** Stakes (in-house and seamless bets, transfers into vendor wallets) in this session. */
  stakes: z.string(),
  /** Wins (and transfers back out of vendor wallets) in this session. */
  wins: z.string(),
  /** wins - stakes: negative is a loss. */
  net: z.string(),
  currency: z.string(),
  scale: z.number().check(z.int(), z.gte(0)),
  /** The session limit's end, when one is set. */
  sessionEndsAt: z.nullable(IsoDateTimeSchema),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

export const getSessionSummary = defineEndpoint({
  method: 'GET',
  path: '/wps/member/protection/session',
  summary: "The current session's time, stakes, wins and net position (the reality check)",
  tags: ['protection'],
  auth: 'member',
  response: envelope(SessionSummarySchema),
});
