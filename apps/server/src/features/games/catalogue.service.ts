import type { GameListItem, GameListPage } from '@nova/contracts/api/games';
import {
  GAME_CATALOGUE_CACHE_SECONDS,
  GAME_CLASSIFY,
  type GameCategory,
  type GameClassify,
  HOT_GAMES_LIMIT,
} from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import { gameIconPath } from '../../db/seed/catalogue.ts';
import { cacheFor } from '../../lib/ttl-cache.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { resolveLanguage } from '../brand/brand.service.ts';
import {
  findCatalogue,
  findHotGames,
  findPlayableGames,
  type GameRow,
} from './catalogue.repository.ts';
import { listActiveVendors } from './games.repository.ts';
import { menuCategories } from './games.service.ts';

/**
 * Game lists, hot games and recommendations (spec §3 "Game list item", §7 game list and hot
 * list, §8 "Game maintenance" recommendations). Lists are cached per brand, language and query
 * for GAME_CATALOGUE_CACHE_SECONDS; the seed clears the caches (clearCachesFor).
 */
const CACHE_MS = GAME_CATALOGUE_CACHE_SECONDS * 1000;
/** Games offered beside a game in maintenance (spec §8). */
export const RECOMMENDED_LIMIT = 8;

export function toGameListItem(row: GameRow): GameListItem {
  const icon = gameIconPath(row.game_id);
  return {
    nodeId: Number(row.node_id),
    nodeName: row.name,
    gameName: row.name,
    displayName: row.name,
    isHot: row.is_hot ? 1 : 0,
    isNew: row.is_new ? 1 : 0,
    showIcon: icon,
    iconUrl: icon,
    vassalage: row.vendor_code,
    vendorName: row.vendor_name,
    gameType: row.category as GameCategory,
    gameClassify: classifyOf(row.classify),
    gameId: row.game_id,
    hasTrial: row.has_trial,
    maintenance: row.maintenance,
  };
}

function classifyOf(value: string): GameClassify {
  return (GAME_CLASSIFY as readonly string[]).includes(value) ? (value as GameClassify) : 'SLOT';
}

/**
 * Memoise `load` under `key` in the named cache of this database handle. The caches never evict
 * a key nobody reads again, so only a bounded set of keys may be cached: callers pass
 * `cacheable` false for a request outside it (an unknown vendor code), which is answered from the database without being remembered.
 */
async function cached<V>(
  db: Db,
  name: string,
  key: string,
  load: () => Promise<V>,
  cacheable = true,
): Promise<V> {
  if (!cacheable) return load();
  const cache = cacheFor<V>(db, name, CACHE_MS);
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const value = await load();
  cache.set(key, value);
  return value;
}

/** The active vendor codes (cached): a hot list filtered by another code is not cached. */
async function isKnownVendor(db: Db, code: string | undefined): Promise<boolean> {
  if (!code) return true;
  const codes = await cached(db, 'vendor-codes', 'all', async () => [
    ...new Set((await listActiveVendors(db)).map((v) => v.code)),
  ]);
  return codes.includes(code);
}

interface CatalogueEntry {
  item: GameListItem;
  /** The display name in lower case, for the search. */
  search: string;
}

/**
 * The whole playable catalogue in list order, as list items, cached per brand and language.
 * Lists, filters, searches and pages are cut from it in memory: one cache entry per brand and
 * language whatever the query (so no query can grow the cache), and a search costs no database
 * round trip.
 */
function catalogueSnapshot(db: Db, brandId: number, language: string): Promise<CatalogueEntry[]> {
  return cached(db, 'game-catalogue', `${brandId}:${language}`, async () =>
    (await findCatalogue(db)).map((row) => ({
      item: toGameListItem(row),
      search: row.name.toLocaleLowerCase(),
    })),
  );
}

export interface GameListQuery {
  gameType: GameCategory;
  vassalage?: string;
  gameClassify?: GameClassify;
  tab: 'NEW' | 'HOT' | 'ALL';
  name?: string;
  pageNo: number;
  pageSize: number;
  language?: string;
}

/**
 * A page of a category's games (spec §7 "Game list"), 20 per page by default: optionally one
 * vendor, one classify tab, NEW or HOT, and a case-insensitive substring of the name.
 */
export async function gameList(
  db: Db,
  brand: BrandRecord,
  query: GameListQuery,
): Promise<GameListPage> {
  const language = resolveLanguage(brand, query.language);
  const term = query.name?.trim().toLocaleLowerCase();
  const matches = (await catalogueSnapshot(db, brand.id, language)).filter(
    ({ item, search }) =>
      item.gameType === query.gameType &&
      (!query.vassalage || item.vassalage === query.vassalage) &&
      (!query.gameClassify || item.gameClassify === query.gameClassify) &&
      (query.tab !== 'NEW' || item.isNew === 1) &&
      (query.tab !== 'HOT' || item.isHot === 1) &&
      (!term || search.includes(term)),
  );
  const offset = (query.pageNo - 1) * query.pageSize;
  return {
    content: matches.slice(offset, offset + query.pageSize).map((entry) => entry.item),
    pageNum: query.pageNo,
    pageSize: query.pageSize,
    totalPages: Math.ceil(matches.length / query.pageSize),
    totalElements: matches.length,
  };
}

/**
 * Hot games for the home carousel (spec §2 home, §7 hot list): in-house games first, then one
 * game of each category in navigation order, round after round, so the carousel mixes
 * categories; at most HOT_GAMES_LIMIT. Categories the brand does not show are left out.
 */
export async function hotGames(
  db: Db,
  brand: BrandRecord,
  vendor: string | undefined,
  requestedLanguage: string | undefined,
): Promise<GameListItem[]> {
  const language = resolveLanguage(brand, requestedLanguage);
  const key = JSON.stringify([brand.id, language, vendor ?? '']);
  return cached(
    db,
    'hot-games',
    key,
    async () => {
      const categories: string[] = menuCategories(brand);
      const found = (await findHotGames(db, vendor || undefined)).filter((row) =>
        categories.includes(row.category),
      );
      const inHouse = found.filter((row) => row.vendor_in_house);
      const queues = categories.map((category) =>
        found.filter((row) => !row.vendor_in_house && row.category === category),
      );
      const mixed: GameRow[] = [...inHouse];
      for (let round = 0; queues.some((queue) => queue.length > round); round++)
        for (const queue of queues) {
          const row = queue[round];
          if (row) mixed.push(row);
        }
      return mixed.slice(0, HOT_GAMES_LIMIT).map(toGameListItem);
    },
    await isKnownVendor(db, vendor),
  );
}

/**
 * Up to RECOMMENDED_LIMIT playable games (vendor not in maintenance) of a category, hot first,
 * other than `excludeGameId`: what the game-maintenance message offers instead (spec §8). The
 * launch feature calls this for its GAME_MAINTENANCE answer.
 */
export async function recommendedGames(
  db: Db,
  brand: BrandRecord,
  category: GameCategory,
  excludeGameId: string | undefined,
  requestedLanguage?: string,
): Promise<GameListItem[]> {
  const language = resolveLanguage(brand, requestedLanguage);
  // Cached per category with one game to spare, so any excluded game leaves RECOMMENDED_LIMIT.
  const key = JSON.stringify([brand.id, language, category]);
  const playable = await cached(db, 'recommended-games', key, async () =>
    (await findPlayableGames(db, category, RECOMMENDED_LIMIT + 1)).map(toGameListItem),
  );
  return playable.filter((game) => game.gameId !== excludeGameId).slice(0, RECOMMENDED_LIMIT);
}
