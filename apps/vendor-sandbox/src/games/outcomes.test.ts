import { describe, expect, it } from 'vitest';
import { dealBaccarat } from './baccarat.ts';
import { FISH, shoot } from './fish.ts';
import { fixturesOf, slipPayout } from './fixtures.ts';
import { SLOT_RTP, spinSlot } from './slot.ts';

/** The vendor's outcomes: published slot RTP, grids that show the paid line, priced odds. */
describe('outcomes', () => {
  it('the slot table returns about 96%', () => {
    expect(SLOT_RTP).toBeGreaterThan(0.955);
    expect(SLOT_RTP).toBeLessThan(0.965);
  });

  it('a paying spin shows its symbol from the first reel on the middle line', () => {
    for (let i = 0; i < 300; i++) {
      const spin = spinSlot(1000n);
      expect(spin.reels).toHaveLength(5);
      expect(spin.payout).toBe((1000n * BigInt(spin.multiplierTenths)) / 10n);
      const line = spin.reels.map((reel) => reel[1]);
      const run = line.findIndex((s) => s !== line[0]);
      if (spin.payout === 0n) expect(run).toBe(1);
      else expect(run === -1 ? 5 : run).toBeGreaterThanOrEqual(3);
    }
  });

  it('baccarat totals and payouts follow the table rules', () => {
    for (let i = 0; i < 300; i++) {
      const coup = dealBaccarat('PLAYER', 100n);
      expect(coup.player.length).toBeGreaterThanOrEqual(2);
      expect(coup.player.length).toBeLessThanOrEqual(3);
      const expected = coup.winner === 'PLAYER' ? 200n : coup.winner === 'TIE' ? 100n : 0n;
      expect(coup.payout).toBe(expected);
    }
  });

  it('a fish catch pays its multiplier', () => {
    const dragon = FISH.length - 1;
    for (let i = 0; i < 100; i++) {
      const shot = shoot(dragon, 100n);
      expect(shot.payout).toBe(shot.caught ? 5000n : 0n);
    }
  });

  it('fixtures are stable for a day and priced with a margin', () => {
    const day = new Date('2026-11-24T08:00:00Z');
    const a = fixturesOf('SBT', 'SPORTS', day);
    expect(fixturesOf('SBT', 'SPORTS', new Date('2026-11-24T20:00:00Z'))).toEqual(a);
    for (const fixture of a) {
      const implied = fixture.selections.reduce((sum, s) => sum + 1 / Number(s.odds), 0);
      expect(implied).toBeGreaterThan(1);
      expect(fixture.selections.reduce((sum, s) => sum + s.probabilityBps, 0)).toBe(10_000);
    }
    expect(fixturesOf('WS168', 'COCKFIGHT', day)[0]?.selections.map((s) => s.side)).toEqual([
      'MERON',
      'DRAW',
      'WALA',
    ]);
    expect(slipPayout(1000n, '1.85')).toBe(1850n);
  });
});
