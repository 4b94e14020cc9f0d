import { chance, payoutOf } from './random.ts';

/**
 * The fishing shooter: every shot is a bet of the stake at one fish; a catch pays the fish's
 * multiplier. Catch odds are 0.96 / multiplier, so every fish returns 96%.
 */
export const FISH = [
  { kind: 'clown', multiplier: 2, color: '#ff9f43' },
  { kind: 'puffer', multiplier: 3, color: '#feca57' },
  { kind: 'angel', multiplier: 5, color: '#48dbfb' },
  { kind: 'turtle', multiplier: 10, color: '#1dd1a1' },
  { kind: 'shark', multiplier: 20, color: '#c8d6e5' },
  { kind: 'dragon', multiplier: 50, color: '#ff6b6b' },
] as const;

export interface FishOutcome {
  caught: boolean;
  multiplier: number;
  payout: bigint;
}

export function shoot(fishIndex: number, stake: bigint): FishOutcome {
  const fish = FISH[fishIndex] ?? FISH[0];
  const caught = chance(96, fish.multiplier * 100);
  return {
    caught,
    multiplier: fish.multiplier,
    payout: caught ? payoutOf(stake, fish.multiplier * 10) : 0n,
  };
}
