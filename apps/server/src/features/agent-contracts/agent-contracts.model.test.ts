import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../../lib/app-error.ts';
import {
  ceilingProblems,
  checkTerms,
  computeStatement,
  periodAt,
  type Terms,
  type Tier,
  tierIndex,
  windowsToSettle,
} from './agent-contracts.model.ts';

const KL = 'Asia/Kuala_Lumpur';
const tier = (minBets: bigint, minNetLoss: bigint, minActive: number, ratio: number): Tier => ({
  minBets,
  minNetLoss,
  minActive,
  ratio,
  amount: 0n,
});
const dividend = (tiers: Tier[], period: Terms['period'] = 'WEEKLY'): Terms => ({
  kind: 'DIVIDEND',
  period,
  rateType: 'PERCENT',
  tiers,
});

function codeOf(fn: () => void): string | undefined {
  try {
    fn();
  } catch (error) {
    return isAppError(error) ? error.code : 'OTHER';
  }
  return undefined;
}

describe('periods in the brand zone', () => {
  it('cuts days, weeks (Monday), half months and months at local midnight', () => {
    // 2026-11-30 is a Monday; 10:00 in Kuala Lumpur (UTC+8) is 02:00 UTC.
    const at = new Date('2026-11-30T02:00:00Z');
    expect(periodAt('DAILY', at, KL)).toEqual({
      start: new Date('2026-11-29T16:00:00Z'),
      end: new Date('2026-11-30T16:00:00Z'),
    });
    expect(periodAt('WEEKLY', at, KL).start).toEqual(new Date('2026-11-29T16:00:00Z'));
    expect(periodAt('WEEKLY', at, KL).end).toEqual(new Date('2026-12-06T16:00:00Z'));
    expect(periodAt('SEMIMONTHLY', at, KL)).toEqual({
      start: new Date('2026-11-15T16:00:00Z'),
      end: new Date('2026-11-30T16:00:00Z'),
    });
    expect(periodAt('SEMIMONTHLY', new Date('2026-11-10T00:00:00Z'), KL)).toEqual({
      start: new Date('2026-10-31T16:00:00Z'),
      end: new Date('2026-11-15T16:00:00Z'),
    });
    expect(periodAt('MONTHLY', at, KL).end).toEqual(new Date('2026-11-30T16:00:00Z'));
    expect(periodAt('REALTIME', new Date('2026-11-30T02:07:31Z'), KL)).toEqual({
      start: new Date('2026-11-30T02:05:00Z'),
      end: new Date('2026-11-30T02:10:00Z'),
    });
    expect(periodAt('HOURLY', new Date('2026-11-30T02:59:59Z'), KL).end).toEqual(
      new Date('2026-11-30T03:00:00Z'),
    );
  });

  it('keeps local midnight across a daylight-saving change', () => {
    const ny = 'America/New_York';
    // 2026-03-08: clocks go forward at 02:00; that day has 23 hours.
    const day = periodAt('DAILY', new Date('2026-03-08T12:00:00Z'), ny);
    expect(day.start).toEqual(new Date('2026-03-08T05:00:00Z'));
    expect(day.end).toEqual(new Date('2026-03-09T04:00:00Z'));
  });

  it('always moves forward across daylight-saving changes, whatever the zone and period', () => {
    const zones = [
      'America/New_York',
      'America/Santiago',
      'America/Havana',
      'Europe/London',
      'Australia/Lord_Howe',
    ];
    const periods = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY', 'HOURLY', 'REALTIME'] as const;
    for (const zone of zones)
      for (const period of periods) {
        const windows = windowsToSettle({
          period,
          timeZone: zone,
          from: new Date('2025-03-01T00:00:00Z'),
          endsAt: null,
          closedBy: new Date(
            period === 'REALTIME' ? '2025-03-12T00:00:00Z' : '2025-11-20T00:00:00Z',
          ),
          max: 20_000,
        });
        windows.forEach((w, i) => {
          expect(w.end.getTime(), `${zone} ${period} ${i}`).toBeGreaterThan(w.start.getTime());
          if (i > 0) expect(w.start).toEqual(windows[i - 1]?.end);
        });
      }
    // New York, 2025-03-09: the hour from 06:00 UTC is a whole hour.
    expect(periodAt('HOURLY', new Date('2025-03-09T06:30:00Z'), 'America/New_York')).toEqual({
      start: new Date('2025-03-09T06:00:00Z'),
      end: new Date('2025-03-09T07:00:00Z'),
    });
  });

  it('lists closed windows contiguously, cut to the contract, bounded', () => {
    const from = new Date('2026-11-29T16:00:00Z');
    const windows = windowsToSettle({
      period: 'DAILY',
      timeZone: KL,
      from,
      endsAt: new Date('2026-12-02T04:00:00Z'),
      closedBy: new Date('2026-12-05T00:00:00Z'),
      max: 10,
    });
    expect(windows.map((w) => [w.start.toISOString(), w.end.toISOString()])).toEqual([
      ['2026-11-29T16:00:00.000Z', '2026-11-30T16:00:00.000Z'],
      ['2026-11-30T16:00:00.000Z', '2026-12-01T16:00:00.000Z'],
      ['2026-12-01T16:00:00.000Z', '2026-12-02T04:00:00.000Z'],
    ]);
    const open = windowsToSettle({
      period: 'REALTIME',
      timeZone: KL,
      from: new Date('2026-11-30T00:00:00Z'),
      endsAt: null,
      closedBy: new Date('2026-11-30T00:12:00Z'),
      max: 100,
    });
    expect(open).toHaveLength(2);
    expect(
      windowsToSettle({
        period: 'REALTIME',
        timeZone: KL,
        from: new Date('2026-11-30T00:00:00Z'),
        endsAt: null,
        closedBy: new Date('2026-12-30T00:00:00Z'),
        max: 7,
      }),
    ).toHaveLength(7);
  });
});

