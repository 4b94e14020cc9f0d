import type { GameMenu } from '@nova/contracts/api/games';
import type { GameCategory } from '@nova/contracts/constants';
import { useLocation } from 'react-router';
import { useGameMenus } from '../api/use-game-menus';
import { categoryFromPath } from '../lib/categories';

/** The category of the current path and its game menu (empty when the brand has no vendors). */
export function useRouteCategory(): { category: GameCategory; menu: GameMenu } {
  const { pathname } = useLocation();
  const category = categoryFromPath(pathname) ?? 'RNG';
  const menus = useGameMenus();
  const menu = menus.find((m) => m.category === category) ?? {
    category,
    path: pathname,
    vendors: [],
  };
  return { category, menu };
}
