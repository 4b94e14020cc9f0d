import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * Game vendors per category (spec §3 "Vendor item", "Vendor codes"). The catalogue is shared by
 * every brand today; a brand_vendors link table is where per-brand enabling would go.
 */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    code: text('code').notNull(),
    displayName: text('display_name').notNull(),
    walletMode: text('wallet_mode').$type<'SEAMLESS' | 'TRANSFER'>().notNull(),
    /** VASSALAGE opens the vendor's game list; GAME launches its lobby. */
    isGame: text('is_game').$type<'VASSALAGE' | 'GAME'>().notNull(),
    isInHouse: boolean('is_in_house').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Maintenance until switched off (no window); see vendor_in_maintenance (migration 0026). */
    maintenance: boolean('maintenance').notNull().default(false),
    /**
     * A scheduled maintenance window (issue 13): the vendor's games are refused at launch from
     * the start until the end. Every row of a vendor code carries the same window.
     */
    maintenanceStartsAt: timestamp('maintenance_starts_at', { withTimezone: true }),
    maintenanceEndsAt: timestamp('maintenance_ends_at', { withTimezone: true }),
    maintenanceNote: text('maintenance_note'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    unique('vendors_key').on(t.category, t.code),
    check(
      'vendors_maintenance_window',
      sql`(${t.maintenanceStartsAt} is null) = (${t.maintenanceEndsAt} is null) and (${t.maintenanceStartsAt} is null or ${t.maintenanceStartsAt} < ${t.maintenanceEndsAt})`,
    ),
  ],
);

/** Games of a vendor (spec §3 "Game list item"). */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    gameId: text('game_id').notNull().unique(),
    nodeId: integer('node_id').notNull().unique(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    category: text('category').notNull(),
    gameType: text('game_type').notNull(),
    /** The game's tab inside its lane (GAME_CLASSIFY: slots, table, arcade, jackpot, mini). */
    classify: text('classify').notNull().default('SLOT'),
    name: text('name').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    hasTrial: boolean('has_trial').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('games_vendor').on(t.vendorId, t.sort)],
);
