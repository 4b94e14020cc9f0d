import { z } from 'zod/mini';
import { GAME_CLASSIFY } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { GameCategorySchema, LanguageQuerySchema, VendorItemSchema } from './games.ts';

/*
 * The vendor lanes, read by the game list screens only: their own module, so the game menus
 * (api/games.ts, in the first chunk for the navigation) do not bring them along (decision 037).
 */

// ── Vendor lanes (spec §3 "Vendor lane", §4 "Prize mode and lane splits", §7 game vendor) ──────
export const GameClassifyGroupSchema = z.object({
  classify: z.enum(GAME_CLASSIFY),
  /** Vendor codes that have games of this classify in the lane. */
  vendors: z.array(z.string()),
});

export const VendorLaneSchema = z.object({
  /** SPORTS, RNG, LIVE, ... (the lane's category; ESPORTS, COCKFIGHT and INHOUSE after a split). */
  title: z.string(),
  gameCategory: GameCategorySchema,
  cards: z.array(VendorItemSchema),
  gameClassify: z.array(GameClassifyGroupSchema),
});
export type VendorLane = z.infer<typeof VendorLaneSchema>;

/**
 * Lanes as the vendor service gives them: the SPORTS lane carries the esports and cockfight
 * cards and the RNG lane the in-house cards; the client splits them (spec §4) and keeps the
 * result in session storage `gameVendor`.
 */
export const getGameVendors = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCS_gameVendor',
  summary: 'Vendor lanes per category (sports carries esports and cockfight, RNG carries in-house)',
  tags: ['games'],
  auth: 'none',
  query: z.object({
    platform: z.optional(z.string().check(z.maxLength(64))),
    language: LanguageQuerySchema,
  }),
  response: envelope(z.array(VendorLaneSchema)),
});
