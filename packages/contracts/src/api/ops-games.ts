import { z } from 'zod/mini';
import { GAME_CATEGORIES } from '../constants.ts';
import { csvExportOf } from '../csv-export.ts';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { IsoDateTimeSchema } from './fields.ts';
import { SerialIdParamSchema } from './id-fields.ts';

/**
 * The games catalogue as operators manage it (issue 13 "games"): vendors with their wallet mode,
 * status and maintenance window; games with their hot and new flags, order and enabling. The
 * catalogue is shared by every brand. A vendor is refused at game launch while it is in
 * maintenance (GAME_MAINTENANCE); the site's game lists show the flags and the order.
 */
export const OPS_GAMES_LIMITS = {
  pageMax: 200,
  noteMax: 500,
  /** A game's place in its vendor's list: 0 first. */
  sortMax: 1_000_000,
  searchMax: 100,
} as const;

/**
 * Computed at the time of the call: INACTIVE switched off in the catalogue; MAINTENANCE switched
 * on or inside its window (refused at launch); SCHEDULED a window ahead; LIVE otherwise.
 */
export const GAME_VENDOR_STATUSES = ['LIVE', 'SCHEDULED', 'MAINTENANCE', 'INACTIVE'] as const;
export type GameVendorStatus = (typeof GAME_VENDOR_STATUSES)[number];

/** Filters of the games list: hot, new, or switched off. */
export const GAME_FLAG_FILTERS = ['HOT', 'NEW', 'DISABLED'] as const;

export const VendorCodeSchema = z.string().check(z.regex(/^[A-Za-z0-9_]{1,32}$/));

export const OpsGameVendorSchema = z.object({
  code: z.string(),
  name: z.string(),
  walletMode: z.enum(['SEAMLESS', 'TRANSFER']),
  /** The categories the vendor has a row in (a vendor code is one row per category). */
  categories: z.array(z.string()),
  inHouse: z.boolean(),
  active: z.boolean(),
  /** Games of the vendor, and how many of them are enabled. */
  gameCount: z.number().check(z.int()),
  enabledGameCount: z.number().check(z.int()),
  status: z.enum(GAME_VENDOR_STATUSES),
  /**
   * The current or next maintenance: a window (start and end), or switched on with no end (both
   * null). Null when there is none now or ahead.
   */
  maintenance: z.nullable(
    z.object({
      startsAt: z.nullable(IsoDateTimeSchema),
      endsAt: z.nullable(IsoDateTimeSchema),
      note: z.nullable(z.string()),
    }),
  ),
});
export type OpsGameVendor = z.infer<typeof OpsGameVendorSchema>;

/** Ascending lists: a page is the rows after the last one seen (`after` = `nextAfter`). */
const Limit = z._default(
  z.coerce.number().check(z.int(), z.gte(1), z.lte(OPS_GAMES_LIMITS.pageMax)),
  100,
);

export const opsListGameVendors = defineEndpoint({
  method: 'GET',
  path: '/ops/games/vendors',
  summary: 'Game vendors by code with mode, status, game count and maintenance window (keyset)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'games.read',
  query: z.object({
    /** Keyset cursor: the previous page's `nextAfter` (a vendor code). */
    after: z.optional(VendorCodeSchema),
    limit: Limit,
  }),
  response: envelope(
    z.object({ items: z.array(OpsGameVendorSchema), nextAfter: z.nullable(z.string()) }),
  ),
});

const VendorParams = z.object({ code: VendorCodeSchema });

export const VendorMaintenanceSchema = z
  .object({
    startsAt: IsoDateTimeSchema,
    /** After the start, and not already past. */
    endsAt: IsoDateTimeSchema,
    note: z._default(
      z.nullable(z.string().check(z.trim(), z.maxLength(OPS_GAMES_LIMITS.noteMax))),
      null,
    ),
  })
  .check(
    z.refine((v) => Date.parse(v.startsAt) < Date.parse(v.endsAt), {
      message: 'endsAt must be after startsAt',
      path: ['endsAt'],
    }),
  );
