import { describe, expect, it } from 'vitest';
import {
  EXCLUSION_DURATIONS,
  EXCLUSION_DURATIONS_BY_KIND,
  ExclusionBodySchema,
  exclusionEndsAt,
} from './protection.ts';

const at = (iso: string) => new Date(iso);
const end = (duration: Parameters<typeof exclusionEndsAt>[0], from: string) =>
  exclusionEndsAt(duration, at(from))?.toISOString() ?? null;

describe('exclusionEndsAt', () => {
  it('adds exact hours for a time-out', () => {
    expect(end('24H', '2026-01-31T10:00:00.000Z')).toBe('2026-02-01T10:00:00.000Z');
    expect(end('7D', '2026-01-31T10:00:00.000Z')).toBe('2026-02-07T10:00:00.000Z');
    expect(end('30D', '2026-01-31T10:00:00.000Z')).toBe('2026-03-02T10:00:00.000Z');
    // Hours, not calendar days: the clocks changing somewhere changes nothing.
    expect(end('24H', '2026-03-29T00:30:00.000Z')).toBe('2026-03-30T00:30:00.000Z');
  });

  it('adds calendar months in UTC for a self-exclusion; permanent never ends', () => {
    expect(end('6M', '2026-01-31T10:00:00.000Z')).toBe('2026-07-31T10:00:00.000Z');
    expect(end('1Y', '2026-01-31T10:00:00.000Z')).toBe('2027-01-31T10:00:00.000Z');
    expect(end('5Y', '2026-01-31T10:00:00.000Z')).toBe('2031-01-31T10:00:00.000Z');
    expect(end('PERMANENT', '2026-01-31T10:00:00.000Z')).toBeNull();
  });

  it('rolls a day the month lacks over, as setUTCMonth does (the server counts the same)', () => {
    expect(end('6M', '2025-08-31T12:00:00.000Z')).toBe('2026-03-03T12:00:00.000Z');
    expect(end('6M', '2027-08-31T12:00:00.000Z')).toBe('2028-03-02T12:00:00.000Z');
    expect(end('1Y', '2028-02-29T12:00:00.000Z')).toBe('2029-03-01T12:00:00.000Z');
    // Late on 31 March in UTC is already 1 April in Kuala Lumpur: the UTC day counts.
    expect(end('6M', '2026-03-31T23:30:00.000Z')).toBe('2026-10-01T23:30:00.000Z');
  });

  it('leaves the start alone', () => {
    const from = at('2026-01-31T10:00:00.000Z');
    exclusionEndsAt('6M', from);
    exclusionEndsAt('24H', from);
    expect(from.toISOString()).toBe('2026-01-31T10:00:00.000Z');
  });
});

describe('EXCLUSION_DURATIONS_BY_KIND', () => {
  it('offers every duration under exactly one kind, shortest first', () => {
    const offered = [
      ...EXCLUSION_DURATIONS_BY_KIND.TIMEOUT,
      ...EXCLUSION_DURATIONS_BY_KIND.SELF_EXCLUSION,
    ];
    expect(offered).toEqual([...EXCLUSION_DURATIONS]);
    const from = at('2026-01-31T10:00:00.000Z');
    for (const durations of Object.values(EXCLUSION_DURATIONS_BY_KIND)) {
      const ends = durations.map((d) => exclusionEndsAt(d, from)?.getTime() ?? Infinity);
      expect(ends).toEqual([...ends].sort((a, b) => a - b));
    }
  });

  it('is what the exclusion request accepts for each kind', () => {
    const body = { password: 'Secret123' };
    for (const kind of ['TIMEOUT', 'SELF_EXCLUSION'] as const) {
      for (const duration of EXCLUSION_DURATIONS) {
        const parsed = ExclusionBodySchema.safeParse({ ...body, kind, duration });
        expect(parsed.success, `${kind} ${duration}`).toBe(
          EXCLUSION_DURATIONS_BY_KIND[kind].includes(duration),
        );
      }
    }
  });
});
