import type { GameMenu } from '@nova/contracts/api/games';
import type { GameCategory } from '@nova/contracts/constants';
import { HOME_SECTION_ARROWS_ABOVE, HOME_SECTION_MAX_ITEMS } from '@nova/contracts/constants';
import type { IconName } from '../../../components/icon';

/** Home sections in the order of spec §2 ("sections RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, COCKFIGHT"). */
export const HOME_SECTION_CATEGORIES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
] as const satisfies readonly GameCategory[];
export type HomeSectionCategory = (typeof HOME_SECTION_CATEGORIES)[number];

export const HOME_SECTION_ICONS: Record<HomeSectionCategory, IconName> = {
  RNG: 'slots',
  LIVE: 'live',
  FISH: 'fish',
  PVP: 'cards',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  COCKFIGHT: 'cockfight',
};

export type HomeSectionMenu = GameMenu & { category: HomeSectionCategory };

/** The menus that get a home section, in home order; categories without vendors are skipped. */
export function homeSectionMenus(menus: readonly GameMenu[]): HomeSectionMenu[] {
  return HOME_SECTION_CATEGORIES.flatMap((category) => {
    const menu = menus.find((m) => m.category === category);
    return menu && menu.vendors.length > 0 ? [{ ...menu, category }] : [];
  });
}

/** At most HOME_SECTION_MAX_ITEMS cards per row (spec §9). */
export function limitHomeItems<T>(items: readonly T[]): T[] {
  return items.slice(0, HOME_SECTION_MAX_ITEMS);
}

/**
 * Row arrows appear only above HOME_SECTION_ARROWS_ABOVE items (spec §9 "carousel arrows above
 * 12"), counted on the source list; below that the row is a plain scroll-snap strip.
 */
export function showsRowArrows(itemCount: number): boolean {
  return itemCount > HOME_SECTION_ARROWS_ABOVE;
}
