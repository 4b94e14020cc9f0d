import type { VendorLane } from '@nova/contracts/api/game-vendors';
import type { VendorItem } from '@nova/contracts/api/games';
import {
  GAME_CATALOGUE_CACHE_SECONDS,
  GAME_CLASSIFY,
  type GameCategory,
  type GameClassify,
} from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import { type CategoryCode, vendorCardPath, vendorLogoPath } from '../../db/seed/catalogue.ts';
import { cacheFor } from '../../lib/ttl-cache.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { resolveLanguage } from '../brand/brand.service.ts';
import { findLaneVendors, type LaneVendorRow } from './catalogue.repository.ts';

/** Game launch checks a lane's vendors through this module (decision 031). */
export { findLaneVendors } from './catalogue.repository.ts';

import { menuCategories } from './games.service.ts';

/**
 * Vendor lanes (spec §3 "Vendor lane", §7 game vendor) as the original vendor service gave them:
 * the SPORTS lane also carries the ESPORTS and COCKFIGHT vendor cards, and the RNG lane carries
 * the in-house card (its vendor is an RNG vendor). The web splits them into their own lanes
 * after the source lane (spec §4 "Prize mode and lane splits").
 */
const CACHE_MS = GAME_CATALOGUE_CACHE_SECONDS * 1000;
/** Categories whose cards ride in another category's lane. */
const CARRIED_BY: Partial<Record<GameCategory, GameCategory>> = {
  ESPORTS: 'SPORTS',
  COCKFIGHT: 'SPORTS',
};

function toCard(vendor: LaneVendorRow): VendorItem {
  return {
    vassalage: vendor.code,
    displayName: vendor.display_name,
    gameType: vendor.category as GameCategory,
    lagerIcon: vendorCardPath(vendor.category as CategoryCode, vendor.code),
    logo: vendorLogoPath(vendor.code),
    isGame: vendor.is_game,
    walletMode: vendor.wallet_mode,
    maintenance: vendor.maintenance,
  };
}

export async function gameVendorLanes(
  db: Db,
  brand: BrandRecord,
  requestedLanguage: string | undefined,
): Promise<VendorLane[]> {
  const language = resolveLanguage(brand, requestedLanguage);
  const cache = cacheFor<VendorLane[]>(db, 'game-vendor-lanes', CACHE_MS);
  const key = `${brand.id}:${language}`;
  const hit = cache.get(key);
  if (hit) return hit;

  const shown: readonly GameCategory[] = menuCategories(brand);
  const vendors = (await findLaneVendors(db)).filter((v) =>
    shown.includes(v.category as GameCategory),
  );
  const laneOf = (category: GameCategory): GameCategory => CARRIED_BY[category] ?? category;
  const lanes = shown.flatMap((category): VendorLane[] => {
    if (CARRIED_BY[category]) return [];
    const members = vendors.filter((v) => laneOf(v.category as GameCategory) === category);
    if (members.length === 0) return [];
    return [
      {
        title: category,
        gameCategory: category,
        cards: members.map(toCard),
        gameClassify: classifyGroups(members),
      },
    ];
  });
  cache.set(key, lanes);
  return lanes;
}

/** Each classify present in the lane (GAME_CLASSIFY order) with the vendors that have it. */
function classifyGroups(members: LaneVendorRow[]): VendorLane['gameClassify'] {
  return GAME_CLASSIFY.flatMap((classify: GameClassify) => {
    const codes = [
      ...new Set(members.filter((v) => v.classifies.includes(classify)).map((v) => v.code)),
    ];
    return codes.length ? [{ classify, vendors: codes }] : [];
  });
}
