/**
 * Recomputing a round (decision 018): the fairness page and the server run the same function,
 * so what the server settled and what a player checks cannot drift apart. One-shot games take
 * their draws from the 'game' stream of (server seed, client seed, nonce); the slot's jackpot
 * draw from the 'jackpot' stream. Mines: the positions come from the 'game' stream and the
 * player's reveals replay on them. Crash does not use the seed pair: its point comes from the
 * round's chain link and the published salt.
 */
import type { InhouseGame } from '@nova/contracts/constants';
import { crashOutcome, crashPointFromHash } from './crash.ts';
import { assertDiceParams, playDice } from './dice.ts';
import { fairSource, type HmacFn, type SeedTriple } from './fair.ts';
import { minePositions, minesOutcome } from './mines.ts';
import { assertPlinkoParams, playPlinko } from './plinko.ts';
import { playSlot } from './slot.ts';
import type { DiceParams, InhouseOutcome, PlinkoParams } from './types.ts';

export type { SeedTriple } from './fair.ts';

export interface VerifyExtra {
  /** Mines: the tiles the player revealed, in order. */
  revealed?: readonly number[];
  /** Crash: the round's chain link and the chain's salt. */
  hash?: string;
  salt?: string;
  /** Crash: where the bet cashed out (hundredths), null if it did not. */
  cashedOutAt?: number | null;
  /** A faster HMAC with identical output (node:crypto on the server). */
  hmac?: HmacFn;
}

export const GAME_STREAM = 'game';
export const JACKPOT_STREAM = 'jackpot';

function record(params: unknown): Record<string, unknown> {
  return typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};
}

/** The outcome of a round, recomputed from its proof (mines: settled, with the positions). */
export function verifyOutcome(
  game: InhouseGame,
  seeds: SeedTriple,
  params: unknown,
  extra: VerifyExtra = {},
): InhouseOutcome {
  const p = record(params);
  const source = (stream: string) =>
    fairSource(seeds.serverSeed, seeds.clientSeed, seeds.nonce, stream, extra.hmac);
  switch (game) {
    case 'SLOT':
      return playSlot(source(GAME_STREAM), source(JACKPOT_STREAM));
    case 'DICE': {
      const dice = { target: p.target, direction: p.direction } as DiceParams;
      assertDiceParams(dice);
      return playDice(source(GAME_STREAM), dice);
    }
    case 'PLINKO': {
      const plinko = { rows: p.rows, risk: p.risk } as PlinkoParams;
      assertPlinkoParams(plinko);
      return playPlinko(source(GAME_STREAM), plinko);
    }
    case 'MINES': {
      const positions = minePositions(source(GAME_STREAM), p.mines as number);
      return minesOutcome(positions, extra.revealed ?? [], true);
    }
    case 'CRASH': {
      if (extra.hash === undefined || extra.salt === undefined) {
        throw new RangeError('crash verification needs the round hash and the salt');
      }
      return crashOutcome(
        crashPointFromHash(extra.hash, extra.salt, extra.hmac),
        extra.cashedOutAt ?? null,
      );
    }
    default:
      throw new RangeError(`unknown game ${String(game)}`);
  }
}

/** Whether the revealed server seed matches the hash committed before it was used. */
export { checkCommitment } from './fair.ts';
