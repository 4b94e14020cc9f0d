/** Test data shaped by the contracts (used by this feature's tests only). */
import type { Announcements, Banner, Notice } from '@nova/contracts/api/content';
import type { GameMenu, VendorItem } from '@nova/contracts/api/games';
import type { GameCategory } from '@nova/contracts/constants';
import { vi } from 'vitest';

export function banner(overrides: Partial<Banner> = {}): Banner {
  return {
    id: 1,
    groupName: 'w_home',
    url: '/media/banners/w_home-1-en.svg',
    mediaType: 'IMAGE',
    linkage: null,
    linkageType: 'NONE',
    title: 'Welcome bonus',
    ...overrides,
  };
}

export function notice(overrides: Partial<Notice> = {}): Notice {
  return {
    id: 1,
    type: 'PL',
    title: 'Scheduled maintenance',
    content: '<p>Body</p>',
    time: '2025-01-01 10:00:00',
    execution: 'B',
    announcementImages: [],
    ...overrides,
  };
}

export function announcements(overrides: Partial<Announcements> = {}): Announcements {
  return { banners: [], player: [], popup: [], promotion: [], headline: [], ...overrides };
}

export function vendor(category: GameCategory, code: string): VendorItem {
  return {
    vassalage: code,
    displayName: `${code} Gaming`,
    gameType: category,
    lagerIcon: `/media/vendors/${category.toLowerCase()}-${code}.svg`,
    logo: `/media/vendors/logo-${code}.svg`,
    isGame: 'VASSALAGE',
    walletMode: 'SEAMLESS',
    maintenance: false,
  };
}

export function menu(category: GameCategory, count: number): GameMenu {
  return {
    category,
    path: `/${category.toLowerCase()}`,
    vendors: Array.from({ length: count }, (_, i) => vendor(category, `V${i + 1}`)),
  };
}

/**
 * jsdom lays nothing out: gives a carousel row the geometry of its slides `pitch` px apart in a
 * `width` px window, and a `scrollTo` that moves it at once. Returns the `scrollTo` spy.
 */
export function fakeRowLayout(
  row: HTMLElement,
  { pitch, width }: { pitch: number; width: number },
) {
  Object.defineProperty(row, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(row, 'scrollWidth', {
    configurable: true,
    value: Math.max(width, pitch * row.children.length),
  });
  for (const [index, slide] of Array.from(row.children).entries()) {
    Object.defineProperty(slide, 'offsetLeft', { configurable: true, value: index * pitch });
  }
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    row.scrollLeft = options.left ?? 0;
  });
  row.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  return scrollTo;
}
