/**
 * Dice (issue 5, decision 018): a roll of 0..9999 (00.00–99.99) from one uniform draw. UNDER wins
 * when roll < target (w = target winning outcomes), OVER when roll > target (w = 9999 − target).
 * The win pays floor(99_000_000 / w) bps, so the RTP w × floor(99e6 / w) / 1e8 lies in
 * (98.99 %, 99.00 %] for every target: a 1 % house edge minus the floor's fraction of a bps.
 */
import { intBelow } from './fair.ts';
import type { DiceOutcome, DiceParams, RandomSource } from './types.ts';

export const DICE_OUTCOMES = 10_000;
export const DICE_TARGET_MIN = 100;
export const DICE_TARGET_MAX = 9899;
/** 99 % of 10000 outcomes, in bps: the numerator of every dice multiplier. */
export const DICE_NUMERATOR = 99_000_000;

export function assertDiceParams(params: DiceParams): void {
  const { target, direction } = params;
  if (!Number.isInteger(target) || target < DICE_TARGET_MIN || target > DICE_TARGET_MAX) {
    throw new RangeError(`dice target ${target} outside ${DICE_TARGET_MIN}..${DICE_TARGET_MAX}`);
  }
  if (direction !== 'UNDER' && direction !== 'OVER') throw new RangeError('dice direction');
}

/** How many of the 10000 rolls win. */
export function diceWinningOutcomes(params: DiceParams): number {
  return params.direction === 'UNDER' ? params.target : DICE_OUTCOMES - 1 - params.target;
}

export function diceMultiplierBps(params: DiceParams): number {
  assertDiceParams(params);
  return Math.floor(DICE_NUMERATOR / diceWinningOutcomes(params));
}

export function diceWins(roll: number, params: DiceParams): boolean {
  return params.direction === 'UNDER' ? roll < params.target : roll > params.target;
}

export function playDice(src: RandomSource, params: DiceParams): DiceOutcome {
  const payoutMultiplierBps = diceMultiplierBps(params);
  const roll = intBelow(src, DICE_OUTCOMES);
  const win = diceWins(roll, params);
  return {
    game: 'DICE',
    roll,
    win,
    payoutMultiplierBps,
    multiplierBps: win ? payoutMultiplierBps : 0,
  };
}
