import type { GameMenu, VendorItem } from '@nova/contracts/api/games';
import {
  BINGO_REQUIRED_LANGUAGE,
  CATEGORY_PATHS,
  type GameCategory,
  NAV_CATEGORY_ORDER,
} from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import { type CategoryCode, vendorCardPath, vendorLogoPath } from '../../db/seed/catalogue.ts';
import { cacheFor } from '../../lib/ttl-cache.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { resolveLanguage } from '../brand/brand.service.ts';
import { listActiveVendors } from './games.repository.ts';

const MENU_CACHE_MS = 60_000;

/** Navigation categories (spec §2): the nav order, then bingo when the brand speaks TY (§1). */
export function menuCategories(brand: BrandRecord): GameCategory[] {
  const categories: GameCategory[] = [...NAV_CATEGORY_ORDER];
  if (brand.supportedLanguages.includes(BINGO_REQUIRED_LANGUAGE)) categories.push('BGS');
  return categories;
}

/**
 * Categories with at least one active vendor, in navigation order, each with its vendors.
 * Cached per brand and language for a minute (the seed clears it).
 */
export async function gameMenus(
  db: Db,
  brand: BrandRecord,
  requestedLanguage: string | undefined,
): Promise<GameMenu[]> {
  const language = resolveLanguage(brand, requestedLanguage);
  const cache = cacheFor<GameMenu[]>(db, 'game-menus', MENU_CACHE_MS);
  const key = `${brand.id}:${language}`;
  const cached = cache.get(key);
  if (cached) return cached;

  const byCategory = new Map<string, VendorItem[]>();
  for (const vendor of await listActiveVendors(db)) {
    const items = byCategory.get(vendor.category) ?? [];
    items.push({
      vassalage: vendor.code,
      displayName: vendor.displayName,
      gameType: vendor.category as GameCategory,
      lagerIcon: vendorCardPath(vendor.category as CategoryCode, vendor.code),
      logo: vendorLogoPath(vendor.code),
      isGame: vendor.isGame,
      walletMode: vendor.walletMode,
      maintenance: vendor.maintenance,
    });
    byCategory.set(vendor.category, items);
  }
  const menus = menuCategories(brand).flatMap((category) => {
    const vendors = byCategory.get(category);
    return vendors?.length ? [{ category, path: CATEGORY_PATHS[category], vendors }] : [];
  });
  cache.set(key, menus);
  return menus;
}
