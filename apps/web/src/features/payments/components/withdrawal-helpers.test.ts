import { describe, expect, it } from 'vitest';
import { turnoverPercent } from './withdraw-overview-card';
import { countdownText } from './withdrawal-action';

describe('countdownText', () => {
  it('reads mm:ss under an hour and hh:mm:ss beyond, never negative', () => {
    expect(countdownText(29 * 60_000 + 59_500)).toBe('30:00');
    expect(countdownText(65_000)).toBe('01:05');
    expect(countdownText(2 * 3_600_000 + 1_000)).toBe('02:00:01');
    expect(countdownText(-5_000)).toBe('00:00');
  });
});

describe('turnoverPercent', () => {
  it('is the whole percent done, capped at 100, and 100 with nothing required', () => {
    expect(turnoverPercent(0n, 0n)).toBe(100);
    expect(turnoverPercent(2_500n, 10_000n)).toBe(25);
    expect(turnoverPercent(9_999n, 10_000n)).toBe(99);
    expect(turnoverPercent(50_000n, 10_000n)).toBe(100);
  });
});
