/**
 * The tier editor's rules, the same the server applies before it stores an offer (issue 15
 * "Bad input"; contracts agent-contracts.ts ContractTierSchema), so a person sees what is wrong
 * on the tier itself before sending:
 * - each amount is an exact decimal at the currency's scale, not negative, at most 16 digits;
 *   active members a whole number; a ratio a percentage above 0 and at most 100 % with two
 *   decimals (basis points), a fixed salary above 0;
 * - tier over tier, every threshold is at least the previous tier's and the ratio (or fixed
 *   amount) is strictly higher;
 * - a sub-agent's tier never beats the offering agent's own signed contract of that kind: at the
 *   figures where the sub-agent's tier starts, the agent's own tiers must pay at least as much
 *   (spec §4 "If a sub-agent's ratio is higher than the new contract ratio ...").
 * Amounts stay bigint minor units from the field to the request.
 */
import {
  CONTRACT_MAX_TIERS,
  type ContractKind,
  type ContractTier,
  RATIO_MAX_BP,
  type SalaryRateType,
} from '@nova/contracts/api/agent-contracts';
import { minorToDecimal } from '@nova/contracts/money';
import type { ErrorDetail } from '../../../lib/api-client';
import { percentInput } from './ratio';

/** The wire's limit for an amount: 1 to 16 digits (contracts NonNegativeMinor). */
const MAX_AMOUNT = 10n ** 16n - 1n;
/** The contract's limit for active members. */
const MAX_ACTIVE = 1_000_000n;

export const TIER_FIELDS = ['minBets', 'minNetLoss', 'minActive', 'rate'] as const;
export type TierField = (typeof TIER_FIELDS)[number];

/** A tier as typed: decimals for amounts, a percentage or an amount for the rate. */
export type TierDraft = Record<TierField, string>;

export type TierIssueCode =
  | 'amount'
  | 'tooLarge'
  | 'count'
  | 'required'
  | 'percent'
  | 'positive'
  | 'ratioMax'
  | 'belowPrevious'
  | 'notAbovePrevious'
  | 'aboveCeiling'
  | 'outsideCeiling'
  | 'server';

export interface TierIssue {
  /** Index of the tier (0-based). */
  tier: number;
  /** The field, or 'tier' for a problem of the whole row. */
  field: TierField | 'tier';
  code: TierIssueCode;
  /** aboveCeiling: the most the agent's own tiers pay there (basis points or minor units). */
  limit?: bigint;
  /** server: the server's issue code, shown translated when known. */
  serverIssue?: string;
}

export interface TierRules {
  kind: ContractKind;
  rateType: SalaryRateType;
  /** Money typed in the person's locale, in minor units at the brand's scale (MoneyFormat.parse). */
  parseMoney: (input: string) => bigint | null;
  /** A percentage typed in the person's locale, in basis points. */
  parsePercent: (input: string) => bigint | null;
  /** The offering agent's own signed contract of this kind: the ceiling, when it has one. */
  ceiling: { rateType: SalaryRateType; tiers: readonly ContractTier[] } | null;
}

/** A tier in numbers, before it becomes the wire's strings. */
interface TierValues {
  minBets: bigint;
  minNetLoss: bigint;
  minActive: bigint;
  rate: bigint;
}

export interface TierCheck {
  /** The tiers to send, when nothing is wrong. */
  tiers: ContractTier[] | null;
  issues: TierIssue[];
  /** Whether the agent's own contract could be compared (same rate type). */
  ceilingCompared: boolean;
}

export const EMPTY_TIER: TierDraft = { minBets: '', minNetLoss: '', minActive: '', rate: '' };

export function canAddTier(count: number): boolean {
  return count < CONTRACT_MAX_TIERS;
}

/** The rate of a wire tier under its rate type: basis points or the fixed amount. */
export function tierRate(tier: ContractTier, rateType: SalaryRateType): bigint {
  return rateType === 'FIXED' ? BigInt(tier.amount) : BigInt(tier.ratio);
}

/** A wire tier as the editor shows it (to answer a request with known terms, or copy a tier). */
export function draftOf(tier: ContractTier, rateType: SalaryRateType, scale: number): TierDraft {
  const decimal = (minor: string) => minorToDecimal(BigInt(minor), scale);
  return {
    minBets: decimal(tier.minBets),
    minNetLoss: decimal(tier.minNetLoss),
    minActive: String(tier.minActive),
    rate: rateType === 'FIXED' ? decimal(tier.amount) : percentInput(tier.ratio),
  };
}

function parseThreshold(input: string, parse: (s: string) => bigint | null) {
  // An empty threshold is no threshold: 0.
  if (input.trim() === '') return { value: 0n };
  if (input.trim().startsWith('-')) return { code: 'amount' as const };
  const value = parse(input);
  if (value === null || value < 0n) return { code: 'amount' as const };
  if (value > MAX_AMOUNT) return { code: 'tooLarge' as const };
  return { value };
}

function parseActive(input: string) {
  const text = input.trim();
  if (text === '') return { value: 0n };
  if (!/^\d{1,7}$/u.test(text)) return { code: 'count' as const };
  const value = BigInt(text);
  return value > MAX_ACTIVE ? { code: 'count' as const } : { value };
}

function parseRate(input: string, rules: TierRules) {
  if (input.trim() === '') return { code: 'required' as const };
  if (input.trim().startsWith('-')) return { code: rateCode(rules) };
  if (rules.rateType === 'FIXED') {
    const value = rules.parseMoney(input);
    if (value === null) return { code: 'amount' as const };
    if (value <= 0n) return { code: 'positive' as const };
    return value > MAX_AMOUNT ? { code: 'tooLarge' as const } : { value };
  }
  const value = rules.parsePercent(input);
  if (value === null) return { code: 'percent' as const };
  if (value <= 0n) return { code: 'positive' as const };
  return value > BigInt(RATIO_MAX_BP) ? { code: 'ratioMax' as const } : { value };
}

