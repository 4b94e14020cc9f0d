import { parseLocaleDecimal } from '@nova/contracts/money';
import { describe, expect, it } from 'vitest';
import { MY_DIVIDEND } from '../test/contracts-test-kit';
import { parsePercent } from './ratio';
import {
  ceilingAt,
  checkTiers,
  draftOf,
  serverTierIssues,
  type TierDraft,
  type TierRules,
} from './tiers';

function rules(overrides: Partial<TierRules> = {}): TierRules {
  return {
    kind: 'DIVIDEND',
    rateType: 'PERCENT',
    parseMoney: (input) => parseLocaleDecimal(input, 2, 'en'),
    parsePercent: (input) => parsePercent(input, 'en'),
    ceiling: null,
    ...overrides,
  };
}

function tier(minBets: string, rate: string, minNetLoss = '', minActive = ''): TierDraft {
  return { minBets, minNetLoss, minActive, rate };
}

const codes = (drafts: TierDraft[], r = rules()) =>
  checkTiers(drafts, r).issues.map((issue) => `${issue.tier}.${issue.field}:${issue.code}`);

describe('checkTiers', () => {
  it('turns typed tiers into exact minor units and basis points', () => {
    const check = checkTiers(
      [tier('10,000', '12.5', '1000.50', '3'), tier('50000.00', '30', '2000', '10')],
      rules(),
    );
    expect(check.issues).toEqual([]);
    expect(check.tiers).toEqual([
      { minBets: '1000000', minNetLoss: '100050', minActive: 3, ratio: 1250, amount: '0' },
      { minBets: '5000000', minNetLoss: '200000', minActive: 10, ratio: 3000, amount: '0' },
    ]);
  });

  it('reads a fixed salary as an amount and forces the net loss threshold to 0', () => {
    const check = checkTiers(
      [tier('100', '25.5', '999', '2')],
      rules({ kind: 'SALARY_DAILY', rateType: 'FIXED' }),
    );
    expect(check.tiers).toEqual([
      { minBets: '10000', minNetLoss: '0', minActive: 2, ratio: 0, amount: '2550' },
    ]);
  });

  it('refuses bad fields, each on its own tier and field', () => {
    expect(
      codes([
        tier('-5', '10'),
        tier('1.234', '100.01'),
        tier('12345678901234567', '0'),
        tier('1', '', '', '2.5'),
        tier('abc', '12.345'),
      ]),
    ).toEqual([
      '0.minBets:amount',
      '1.minBets:amount',
      '1.rate:ratioMax',
      '2.minBets:tooLarge',
      '2.rate:positive',
      '3.minActive:count',
      '3.rate:required',
      '4.minBets:amount',
      '4.rate:percent',
    ]);
    expect(checkTiers([tier('-5', '10')], rules()).tiers).toBeNull();
  });

  it('accepts exactly 100 % and reads the percentage in a comma-decimal locale', () => {
    expect(checkTiers([tier('0', '100')], rules()).tiers?.[0]?.ratio).toBe(10_000);
    const german = rules({
      parsePercent: (input) => parsePercent(input, 'de'),
      parseMoney: (input) => parseLocaleDecimal(input, 2, 'de'),
    });
    expect(checkTiers([tier('1000,50', '12,5 %')], german).tiers?.[0]).toMatchObject({
      minBets: '100050',
      ratio: 1250,
    });
  });

  it('wants thresholds that never fall and a rate that always rises', () => {
    expect(
      codes([
        tier('100', '10', '50', '5'),
        tier('90', '10', '40', '4'),
        tier('200', '9', '60', '6'),
      ]),
    ).toEqual([
      '1.minBets:belowPrevious',
      '1.minNetLoss:belowPrevious',
      '1.minActive:belowPrevious',
      '1.rate:notAbovePrevious',
      '2.rate:notAbovePrevious',
    ]);
    expect(codes([tier('100', '10'), tier('100', '10.01')])).toEqual([]);
  });

  it('keeps a sub-agent tier under my own tiers where it starts', () => {
    const ceiling = { rateType: MY_DIVIDEND.rateType, tiers: MY_DIVIDEND.tiers };
    // 10,000 / 3 members meets my tier 1 (20 %); 50,000 / 1,000 net loss / 10 meets tier 2 (30 %).
    const ok = checkTiers(
      [tier('10000', '20', '0', '3'), tier('50000', '30', '1000', '10')],
      rules({ ceiling }),
    );
    expect(ok.issues).toEqual([]);
    expect(ok.ceilingCompared).toBe(true);

    const over = checkTiers(
      [tier('10000', '20.01', '0', '3'), tier('60000', '30', '0', '10')],
      rules({ ceiling }),
    );
    // Its tier 2 has no net loss threshold: it does not meet my tier 2, so my 20 % is the limit.
    expect(over.issues).toEqual([
      { tier: 0, field: 'rate', code: 'aboveCeiling', limit: 2000n },
      { tier: 1, field: 'rate', code: 'aboveCeiling', limit: 2000n },
    ]);

    const below = checkTiers([tier('5000', '5', '0', '3')], rules({ ceiling }));
    expect(below.issues).toEqual([{ tier: 0, field: 'tier', code: 'outsideCeiling' }]);
    expect(below.tiers).toBeNull();
  });

  it('does not compare a fixed salary with my percent contract', () => {
    const ceiling = { rateType: 'PERCENT' as const, tiers: MY_DIVIDEND.tiers };
    const check = checkTiers(
      [tier('0', '99999')],
      rules({ kind: 'SALARY_DAILY', rateType: 'FIXED', ceiling }),
    );
    expect(check.ceilingCompared).toBe(false);
    expect(check.issues).toEqual([]);
  });

  it('needs one to ten tiers', () => {
    expect(checkTiers([], rules()).tiers).toBeNull();
    const eleven = Array.from({ length: 11 }, (_, i) => tier(String(i), String(i + 1)));
    expect(checkTiers(eleven, rules()).tiers).toBeNull();
    expect(checkTiers(eleven.slice(0, 10), rules()).tiers).toHaveLength(10);
  });
});

