import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatDateTime,
  formatDateTimeText,
  gmtOffset,
  NO_DATE,
} from './datetime';

/** The pattern built by hand from the Date's local getters: what Intl must agree with. */
function byHand(date: Date): string {
  const pad = (n: number, length = 2) => String(n).padStart(length, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

describe('datetime', () => {
  it('formats a local date as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09');
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59, 0))).toBe('2026-12-31 23:59:00');
    // Midnight is 00 (never 24), the afternoon 13 (never 1 PM).
    expect(formatDateTime(new Date(2026, 5, 1, 0, 0, 0))).toBe('2026-06-01 00:00:00');
    expect(formatDateTime(new Date(2026, 5, 1, 13, 0, 1))).toBe('2026-06-01 13:00:01');
  });

  it("agrees with the Date's own local fields for any moment (the visitor's timezone)", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z') }),
        (date) => {
          fc.pre(!Number.isNaN(date.getTime()));
          expect(formatDateTime(date)).toBe(byHand(date));
        },
      ),
    );
  });

  it('shows a dash for a date that is not one', () => {
    expect(formatDateTime(new Date('not a date'))).toBe(NO_DATE);
    expect(formatDateTimeText(new Date(Number.NaN), 'en')).toBe(NO_DATE);
  });

  it("writes a date inside a sentence the locale's way, in Latin digits", () => {
    const date = new Date(2026, 10, 28, 23, 5, 0);
    expect(formatDateTimeText(date, 'en')).toMatch(/^Nov 28, 2026, 11:05\sPM$/);
    expect(formatDateTimeText(date, 'de')).toBe('28.11.2026, 23:05');
    expect(formatDateTimeText(date, 'zh-CN')).toBe('2026年11月28日 23:05');
    expect(formatDateTimeText(date, 'ar')).toMatch(/28.*11.*2026/);
  });

  it('formats a countdown as hh:mm:ss, hours past 24, never negative', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5000)).toBe('00:00:00');
    expect(formatCountdown(61_000)).toBe('00:01:01');
    expect(formatCountdown(26 * 3600_000 + 5_000)).toBe('26:00:05');
    expect(formatCountdown(1_200)).toBe('00:00:02');
  });

  it('prints the GMT offset of a date', () => {
    expect(gmtOffset(new Date())).toMatch(/^GMT[+-]\d{2}:\d{2}$/);
  });
});
