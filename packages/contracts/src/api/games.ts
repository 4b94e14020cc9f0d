import { z } from 'zod';
import { GAME_CATEGORIES } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';

// ── Vendors per category for the navigation (spec §3 "Vendor item", §7 game_menus) ───────────
export const VendorItemSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  /** Large card art path (prefix an image CDN). */
  lagerIcon: z.string(),
  logo: z.string(),
  /** VASSALAGE: opens the vendor's game list; GAME: launches a lobby directly. */
  isGame: z.enum(['VASSALAGE', 'GAME']),
  walletMode: z.enum(['SEAMLESS', 'TRANSFER']),
  maintenance: z.boolean(),
});
export type VendorItem = z.infer<typeof VendorItemSchema>;

export const GameMenuSchema = z.object({
  category: z.enum(GAME_CATEGORIES),
  path: z.string(),
  vendors: z.array(VendorItemSchema),
});
export type GameMenu = z.infer<typeof GameMenuSchema>;

export const GameMenusQuerySchema = z.object({
  language: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});

export const getGameMenus = defineEndpoint({
  method: 'GET',
  path: '/lgw/games/game_menus',
  summary: 'Game categories that have vendors, in navigation order, with their vendors',
  tags: ['games'],
  auth: 'none',
  query: GameMenusQuerySchema,
  response: envelope(z.array(GameMenuSchema)),
});
