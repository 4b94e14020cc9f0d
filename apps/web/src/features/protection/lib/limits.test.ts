import { describe, expect, it } from 'vitest';
import { DEPOSIT_DAY, LOSS_WEEK, OVERVIEW } from '../test/protection-test-kit';
import {
  findLimit,
  hoursAndMinutes,
  keyId,
  LIMIT_GROUPS,
  limitChange,
  parseMoneyLimit,
  parseSessionLimit,
  usedPercent,
  waitsCoolingOff,
} from './limits';

describe('limit rows', () => {
  it('lists deposit, loss and wager per day, week and month, then the session time', () => {
    expect(LIMIT_GROUPS.map((group) => group.keys.map(keyId))).toEqual([
      ['deposit-day', 'deposit-week', 'deposit-month'],
      ['loss-day', 'loss-week', 'loss-month'],
      ['wager-day', 'wager-week', 'wager-month'],
      ['session-session'],
    ]);
  });

  it('finds a limit by kind and period', () => {
    expect(findLimit(OVERVIEW.limits, { kind: 'LOSS', period: 'WEEK' })).toBe(LOSS_WEEK);
    expect(findLimit(OVERVIEW.limits, { kind: 'LOSS', period: 'DAY' })).toBeUndefined();
  });
});

describe('usedPercent', () => {
  it('is the whole percent used, in integer arithmetic, capped at 100', () => {
    expect(usedPercent(DEPOSIT_DAY)).toBe(24); // 120.50 of 500.00
    expect(usedPercent({ value: '300', used: '299' })).toBe(99);
    expect(usedPercent({ value: '100', used: '0' })).toBe(0);
    expect(usedPercent({ value: '100', used: '250' })).toBe(100);
    // Past 2^53 minor units the digits still count exactly.
    expect(usedPercent({ value: '9007199254740993', used: '4503599627370497' })).toBe(50);
  });
});

describe('limitChange', () => {
  it('applies a first or lower limit at once; a raise or a removal waits', () => {
    expect(limitChange(undefined, 100n)).toBe('first');
    expect(limitChange(DEPOSIT_DAY, 49_999n)).toBe('lower');
    expect(limitChange(DEPOSIT_DAY, 50_000n)).toBe('same');
    expect(limitChange(DEPOSIT_DAY, 50_001n)).toBe('raise');
    expect(limitChange(DEPOSIT_DAY, null)).toBe('remove');
    expect(
      ['first', 'lower', 'same', 'raise', 'remove'].filter((c) => waitsCoolingOff(c as never)),
    ).toEqual(['raise', 'remove']);
  });
});

describe('parseMoneyLimit', () => {
  it('reads a decimal at the currency scale into minor units', () => {
    expect(parseMoneyLimit('500', 2)).toEqual({ ok: true, value: 50_000n });
    expect(parseMoneyLimit(' 1,500.5 ', 2)).toEqual({ ok: true, value: 150_050n });
    expect(parseMoneyLimit('0.01', 2)).toEqual({ ok: true, value: 1n });
    expect(parseMoneyLimit('1500', 0)).toEqual({ ok: true, value: 1500n });
    // 0.1 + 0.2 would not survive floats; these are exact.
    expect(parseMoneyLimit('90071992547409.93', 2)).toEqual({
      ok: true,
      value: 9_007_199_254_740_993n,
    });
  });

  it('refuses empty, zero, negative, too many decimals, junk and more than 16 digits', () => {
    expect(parseMoneyLimit('  ', 2)).toEqual({ ok: false, issue: 'required' });
    expect(parseMoneyLimit('0', 2)).toEqual({ ok: false, issue: 'amount' });
    expect(parseMoneyLimit('-5', 2)).toEqual({ ok: false, issue: 'amount' });
    expect(parseMoneyLimit('1.005', 2)).toEqual({ ok: false, issue: 'amount' });
    expect(parseMoneyLimit('1.5', 0)).toEqual({ ok: false, issue: 'amount' });
    expect(parseMoneyLimit('12abc', 2)).toEqual({ ok: false, issue: 'amount' });
    expect(parseMoneyLimit('1e5', 2)).toEqual({ ok: false, issue: 'amount' });
    expect(parseMoneyLimit('100000000000000', 2)).toEqual({ ok: false, issue: 'tooLarge' });
    expect(parseMoneyLimit('99999999999999.99', 2)).toEqual({
      ok: true,
      value: 9_999_999_999_999_999n,
    });
  });
});

describe('parseSessionLimit', () => {
  it('takes whole minutes from 10 to 1440', () => {
    expect(parseSessionLimit('10')).toEqual({ ok: true, value: 10n });
    expect(parseSessionLimit(' 1440 ')).toEqual({ ok: true, value: 1440n });
    expect(parseSessionLimit('')).toEqual({ ok: false, issue: 'required' });
    expect(parseSessionLimit('9')).toEqual({ ok: false, issue: 'minutes' });
    expect(parseSessionLimit('1441')).toEqual({ ok: false, issue: 'minutes' });
    expect(parseSessionLimit('90.5')).toEqual({ ok: false, issue: 'minutes' });
  });

  it('splits minutes into hours and minutes', () => {
    expect(hoursAndMinutes(150)).toEqual({ hours: 2, minutes: 30 });
    expect(hoursAndMinutes(45)).toEqual({ hours: 0, minutes: 45 });
    expect(hoursAndMinutes(-3)).toEqual({ hours: 0, minutes: 0 });
  });
});
