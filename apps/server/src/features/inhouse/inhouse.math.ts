import { createHmac } from 'node:crypto';
import { fairSource, type HmacFn } from '@nova/games-math/fair';
import { minePositions } from '@nova/games-math/mines';
import type { DiceOutcome, PlinkoOutcome, SlotOutcome } from '@nova/games-math/types';
import { verifyOutcome } from '@nova/games-math/verify';

/**
 * The server's only door to the game maths (packages/games-math, decision 018). An outcome is
 * a pure function of (server seed, client seed, nonce, the player's choices), never of the
 * stake or the player's history. One-shot outcomes come from verifyOutcome itself, the very
 * function the fairness page runs, so what the server settles and what a player recomputes
 * cannot drift apart; node:crypto's HMAC (identical output) only makes it faster here.
 */
export interface SeedTriple {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export const nodeHmac: HmacFn = (key, data) =>
  new Uint8Array(createHmac('sha256', key).update(data).digest());

export type OneShotOutcome = SlotOutcome | DiceOutcome | PlinkoOutcome;

export function oneShotOutcome(
  game: string,
  seed: SeedTriple,
  params: Record<string, unknown>,
): OneShotOutcome {
  if (game !== 'SLOT' && game !== 'DICE' && game !== 'PLINKO')
    throw new Error(`not a one-shot game: ${game}`);
  return verifyOutcome(game, seed, params, { hmac: nodeHmac }) as OneShotOutcome;
}

/** The mines of a round: fixed by the seed pair and nonce before the first tile is turned. */
export function minesOf(seed: SeedTriple, mines: number): number[] {
  return minePositions(
    fairSource(seed.serverSeed, seed.clientSeed, seed.nonce, 'game', nodeHmac),
    mines,
  );
}
