import { z } from 'zod/mini';
import {
  CLIENT_SEED_MAX_LENGTH,
  CRASH_AUTO_CASHOUT,
  INHOUSE_GAMES,
  INHOUSE_RECENT_ROUNDS,
} from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { MinorUnitsSchema } from '../money.ts';
import { CrashBetViewSchema, CrashRoundViewSchema } from './crash-round.ts';
import { PositiveAmountSchema, RequestIdSchema } from './money-fields.ts';

/**
 * In-house games (vassalage INHOUSE, issue 5; decision 018). Outcomes are provably fair: the
 * server seed of the member's active pair is committed by its SHA-256 before any round uses it;
 * each round takes the pair's next nonce; the outcome is a pure function (packages/games-math)
 * of (server seed, client seed, nonce, player's choices) and never of the stake or history.
 * Rotating the pair reveals the old server seed, so every past round can be checked.
 */

export const InhouseGameSchema = z.enum(INHOUSE_GAMES);
const HexHash = z.string().check(z.regex(/^[0-9a-f]{64}$/u));
export const ClientSeedSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(CLIENT_SEED_MAX_LENGTH),
    z.regex(/^[\x20-\x7e]+$/u, 'printable ASCII'),
  );

// ── Fairness (seed pair) ───────────────────────────────────────────────────────────────────────
export const SeedPairSchema = z.object({
  serverSeedHash: HexHash,
  clientSeed: z.string(),
  /** The nonce the next round takes (current pair) or the number of rounds played (revealed). */
  nonce: z.number().check(z.int(), z.gte(0)),
});

export const RevealedSeedPairSchema = z.extend(SeedPairSchema, { serverSeed: z.string() });

export const FairnessSchema = z.object({
  /**
   * SHA-256 of the server seed the NEXT pair will use, committed before the player names the
   * client seed it is paired with on rotate (decision 018). After a rotation the new current
   * serverSeedHash equals the nextServerSeedHash shown before it.
   */
  nextServerSeedHash: HexHash,
  current: SeedPairSchema,
  /** The pair rotated out last, with its server seed revealed; null before the first rotation. */
  previous: z.nullable(RevealedSeedPairSchema),
});
export type Fairness = z.infer<typeof FairnessSchema>;

export const getFairness = defineEndpoint({
  method: 'GET',
  path: '/wps/inhouse/fairness',
  summary: "The member's seed pair: the committed server seed hash, client seed and next nonce",
  tags: ['inhouse'],
  auth: 'member',
  response: envelope(FairnessSchema),
});

export const rotateSeed = defineEndpoint({
  method: 'POST',
  path: '/wps/inhouse/fairness/rotate',
  summary:
    'Reveal the current server seed and start a new pair (optionally with a new client seed)',
  tags: ['inhouse'],
  auth: 'member',
  body: z.object({ clientSeed: z.optional(ClientSeedSchema) }),
  response: envelope(FairnessSchema),
});

// ── Rounds ─────────────────────────────────────────────────────────────────────────────────────
export const RoundProofSchema = z.object({
  serverSeedHash: HexHash,
  clientSeed: z.string(),
  nonce: z.number().check(z.int(), z.gte(0)),
  /** Revealed once the pair was rotated; null before. */
  serverSeed: z.nullable(z.string()),
});

export const InhouseRoundSchema = z.object({
  roundId: z.string(),
  game: InhouseGameSchema,
  gameCode: z.string(),
  status: z.enum(['OPEN', 'SETTLED']),
  stake: MinorUnitsSchema,
  payout: MinorUnitsSchema,
  /** payout / stake, 2 decimals ("0.00" for a loss). */
  multiplier: z.string(),
  /** The player's choices (dice target and direction, mines count, plinko rows and risk). */
  params: z.record(z.string(), z.unknown()),
  /** The game's outcome (packages/games-math types); for an OPEN mines round only what is revealed. */
  outcome: z.nullable(z.record(z.string(), z.unknown())),
  jackpotWin: MinorUnitsSchema,
  proof: RoundProofSchema,
  /** PLAYER, or AUTO when the round was closed for an absent player (in their favour). */
  settledBy: z.nullable(z.enum(['PLAYER', 'AUTO'])),
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
});
export type InhouseRound = z.infer<typeof InhouseRoundSchema>;