describe('terms', () => {
  it('accepts rising tiers and refuses the rest, naming each problem', () => {
    expect(
      codeOf(() => checkTerms(dividend([tier(0n, 0n, 0, 1000), tier(100n, 50n, 2, 2000)]))),
    ).toBe(undefined);
    const bad = dividend([
      tier(100n, 0n, 0, 2000),
      tier(50n, 0n, 0, 3000),
      tier(200n, 0n, 0, 3000),
    ]);
    try {
      checkTerms(bad);
      expect.unreachable();
    } catch (error) {
      expect(isAppError(error) && error.code).toBe('CONTRACT_INVALID');
      expect(isAppError(error) && error.details?.map((d) => d.path)).toEqual([
        'tiers.1',
        'tiers.2',
      ]);
    }
    expect(codeOf(() => checkTerms(dividend([tier(0n, 0n, 0, 10_001)])))).toBe('CONTRACT_INVALID');
    expect(codeOf(() => checkTerms(dividend([tier(0n, 0n, 0, 0)])))).toBe('CONTRACT_INVALID');
    expect(
      codeOf(() => checkTerms({ ...dividend([tier(0n, 0n, 0, 100)]), kind: 'SALARY_DAILY' })),
    ).toBe('CONTRACT_INVALID');
    expect(
      codeOf(() =>
        checkTerms({
          kind: 'SALARY_HOURLY',
          period: 'HOURLY',
          rateType: 'FIXED',
          tiers: [{ ...tier(0n, 0n, 0, 0), amount: 500n }],
        }),
      ),
    ).toBe(undefined);
  });

  it('never lets a downline tier beat the upline at its own thresholds', () => {
    const up = dividend([tier(0n, 0n, 0, 2000), tier(1000n, 0n, 5, 3000)]);
    expect(
      ceilingProblems(up, dividend([tier(0n, 0n, 0, 2000), tier(1000n, 0n, 5, 3000)])),
    ).toEqual([]);
    expect(ceilingProblems(up, dividend([tier(0n, 0n, 0, 2500)])).map((d) => d.path)).toEqual([
      'tiers.0',
    ]);
    // 3000 only from 1000 bets and 5 active: a lower threshold with 3000 beats the upline.
    expect(ceilingProblems(up, dividend([tier(1000n, 0n, 4, 3000)])).map((d) => d.path)).toEqual([
      'tiers.0',
    ]);
    expect(ceilingProblems(up, dividend([tier(0n, 0n, 0, 100)], 'MONTHLY'))[0]?.path).toBe(
      'period',
    );
  });

  it('holds the ceiling for any figures: the downline never earns a higher rate', () => {
    const tiers = fc
      .array(
        fc.record({
          minBets: fc.bigInt({ min: 0n, max: 1000n }),
          minActive: fc.integer({ min: 0, max: 10 }),
          ratio: fc.integer({ min: 1, max: 10_000 }),
        }),
        { minLength: 1, maxLength: 4 },
      )
      // Sorted by threshold with ratios rising, so most draws are valid terms.
      .map((list) => {
        const sorted = [...list].sort(
          (a, b) => Number(a.minBets - b.minBets) || a.minActive - b.minActive,
        );
        const ratios = sorted.map((t) => t.ratio).sort((a, b) => a - b);
        return sorted.map((t, i) => tier(t.minBets, 0n, t.minActive, ratios[i] ?? 1));
      });
    fc.assert(
      fc.property(
        tiers,
        tiers,
        fc.bigInt({ min: 0n, max: 2000n }),
        fc.integer({ min: 0, max: 12 }),
        (upTiers, downTiers, bets, active) => {
          const up = dividend(upTiers);
          const down = dividend(downTiers);
          // Only terms that pass their own checks (rising tiers) are ever stored.
          fc.pre(codeOf(() => checkTerms(up)) === undefined);
          fc.pre(codeOf(() => checkTerms(down)) === undefined);
          if (ceilingProblems(up, down).length > 0) return;
          const reached = { validBets: bets, netLoss: 1n, activeMembers: active };
          const d = tierIndex(down, reached);
          if (d < 0) return;
          const u = tierIndex(up, reached);
          expect(u).toBeGreaterThanOrEqual(0);
          expect(up.tiers[u]?.ratio ?? 0).toBeGreaterThanOrEqual(down.tiers[d]?.ratio ?? 0);
        },
      ),
    );
  });
});

