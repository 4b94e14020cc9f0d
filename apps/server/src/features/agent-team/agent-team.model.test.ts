import { describe, expect, it } from 'vitest';
import {
  addDays,
  canBeFinal,
  dayOf,
  dayStart,
  teamRangeDays,
  wholeDays,
} from './agent-team.model.ts';

describe('the brand calendar', () => {
  it('finds local midnight, across daylight saving changes too', () => {
    expect(dayStart('2025-03-01', 'Asia/Kuala_Lumpur').toISOString()).toBe(
      '2025-02-28T16:00:00.000Z',
    );
    // New York: clocks go forward on 9 March 2025 at 02:00 and back on 2 November.
    expect(dayStart('2025-03-09', 'America/New_York').toISOString()).toBe(
      '2025-03-09T05:00:00.000Z',
    );
    expect(dayStart('2025-03-10', 'America/New_York').toISOString()).toBe(
      '2025-03-10T04:00:00.000Z',
    );
    expect(dayStart('2025-11-02', 'America/New_York').toISOString()).toBe(
      '2025-11-02T04:00:00.000Z',
    );
    expect(dayStart('2025-11-03', 'America/New_York').toISOString()).toBe(
      '2025-11-03T05:00:00.000Z',
    );
    expect(dayStart('2025-06-01', 'Asia/Kolkata').toISOString()).toBe('2025-05-31T18:30:00.000Z');
    expect(dayOf(new Date('2025-02-28T16:00:00.000Z'), 'Asia/Kuala_Lumpur')).toBe('2025-03-01');
    expect(dayOf(new Date('2025-02-28T15:59:59.999Z'), 'Asia/Kuala_Lumpur')).toBe('2025-02-28');
  });

  it('tells a window of whole days from any other window', () => {
    const tz = 'America/New_York';
    expect(wholeDays(dayStart('2025-03-08', tz), dayStart('2025-03-11', tz), tz)).toEqual([
      '2025-03-08',
      '2025-03-09',
      '2025-03-10',
    ]);
    const start = dayStart('2025-03-09', tz);
    expect(wholeDays(start, new Date(start.getTime() + 86_400_000), tz)).toBeNull();
    expect(
      wholeDays(new Date(start.getTime() + 3_600_000), dayStart('2025-03-10', tz), tz),
    ).toBeNull();
    expect(wholeDays(start, start, tz)).toBeNull();
  });

  it('calls a day final only a minute after it ended', () => {
    const end = dayStart(addDays('2025-03-01', 1), 'Asia/Kuala_Lumpur');
    expect(canBeFinal('2025-03-01', 'Asia/Kuala_Lumpur', new Date(end.getTime() + 59_999))).toBe(
      false,
    );
    expect(canBeFinal('2025-03-01', 'Asia/Kuala_Lumpur', new Date(end.getTime() + 60_000))).toBe(
      true,
    );
  });

  it('checks a page range', () => {
    expect(teamRangeDays({ from: '2024-02-28', to: '2024-03-01' })).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(teamRangeDays({ from: '2025-01-01', to: '2025-04-02' })).toHaveLength(92);
    for (const range of [
      { from: '2025-01-02', to: '2025-01-01' },
      { from: '2025-01-01', to: '2025-04-03' },
      { from: '0001-01-01', to: '0001-01-02' },
      { from: '9999-12-30', to: '9999-12-31' },
    ])
      expect(() => teamRangeDays(range), JSON.stringify(range)).toThrow(
        expect.objectContaining({ code: 'VALIDATION_FAILED' }),
      );
  });
});
