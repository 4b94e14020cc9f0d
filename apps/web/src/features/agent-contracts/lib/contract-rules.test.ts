import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  DAILY_OFFER,
  flags,
  GIVEN_DIVIDEND,
  MY_DIVIDEND,
  NOTHING_STATEMENT,
  OVERDUE_STATEMENT,
  PAID_STATEMENT,
} from '../test/contracts-test-kit';
import { cancelledAccounts } from './cancels';
import { contractActions, periodsOf, rateTypesOf } from './kinds';
import { formatPeriod } from './period';
import { kindsWaiting, offersToShow, putOffLater, readLater } from './popup';
import { explainStatement, owedOf } from './statement';

describe('contractActions', () => {
  it('follows the state machine from each side', () => {
    expect(contractActions(DAILY_OFFER)).toEqual(['sign', 'refuse']);
    expect(contractActions({ ...DAILY_OFFER, role: 'UPLINE' })).toEqual(['withdraw']);
    expect(contractActions({ state: 'REQUESTED', role: 'UPLINE' })).toEqual(['answer', 'refuse']);
    expect(contractActions({ state: 'REQUESTED', role: 'DOWNLINE' })).toEqual([]);
    expect(contractActions(MY_DIVIDEND)).toEqual(['terminate']);
    expect(contractActions(GIVEN_DIVIDEND)).toEqual(['terminate']);
    expect(contractActions({ ...GIVEN_DIVIDEND, endsAt: '2026-12-01T00:00:00.000Z' })).toEqual([]);
    expect(contractActions({ state: 'REFUSED', role: 'UPLINE' })).toEqual([]);
    expect(contractActions({ state: 'TERMINATED', role: 'DOWNLINE' })).toEqual([]);
  });

  it('gives dividends their four periods and one rate type, salaries their own period', () => {
    expect(periodsOf('DIVIDEND')).toEqual(['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY']);
    expect(periodsOf('SALARY_REALTIME')).toEqual(['REALTIME']);
    expect(rateTypesOf('DIVIDEND')).toEqual(['PERCENT']);
    expect(rateTypesOf('SALARY_HOURLY')).toEqual(['PERCENT', 'FIXED']);
  });
});

describe('popup rules', () => {
  it('asks only kinds flagged 2', () => {
    expect(kindsWaiting(undefined)).toEqual([]);
    expect(kindsWaiting(flags({ divtypereq: '2', realtimesalreqtype: '2' }))).toEqual([
      'DIVIDEND',
      'SALARY_REALTIME',
    ]);
  });

  it('shows offers waiting for me, once each, unless put off', () => {
    const offers = [DAILY_OFFER, null, { ...DAILY_OFFER }, MY_DIVIDEND, { ...DAILY_OFFER, id: 22 }];
    expect(offersToShow(offers, []).map((o) => o.id)).toEqual([21, 22]);
    expect(offersToShow(offers, [21]).map((o) => o.id)).toEqual([22]);
    expect(offersToShow([{ ...DAILY_OFFER, role: 'UPLINE' }], [])).toEqual([]);
  });

  it('keeps the put-off ids in session storage and survives junk', () => {
    putOffLater([21]);
    putOffLater([21, 22]);
    expect(readLater()).toEqual([21, 22]);
    sessionStorage.setItem('contractPopupLater', '{oops');
    expect(readLater()).toEqual([]);
  });
});

describe('cancelledAccounts', () => {
  it('reads the accounts of CONTRACT_CANCELS_DOWNLINE only', () => {
    const warning = new ApiError('CONTRACT_CANCELS_DOWNLINE', 409, [
      { path: 'downlines.0', issue: 'demosub' },
      { path: 'downlines.1', issue: 'demosub' },
      { path: 'downlines.2', issue: ' sub2 ' },
    ]);
    expect(cancelledAccounts(warning)).toEqual(['demosub', 'sub2']);
    expect(cancelledAccounts(new ApiError('CONTRACT_CANCELS_DOWNLINE', 409))).toEqual([]);
    expect(cancelledAccounts(new ApiError('CONTRACT_STATE', 409))).toBeNull();
    expect(cancelledAccounts(new Error('network'))).toBeNull();
  });
});

describe('explainStatement', () => {
  it('explains a dividend, a percent and a fixed salary, and nothing due', () => {
    expect(explainStatement(PAID_STATEMENT)).toEqual({
      type: 'share',
      base: 'netLoss',
      baseMinor: '125000',
      ratio: 3000,
    });
    const salary = { ...PAID_STATEMENT, kind: 'SALARY_DAILY' as const, ratio: 50 };
    expect(explainStatement(salary)).toMatchObject({ base: 'validBets', baseMinor: '5800000' });
    expect(explainStatement({ ...salary, rateType: 'FIXED', tier: 2 })).toEqual({
      type: 'fixed',
      tier: 2,
    });
    expect(explainStatement(NOTHING_STATEMENT)).toEqual({ type: 'noLoss', baseMinor: '-5000' });
    expect(explainStatement({ ...NOTHING_STATEMENT, kind: 'SALARY_HOURLY' })).toEqual({
      type: 'noTier',
    });
  });

  it('owes the unpaid part only', () => {
    expect(owedOf(OVERDUE_STATEMENT)).toBe(10_000n);
    expect(owedOf(PAID_STATEMENT)).toBe(0n);
    expect(owedOf({ amount: '100', paid: '150' })).toBe(0n);
  });
});

describe('formatPeriod', () => {
  const KL = 'Asia/Kuala_Lumpur';
  it('shows days for dividends and daily salaries, in the brand zone, end exclusive', () => {
    // 16:00 UTC is midnight in Kuala Lumpur.
    expect(formatPeriod('DIVIDEND', '2026-11-15T16:00:00Z', '2026-11-30T16:00:00Z', KL)).toBe(
      '2026-11-16 – 2026-11-30',
    );
    expect(formatPeriod('SALARY_DAILY', '2026-11-28T16:00:00Z', '2026-11-29T16:00:00Z', KL)).toBe(
      '2026-11-29',
    );
  });

  it('shows the times of a day-based period an operator closed early, and of its rest', () => {
    expect(formatPeriod('DIVIDEND', '2026-11-29T16:00:00Z', '2026-11-30T18:06:03Z', KL)).toBe(
      '2026-11-30 00:00 – 2026-12-01 02:06',
    );
    expect(formatPeriod('DIVIDEND', '2026-11-30T18:06:03Z', '2026-11-30T18:09:35Z', KL)).toBe(
      '2026-12-01 02:06–02:09',
    );
    expect(formatPeriod('SALARY_DAILY', '2026-11-30T18:09:35Z', '2026-12-01T16:00:00Z', KL)).toBe(
      '2026-12-01 02:09 – 2026-12-02 00:00',
    );
  });

  it('shows times for hourly and real-time salaries', () => {
    expect(
      formatPeriod('SALARY_REALTIME', '2026-11-29T06:05:00Z', '2026-11-29T06:10:00Z', KL),
    ).toBe('2026-11-29 14:05–14:10');
    expect(formatPeriod('SALARY_HOURLY', '2026-11-29T15:00:00Z', '2026-11-29T16:00:00Z', KL)).toBe(
      '2026-11-29 23:00 – 2026-11-30 00:00',
    );
    expect(formatPeriod('SALARY_HOURLY', 'junk', '2026-11-29T16:00:00Z', KL)).toBe('—');
  });
});
