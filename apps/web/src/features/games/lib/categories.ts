import {
  CATEGORY_PATHS,
  GAME_CATEGORIES,
  GAME_CENTER_CATEGORIES,
  GAME_LIST_CENTER_CATEGORIES,
  type GameCategory,
} from '@nova/contracts/constants';
import type { IconName } from '../../../components/icon';

/** Spec §2: "The path maps to an upper-case category". */
export const PATH_CATEGORIES: Readonly<Record<string, GameCategory>> = Object.fromEntries(
  GAME_CATEGORIES.map((category) => [CATEGORY_PATHS[category], category]),
);

export function categoryFromPath(pathname: string): GameCategory | null {
  const first = `/${pathname.split(/[?#]/)[0]?.split('/').filter(Boolean)[0] ?? ''}`;
  return PATH_CATEGORIES[first.toLowerCase()] ?? null;
}

export const CATEGORY_ICONS: Record<GameCategory, IconName> = {
  SPORTS: 'sports',
  ESPORTS: 'esports',
  LIVE: 'live',
  LOTT: 'lottery',
  ELOTT: 'ticket',
  FISH: 'fish',
  PVP: 'cards',
  RNG: 'slots',
  BGS: 'bingo',
  COCKFIGHT: 'cockfight',
};

/** Page hero theme (a `--card-theme-N`) of each category screen. */
export const CATEGORY_THEMES: Record<GameCategory, number> = {
  SPORTS: 3,
  ESPORTS: 0,
  LIVE: 2,
  LOTT: 4,
  ELOTT: 5,
  FISH: 1,
  PVP: 3,
  RNG: 0,
  BGS: 5,
  COCKFIGHT: 2,
};

export function isGameListCategory(category: GameCategory): boolean {
  return (GAME_LIST_CENTER_CATEGORIES as readonly GameCategory[]).includes(category);
}

export function isGameCenterCategory(category: GameCategory): boolean {
  return (GAME_CENTER_CATEGORIES as readonly GameCategory[]).includes(category);
}
