import type { GameCategory } from '@nova/contracts/constants';
import {
  GAME_LIST_CENTER_CATEGORIES,
  LOTTERY_VENDOR_ROUTES,
  VASSALAGE_GAME_LIST,
} from '@nova/contracts/constants';
import { vendorPath } from '../../../lib/vendor-path';

/** What a play button launches (spec §3 "Game launch item"). */
export interface LaunchTarget {
  vassalage: string;
  gameType: GameCategory;
  /** The game's gameId; absent for a vendor lobby. */
  gameCode?: string;
  /** VASSALAGE: a vendor card that opens the vendor's game list. */
  isGame?: 'VASSALAGE' | 'GAME';
  maintenance?: boolean;
}

export type LaunchDecision =
  | { kind: 'login' }
  | { kind: 'trial-warning' }
  | { kind: 'maintenance' }
  | { kind: 'navigate'; to: string };

function lotteryRoute(vassalage: string): string | undefined {
  return (LOTTERY_VENDOR_ROUTES as Record<string, string>)[vassalage];
}

/** The /seamless address of a game (spec §2 "Seamless game screen"). */
export function seamlessPath(target: LaunchTarget, trial = false): string {
  const params = new URLSearchParams({ vassalage: target.vassalage });
  if (target.gameCode) params.set('gameCode', target.gameCode);
  params.set('gameType', target.gameType);
  if (trial) params.set('trial', '1');
  return `/seamless?${params.toString()}`;
}

/**
 * Spec §4 "Game launch", as a pure decision table, in the spec's order (decision 021):
 * - logged out: the login modal, for every play button: a game, a free trial or a vendor card
 *   (spec §6 "Visitor ... must log in to launch games, use favourites and trial play");
 * - a trial account: 'in_need_true_account' and the launch stops (SECURITY.md 16), except a
 *   game's free trial, which is the demo play a free play account exists for;
 * - TCG_LOTTO_VN → /vnLottery, TCG_SEA → /seaLottery, LOTT or ELOTT → /lottery, with gameCode;
 * - a provider list (isGame VASSALAGE) opens the vendor's games (an RNG vendor goes to
 *   /rng?vassalage=X); game center vendors (sports, esports, cockfight) have no list and launch
 *   their lobby;
 * - a game under maintenance: the maintenance message (spec §8) without a server round trip;
 * - otherwise the game starts in /seamless (in trial mode for the free trial button).
 */
export function decideLaunch(
  target: LaunchTarget,
  session: { isLogin: boolean; isTrial: boolean },
  options: { trial?: boolean } = {},
): LaunchDecision {
  if (!session.isLogin) return { kind: 'login' };
  if (options.trial) {
    return target.maintenance
      ? { kind: 'maintenance' }
      : { kind: 'navigate', to: seamlessPath(target, true) };
  }
  if (session.isTrial) return { kind: 'trial-warning' };
  const lottery = lotteryRoute(target.vassalage);
  if (lottery) {
    const code = target.gameCode ?? target.vassalage;
    return { kind: 'navigate', to: `${lottery}?gameCode=${encodeURIComponent(code)}` };
  }
  // Only game list categories have a provider list; a sports or cockfight vendor opens its lobby.
  const hasList = (GAME_LIST_CENTER_CATEGORIES as readonly GameCategory[]).includes(
    target.gameType,
  );
  if (hasList && target.isGame === VASSALAGE_GAME_LIST) {
    return { kind: 'navigate', to: vendorPath(target.gameType, target.vassalage) };
  }
  if (target.maintenance) return { kind: 'maintenance' };
  return { kind: 'navigate', to: seamlessPath(target) };
}
