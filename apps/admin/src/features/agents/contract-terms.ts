import {
  type ContractKind,
  type ContractPeriod,
  type ContractTerms,
  type ContractTier,
  DIVIDEND_PERIODS,
  RATIO_MAX_BP,
  type SalaryRateType,
} from '@nova/contracts/api/agent-contracts';
import { minorToDecimal, parseDecimal } from '@nova/contracts/money';

/**
 * The offer dialog's terms as typed (amounts in the brand's currency, ratios in percent) and
 * their exact conversion to the contract (minor units, basis points), with the rules the server
 * checks (agent-contracts.model.ts `checkTerms`): tiers go up, each paying more than the one
 * before. No floats: every number is read by `parseDecimal` into a bigint.
 */

/** One tier's fields as typed. */
export interface TierDraft {
  minBets: string;
  minNetLoss: string;
  minActive: string;
  /** Percent, e.g. "30" or "30.25" (PERCENT). */
  ratio: string;
  /** Money, e.g. "50.00" (FIXED). */
  amount: string;
}

export interface TermsDraft {
  kind: ContractKind;
  period: ContractPeriod;
  rateType: SalaryRateType;
  tiers: TierDraft[];
}

export const EMPTY_TIER: TierDraft = {
  minBets: '',
  minNetLoss: '',
  minActive: '',
  ratio: '',
  amount: '',
};

/** Each salary kind settles on its own period; a dividend chooses one of DIVIDEND_PERIODS. */
const SALARY_PERIOD: Record<Exclude<ContractKind, 'DIVIDEND'>, ContractPeriod> = {
  SALARY_DAILY: 'DAILY',
  SALARY_HOURLY: 'HOURLY',
  SALARY_REALTIME: 'REALTIME',
};

export function periodsOf(kind: ContractKind): readonly ContractPeriod[] {
  return kind === 'DIVIDEND' ? DIVIDEND_PERIODS : [SALARY_PERIOD[kind]];
}

/** A dividend is always a percentage of the net loss. */
export function rateTypesOf(kind: ContractKind): readonly SalaryRateType[] {
  return kind === 'DIVIDEND' ? ['PERCENT'] : ['PERCENT', 'FIXED'];
}

/** The draft after choosing another kind: a period and rate type that kind allows. */
export function withKind(draft: TermsDraft, kind: ContractKind): TermsDraft {
  const periods = periodsOf(kind);
  const rateTypes = rateTypesOf(kind);
  return {
    ...draft,
    kind,
    period: periods.includes(draft.period) ? draft.period : (periods[0] as ContractPeriod),
    rateType: rateTypes.includes(draft.rateType)
      ? draft.rateType
      : (rateTypes[0] as SalaryRateType),
  };
}

/** Why a field was refused (a key under `agents.offer.errors.`). */
export type TierIssue =
  | 'required'
  | 'amount'
  | 'positiveAmount'
  | 'ratio'
  | 'count'
  | 'order'
  | 'pays';
/** `tiers.<index>.<field>` (or `tiers.<index>` for the tier as a whole) → issue. */
export type TermsIssues = Record<string, TierIssue>;

const MINOR_MAX = /^(0|[1-9]\d{0,15})$/u;
const COUNT = /^\d{1,7}$/u;
const MAX_ACTIVE = 1_000_000;

/** Money typed in the currency → minor units, or null (junk, negative, too many decimals). */
export function moneyToMinor(text: string, scale: number): bigint | null {
  const minor = parseDecimal(text, scale);
  if (minor === null || minor < 0n || !MINOR_MAX.test(minor.toString())) return null;
  return minor;
}

/** A percentage typed with at most two decimals → basis points, exactly ("30.25" → 3025). */
export function percentToBasisPoints(text: string): number | null {
  const bp = parseDecimal(text, 2);
  if (bp === null || bp <= 0n || bp > BigInt(RATIO_MAX_BP)) return null;
  return Number(bp);
}

/** Basis points → the percentage as typed ("3025" → "30.25"). */
export function basisPointsToPercent(bp: number): string {
  return minorToDecimal(BigInt(bp), 2);
}

/** A contract's tier → the fields as an operator would type them. */
export function tierDraftOf(tier: ContractTier, scale: number): TierDraft {
  return {
    minBets: minorToDecimal(BigInt(tier.minBets), scale),
    minNetLoss: minorToDecimal(BigInt(tier.minNetLoss), scale),
    minActive: String(tier.minActive),
    ratio: tier.ratio > 0 ? basisPointsToPercent(tier.ratio) : '',
    amount: BigInt(tier.amount) > 0n ? minorToDecimal(BigInt(tier.amount), scale) : '',
  };
}

/**
 * The contract's terms from the draft, or the issues found (every one, each at its field).
 * An empty threshold is 0; the ratio (PERCENT) or the amount (FIXED) is required.
 */
export function termsOf(
  draft: TermsDraft,
  scale: number,
): { terms: ContractTerms; issues: null } | { terms: null; issues: TermsIssues } {
  const issues: TermsIssues = {};
  const tiers: ContractTier[] = [];
  const dividend = draft.kind === 'DIVIDEND';
  const percent = draft.rateType === 'PERCENT';
  draft.tiers.forEach((row, i) => {
    const at = `tiers.${i}`;
    const threshold = (field: 'minBets' | 'minNetLoss'): bigint | null => {
      const text = row[field].trim();
      if (text === '') return 0n;
      const minor = moneyToMinor(text, scale);
      if (minor === null) issues[`${at}.${field}`] = 'amount';
      return minor;
    };
    const minBets = threshold('minBets');
    const minNetLoss = dividend ? threshold('minNetLoss') : 0n;
    const activeText = row.minActive.trim();
    let minActive: number | null = 0;
    if (activeText !== '') {
      minActive = COUNT.test(activeText) ? Number(activeText) : null;
      if (minActive === null || minActive > MAX_ACTIVE) {
        issues[`${at}.minActive`] = 'count';
        minActive = null;
      }
    }
    let ratio = 0;
    let amount = 0n;
    if (percent) {
      const text = row.ratio.trim();
      const bp = text === '' ? null : percentToBasisPoints(text);
      if (bp === null) issues[`${at}.ratio`] = text === '' ? 'required' : 'ratio';
      else ratio = bp;
    } else {
      const text = row.amount.trim();
      const minor = text === '' ? null : moneyToMinor(text, scale);
      if (minor === null || minor === 0n) {
        issues[`${at}.amount`] =
          text === '' ? 'required' : minor === 0n ? 'positiveAmount' : 'amount';
      } else amount = minor;
    }
    if (minBets === null || minNetLoss === null || minActive === null) return;
    tiers.push({
      minBets: minBets.toString(),
      minNetLoss: minNetLoss.toString(),
      minActive,
      ratio,
      amount: amount.toString(),
    });
  });
  if (Object.keys(issues).length === 0) {
    tiers.forEach((tier, i) => {
      const prev = tiers[i - 1];
      if (!prev) return;
      if (
        BigInt(tier.minBets) < BigInt(prev.minBets) ||
        BigInt(tier.minNetLoss) < BigInt(prev.minNetLoss) ||
        tier.minActive < prev.minActive
      ) {
        issues[`tiers.${i}`] = 'order';
      } else if (percent ? tier.ratio <= prev.ratio : BigInt(tier.amount) <= BigInt(prev.amount)) {
        issues[`tiers.${i}`] = 'pays';
      }
    });
  }
  if (Object.keys(issues).length > 0) return { terms: null, issues };
  return {
    terms: { kind: draft.kind, period: draft.period, rateType: draft.rateType, tiers },
    issues: null,
  };
}
