import { describe, expect, it } from 'vitest';
import {
  basisPointsToPercent,
  EMPTY_TIER,
  moneyToMinor,
  percentToBasisPoints,
  type TermsDraft,
  termsOf,
  tierDraftOf,
  withKind,
} from './contract-terms';

const dividend = (tiers: TermsDraft['tiers']): TermsDraft => ({
  kind: 'DIVIDEND',
  period: 'MONTHLY',
  rateType: 'PERCENT',
  tiers,
});

describe('contract terms as typed', () => {
  it('converts percentages to basis points exactly, never through a float', () => {
    expect(percentToBasisPoints('30')).toBe(3000);
    expect(percentToBasisPoints('30.00')).toBe(3000);
    expect(percentToBasisPoints('0.01')).toBe(1);
    expect(percentToBasisPoints('29.15')).toBe(2915);
    expect(percentToBasisPoints('100')).toBe(10_000);
    // 0.1 + 0.2 style drift would show here: 1.15 * 100 is 114.99999999999999 in floats.
    expect(percentToBasisPoints('1.15')).toBe(115);
    for (const bad of ['0', '100.01', '30.001', '-5', 'abc', '']) {
      expect(percentToBasisPoints(bad)).toBeNull();
    }
    expect(basisPointsToPercent(3025)).toBe('30.25');
    expect(basisPointsToPercent(1)).toBe('0.01');
  });

  it('converts money to minor units at the brand scale, refusing more decimals', () => {
    expect(moneyToMinor('1,250.50', 2)).toBe(125050n);
    expect(moneyToMinor('0', 2)).toBe(0n);
    expect(moneyToMinor('12.345', 2)).toBeNull();
    expect(moneyToMinor('-1', 2)).toBeNull();
    expect(moneyToMinor('99999999999999999', 2)).toBeNull();
    expect(moneyToMinor('12', 0)).toBe(12n);
  });

  it('builds the terms of a dividend with two rising tiers', () => {
    const result = termsOf(
      dividend([
        { ...EMPTY_TIER, minBets: '1000', minNetLoss: '500', minActive: '3', ratio: '20' },
        { ...EMPTY_TIER, minBets: '5000', minNetLoss: '2000.5', minActive: '10', ratio: '30.5' },
      ]),
      2,
    );
    expect(result.issues).toBeNull();
    expect(result.terms).toEqual({
      kind: 'DIVIDEND',
      period: 'MONTHLY',
      rateType: 'PERCENT',
      tiers: [
        { minBets: '100000', minNetLoss: '50000', minActive: 3, ratio: 2000, amount: '0' },
        { minBets: '500000', minNetLoss: '200050', minActive: 10, ratio: 3050, amount: '0' },
      ],
    });
  });

  it('builds a fixed salary: amounts in minor units, no ratio, no net loss', () => {
    const draft = withKind(dividend([]), 'SALARY_DAILY');
    expect(draft).toMatchObject({ period: 'DAILY', rateType: 'PERCENT' });
    const result = termsOf(
      {
        ...draft,
        rateType: 'FIXED',
        tiers: [{ ...EMPTY_TIER, minBets: '100', minNetLoss: '999', amount: '50' }],
      },
      2,
    );
    expect(result.terms?.tiers).toEqual([
      { minBets: '10000', minNetLoss: '0', minActive: 0, ratio: 0, amount: '5000' },
    ]);
  });

  it('names every bad field and the tiers out of order', () => {
    const bad = termsOf(
      dividend([
        { ...EMPTY_TIER, minBets: '1.234', minActive: '1.5', ratio: '' },
        { ...EMPTY_TIER, ratio: '101' },
      ]),
      2,
    );
    expect(bad.issues).toEqual({
      'tiers.0.minBets': 'amount',
      'tiers.0.minActive': 'count',
      'tiers.0.ratio': 'required',
      'tiers.1.ratio': 'ratio',
    });
    const order = termsOf(
      dividend([
        { ...EMPTY_TIER, minBets: '5000', ratio: '20' },
        { ...EMPTY_TIER, minBets: '1000', ratio: '30' },
        { ...EMPTY_TIER, minBets: '9000', ratio: '30' },
      ]),
      2,
    );
    expect(order.issues).toEqual({ 'tiers.1': 'order', 'tiers.2': 'pays' });
  });

  it('reads a stored tier back as typed', () => {
    expect(
      tierDraftOf(
        { minBets: '100000', minNetLoss: '0', minActive: 3, ratio: 2915, amount: '0' },
        2,
      ),
    ).toEqual({
      minBets: '1000.00',
      minNetLoss: '0.00',
      minActive: '3',
      ratio: '29.15',
      amount: '',
    });
  });
});