export const InhousePlayResultSchema = z.object({
  round: InhouseRoundSchema,
  /** The main balance after the round (minor units). */
  balance: MinorUnitsSchema,
});
export type InhousePlayResult = z.infer<typeof InhousePlayResultSchema>;

export const SlotParamsSchema = z.strictObject({});
export const DiceParamsSchema = z.object({
  /** Hundredths, 0.00–99.99 scale: UNDER wins when roll < target, OVER when roll > target. */
  target: z.number().check(z.int(), z.gte(100), z.lte(9899)),
  direction: z.enum(['UNDER', 'OVER']),
});
export const PlinkoParamsSchema = z.object({
  rows: z.union([z.literal(8), z.literal(12), z.literal(16)]),
  risk: z.enum(['LOW', 'MEDIUM', 'HIGH']),
});
export const MinesParamsSchema = z.object({
  mines: z.number().check(z.int(), z.gte(1), z.lte(24)),
});

/** One-shot games: the round opens, resolves and settles in one call. */
export const InhousePlayRequestSchema = z.discriminatedUnion('game', [
  z.object({
    game: z.literal('SLOT'),
    requestId: RequestIdSchema,
    stake: PositiveAmountSchema,
    params: z._default(SlotParamsSchema, {}),
  }),
  z.object({
    game: z.literal('DICE'),
    requestId: RequestIdSchema,
    stake: PositiveAmountSchema,
    params: DiceParamsSchema,
  }),
  z.object({
    game: z.literal('PLINKO'),
    requestId: RequestIdSchema,
    stake: PositiveAmountSchema,
    params: PlinkoParamsSchema,
  }),
]);
export type InhousePlayRequest = z.infer<typeof InhousePlayRequestSchema>;

export const playInhouse = defineEndpoint({
  method: 'POST',
  path: '/wps/inhouse/play',
  summary: 'Play one round of the slot, dice or plinko (idempotent by requestId)',
  tags: ['inhouse'],
  auth: 'member',
  body: InhousePlayRequestSchema,
  response: envelope(InhousePlayResultSchema),
});

export const startMines = defineEndpoint({
  method: 'POST',
  path: '/wps/inhouse/mines/start',
  summary: 'Open a mines round: the stake is taken, the mines are fixed by the seed pair',
  tags: ['inhouse'],
  auth: 'member',
  body: z.object({
    requestId: RequestIdSchema,
    stake: PositiveAmountSchema,
    params: MinesParamsSchema,
  }),
  response: envelope(InhousePlayResultSchema),
});

export const revealMine = defineEndpoint({
  method: 'POST',
  path: '/wps/inhouse/mines/reveal',
  summary: 'Reveal one tile of an open mines round (a mine ends the round)',
  tags: ['inhouse'],
  auth: 'member',
  body: z.object({
    roundId: z.string().check(z.regex(/^\d{1,19}$/u)),
    tile: z.number().check(z.int(), z.gte(0), z.lte(24)),
  }),
  response: envelope(InhousePlayResultSchema),
});

export const cashoutMines = defineEndpoint({
  method: 'POST',
  path: '/wps/inhouse/mines/cashout',
  summary: 'Cash out an open mines round at its current multiplier',
  tags: ['inhouse'],
  auth: 'member',
  body: z.object({ roundId: z.string().check(z.regex(/^\d{1,19}$/u)) }),
  response: envelope(InhousePlayResultSchema),
});

export const getInhouseRounds = defineEndpoint({
  method: 'GET',
  path: '/wps/inhouse/rounds',
  summary: "The member's last in-house rounds with their proofs (SECURITY.md 32)",
  tags: ['inhouse'],
  auth: 'member',
  query: z.object({
    game: z.optional(InhouseGameSchema),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), INHOUSE_RECENT_ROUNDS),
  }),
  response: envelope(z.array(InhouseRoundSchema)),
});

export const getInhouseRound = defineEndpoint({
  method: 'GET',
  path: '/wps/inhouse/rounds/:roundId',
  summary: 'One of the member’s rounds with its proof (fairness page)',
  tags: ['inhouse'],
  auth: 'member',
  params: z.object({ roundId: z.string().check(z.regex(/^\d{1,19}$/u)) }),
  response: envelope(InhouseRoundSchema),
});

