import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { MinorUnitsSchema } from '../money.ts';
import { GameCategorySchema, GameListItemSchema, LanguageQuerySchema } from './games.ts';

/*
 * Launching a game and what a game in maintenance recommends: read once a game is chosen, so
 * their own module keeps them out of the first chunk, where the game menus bring api/games.ts
 * (decision 037).
 */

// ── Launch (spec §4 "Game launch", §7 launchGame / startGameV2, /seamless) ──────────────────────
export const LaunchGameRequestSchema = z.object({
  vassalage: z.string().check(z.regex(/^[A-Z0-9_]{1,32}$/u)),
  /** The game's gameId; omitted for a vendor lobby (sports, live lobby, ...). */
  gameCode: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  gameType: GameCategorySchema,
  language: LanguageQuerySchema,
  /** The device the game is shown on. */
  device: z._default(z.enum(['DESKTOP', 'MOBILE']), 'DESKTOP'),
});
export type LaunchGameRequest = z.infer<typeof LaunchGameRequestSchema>;

export const LaunchGameResultSchema = z.object({
  /**
   * IFRAME / WINDOW: a path (`/wps/game/enter/<single-use ticket>`) the client joins to a launch
   * CDN drawn from launchGameCDNs; it redirects to the vendor's game. INTERNAL: a route of this
   * site (the in-house games), e.g. `/seamless?vassalage=INHOUSE&gameCode=INHOUSE-RNG-001`.
   */
  url: z.string(),
  /** IFRAME: shown in /seamless; WINDOW: opened in a new window (vendors that refuse frames). */
  display: z.enum(['IFRAME', 'WINDOW', 'INTERNAL']),
  mode: z.enum(['REAL', 'TRIAL']),
  vassalage: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  walletMode: z.enum(['SEAMLESS', 'TRANSFER']),
  /**
   * Real launches of transfer-mode vendors (decision 027): the vendor wallet on launch.
   * TRANSFERRED: the brand moves money there automatically and did (`transferStatus` UNKNOWN:
   * held until the vendor answers); PROMPT: ask the player to move `amount` (prefilled);
   * NONE: the wallet holds money or main is empty. `backOnLeave`: leaving the game brings this
   * vendor wallet back to main.
   */
  transfer: z.optional(
    z.object({
      vendor: z.string(),
      action: z.enum(['NONE', 'PROMPT', 'TRANSFERRED']),
      amount: MinorUnitsSchema,
      vendorBalance: MinorUnitsSchema,
      stale: z.boolean(),
      mainBalance: MinorUnitsSchema,
      transferStatus: z.optional(z.enum(['PENDING', 'SUCCESS', 'FAILED', 'UNKNOWN'])),
      backOnLeave: z.boolean(),
    }),
  ),
});
export type LaunchGameResult = z.infer<typeof LaunchGameResultSchema>;

/** GAME_MAINTENANCE answers carry these instead (spec §8 "with a recommendation of other games"). */
export const GameMaintenanceDetailSchema = z.object({ recommended: z.array(GameListItemSchema) });

export const launchGame = defineEndpoint({
  method: 'POST',
  path: '/wps/game/launchGame',
  summary: 'Launch a game for real money: a launch URL on a launch CDN',
  tags: ['games'],
  auth: 'member',
  body: LaunchGameRequestSchema,
  response: envelope(LaunchGameResultSchema),
});

export const startGameV2 = defineEndpoint({
  method: 'POST',
  path: '/wps/game/startGameV2',
  summary: 'Free-trial launch of a game that offers it (no money moves)',
  tags: ['games'],
  // Spec §6: trial play needs a login too; free play (trial) accounts may use it (decision 021).
  auth: 'member',
  body: LaunchGameRequestSchema,
  response: envelope(LaunchGameResultSchema),
});

/** Games to recommend when one is in maintenance (spec §8). */
export const getRecommendedGames = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_recommended',
  summary: 'Other playable games of the same category, for the game-maintenance message',
  tags: ['games'],
  auth: 'none',
  query: z.object({
    gameType: GameCategorySchema,
    exclude: z.optional(z.string().check(z.maxLength(64))),
  }),
  response: envelope(z.array(GameListItemSchema)),
});