function rateCode(rules: TierRules): TierIssueCode {
  return rules.rateType === 'FIXED' ? 'amount' : 'percent';
}

/** Each field read on its own; null when any field is wrong (its issue is recorded). */
function parseTier(
  draft: TierDraft,
  index: number,
  rules: TierRules,
  issues: TierIssue[],
): TierValues | null {
  const results = {
    minBets: parseThreshold(draft.minBets, rules.parseMoney),
    minNetLoss:
      rules.kind === 'DIVIDEND'
        ? parseThreshold(draft.minNetLoss, rules.parseMoney)
        : { value: 0n },
    minActive: parseActive(draft.minActive),
    rate: parseRate(draft.rate, rules),
  };
  const values: Partial<TierValues> = {};
  for (const field of TIER_FIELDS) {
    const result = results[field];
    if ('code' in result && result.code) issues.push({ tier: index, field, code: result.code });
    else if ('value' in result) values[field] = result.value;
  }
  return Object.keys(values).length === TIER_FIELDS.length ? (values as TierValues) : null;
}

const THRESHOLDS = ['minBets', 'minNetLoss', 'minActive'] as const;

/** Tier over tier: thresholds never fall, the rate always rises. */
function checkOrder(values: readonly TierValues[], issues: TierIssue[]): void {
  for (let index = 1; index < values.length; index += 1) {
    const previous = values[index - 1] as TierValues;
    const current = values[index] as TierValues;
    for (const field of THRESHOLDS) {
      if (current[field] < previous[field])
        issues.push({ tier: index, field, code: 'belowPrevious' });
    }
    if (current.rate <= previous.rate) {
      issues.push({ tier: index, field: 'rate', code: 'notAbovePrevious' });
    }
  }
}

/**
 * The most the agent's own tiers pay at a sub-agent tier's thresholds: the best of its tiers
 * whose every threshold is met there, or null when none is (the agent earns nothing there).
 */
export function ceilingAt(
  tier: Pick<TierValues, 'minBets' | 'minNetLoss' | 'minActive'>,
  ceiling: NonNullable<TierRules['ceiling']>,
): bigint | null {
  let best: bigint | null = null;
  for (const own of ceiling.tiers) {
    const applies =
      BigInt(own.minBets) <= tier.minBets &&
      BigInt(own.minNetLoss) <= tier.minNetLoss &&
      BigInt(own.minActive) <= tier.minActive;
    const rate = tierRate(own, ceiling.rateType);
    if (applies && (best === null || rate > best)) best = rate;
  }
  return best;
}

function checkCeiling(
  values: readonly TierValues[],
  ceiling: NonNullable<TierRules['ceiling']>,
  issues: TierIssue[],
): void {
  values.forEach((tier, index) => {
    const limit = ceilingAt(tier, ceiling);
    if (limit === null) issues.push({ tier: index, field: 'tier', code: 'outsideCeiling' });
    else if (tier.rate > limit)
      issues.push({ tier: index, field: 'rate', code: 'aboveCeiling', limit });
  });
}

function toWire(values: TierValues, rateType: SalaryRateType): ContractTier {
  return {
    minBets: values.minBets.toString(),
    minNetLoss: values.minNetLoss.toString(),
    minActive: Number(values.minActive),
    ratio: rateType === 'PERCENT' ? Number(values.rate) : 0,
    amount: rateType === 'FIXED' ? values.rate.toString() : '0',
  };
}

/** Every rule above over the typed tiers: the issues per tier and field, or the tiers to send. */
export function checkTiers(drafts: readonly TierDraft[], rules: TierRules): TierCheck {
  const issues: TierIssue[] = [];
  const parsed = drafts.map((draft, index) => parseTier(draft, index, rules, issues));
  const ceilingCompared = rules.ceiling !== null && rules.ceiling.rateType === rules.rateType;
  if (drafts.length === 0 || drafts.length > CONTRACT_MAX_TIERS) {
    return { tiers: null, issues, ceilingCompared };
  }
  if (parsed.some((tier) => tier === null)) return { tiers: null, issues, ceilingCompared };
  const values = parsed as TierValues[];
  checkOrder(values, issues);
  if (ceilingCompared && rules.ceiling) checkCeiling(values, rules.ceiling, issues);
  const tiers = issues.length === 0 ? values.map((v) => toWire(v, rules.rateType)) : null;
  return { tiers, issues, ceilingCompared };
}

/**
 * CONTRACT_INVALID's details name the offending tier paths ("tiers.1.ratio", "tiers[2]"): each
 * becomes an issue on that tier, the rest stay for the dialog's alert.
 */
export function serverTierIssues(details: readonly ErrorDetail[]): {
  issues: TierIssue[];
  other: ErrorDetail[];
} {
  const issues: TierIssue[] = [];
  const other: ErrorDetail[] = [];
  for (const detail of details) {
    const match = /(?:^|[./[])tiers[./[]?(\d+)\]?(?:[./]([A-Za-z]+))?/u.exec(detail.path);
    if (!match) {
      other.push(detail);
      continue;
    }
    issues.push({
      tier: Number(match[1]),
      field: fieldOfPath(match[2]),
      code: 'server',
      serverIssue: detail.issue,
    });
  }
  return { issues, other };
}

function fieldOfPath(name: string | undefined): TierField | 'tier' {
  if (name === 'ratio' || name === 'amount') return 'rate';
  return (TIER_FIELDS as readonly string[]).includes(name ?? '') ? (name as TierField) : 'tier';
}
