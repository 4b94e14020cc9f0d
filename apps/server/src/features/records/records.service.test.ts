import { TRANSACTION_TYPES } from '@nova/contracts/api/records';
import { describe, expect, it } from 'vitest';
import { dayRange } from './records.service.ts';
import { KIND_TYPES, kindFilter, referenceOf, typeOfKind } from './records-kinds.ts';

describe('kinds and types', () => {
  it('maps every product kind, and unknown kinds to ADJUSTMENT', () => {
    expect(typeOfKind('WITHDRAWAL_PAY')).toBe('WITHDRAWAL');
    expect(typeOfKind('TRANSFER_OUT')).toBe('TRANSFER');
    expect(typeOfKind('DEPOSIT')).toBe('DEPOSIT');
    expect(typeOfKind('COMMISSION')).toBe('ADJUSTMENT');
    expect(typeOfKind('constructor')).toBe('ADJUSTMENT');
  });

  it('turns each type into kinds that map back to it; ADJUSTMENT excludes all known kinds', () => {
    for (const type of TRANSACTION_TYPES) {
      const filter = kindFilter(type);
      if (type === 'ADJUSTMENT') expect(filter).toEqual({ except: Object.keys(KIND_TYPES) });
      else if (filter && 'only' in filter) {
        expect(filter.only.length).toBeGreaterThan(0);
        for (const kind of filter.only) expect(typeOfKind(kind)).toBe(type);
      } else throw new Error(`no kind list for ${type}`);
    }
    expect(kindFilter(undefined)).toBeNull();
  });
});

describe('dayRange', () => {
  const tz = 'Asia/Kuala_Lumpur';
  it('accepts one day up to 92 days, both included', () => {
    expect(dayRange({ from: '2026-03-01', to: '2026-03-01' }, tz)).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
      timezone: tz,
    });
    expect(() => dayRange({ from: '2026-01-01', to: '2026-04-02' }, tz)).not.toThrow();
  });

  it('refuses to before from and more than 92 days, with details', () => {
    for (const range of [
      { from: '2026-03-02', to: '2026-03-01' },
      { from: '2026-01-01', to: '2026-04-03' },
    ])
      expect(() => dayRange(range, tz)).toThrow(
        expect.objectContaining({ code: 'VALIDATION_FAILED', details: [expect.anything()] }),
      );
  });
});

describe('referenceOf', () => {
  it('takes the first key present, null when none', () => {
    expect(referenceOf('DEPOSIT', { depositId: 4, reference: 'D9' }, 1n)).toBe('D9');
    expect(referenceOf('DEPOSIT', { depositId: 4 }, 1n)).toBeNull();
    expect(referenceOf('DEPOSIT', null, 1n)).toBeNull();
    expect(referenceOf('TRANSFER', { vendor: 'AG', direction: 'IN' }, -1n)).toBe('AG');
    expect(referenceOf('BONUS', { source: 'MANUAL', title: 'VIP' }, 1n)).toBe('VIP');
    expect(referenceOf('BONUS', { source: 'MANUAL', title: '' }, 1n)).toBe('MANUAL');
  });

  it('names the other member of a member transfer', () => {
    const metadata = { from: 'alice', to: 'bob', remark: '' };
    expect(referenceOf('MEMBER_TRANSFER', metadata, -5n)).toBe('bob');
    expect(referenceOf('MEMBER_TRANSFER', metadata, 5n)).toBe('alice');
  });

  it('adds the vendor transaction id to bets and wins, ignores non-text values', () => {
    expect(referenceOf('BET', { vendor: 'AG', txId: 't1', roundId: 'r' }, -1n)).toBe('AG t1');
    expect(referenceOf('WIN', { vendor: { x: 1 }, txId: 't1' }, 1n)).toBeNull();
    expect(referenceOf('ADJUSTMENT', { reference: 'x'.repeat(500) }, 1n)).toHaveLength(100);
  });
});
