import { CATEGORY_PATHS, type GameCategory } from '@nova/contracts/constants';

/** Categories whose screen is a game list that can be narrowed to one vendor (spec §2 routes). */
const VENDOR_LIST_CATEGORIES: readonly GameCategory[] = ['RNG', 'FISH', 'LIVE', 'PVP'];

/** The screen a vendor opens: `/rng?vassalage=PT` for vendor game lists, else the category. */
export function categoryVendorPath(
  category: GameCategory,
  vassalage: string,
  basePath: string = CATEGORY_PATHS[category],
): string {
  if (!VENDOR_LIST_CATEGORIES.includes(category)) return basePath;
  return `${basePath}?${new URLSearchParams({ vassalage }).toString()}`;
}
