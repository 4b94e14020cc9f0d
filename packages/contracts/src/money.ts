/**
 * Money: integer minor units as bigint; on the wire an integer string (STYLE.md "Money").
 * The one place that parses and formats amounts. No floats anywhere in this module.
 */
import { z } from 'zod/mini';

/** An amount in minor units on the wire: an integer string such as "123456" (= 1,234.56). */
export const MinorUnitsSchema = z.string().check(z.regex(/^-?\d{1,19}$/, 'integer minor units'));

export function toMinor(value: string): bigint {
  return BigInt(MinorUnitsSchema.parse(value));
}

/**
 * Parse an exact decimal string typed by a person ("1,234.5") into minor units.
 * Returns null when it is not a valid amount at this scale (too many decimals, junk).
 */
export function parseDecimal(input: string, scale = 2): bigint | null {
  const cleaned = input.trim().replaceAll(',', '');
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const [, sign, whole = '0', frac = ''] = match;
  if (frac.length > scale) return null;
  const minor = BigInt(whole) * 10n ** BigInt(scale) + BigInt(frac.padEnd(scale, '0') || '0');
  return sign ? -minor : minor;
}

/** Format minor units with `scale` decimals and thousands separators: 123456789n -> "1,234,567.89". */
export function formatMinor(minor: bigint, scale = 2, symbol = ''): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const base = 10n ** BigInt(scale);
  const whole = (abs / base).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = scale > 0 ? `.${(abs % base).toString().padStart(scale, '0')}` : '';
  return `${negative ? '-' : ''}${symbol}${whole}${frac}`;
}
