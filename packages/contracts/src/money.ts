/**
 * Money: integer minor units as bigint; on the wire an integer string (STYLE.md "Money").
 * The one place that parses and formats amounts. No floats anywhere in this module: Intl is fed
 * exact decimal strings built from the minor units (decision 036).
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

/** Minor units as a plain exact decimal, no grouping: 123456n at scale 2 -> "1234.56". */
export function minorToDecimal(minor: bigint, scale = 2): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const base = 10n ** BigInt(scale);
  const frac = scale > 0 ? `.${(abs % base).toString().padStart(scale, '0')}` : '';
  return `${negative ? '-' : ''}${abs / base}${frac}`;
}

// Latin digits in every language: amounts are read against what people type (0-9) and against
// the yyyy-MM-dd dates beside them (decision 036).
const NUMBERING = 'latn';
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, scale: number): Intl.NumberFormat {
  const key = `${locale}|${scale}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: scale,
      maximumFractionDigits: scale,
      useGrouping: true,
      numberingSystem: NUMBERING,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Minor units with `scale` decimals and the locale's separators (BCP 47 tag):
 * 123456789n -> "1,234,567.89" in en and ms, "1.234.567,89" in de. Intl receives the exact
 * decimal string, so amounts past 2^53 minor units print digit for digit.
 */
export function formatMinor(minor: bigint, scale = 2, locale = 'en'): string {
  return numberFormat(locale, scale).format(minorToDecimal(minor, scale) as `${number}`);
}

export interface DecimalSeparators {
  decimal: string;
  group: string;
}

const separatorCache = new Map<string, DecimalSeparators>();

/** The decimal and grouping separators `formatMinor` prints in this locale. */
export function decimalSeparators(locale: string): DecimalSeparators {
  let found = separatorCache.get(locale);
  if (!found) {
    // Seven digits: some locales (es, pl) group only from five digits on.
    const parts = numberFormat(locale, 1).formatToParts('1234567.5');
    found = {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
    };
    separatorCache.set(locale, found);
  }
  return found;
}

/** Digits with an optional point, the whole part bare or grouped by commas: 1,234 / 1,23,456 (hi). */
const DOT_DECIMAL = /^-?(?:\d+|\d{1,3}(?:,\d{2,3})*,\d{3})(?:\.\d*)?$/;
/** Digits with an optional point, nothing else: all parseDecimal may see (it drops commas). */
const PLAIN_DECIMAL = /^-?\d+(?:\.\d*)?$/;

/**
 * What a person typed in their locale, in minor units, or null when it is not an amount at this
 * scale. '.' is always a decimal point. In a locale whose decimal separator is ',' (de, fr,
 * id…), ',' is one too, and spaces may group the thousands where the locale groups with one;
 * a '.' there is a decimal point, so "1.234,56" is refused rather than guessed. In a locale that
 * writes "1,234.56", commas must group digits: "1234,56" is refused, never read as 123456.
 */
export function parseLocaleDecimal(input: string, scale: number, locale: string): bigint | null {
  const { decimal, group } = decimalSeparators(locale);
  // The minus sign U+2212, as MoneyFormat and some locales (sv, fa) print it, reads as '-'.
  let text = input.trim().replace(/^\u2212/u, '-');
  if (decimal === '.') return DOT_DECIMAL.test(text) ? parseDecimal(text, scale) : null;
  if (/^\s$/u.test(group)) text = text.replace(/\s/gu, '');
  text = text.replaceAll(decimal, '.');
  return PLAIN_DECIMAL.test(text) ? parseDecimal(text, scale) : null;
}
