/**
 * Ratios and rates are basis points on the wire (contracts agent-contracts.ts: 1 = 0.01 %,
 * 10000 = 100 %), so a percentage with two decimals is exactly a count of hundredths: 30.00 %
 * is 3000. People type the percentage; it is read as an exact decimal at scale 2, like money,
 * never through a float (STYLE.md "Money").
 */
import { formatMinor, minorToDecimal, parseLocaleDecimal } from '@nova/contracts/money';

/** Hundredths of a percent: the scale of a typed percentage. */
export const PERCENT_SCALE = 2;

/** What a person typed ("30", "12.5", "12,50" in a comma locale) in basis points, or null. */
export function parsePercent(input: string, locale: string): bigint | null {
  const text = input.trim().replace(/\s*%$/u, '');
  if (text === '') return null;
  return parseLocaleDecimal(text, PERCENT_SCALE, locale);
}

/** Basis points as the percentage's number, with the locale's separators: 3000 → "30.00". */
export function formatPercentNumber(bp: number | bigint, locale: string): string {
  return formatMinor(BigInt(bp), PERCENT_SCALE, locale);
}

/** Basis points as an editable percentage, plain digits and a point: 3050 → "30.50". */
export function percentInput(bp: number | bigint): string {
  return minorToDecimal(BigInt(bp), PERCENT_SCALE);
}
