import type { CrashRoundView } from '@nova/contracts/api/crash-round';
import type { CrashState } from '@nova/contracts/api/inhouse';
import { MAX_ROUND_PAYOUT } from '@nova/games-math/payout';
import { describe, expect, it } from 'vitest';
import { crashRound } from '../test/inhouse-test-kit';
import { applyCrashEvent, betAt, crashBand } from './crash-state';

const T = '2026-11-24T00:00:00.000Z';

function round(roundId: string, overrides: Partial<CrashRoundView> = {}): CrashRoundView {
  return crashRound(roundId, T, overrides);
}

const START: CrashState = {
  round: round('10'),
  history: [{ roundId: '9', crashPoint: 150, hash: '9'.repeat(64) }],
  chain: { terminalHash: 'f'.repeat(64), salt: 'nova' },
  serverTime: T,
  myBet: { player: 'me', stake: '1000', cashedOutAt: null, payout: '0', autoCashout: 200 },
};

describe('applyCrashEvent', () => {
  it('follows a round through BETTING, RUNNING and CRASHED, and then the next round', () => {
    const bet = { player: 'a***b', stake: '500', cashedOutAt: null, payout: '0' };
    let state = applyCrashEvent(START, { round: round('10', { bets: [bet] }), serverTime: T });
    expect(state.round.bets).toHaveLength(1);
    state = applyCrashEvent(state, {
      round: round('10', { status: 'RUNNING', startedAt: T, bets: [bet] }),
      serverTime: T,
    });
    expect(state.round.status).toBe('RUNNING');
    expect(state.myBet?.stake).toBe('1000');
    const crashed = round('10', {
      status: 'CRASHED',
      startedAt: T,
      crashPoint: 312,
      hash: 'a'.repeat(64),
    });
    state = applyCrashEvent(state, { round: crashed, serverTime: T });
    expect(state.history.map((h) => h.crashPoint)).toEqual([312, 150]);
    // The auto cash-out at 2.00x happened before the crash at 3.12x.
    expect(state.myBet).toMatchObject({ cashedOutAt: 200, payout: '2000' });
    // The same crash told twice is one history entry.
    state = applyCrashEvent(state, { round: crashed, serverTime: T });
    expect(state.history).toHaveLength(2);
    state = applyCrashEvent(state, { round: round('11'), serverTime: T });
    expect(state.round.roundId).toBe('11');
    expect(state.myBet).toBeNull();
  });

  it('drops a late event about an older round', () => {
    const state = applyCrashEvent(START, {
      round: round('9', { status: 'CRASHED' }),
      serverTime: T,
    });
    expect(state).toBe(START);
  });

  it('keeps a bet lost when the crash came before its auto cash-out', () => {
    const crashed = round('10', { status: 'CRASHED', crashPoint: 150, hash: 'b'.repeat(64) });
    const state = applyCrashEvent(START, { round: crashed, serverTime: T });
    expect(state.myBet).toMatchObject({ cashedOutAt: null, payout: '0' });
  });

  it('cashes a bet out at the max-win cash-out, before its own target or without one', () => {
    // The top stake, RM 10,000.00, reaches the RM 1,000,000.00 cap at 100.00×.
    const big = { player: 'me', stake: '1000000', cashedOutAt: null, payout: '0' };
    const crashed = round('10', { status: 'CRASHED', crashPoint: 15000, hash: 'c'.repeat(64) });
    for (const autoCashout of [null, 12000]) {
      const state = applyCrashEvent(
        { ...START, myBet: { ...big, autoCashout } },
        { round: crashed, serverTime: T },
      );
      expect(state.myBet).toMatchObject({
        cashedOutAt: 10000,
        payout: MAX_ROUND_PAYOUT.toString(),
      });
    }
    // A target below the cap is kept; the round crashing before the cap leaves a bet lost.
    const low = betAt({ ...big, autoCashout: 4000 }, 15000);
    expect(low).toMatchObject({ cashedOutAt: 4000, payout: '40000000' });
    expect(betAt({ ...big, autoCashout: null }, 9999).cashedOutAt).toBeNull();
  });

  it('bands crash points by size', () => {
    expect([crashBand(100), crashBand(250), crashBand(1500)]).toEqual(['low', 'mid', 'high']);
  });
});
