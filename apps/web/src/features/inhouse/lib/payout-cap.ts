import { payoutFor } from '@nova/games-math/fair';
import { MINES_TILES, minesMultiplierBps } from '@nova/games-math/mines';
import { MAX_ROUND_PAYOUT, maxWinCashout } from '@nova/games-math/payout';
import { PLINKO_TABLES } from '@nova/games-math/plinko';
import type { PlinkoParams } from '@nova/games-math/types';

/**
 * Whether `stake` at the game's top multiplier (bps; null when the game has none, as a crash bet
 * without a target) reaches the maximum payout per round (decision 018): the screens then say,
 * next to the stake, that wins are capped.
 */
export function reachesCap(stake: bigint, topBps: number | null): boolean {
  if (stake <= 0n) return false;
  if (topBps === null || !Number.isSafeInteger(topBps)) return true;
  return payoutFor(stake, topBps) >= MAX_ROUND_PAYOUT;
}

/**
 * Crash without a target: the note counts with the highest auto target (10,000.00x, the
 * contract's limit), so it shows from RM 100.00 instead of at every stake; a bet riding past that
 * by hand is rarer than one in ten thousand rounds.
 */
export const CRASH_UNTARGETED_TOP_BPS = 1_000_000 * 100;

/** Mines: the multiplier of a cleared board with `mines` mines. */
export function minesTopBps(mines: number): number {
  return minesMultiplierBps(mines, MINES_TILES - mines);
}

/** Plinko: the table's outer slot. */
export function plinkoTopBps(params: PlinkoParams): number {
  return Math.max(...PLINKO_TABLES[params.rows][params.risk]);
}

/**
 * Crash: where a bet cashes out by itself (hundredths), as the server decides it (crash.service
 * autoTargetOf): the player's target, or earlier the max-win cash-out where stake × multiplier
 * reaches the maximum payout; a bet without a target cashes out there.
 */
export function crashAutoTarget(stake: bigint, autoCashout: number | null): number {
  return Math.min(autoCashout ?? Number.POSITIVE_INFINITY, maxWinCashout(stake));
}
