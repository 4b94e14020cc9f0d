import {
  CATEGORY_PATHS,
  GAME_LIST_CENTER_CATEGORIES,
  type GameCategory,
} from '@nova/contracts/constants';

/**
 * The screen a vendor opens (spec §2 routes): a game list center narrowed to the vendor
 * (`/rng?vassalage=PT`), or the game center of its category as it is (`/sports`). `basePath` is
 * the category path from the game menu when the caller has one.
 */
export function vendorPath(
  category: GameCategory,
  vassalage: string,
  basePath: string = CATEGORY_PATHS[category],
): string {
  if (!(GAME_LIST_CENTER_CATEGORIES as readonly GameCategory[]).includes(category)) return basePath;
  return `${basePath}?vassalage=${encodeURIComponent(vassalage)}`;
}
