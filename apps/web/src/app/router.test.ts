import { CATEGORY_PATHS } from '@nova/contracts/constants';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from './route-handle';
import { routes } from './router';

function handleOf(path: string): RouteHandle | undefined {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches[matches.length - 1];
  return last?.route.handle as RouteHandle | undefined;
}

function matchedPath(path: string): string | undefined {
  const matches = matchRoutes(routes, path) ?? [];
  return matches[matches.length - 1]?.route.path;
}

describe('route table (spec §2)', () => {
  it('has every route of the spec', () => {
    const expected: Record<string, RouteHandle['group']> = {
      '/': 'Home',
      '/index': 'Home',
      '/index.html': 'Home',
      '/home': 'Home',
      '/login': 'Home',
      '/register': 'Home',
      '/help': 'Home',
      '/agent': 'Agent',
      '/agentHome': 'Agent',
      '/member': 'MemberCenter',
      '/sports': 'GameCenter',
      '/esports': 'GameCenter',
      '/lott': 'GameCenter',
      '/elott': 'GameCenter',
      '/cockfight': 'GameCenter',
      '/live': 'GameListCenter',
      '/fish': 'GameListCenter',
      '/rng': 'GameListCenter',
      '/pvp': 'GameListCenter',
      '/bgs': 'GameListCenter',
      '/favorite': 'AccountGame',
      '/recent': 'AccountGame',
      '/lottery': 'Lottery',
      '/seaLottery': 'Lottery',
      '/vnLottery': 'Lottery',
      '/promotions': 'Promotions',
      '/pointMall': 'PointMall',
      '/seamless': 'Seamless',
    };
    for (const [path, group] of Object.entries(expected)) {
      expect({ path, group: handleOf(path)?.group }).toEqual({ path, group });
      expect({ path, matched: matchedPath(path) }).not.toEqual({ path, matched: '*' });
    }
  });

  it('resolves the lottery aliases to lottery screens', () => {
    for (const alias of ['/lottert', '/vnlottery', '/sealottery']) {
      expect(handleOf(alias)?.group).toBe('Lottery');
      // Route matching ignores letter case, so /vnlottery is also /vnLottery.
      expect(matchedPath(alias)?.toLowerCase()).toBe(alias);
    }
  });

  it('carries the upper-case category of each category path', () => {
    for (const [category, path] of Object.entries(CATEGORY_PATHS)) {
      expect(handleOf(path)?.category).toBe(category);
    }
    expect(handleOf('/rng?vassalage=INHOUSE')?.category).toBe('RNG');
  });

  it('sends anything else to the 404 page', () => {
    expect(handleOf('/no-such-page')?.group).toBe('NotFound');
    expect(handleOf('/sports/extra')?.group).toBe('NotFound');
  });
});
