import { parseDecimal } from '@nova/contracts/money';

export type AmountIssue = 'required' | 'invalid' | 'min' | 'max' | 'balance';

export interface AmountLimits {
  scale: number;
  min: bigint;
  max: bigint;
  /** What the member has (withdrawals): more than this cannot be asked for. */
  available?: bigint;
}

export type AmountCheck = { ok: true; minor: bigint } | { ok: false; issue: AmountIssue };

/**
 * What a person typed, as minor units within the limits (spec §9: exact decimals, never floats).
 * `parse` reads the page's locale (MoneyFormat.parse); without it, '.' decimals as in en.
 * The server checks the same again (SECURITY.md 18); this only saves a round trip.
 */
export function checkAmount(
  input: string,
  limits: AmountLimits,
  parse: (input: string) => bigint | null = (text) => parseDecimal(text, limits.scale),
): AmountCheck {
  if (input.trim() === '') return { ok: false, issue: 'required' };
  const minor = parse(input);
  if (minor === null || minor <= 0n) return { ok: false, issue: 'invalid' };
  if (limits.available !== undefined && minor > limits.available) {
    return { ok: false, issue: 'balance' };
  }
  if (minor < limits.min) return { ok: false, issue: 'min' };
  if (minor > limits.max) return { ok: false, issue: 'max' };
  return { ok: true, minor };
}

/** The quick-amount chips (major units) offered when they fall inside the range. */
export const QUICK_AMOUNTS = [50n, 100n, 500n, 1000n, 5000n] as const;

export function quickAmounts(limits: Pick<AmountLimits, 'scale' | 'min' | 'max'>): bigint[] {
  const unit = 10n ** BigInt(limits.scale);
  return QUICK_AMOUNTS.map((major) => major * unit).filter(
    (minor) => minor >= limits.min && minor <= limits.max,
  );
}

/** Minor units as the plain decimal a person would type ("1000" or "12.5" -> "12.50"). */
export function toInputValue(minor: bigint, scale: number): string {
  const unit = 10n ** BigInt(scale);
  const frac = minor % unit;
  if (frac === 0n) return (minor / unit).toString();
  return `${minor / unit}.${frac.toString().padStart(scale, '0')}`;
}
