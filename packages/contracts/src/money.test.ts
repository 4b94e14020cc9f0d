import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalSeparators,
  formatMinor,
  minorToDecimal,
  parseDecimal,
  parseLocaleDecimal,
  toMinor,
} from './money.ts';

describe('money', () => {
  it('formats with 2 decimals and thousands separators', () => {
    expect(formatMinor(123456789n)).toBe('1,234,567.89');
    expect(formatMinor(5n)).toBe('0.05');
    expect(formatMinor(-100n)).toBe('-1.00');
    expect(formatMinor(0n)).toBe('0.00');
    expect(formatMinor(1234n, 0)).toBe('1,234');
    expect(formatMinor(1234567n, 3)).toBe('1,234.567');
  });

  it("formats with the locale's separators and Latin digits", () => {
    expect(formatMinor(123456789n, 2, 'ms')).toBe('1,234,567.89');
    expect(formatMinor(123456789n, 2, 'zh-CN')).toBe('1,234,567.89');
    expect(formatMinor(123456789n, 2, 'de')).toBe('1.234.567,89');
    expect(formatMinor(123456789n, 2, 'fr')).toBe('1\u202f234\u202f567,89');
    expect(formatMinor(123456789n, 2, 'hi')).toBe('12,34,567.89');
    // Arabic, Persian and Bengali would print their own digits by default.
    for (const locale of ['ar', 'fa', 'bn', 'my']) {
      expect(formatMinor(123456789n, 2, locale)).toMatch(/^[\d.,\s\u066b\u066c\u200f]+$/);
    }
  });

  it('formats amounts past 2^53 minor units digit for digit (no float on the way)', () => {
    const beyond = 2n ** 53n + 1n; // 9007199254740993: the first integer a double cannot hold
    expect(BigInt(Number(beyond))).not.toBe(beyond);
    // Through a float it would print "…409.92": this test tells the two routes apart.
    const viaFloat = new Intl.NumberFormat('en', { minimumFractionDigits: 2 });
    expect(viaFloat.format(Number(beyond) / 100)).not.toBe('90,071,992,547,409.93');
    expect(formatMinor(beyond)).toBe('90,071,992,547,409.93');
    expect(formatMinor(beyond, 0)).toBe('9,007,199,254,740,993');
    expect(formatMinor(9_223_372_036_854_775_807n, 2, 'de')).toBe('92.233.720.368.547.758,07');
  });

  it('writes minor units as a plain exact decimal', () => {
    expect(minorToDecimal(123456n)).toBe('1234.56');
    expect(minorToDecimal(-5n)).toBe('-0.05');
    expect(minorToDecimal(7n, 0)).toBe('7');
    expect(minorToDecimal(2n ** 63n - 1n)).toBe('92233720368547758.07');
  });

  it('parses exact decimals and refuses extra precision or junk', () => {
    expect(parseDecimal('1,234.5')).toBe(123450n);
    expect(parseDecimal('10')).toBe(1000n);
    expect(parseDecimal('0.001')).toBeNull();
    expect(parseDecimal('1e3')).toBeNull();
    expect(parseDecimal('abc')).toBeNull();
  });

  it("reads the locale's decimal separator, and '.' always", () => {
    expect(decimalSeparators('de')).toEqual({ decimal: ',', group: '.' });
    expect(decimalSeparators('en')).toEqual({ decimal: '.', group: ',' });
    expect(parseLocaleDecimal('1234,56', 2, 'de')).toBe(123456n);
    expect(parseLocaleDecimal('1234.56', 2, 'de')).toBe(123456n);
    expect(parseLocaleDecimal('0,5', 2, 'id')).toBe(50n);
    expect(parseLocaleDecimal(' 12 ', 2, 'pt-BR')).toBe(1200n);
    // Space grouping where the locale groups with a space, whichever space was typed.
    expect(parseLocaleDecimal('1 234,5', 2, 'fr')).toBe(123450n);
    expect(parseLocaleDecimal('1\u202f234,5', 2, 'fr')).toBe(123450n);
    expect(parseLocaleDecimal('1\u00a0234,5', 2, 'ru')).toBe(123450n);
    // '.' is a decimal point everywhere: a German grouping dot is refused, not guessed.
    expect(parseLocaleDecimal('1.234,56', 2, 'de')).toBeNull();
    expect(parseLocaleDecimal('1.234', 2, 'de')).toBeNull();
    expect(parseLocaleDecimal('1,2,3', 2, 'de')).toBeNull();
    expect(parseLocaleDecimal('1 234,5', 2, 'de')).toBeNull();
    expect(parseLocaleDecimal('0,001', 2, 'de')).toBeNull();
    expect(parseLocaleDecimal('1e3', 2, 'de')).toBeNull();
    // The minus sign amounts are shown with.
    expect(parseLocaleDecimal('\u22121,50', 2, 'sv')).toBe(-150n);
    expect(parseLocaleDecimal('\u22121.50', 2, 'en')).toBe(-150n);
  });

  it('accepts commas only as digit groups where the decimal separator is a point', () => {
    expect(parseLocaleDecimal('1,234.5', 2, 'en')).toBe(123450n);
    expect(parseLocaleDecimal('1234.5', 2, 'ms')).toBe(123450n);
    expect(parseLocaleDecimal('12,345,678', 2, 'zh-CN')).toBe(1234567800n);
    expect(parseLocaleDecimal('12,34,567.89', 2, 'hi')).toBe(123456789n);
    // A decimal comma typed on an English page is refused, never read as a hundred times more.
    expect(parseLocaleDecimal('1234,56', 2, 'en')).toBeNull();
    expect(parseLocaleDecimal('1,2', 2, 'en')).toBeNull();
    expect(parseLocaleDecimal('1.2,3', 2, 'en')).toBeNull();
    expect(parseLocaleDecimal(',5', 2, 'en')).toBeNull();
    expect(parseLocaleDecimal('1.234', 2, 'en')).toBeNull();
  });

  it('round-trips any amount through format and parse', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (minor) => {
        expect(parseDecimal(formatMinor(minor))).toBe(minor);
        expect(parseLocaleDecimal(formatMinor(minor), 2, 'en')).toBe(minor);
        expect(parseLocaleDecimal(formatMinor(minor, 2, 'fr'), 2, 'fr')).toBe(minor);
      }),
    );
  });

  it('reads back, in every locale, the plain decimal and its locale-separator twin', () => {
    const locales = ['en', 'ms', 'zh-CN', 'de', 'fr', 'id', 'vi', 'ru', 'hi', 'ar', 'pt-BR'];
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 63n - 1n }),
        fc.constantFrom(...locales),
        (minor, locale) => {
          const plain = minorToDecimal(minor, 2);
          expect(parseLocaleDecimal(plain, 2, locale)).toBe(minor);
          const typed = plain.replace('.', decimalSeparators(locale).decimal);
          expect(parseLocaleDecimal(typed, 2, locale)).toBe(minor);
        },
      ),
    );
  });

  it('reads wire amounts as integers only', () => {
    expect(toMinor('123')).toBe(123n);
    expect(() => toMinor('1.5')).toThrow();
  });
});
