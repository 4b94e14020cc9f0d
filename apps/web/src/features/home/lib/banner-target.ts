import type { Banner } from '@nova/contracts/api/content';
import { CATEGORY_PATHS, GAME_CATEGORIES, type GameCategory } from '@nova/contracts/constants';
import { vendorPath } from '../../../lib/vendor-path';

export type BannerTarget = { kind: 'navigate'; to: string } | { kind: 'open'; url: string } | null;

/**
 * Where a click on a banner goes (spec §2 "Banner carousel": a click opens the linked target).
 * Linkages come from the back office, so they are checked rather than trusted: INTERNAL must be
 * a same-site path, EXTERNAL an http(s) URL, GAME a known category (optionally `CATEGORY:VENDOR`),
 * a category path or a game id (`VENDOR-CATEGORY-NNN`, opening that vendor's list; launching
 * the game itself belongs to the games issue). Anything else is ignored.
 */
export function resolveBannerTarget(banner: Pick<Banner, 'linkage' | 'linkageType'>): BannerTarget {
  const linkage = banner.linkage?.trim() ?? '';
  switch (banner.linkageType) {
    case 'INTERNAL':
      return isInternalPath(linkage) ? { kind: 'navigate', to: linkage } : null;
    case 'EXTERNAL':
      return isHttpUrl(linkage) ? { kind: 'open', url: linkage } : null;
    case 'PROMOTION':
      return { kind: 'navigate', to: '/promotions' };
    case 'GAME': {
      const to = gameLinkagePath(linkage);
      return to ? { kind: 'navigate', to } : null;
    }
    default:
      return null;
  }
}

function isInternalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function gameLinkagePath(linkage: string): string | null {
  if (isInternalPath(linkage)) {
    const first = linkage.slice(1).split(/[/?#]/)[0]?.toLowerCase() ?? '';
    return Object.values(CATEGORY_PATHS).includes(`/${first}`) ? linkage : null;
  }
  // A game id such as INHOUSE-RNG-001 (vendor-category-number): the vendor's game list.
  const gameId = /^([A-Za-z0-9_]+)-([A-Za-z]+)-\d+$/.exec(linkage);
  if (gameId) {
    const [, vendorCode = '', gameCategory = ''] = gameId;
    const upper = gameCategory.toUpperCase();
    return isGameCategory(upper) ? vendorPath(upper, vendorCode) : null;
  }
  const [rawCategory = '', vendor] = linkage.split(/[:|/]/);
  const category = rawCategory.toUpperCase();
  if (!isGameCategory(category)) return null;
  return vendor ? vendorPath(category, vendor) : CATEGORY_PATHS[category];
}

function isGameCategory(value: string): value is GameCategory {
  return (GAME_CATEGORIES as readonly string[]).includes(value);
}
