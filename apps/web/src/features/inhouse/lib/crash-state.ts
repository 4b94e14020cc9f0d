import type { CrashRoundView } from '@nova/contracts/api/crash-round';
import type { CrashState } from '@nova/contracts/api/inhouse';
import { settledPayout } from '@nova/games-math/payout';
import { crashAutoTarget } from './payout-cap';

/** Crash points kept in the history strip. */
export const CRASH_HISTORY = 20;

export interface CrashEvent {
  round: CrashRoundView;
  serverTime: string;
}

function older(a: string, b: string): boolean {
  return BigInt(a) < BigInt(b);
}

/**
 * The crash state after one realtime `crash` event (issue 5). Events are applied in any order
 * they arrive: one about an older round than the one shown is dropped; a newer round replaces
 * the shown one (the member's bet belonged to the old one); a crash adds its point to the
 * history once. An auto cash-out the server made before the crash is shown as cashed out.
 */
export function applyCrashEvent(state: CrashState, event: CrashEvent): CrashState {
  const current = state.round;
  const next = event.round;
  if (older(next.roundId, current.roundId)) return state;
  const sameRound = next.roundId === current.roundId;
  let myBet = sameRound ? state.myBet : null;
  let history = state.history;
  if (next.status === 'CRASHED' && next.crashPoint !== null && next.hash !== null) {
    if (!history.some((h) => h.roundId === next.roundId)) {
      history = [
        { roundId: next.roundId, crashPoint: next.crashPoint, hash: next.hash },
        ...history,
      ].slice(0, CRASH_HISTORY);
    }
    if (myBet) myBet = betAt(myBet, next.crashPoint);
  }
  return { ...state, round: next, history, myBet, serverTime: event.serverTime };
}

type MyBet = NonNullable<CrashState['myBet']>;

/**
 * The member's bet once the multiplier reached `multiplier` (hundredths): still riding, or
 * cashed out by the server at its auto target — the player's, or earlier the max-win cash-out
 * (decision 018) — paying the capped payout there.
 */
export function betAt(bet: MyBet, multiplier: number): MyBet {
  if (bet.cashedOutAt !== null) return bet;
  const stake = BigInt(bet.stake);
  const target = crashAutoTarget(stake, bet.autoCashout);
  if (target > multiplier) return bet;
  return { ...bet, cashedOutAt: target, payout: settledPayout(stake, target * 100).toString() };
}

/** Colour band of a crash point in the history strip. */
export function crashBand(hundredths: number): 'low' | 'mid' | 'high' {
  if (hundredths < 200) return 'low';
  if (hundredths < 1000) return 'mid';
  return 'high';
}