export type VendorMaintenance = z.infer<typeof VendorMaintenanceSchema>;

export const opsScheduleVendorMaintenance = defineEndpoint({
  method: 'PUT',
  path: '/ops/games/vendors/:code/maintenance',
  summary:
    "Set a vendor's maintenance window (every category of the code); it replaces any other (audited)",
  tags: ['ops'],
  auth: 'operator',
  permission: 'games.manage',
  params: VendorParams,
  body: VendorMaintenanceSchema,
  response: envelope(OpsGameVendorSchema),
});

export const opsClearVendorMaintenance = defineEndpoint({
  method: 'DELETE',
  path: '/ops/games/vendors/:code/maintenance',
  summary: "End or cancel a vendor's maintenance: its games can be launched at once (audited)",
  tags: ['ops'],
  auth: 'operator',
  permission: 'games.manage',
  params: VendorParams,
  response: envelope(OpsGameVendorSchema),
});

export const OpsGameSchema = z.object({
  id: z.number().check(z.int()),
  /** The game's code (the site's gameId). */
  gameId: z.string(),
  name: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  category: z.string(),
  classify: z.string(),
  hot: z.boolean(),
  isNew: z.boolean(),
  hasTrial: z.boolean(),
  sort: z.number().check(z.int()),
  enabled: z.boolean(),
});
export type OpsGame = z.infer<typeof OpsGameSchema>;

/** A games page's cursor: the last row's vendor, category, sort and id (opaque to callers). */
export const GameCursorSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_]{1,32}\.[A-Z]{1,16}\.\d{1,7}\.\d{1,9}$/));

export const opsListGames = defineEndpoint({
  method: 'GET',
  path: '/ops/games',
  summary: "Games by vendor, category and the vendor's order, filtered on the server (keyset)",
  tags: ['ops'],
  auth: 'operator',
  permission: 'games.read',
  query: z.object({
    vendor: z.optional(VendorCodeSchema),
    category: z.optional(z.enum(GAME_CATEGORIES)),
    /** Part of the name or of the game code, any case. */
    q: z.optional(
      z.string().check(z.trim(), z.minLength(1), z.maxLength(OPS_GAMES_LIMITS.searchMax)),
    ),
    flag: z.optional(z.enum(GAME_FLAG_FILTERS)),
    /** Keyset cursor: the previous page's `nextAfter`. */
    after: z.optional(GameCursorSchema),
    limit: Limit,
  }),
  response: envelope(
    z.object({ items: z.array(OpsGameSchema), nextAfter: z.nullable(z.string()) }),
  ),
});

/** The catalogue with its filters as CSV, every matching game. */
export const opsExportGames = csvExportOf(opsListGames);

export const UpdateGameSchema = z
  .object({
    hot: z.optional(z.boolean()),
    isNew: z.optional(z.boolean()),
    sort: z.optional(z.number().check(z.int(), z.gte(0), z.lte(OPS_GAMES_LIMITS.sortMax))),
    enabled: z.optional(z.boolean()),
  })
  .check(
    z.refine(
      (v) =>
        v.hot !== undefined ||
        v.isNew !== undefined ||
        v.sort !== undefined ||
        v.enabled !== undefined,
      { message: 'nothing to change' },
    ),
  );
export type UpdateGame = z.infer<typeof UpdateGameSchema>;

export const opsUpdateGame = defineEndpoint({
  method: 'PATCH',
  path: '/ops/games/:id',
  summary:
    "Change a game's hot or new flag, its order in its vendor's list, or enable it (audited)",
  tags: ['ops'],
  auth: 'operator',
  permission: 'games.manage',
  params: z.object({ id: SerialIdParamSchema }),
  body: UpdateGameSchema,
  response: envelope(OpsGameSchema),
});
