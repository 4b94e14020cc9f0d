import { z } from 'zod/mini';
import {
  FAVOURITES_PAGE_SIZE,
  GAME_CATEGORIES,
  GAME_CLASSIFY,
  GAME_LIST_CLIENT_TYPE,
  GAME_LIST_PAGE_SIZE,
  GAME_LIST_PLATFORM,
  GAME_SEARCH_MAX_LENGTH,
  HOT_LIST_IS_PLATFORM,
  RECENT_PAGE_SIZE,
} from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { MinorUnitsSchema } from '../money.ts';
import { SerialIdParamSchema } from './id-fields.ts';

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
  language: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
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

// ── Game lists (spec §3 "Game list item", §7 game list, hot list, favourites, recent) ───────────
/** A query's optional site language code (two capitals, e.g. EN). */
export const LanguageQuerySchema = z.optional(z.string().check(z.regex(/^[A-Z]{2}$/)));
export const GameCategorySchema = z.enum(GAME_CATEGORIES);

export const GameListItemSchema = z.object({
  /** The catalogue's id of the game (favourites name it). */
  nodeId: z.number().check(z.int(), z.positive()),
  nodeName: z.string(),
  gameName: z.string(),
  displayName: z.string(),
  /** 1 = hot (spec §3). */
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.union([z.literal(0), z.literal(1)]),
  /** Icon path; prefix an image CDN. */
  showIcon: z.string(),
  iconUrl: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: GameCategorySchema,
  gameClassify: z.enum(GAME_CLASSIFY),
  /** The vendor's code of the game (launch sends it as gameCode). */
  gameId: z.string(),
  hasTrial: z.boolean(),
  maintenance: z.boolean(),
});
export type GameListItem = z.infer<typeof GameListItemSchema>;

const GameListPageSchema = z.object({
  content: z.array(GameListItemSchema),
  pageNum: z.number().check(z.int(), z.gte(1)),
  pageSize: z.number().check(z.int(), z.gte(1)),
  totalPages: z.number().check(z.int(), z.gte(0)),
  totalElements: z.number().check(z.int(), z.gte(0)),
});
export type GameListPage = z.infer<typeof GameListPageSchema>;

const PageNo = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1);

export const GameListQuerySchema = z.object({
  clientType: z._default(z.coerce.number().check(z.int()), GAME_LIST_CLIENT_TYPE),
  platform: z._default(z.string().check(z.maxLength(64)), GAME_LIST_PLATFORM),
  merchant: z.optional(z.string().check(z.maxLength(32))),
  gameType: GameCategorySchema,
  gameClassify: z.optional(z.enum(GAME_CLASSIFY)),
  vassalage: z.optional(z.string().check(z.maxLength(32))),
  /** NEW, HOT or ALL (FAV and RECENT have their own calls). */
  tab: z._default(z.enum(['NEW', 'HOT', 'ALL']), 'ALL'),
  /** Search by name, case-insensitive. */
  name: z.optional(z.string().check(z.trim(), z.maxLength(GAME_SEARCH_MAX_LENGTH))),
  pageNo: PageNo,
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), GAME_LIST_PAGE_SIZE),
  language: LanguageQuerySchema,
});

export const getGameList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  summary: 'Games of a category (optionally one vendor, classify, tab or name), 20 per page',
  tags: ['games'],
  auth: 'none',
  query: GameListQuerySchema,
  response: envelope(GameListPageSchema),
});

export const HotGamesQuerySchema = z.object({
  merchantCode: z.optional(z.string().check(z.maxLength(32))),
  isPlatform: z._default(z.coerce.number().check(z.int()), HOT_LIST_IS_PLATFORM),
  vassalage: z.optional(z.string().check(z.maxLength(32))),
  platform: z.optional(z.string().check(z.maxLength(64))),
  language: LanguageQuerySchema,
});

export const getHotGames = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGames',
  summary: 'Hot games across categories (home carousel), at most HOT_GAMES_LIMIT',
  tags: ['games'],
  auth: 'none',
  query: HotGamesQuerySchema,
  response: envelope(z.array(GameListItemSchema)),
});

// ── Favourites and recent (spec §4 "Favourite toggle", §7) ─────────────────────────────────────
export const FavouritePayloadSchema = z.object({
  nodeId: SerialIdParamSchema,
  vendor: z.string().check(z.maxLength(32)),
  gameType: GameCategorySchema,
});

export const FavouriteListQuerySchema = z.object({
  clientType: z._default(z.coerce.number().check(z.int()), GAME_LIST_CLIENT_TYPE),
  platform: z.optional(z.string().check(z.maxLength(64))),
  language: LanguageQuerySchema,
  pageNo: PageNo,
  pageSize: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(FAVOURITES_PAGE_SIZE)),
    FAVOURITES_PAGE_SIZE,
  ),
  /** Omitted: every category. */
  gameType: z.optional(GameCategorySchema),
});

export const getFavourites = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_favourites',
  summary: "The member's favourite games, newest first",
  tags: ['games'],
  auth: 'member',
  query: FavouriteListQuerySchema,
  response: envelope(GameListPageSchema),
});

export const addFavourite = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_favourite',
  summary: 'Add a favourite game (adding one already present changes nothing)',
  tags: ['games'],
  auth: 'member',
  body: FavouritePayloadSchema,
  response: envelope(z.object({ nodeId: z.number().check(z.int()) })),
});

export const removeFavourite = defineEndpoint({
  method: 'DELETE',
  path: '/wps/relay/MCSFE_favourite',
  summary: 'Remove a favourite game (removing one absent changes nothing)',
  tags: ['games'],
  auth: 'member',
  query: FavouritePayloadSchema,
  response: envelope(z.object({ nodeId: z.number().check(z.int()) })),
});

export const RecentListQuerySchema = z.object({
  page: PageNo,
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), RECENT_PAGE_SIZE),
  gameType: z.optional(GameCategorySchema),
  language: LanguageQuerySchema,
  clientType: z._default(z.coerce.number().check(z.int()), GAME_LIST_CLIENT_TYPE),
});

export const getRecentGames = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_recentGames',
  summary: 'Games the member launched, most recent first',
  tags: ['games'],
  auth: 'member',
  query: RecentListQuerySchema,
  response: envelope(GameListPageSchema),
});

// ── PVP rooms (spec §7 GLS2_roomList) ──────────────────────────────────────────────────────────
export const PvpRoomSchema = z.object({
  roomId: z.string(),
  name: z.string(),
  gameCode: z.string(),
  minBet: MinorUnitsSchema,
  maxBet: MinorUnitsSchema,
  players: z.number().check(z.int(), z.gte(0)),
  seats: z.number().check(z.int(), z.gte(1)),
});

export const getPvpRooms = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  summary: "A PVP vendor's card rooms, from the vendor",
  tags: ['games'],
  auth: 'none',
  query: z.object({ vassalage: z.string().check(z.maxLength(32)), language: LanguageQuerySchema }),
  response: envelope(z.array(PvpRoomSchema)),
});
