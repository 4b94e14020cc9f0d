import { GAME_LIST_CENTER_CATEGORIES, INHOUSE_VENDOR } from '@nova/contracts/constants';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { games, vendors } from '../schema/catalogue.ts';
import { CATALOGUE_GAMES, CATALOGUE_VENDORS } from './catalogue.ts';

const LIST_CATEGORIES: readonly string[] = GAME_LIST_CENTER_CATEGORIES;

/** Vendors and games of the demo catalogue (spec §3 vendor codes, in-house, lottery, bingo). */
export async function seedCatalogue(db: Db): Promise<void> {
  await db
    .insert(vendors)
    .values(
      CATALOGUE_VENDORS.map((v) => ({
        category: v.category,
        code: v.code,
        displayName: v.displayName,
        walletMode: v.walletMode,
        // Game-list categories open the vendor's list; the others launch a lobby (spec §4).
        isGame: LIST_CATEGORIES.includes(v.category) ? ('VASSALAGE' as const) : ('GAME' as const),
        isInHouse: v.isInHouse ?? false,
        sort: v.sort,
      })),
    )
    .onConflictDoNothing({ target: [vendors.category, vendors.code] });

  const rows = await db
    .select({ id: vendors.id, category: vendors.category, code: vendors.code })
    .from(vendors);
  const vendorIds = new Map(rows.map((r) => [`${r.category}:${r.code}`, r.id]));
  const values = CATALOGUE_GAMES.flatMap((g) => {
    const vendorId = vendorIds.get(`${g.category}:${g.vendorCode}`);
    if (vendorId === undefined) return [];
    return [
      {
        gameId: g.gameId,
        nodeId: g.nodeId,
        vendorId,
        category: g.category,
        gameType: g.gameType,
        classify: g.classify,
        name: g.name,
        isHot: g.isHot,
        isNew: g.isNew,
        hasTrial: g.hasTrial,
        sort: g.sort,
      },
    ];
  });
  const CHUNK = 200;
  for (let i = 0; i < values.length; i += CHUNK) {
    await db
      .insert(games)
      .values(values.slice(i, i + CHUNK))
      .onConflictDoNothing({ target: games.gameId });
  }
  await backfillCatalogue(db);
}

/**
 * The insert above never touches existing rows, so a database seeded before the lane tabs
 * existed (migration 0005 gave every game the default SLOT) gets each game's classify here, and
 * its in-house games their hot/new/trial flags with it. Only rows still at that default and
 * meant to be something else are written: a second run changes nothing, and a classify an
 * operator set since is kept.
 */
async function backfillCatalogue(db: Db): Promise<void> {
  const CHUNK = 200;
  const upgrades = CATALOGUE_GAMES.filter((g) => g.classify !== 'SLOT');
  for (let i = 0; i < upgrades.length; i += CHUNK) {
    const rows = upgrades.slice(i, i + CHUNK).map(
      (g) =>
        sql`(${g.gameId}, ${g.classify}, ${g.vendorCode === INHOUSE_VENDOR}::boolean,
             ${g.isHot}::boolean, ${g.isNew}::boolean, ${g.hasTrial}::boolean)`,
    );
    await db.execute(sql`
      update games
         set classify = v.classify,
             is_hot = case when v.in_house then v.hot else games.is_hot end,
             is_new = case when v.in_house then v.fresh else games.is_new end,
             has_trial = case when v.in_house then v.trial else games.has_trial end
        from (values ${sql.join(rows, sql`, `)}) as v(game_id, classify, in_house, hot, fresh, trial)
       where games.game_id = v.game_id and games.classify = 'SLOT'`);
  }
}
