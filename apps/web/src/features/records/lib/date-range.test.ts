import { describe, expect, it } from 'vitest';
import { addDays, presetRange, rangeProblem, todayIn } from './date-range';

describe('date ranges', () => {
  it("takes today in the brand's time zone, not the browser's", () => {
    // 20:30 UTC on 23 Nov is already 24 Nov in Kuala Lumpur (UTC+8).
    const now = new Date('2026-11-23T20:30:00Z');
    expect(todayIn('Asia/Kuala_Lumpur', now)).toBe('2026-11-24');
    expect(todayIn('America/New_York', now)).toBe('2026-11-23');
  });

  it("falls back to the browser's day when the brand's zone is unknown", () => {
    const now = new Date(2026, 0, 5, 12, 0, 0);
    expect(todayIn('Not/A_Zone', now)).toBe('2026-01-05');
  });

  it('builds the presets with both days included, across month ends', () => {
    expect(presetRange('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('yesterday', '2026-03-01')).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(presetRange('last7', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetRange('last30', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('refuses a reversed range and one past 92 days', () => {
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('order');
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-02' })).toBeNull();
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-03' })).toBe('tooLong');
  });
});
