import type {
  DiceParamsSchema,
  Fairness,
  InhousePlayResult,
  InhouseRound,
  PlinkoParamsSchema,
} from '@nova/contracts/api/inhouse';
import type { InhouseGame } from '@nova/contracts/constants';
import type { z } from 'zod/mini';

/** What one-shot play sends besides the stake: the game and the player's choices. */
export type PlayInput =
  | { game: 'SLOT'; params: Record<string, never> }
  | { game: 'DICE'; params: z.infer<typeof DiceParamsSchema> }
  | { game: 'PLINKO'; params: z.infer<typeof PlinkoParamsSchema> };

/**
 * One game screen's view of the money and the fairness of its rounds. A real member's session
 * calls the server; a trial session (play money) computes every round in the browser with the
 * same games-math and never calls the server. The screens do not know which one they have.
 */
export interface GameSession {
  game: InhouseGame;
  gameCode: string;
  trial: boolean;
  /** The main balance in minor units; null while it loads. */
  balance: bigint | null;
  /** Show the balance a round answered (called when its animation ends). */
  applyBalance(balance: string): void;
  fairness: Fairness | null;
  rotate(clientSeed?: string): Promise<void>;
  rounds: InhouseRound[] | null;
  /** Why the seed pair or the last rounds could not be read (null when they could). */
  loadError: unknown;
  play(input: PlayInput, stake: bigint): Promise<InhousePlayResult>;
  startMines(stake: bigint, mines: number): Promise<InhousePlayResult>;
  revealMine(roundId: string, tile: number): Promise<InhousePlayResult>;
  cashoutMines(roundId: string): Promise<InhousePlayResult>;
}
