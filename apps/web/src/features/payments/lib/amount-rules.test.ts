import { parseLocaleDecimal } from '@nova/contracts/money';
import { describe, expect, it } from 'vitest';
import { checkAmount, quickAmounts, toInputValue } from './amount-rules';

const LIMITS = { scale: 2, min: 5_000n, max: 1_000_000n };

describe('checkAmount', () => {
  it("reads the page's locale when given its parse", () => {
    const german = (input: string) => parseLocaleDecimal(input, 2, 'de');
    const english = (input: string) => parseLocaleDecimal(input, 2, 'en');
    expect(checkAmount('1234,5', LIMITS, german)).toEqual({ ok: true, minor: 123_450n });
    expect(checkAmount('1234.5', LIMITS, german)).toEqual({ ok: true, minor: 123_450n });
    expect(checkAmount('1.234,5', LIMITS, german)).toEqual({ ok: false, issue: 'invalid' });
    // A decimal comma on an English page is refused, not read as 123450.00.
    expect(checkAmount('1234,5', LIMITS, english)).toEqual({ ok: false, issue: 'invalid' });
  });

  it('turns a typed decimal into exact minor units', () => {
    expect(checkAmount('1,234.5', LIMITS)).toEqual({ ok: true, minor: 123_450n });
    expect(checkAmount(' 50 ', LIMITS)).toEqual({ ok: true, minor: 5_000n });
    expect(checkAmount('10000.00', LIMITS)).toEqual({ ok: true, minor: 1_000_000n });
  });

  it('names what is wrong: empty, junk, too many decimals, zero, outside the range', () => {
    expect(checkAmount('', LIMITS)).toEqual({ ok: false, issue: 'required' });
    expect(checkAmount('abc', LIMITS)).toEqual({ ok: false, issue: 'invalid' });
    expect(checkAmount('12.345', LIMITS)).toEqual({ ok: false, issue: 'invalid' });
    expect(checkAmount('0', LIMITS)).toEqual({ ok: false, issue: 'invalid' });
    expect(checkAmount('-60', LIMITS)).toEqual({ ok: false, issue: 'invalid' });
    expect(checkAmount('49.99', LIMITS)).toEqual({ ok: false, issue: 'min' });
    expect(checkAmount('10000.01', LIMITS)).toEqual({ ok: false, issue: 'max' });
  });

  it('refuses more than is available before the range', () => {
    const limits = { ...LIMITS, available: 20_000n };
    expect(checkAmount('200', limits)).toEqual({ ok: true, minor: 20_000n });
    expect(checkAmount('200.01', limits)).toEqual({ ok: false, issue: 'balance' });
  });
});

describe('quickAmounts', () => {
  it('offers only the chips inside the range', () => {
    expect(quickAmounts({ scale: 2, min: 10_000n, max: 200_000n })).toEqual([
      10_000n,
      50_000n,
      100_000n,
    ]);
    expect(quickAmounts({ scale: 0, min: 1n, max: 60n })).toEqual([50n]);
  });

  it('writes minor units back as a plain decimal', () => {
    expect(toInputValue(100_000n, 2)).toBe('1000');
    expect(toInputValue(1_250n, 2)).toBe('12.50');
    expect(toInputValue(7n, 2)).toBe('0.07');
  });
});
