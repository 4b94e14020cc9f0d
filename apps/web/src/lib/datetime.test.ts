import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDateTime, gmtOffset } from './datetime';

describe('datetime', () => {
  it('formats a local date as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09');
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59, 0))).toBe('2026-12-31 23:59:00');
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
