import { GAME_LIST_CENTER_CATEGORIES } from '@nova/contracts/constants';
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
}