// ── Published rules (paytables, RTP, jackpot rule) ───────────────────────────────────────────────
export const InhouseGameInfoSchema = z.object({
  game: InhouseGameSchema,
  gameCode: z.string(),
  /** Return to player in percent with 2 decimals, computed exactly or by simulation (see `rtpMethod`). */
  rtp: z.string(),
  rtpMethod: z.enum(['EXACT', 'SIMULATION']),
  minStake: MinorUnitsSchema,
  maxStake: MinorUnitsSchema,
  /**
   * The most one round pays (minor units; decision 018): a larger win is paid at this amount.
   * Jackpot wins come from their own pool and are not capped.
   */
  maxPayout: MinorUnitsSchema,
  /** Game-specific paytable (packages/games-math publishes it). */
  paytable: z.record(z.string(), z.unknown()),
  /** Whether a share of this game's stakes funds the jackpot, and whether it can win it. */
  jackpot: z.object({ contributes: z.boolean(), canWin: z.boolean() }),
});

export const InhouseInfoSchema = z.object({
  games: z.array(InhouseGameInfoSchema),
  jackpotRule: z.object({
    /** Basis points of every in-house stake added to the pool. */
    contributionBps: z.number().check(z.int()),
    /** One in `odds` eligible slot spins wins the whole pool. */
    odds: z.string(),
    minStake: MinorUnitsSchema,
  }),
});
export type InhouseInfo = z.infer<typeof InhouseInfoSchema>;

export const getInhouseInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/inhouse/games',
  summary: 'The published rules of every in-house game: paytables, RTP, stake limits, jackpot rule',
  tags: ['inhouse'],
  auth: 'none',
  response: envelope(InhouseInfoSchema),
});

// ── Crash (multiplayer, over the realtime WebSocket) ─────────────────────────────────────────────
export const CrashStateSchema = z.object({
  round: CrashRoundViewSchema,
  /** Last crashed rounds, newest first. */
  history: z.array(
    z.object({ roundId: z.string(), crashPoint: z.number().check(z.int()), hash: z.string() }),
  ),
  /** The chain's published terminal hash and the brand's salt. */
  chain: z.object({ terminalHash: HexHash, salt: z.string() }),
  serverTime: z.string(),
  /** The member's own bet in the current round, if any. */
  myBet: z.nullable(
    z.extend(CrashBetViewSchema, { autoCashout: z.nullable(z.number().check(z.int())) }),
  ),
});
export type CrashState = z.infer<typeof CrashStateSchema>;

export const getCrashState = defineEndpoint({
  method: 'GET',
  path: '/wps/inhouse/crash/state',
  summary: 'The current crash round, recent crash points and the chain commitment',
  tags: ['inhouse'],
  auth: 'member',
  response: envelope(CrashStateSchema),
});

export const placeCrashBet = defineEndpoint({
  method: 'POST',
  path: '/wps/inhouse/crash/bet',
  summary: 'Bet on the crash round now taking bets (one bet per round)',
  tags: ['inhouse'],
  auth: 'member',
  body: z.object({
    requestId: RequestIdSchema,
    stake: PositiveAmountSchema,
    /** Hundredths, at least 1.01x; null: cash out by hand. */
    autoCashout: z._default(
      z.nullable(
        z.number().check(z.int(), z.gte(CRASH_AUTO_CASHOUT.min), z.lte(CRASH_AUTO_CASHOUT.max)),
      ),
      null,
    ),
  }),
  response: envelope(z.object({ roundId: z.string(), balance: MinorUnitsSchema })),
});

export const cashoutCrash = defineEndpoint({
  method: 'POST',
  path: '/wps/inhouse/crash/cashout',
  summary: 'Cash out the running round at the multiplier of the server clock',
  tags: ['inhouse'],
  auth: 'member',
  response: envelope(
    z.object({
      roundId: z.string(),
      cashedOutAt: z.number().check(z.int()),
      payout: MinorUnitsSchema,
      balance: MinorUnitsSchema,
    }),
  ),
});
