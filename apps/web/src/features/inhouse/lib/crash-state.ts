import type { CrashRoundView, CrashState } from '@nova/contracts/api/inhouse';
import { payoutFor } from '@nova/games-math/fair';

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
    if (
      myBet &&
      myBet.cashedOutAt === null &&
      myBet.autoCashout !== null &&
      myBet.autoCashout <= next.crashPoint
    ) {
      myBet = {
        ...myBet,
        cashedOutAt: myBet.autoCashout,
        payout: payoutFor(BigInt(myBet.stake), myBet.autoCashout * 100).toString(),
      };
    }
  }
  return { ...state, round: next, history, myBet, serverTime: event.serverTime };
}

/** Colour band of a crash point in the history strip. */
export function crashBand(hundredths: number): 'low' | 'mid' | 'high' {
  if (hundredths < 200) return 'low';
  if (hundredths < 1000) return 'mid';
  return 'high';
}