describe('statement amounts', () => {
  const figures = {
    bets: 1_000_000n,
    validBets: 1_000_000n,
    wins: 600_000n,
    bonuses: 50_000n,
    rebates: 0n,
    activeMembers: 3,
  };

  it('pays a share of the net loss at the highest tier reached, rounded down', () => {
    const terms = dividend([
      tier(0n, 0n, 0, 1000),
      tier(500_000n, 100_000n, 3, 3333),
      tier(0n, 0n, 10, 5000),
    ]);
    // The third tier needs 10 active members: not reached, and tiers must rise anyway.
    const computed = computeStatement(terms, figures);
    expect(computed).toEqual({
      tier: 1,
      ratio: 3333,
      amount: 116_655n,
      formula: 'floor(350000 × 3333 / 10000) = 116655',
    });
  });

  it('pays no dividend on a team win and a salary on valid bets', () => {
    const terms = dividend([tier(0n, 0n, 0, 1000)]);
    expect(computeStatement(terms, { ...figures, wins: 2_000_000n }).amount).toBe(0n);
    const salary: Terms = {
      kind: 'SALARY_DAILY',
      period: 'DAILY',
      rateType: 'PERCENT',
      tiers: [tier(0n, 0n, 0, 50)],
    };
    expect(computeStatement(salary, figures)).toMatchObject({ amount: 5000n, tier: 0 });
    const fixed: Terms = {
      kind: 'SALARY_REALTIME',
      period: 'REALTIME',
      rateType: 'FIXED',
      tiers: [{ ...tier(2_000_000n, 0n, 0, 0), amount: 700n }],
    };
    expect(computeStatement(fixed, figures)).toMatchObject({ amount: 0n, tier: null });
  });
});
