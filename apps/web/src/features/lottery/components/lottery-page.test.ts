import { describe, expect, it } from 'vitest';
import { lotteryKind } from './lottery-page';

describe('lotteryKind', () => {
  it('treats the alias spellings like their screens', () => {
    expect(lotteryKind('/lottery')).toBe('lottery');
    expect(lotteryKind('/lottert')).toBe('lottery');
    expect(lotteryKind('/seaLottery')).toBe('sea');
    expect(lotteryKind('/sealottery')).toBe('sea');
    expect(lotteryKind('/vnLottery')).toBe('vn');
    expect(lotteryKind('/vnlottery')).toBe('vn');
  });
});
