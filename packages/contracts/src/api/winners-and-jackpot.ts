import { z } from 'zod/mini';
import { WINNER_BOARD } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { MinorUnitsSchema } from '../money.ts';
import { GameCategorySchema, LanguageQuerySchema } from './games.ts';

/*
 * Read by home's winner board and jackpot blocks, which are chunks of their own that load after
 * the first render: their own module, so the game menus, which bring api/games.ts into the
 * first chunk, do not bring these along (decision 037).
 */

// ── Winner board and jackpot (spec §3 "Winner board entry", §4 "Jackpot counter", §9) ─────────
export const WinnerBoardEntrySchema = z.object({
  /** Masked: first and last character, stars between. */
  customerName: z.string(),
  /** Minor units; shown with 2 decimals and thousands separators. */
  winAmount: MinorUnitsSchema,
  currency: z.string(),
  iconUrl: z.string(),
  gameName: z.string(),
  gameId: z.string(),
  vassalage: z.string(),
  gameType: GameCategorySchema,
  wonAt: z.string(),
});
export type WinnerBoardEntry = z.infer<typeof WinnerBoardEntrySchema>;

export const getWinnerBoard = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCS_winnerBoard',
  summary: 'The biggest real settled wins of recent days, largest first',
  tags: ['games'],
  auth: 'none',
  query: z.object({
    gameCategory: z._default(z.union([z.literal('ALL'), GameCategorySchema]), 'ALL'),
    language: LanguageQuerySchema,
    limitNum: z._default(
      z.coerce.number().check(z.int(), z.gte(1), z.lte(50)),
      WINNER_BOARD.limitNum,
    ),
  }),
  response: envelope(z.array(WinnerBoardEntrySchema)),
});

export const JackpotSchema = z.object({
  /** The real pool: the balance of the brand's jackpot account (minor units). */
  amount: MinorUnitsSchema,
  currency: z.string(),
  /** Where the pool is reset after a win. */
  seedAmount: MinorUnitsSchema,
  contributionBps: z.number().check(z.int()),
  lastWin: z.nullable(
    z.object({ customerName: z.string(), amount: MinorUnitsSchema, wonAt: z.string() }),
  ),
  asOf: z.string(),
});
export type Jackpot = z.infer<typeof JackpotSchema>;

export const getJackpot = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCS_jackpot',
  summary: 'The progressive jackpot pool (real value) and its last win',
  tags: ['games'],
  auth: 'none',
  response: envelope(JackpotSchema),
});
