import { describe, expect, it } from 'vitest';
import { OVERVIEW } from '../test/agent-team-test-kit';
import { chartHeight, dayPoints } from './day-points';

describe('dayPoints', () => {
  it("turns each day's exact figures into chart heights in major units, keeping the day", () => {
    const points = dayPoints(OVERVIEW.days, 2);
    expect(points.map(({ label, bets, wins, net }) => ({ label, bets, wins, net }))).toEqual([
      { label: '11-23', bets: 400000, wins: 300000, net: -100000 },
      { label: '11-24', bets: 587654.32, wins: 576543.21, net: -10360.61 },
    ]);
    expect(points[1]?.day.netWinLoss).toBe('-1036061');
  });

  it('reads the currency scale', () => {
    expect(chartHeight('-1050', 0)).toBe(-1050);
    expect(chartHeight('1050', 3)).toBe(1.05);
  });
});
