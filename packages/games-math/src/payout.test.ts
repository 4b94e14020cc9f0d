import { INHOUSE_STAKE } from '@nova/contracts/constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crashOutcome } from './crash.ts';
import { DICE_NUMERATOR } from './dice.ts';
import { payoutFor } from './fair.ts';
import { INHOUSE_GAME_INFO } from './info.ts';
import { MINES_MAX, MINES_MIN, minesTable } from './mines.ts';
import { MAX_ROUND_PAYOUT, maxWinCashout, payoutCapped, settledPayout } from './payout.ts';
import { PLINKO_TABLES } from './plinko.ts';

describe('maximum payout per round', () => {
  it('is RM 1,000,000.00 and published with every game', () => {
    expect(MAX_ROUND_PAYOUT).toBe(100_000_000n);
    for (const info of Object.values(INHOUSE_GAME_INFO)) expect(info.maxPayout).toBe('100000000');
  });

  it('binds exactly at the boundary', () => {
    // 1,000,000 minor × 100x = exactly the cap: paid in full, not "capped".
    expect(settledPayout(1_000_000n, 1_000_000)).toBe(MAX_ROUND_PAYOUT);
    expect(payoutCapped(1_000_000n, 1_000_000)).toBe(false);
    // One bps short of 100x: one minor unit under the cap.
    expect(settledPayout(1_000_000n, 999_999)).toBe(MAX_ROUND_PAYOUT - 100n);
    // One bps over: the uncapped payout is 100 minor above, the cap pays the cap.
    expect(payoutFor(1_000_000n, 1_000_001)).toBe(MAX_ROUND_PAYOUT + 100n);
    expect(settledPayout(1_000_000n, 1_000_001)).toBe(MAX_ROUND_PAYOUT);
    expect(payoutCapped(1_000_000n, 1_000_001)).toBe(true);
    // A stake of 1 minor unit: payout = bps / 10000 floored.
    expect(settledPayout(1n, 1_000_000_009_999)).toBe(MAX_ROUND_PAYOUT);
    expect(settledPayout(1n, 999_999_990_000)).toBe(MAX_ROUND_PAYOUT - 1n);
    // Mines' largest multiplier at the largest stake.
    expect(settledPayout(INHOUSE_STAKE.maxMinor, 51_482_970_000)).toBe(MAX_ROUND_PAYOUT);
  });

  it('is the uncapped payout under the cap and never above it (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.nat({ max: 10 ** 12 }),
        (stake, bps) => {
          const paid = settledPayout(stake, bps);
          const uncapped = payoutFor(stake, bps);
          expect(paid <= MAX_ROUND_PAYOUT).toBe(true);
          if (uncapped <= MAX_ROUND_PAYOUT) expect(paid).toBe(uncapped);
          else expect(paid).toBe(MAX_ROUND_PAYOUT);
          expect(payoutCapped(stake, bps)).toBe(uncapped > MAX_ROUND_PAYOUT);
        },
      ),
    );
  });

  it('crash max-win cash-out is the first multiplier whose payout reaches the cap', () => {
    expect(maxWinCashout(INHOUSE_STAKE.maxMinor)).toBe(10_000); // 100.00x
    expect(maxWinCashout(INHOUSE_STAKE.minMinor)).toBe(1_000_000_000);
    expect(maxWinCashout(300_000n)).toBe(33_334); // 333.34x: 333.33x pays 99,999,000
    fc.assert(
      fc.property(
        fc.bigInt({ min: INHOUSE_STAKE.minMinor, max: INHOUSE_STAKE.maxMinor }),
        (stake) => {
          const at = maxWinCashout(stake);
          expect(payoutFor(stake, crashOutcome(at, at).multiplierBps) >= MAX_ROUND_PAYOUT).toBe(
            true,
          );
          expect(payoutFor(stake, (at - 1) * 100) < MAX_ROUND_PAYOUT).toBe(true);
        },
      ),
    );
    expect(() => maxWinCashout(0n)).toThrow(RangeError);
  });

  it('binds for mines and plinko at the maximum stake, never for dice', () => {
    const max = INHOUSE_STAKE.maxMinor;
    const diceTop = Math.floor(DICE_NUMERATOR / 100); // win chance 1.00 %: 99x
    expect(payoutCapped(max, diceTop)).toBe(false);
    let minesTop = 0;
    for (let m = MINES_MIN; m <= MINES_MAX; m++) minesTop = Math.max(minesTop, ...minesTable(m));
    expect(payoutCapped(max, minesTop)).toBe(true);
    expect(payoutCapped(max, Math.max(...PLINKO_TABLES[16].HIGH))).toBe(true);
    expect(payoutCapped(max, Math.max(...PLINKO_TABLES[12].HIGH))).toBe(true);
    expect(payoutCapped(max, Math.max(...PLINKO_TABLES[8].HIGH))).toBe(false);
  });
});
