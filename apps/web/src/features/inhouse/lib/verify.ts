import type { InhouseRound } from '@nova/contracts/api/inhouse';
import type { InhouseGame } from '@nova/contracts/constants';
import type {
  DiceOutcome,
  InhouseOutcome,
  MinesOutcome,
  PlinkoOutcome,
  SlotOutcome,
} from '@nova/games-math/types';
import { checkCommitment, verifyOutcome } from '@nova/games-math/verify';

export type Verdict = 'VERIFIED' | 'MISMATCH';

/**
 * The part of an outcome that the seeds decide and the payout follows from: two outcomes with
 * the same essence are the same round (display-only fields are left out).
 */
export function outcomeEssence(game: InhouseGame, outcome: unknown): unknown {
  const o = (outcome ?? {}) as Record<string, unknown>;
  switch (game) {
    case 'SLOT': {
      const slot = o as unknown as SlotOutcome;
      return {
        stops: (slot.spins ?? []).map((spin) => spin.stops),
        multiplierBps: slot.multiplierBps,
        jackpotHit: slot.jackpotHit,
      };
    }
    case 'DICE': {
      const dice = o as unknown as DiceOutcome;
      return { roll: dice.roll, win: dice.win, multiplierBps: dice.multiplierBps };
    }
    case 'PLINKO': {
      const plinko = o as unknown as PlinkoOutcome;
      return { path: plinko.path, slot: plinko.slot, multiplierBps: plinko.multiplierBps };
    }
    case 'MINES': {
      const mines = o as unknown as MinesOutcome;
      return {
        mines: [...(mines.mines ?? [])].sort((a, b) => a - b),
        revealed: mines.revealed,
        hitMine: mines.hitMine,
        multiplierBps: mines.multiplierBps,
      };
    }
    default:
      return { crashPoint: o.crashPoint, cashedOutAt: o.cashedOutAt ?? null };
  }
}

export interface RoundCheck {
  verdict: Verdict;
  /** sha256(serverSeed) equals the hash committed before the round. */
  commitment: boolean;
  /** The outcome recomputed from the proof; null when the proof could not be replayed. */
  recomputed: InhouseOutcome | null;
  /** The recomputed outcome equals the stored one. */
  matches: boolean;
}

/**
 * Check a settled round of a seed-pair game against its revealed proof (issue 5 "past rounds
 * verifiable"). Null while the server seed is still secret (the pair was not rotated yet).
 */
export function checkRound(round: InhouseRound): RoundCheck | null {
  const { serverSeed, serverSeedHash, clientSeed, nonce } = round.proof;
  if (serverSeed === null) return null;
  const commitment = checkCommitment(serverSeed, serverSeedHash);
  let recomputed: InhouseOutcome | null = null;
  try {
    const stored = (round.outcome ?? {}) as Partial<MinesOutcome>;
    recomputed = verifyOutcome(round.game, { serverSeed, clientSeed, nonce }, round.params, {
      revealed: stored.revealed ?? [],
    });
  } catch {
    recomputed = null;
  }
  const matches =
    recomputed !== null &&
    JSON.stringify(outcomeEssence(round.game, recomputed)) ===
      JSON.stringify(outcomeEssence(round.game, round.outcome));
  return {
    verdict: commitment && matches ? 'VERIFIED' : 'MISMATCH',
    commitment,
    recomputed,
    matches,
  };
}