describe('ceilingAt', () => {
  it('is the best of my tiers whose every threshold is met', () => {
    const ceiling = { rateType: 'PERCENT' as const, tiers: MY_DIVIDEND.tiers };
    expect(ceilingAt({ minBets: 5_000_000n, minNetLoss: 100_000n, minActive: 10n }, ceiling)).toBe(
      3000n,
    );
    expect(ceilingAt({ minBets: 5_000_000n, minNetLoss: 99_999n, minActive: 10n }, ceiling)).toBe(
      2000n,
    );
    expect(ceilingAt({ minBets: 999_999n, minNetLoss: 0n, minActive: 99n }, ceiling)).toBeNull();
  });
});

describe('draftOf', () => {
  it('shows a wire tier as plain decimals and a percentage', () => {
    expect(draftOf(MY_DIVIDEND.tiers[1] as never, 'PERCENT', 2)).toEqual({
      minBets: '50000.00',
      minNetLoss: '1000.00',
      minActive: '10',
      rate: '30.00',
    });
  });
});

describe('serverTierIssues', () => {
  it('puts CONTRACT_INVALID details on their tier and field, the rest aside', () => {
    expect(
      serverTierIssues([
        { path: 'tiers.1.ratio', issue: 'ABOVE_UPLINE' },
        { path: 'tiers[0].minBets', issue: 'ORDER' },
        { path: 'body.tiers.2', issue: 'OUTSIDE' },
        { path: 'downlineId', issue: 'NOT_DOWNLINE' },
      ]),
    ).toEqual({
      issues: [
        { tier: 1, field: 'rate', code: 'server', serverIssue: 'ABOVE_UPLINE' },
        { tier: 0, field: 'minBets', code: 'server', serverIssue: 'ORDER' },
        { tier: 2, field: 'tier', code: 'server', serverIssue: 'OUTSIDE' },
      ],
      other: [{ path: 'downlineId', issue: 'NOT_DOWNLINE' }],
    });
  });
});
