/**
 * Every route of spec §2. Every screen is a lazy route with a chunk time-out; the home
 * chunk is preloaded at boot when the visitor lands on it. Handles carry the screen group and the category of the path.
 */
import { CATEGORY_PATHS, type GameCategory } from '@nova/contracts/constants';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { isGameListCategory } from '../features/games/lib/categories';
import { agentGuard, loginLoader, lotteryGuard, memberGuard } from './guards';
import { MainLayout } from './layouts/main-layout';
import { lazyPage } from './lazy-route';
import { LoadingCover } from './loading-cover';
import { RootShell } from './root-shell';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';

const HOME_PATHS = ['/index', '/index.html', '/home'];
const GAME_CENTER_PATHS: GameCategory[] = ['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'];
const GAME_LIST_PATHS: GameCategory[] = ['LIVE', 'FISH', 'RNG', 'PVP', 'BGS'];
/** Lottery screens and the alias spellings the spec also names. */
export const LOTTERY_PATHS = [
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  '/lottert',
  '/vnlottery',
  '/sealottery',
];

const home: RouteHandle = { group: 'Home' };

/**
 * Home is a lazy route too, so visitors landing elsewhere never download the home content
 * (banner carousel, sections, winner board). Visitors landing on home start the download at boot, in
 * parallel with the permission and status calls (see `preloadHomeIfLanding`).
 */
let homeModule: Promise<typeof import('../features/home/components/home-page')> | null = null;
function loadHome() {
  homeModule ??= import('../features/home/components/home-page');
  return homeModule;
}

export const HOME_PATHS_ALL = ['/', ...HOME_PATHS, '/login', '/register', '/help'];

/** Starts home's download when the visit lands on it; true when it does. */
export function preloadHomeIfLanding(pathname: string): boolean {
  if (!HOME_PATHS_ALL.includes(pathname.toLowerCase())) return false;
  void loadHome().catch(() => {});
  return true;
}

const homeLazy = lazyPage(
  loadHome,
  (m) => m.HomePage,
  'src/features/home/components/home-page.tsx',
);

function categoryRoute(category: GameCategory): RouteObject {
  const list = isGameListCategory(category);
  return {
    path: CATEGORY_PATHS[category],
    handle: { group: list ? 'GameListCenter' : 'GameCenter', category } satisfies RouteHandle,
    lazy: list
      ? lazyPage(
          () => import('../features/games/components/game-list-center-page'),
          (m) => m.GameListCenterPage,
        )
      : lazyPage(
          () => import('../features/games/components/game-center-page'),
          (m) => m.GameCenterPage,
        ),
  };
}

const mainRoutes: RouteObject[] = [
  { index: true, lazy: homeLazy, handle: home },
  ...HOME_PATHS.map((path) => ({ path, lazy: homeLazy, handle: home })),
  { path: '/login', loader: loginLoader, lazy: homeLazy, handle: home },
  {
    path: '/register',
    lazy: homeLazy,
    handle: { group: 'Home', arrivalModal: 'register' } satisfies RouteHandle,
  },
  {
    path: '/help',
    lazy: homeLazy,
    handle: { group: 'Home', arrivalModal: 'help' } satisfies RouteHandle,
  },
  {
    path: '/member',
    loader: memberGuard,
    handle: { group: 'MemberCenter' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/member/components/member-center'),
      (m) => m.MemberCenter,
    ),
  },
  ...GAME_CENTER_PATHS.map(categoryRoute),
  ...GAME_LIST_PATHS.map(categoryRoute),
  ...['/favorite', '/recent'].map((path) => ({
    path,
    handle: { group: 'AccountGame' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/games/components/account-games-page'),
      (m) => m.AccountGamesPage,
    ),
  })),
  ...LOTTERY_PATHS.map((path) => ({
    path,
    loader: lotteryGuard,
    handle: { group: 'Lottery' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/lottery/components/lottery-page'),
      (m) => m.LotteryPage,
    ),
  })),
  {
    path: '/promotions',
    handle: { group: 'Promotions' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/promotions/components/promotions-page'),
      (m) => m.PromotionsPage,
    ),
  },
  {
    path: '/pointMall',
    handle: { group: 'PointMall' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/point-mall/components/point-mall-page'),
      (m) => m.PointMallPage,
    ),
  },
  {
    path: '/seamless',
    handle: { group: 'Seamless' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('./pages/seamless-route'),
      (m) => m.SeamlessRoute,
    ),
  },
  {
    path: '/fairness',
    handle: { group: 'Fairness' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/inhouse/components/fairness-page'),
      (m) => m.FairnessPage,
    ),
  },
  {
    path: '*',
    handle: { group: 'NotFound' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('./pages/not-found-page'),
      (m) => m.NotFoundPage,
    ),
  },
];

const agentRoutes: RouteObject[] = [
  {
    path: '/agent',
    handle: { group: 'Agent' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('./pages/agent-landing-route'),
      (m) => m.AgentLandingRoute,
    ),
  },
  {
    path: '/agentHome',
    loader: agentGuard,
    handle: { group: 'Agent' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/agent-center/components/agent-center'),
      (m) => m.AgentCenter,
    ),
  },
];

/** A page that fails keeps its layout: the error shows where the page would have been. */
function withErrorBoundary(route: RouteObject): RouteObject {
  return { ...route, errorElement: <RouteError /> } as RouteObject;
}

export const routes: RouteObject[] = [
  {
    Component: RootShell,
    HydrateFallback: LoadingCover,
    errorElement: <RouteError fullScreen />,
    children: [
      {
        Component: MainLayout,
        errorElement: <RouteError fullScreen />,
        children: mainRoutes.map(withErrorBoundary),
      },
      {
        // The agent area's frame loads with its first page, not with the player site.
        lazy: async () => ({ Component: (await import('./layouts/agent-layout')).AgentLayout }),
        errorElement: <RouteError fullScreen />,
        children: agentRoutes.map(withErrorBoundary),
      },
    ],
  },
];

/** Created after the status gate passes, so no loader runs behind a maintenance page. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}

/**
 * Whether the server renders this address (decision 035, session 22): home and its aliases
 * without a loader (a loader may open a modal or redirect, which belongs to the browser).
 */
export function isServerRenderedPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return ['/', ...HOME_PATHS, '/register', '/help'].includes(path);
}
