import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinor, parseDecimal, toMinor } from './money.ts';

describe('money', () => {
  it('formats with 2 decimals and thousands separators', () => {
    expect(formatMinor(123456789n)).toBe('1,234,567.89');
    expect(formatMinor(5n)).toBe('0.05');
    expect(formatMinor(-100n, 2, 'RM')).toBe('-RM1.00');
    expect(formatMinor(0n)).toBe('0.00');
  });

  it('parses exact decimals and refuses extra precision or junk', () => {
    expect(parseDecimal('1,234.5')).toBe(123450n);
    expect(parseDecimal('10')).toBe(1000n);
    expect(parseDecimal('0.001')).toBeNull();
    expect(parseDecimal('1e3')).toBeNull();
    expect(parseDecimal('abc')).toBeNull();
  });

  it('round-trips any amount through format and parse', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (minor) => {
        expect(parseDecimal(formatMinor(minor))).toBe(minor);
      }),
    );
  });

  it('reads wire amounts as integers only', () => {
    expect(toMinor('123')).toBe(123n);
    expect(() => toMinor('1.5')).toThrow();
  });
});
