import type { GameCategory } from '@nova/contracts/constants';
import { useMatches } from 'react-router';

/** Spec §2 "Screen groups", plus the shell's own screens. */
export type ScreenGroup =
  | 'Home'
  | 'Promotions'
  | 'Seamless'
  | 'Lottery'
  | 'MemberCenter'
  | 'PointMall'
  | 'AccountGame'
  | 'GameListCenter'
  | 'GameCenter'
  | 'Agent'
  | 'Fairness'
  | 'NotFound';

export interface RouteHandle {
  group: ScreenGroup;
  category?: GameCategory;
  /** /register and /help open their modal over home on arrival (spec §2). */
  arrivalModal?: 'register' | 'help';
}

/** Groups where the side menu is not rendered (spec §2: "/seamless and the lottery pages"). */
export const SIDE_MENU_HIDDEN_GROUPS: readonly ScreenGroup[] = ['Seamless', 'Lottery'];
/** Groups that get the expandable service panel. */
export const SERVICE_PANEL_GROUPS: readonly ScreenGroup[] = [
  'GameCenter',
  'GameListCenter',
  'Seamless',
  'Lottery',
];

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'group' in value;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return { group: 'NotFound' };
}
