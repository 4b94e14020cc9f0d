import type { Announcements } from '@nova/contracts/api/content';
import type { GameMenu } from '@nova/contracts/api/games';
import type { PermissionData } from '@nova/contracts/api/system';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { useModals } from '../../modals/use-modals';
import { resetPopupListLaunch } from '../hooks/use-popup-list-launch';
import { announcements, banner, menu, notice } from '../test-fixtures';
import { AppDownloadBand } from './app-download-band';
import { HomePage } from './home-page';

// The data-driven blocks have their own tests; here they only mark their place on the page.
vi.mock('./hot-games-carousel', () => ({
  HotGamesCarousel: () => <div data-testid="block-hot" />,
  HotGamesSkeleton: () => null,
}));
vi.mock('./jackpot-counter', () => ({ JackpotCounter: () => <div data-testid="block-jackpot" /> }));
vi.mock('./winner-board', () => ({ WinnerBoard: () => <div data-testid="block-winners" /> }));

const data = vi.hoisted(() => ({
  announcements: null as Announcements | null,
  menus: [] as GameMenu[],
  failAnnouncements: false,
  apps: [] as { title: string; url: string; link: string | null }[],
}));
vi.mock('../../content/api/use-announcements', () => ({
  useAnnouncements: () => {
    if (data.failAnnouncements) throw new Error('announcements down');
    return data.announcements;
  },
}));
vi.mock('../../games/api/use-game-menus', () => ({ useGameMenus: () => data.menus }));
vi.mock('../../system/api/use-permission-data', () => ({
  usePermissionData: () =>
    ({
      brand: { currencySymbol: 'RM' },
      resources: { APP_DOWNLOAD: data.apps },
    }) as unknown as PermissionData,
}));

beforeAll(() => initTestI18n());
beforeEach(() => {
  resetPopupListLaunch();
  useModals.setState({ stack: [] });
  data.failAnnouncements = false;
  data.apps = [
    { title: 'iOS', url: '/media/brand/qr-ios.svg', link: 'https://apps.apple.com/app/id1' },
    { title: 'Android', url: '/media/brand/qr-android.svg', link: null },
  ];
  data.announcements = announcements({
    banners: [banner({ id: 1 }), banner({ id: 2 })],
    player: [notice({ id: 5, title: 'Weekend bonus' })],
    popup: [notice({ id: 9, type: 'PU' })],
  });
  data.menus = [menu('LIVE', 3), menu('RNG', 4)];
});

/** A lazy chunk may take longer than the default 1 s to load on a busy machine. */
const LAZY_CHUNK = { timeout: 10_000 };

describe('HomePage', () => {
  it('composes marquee, banners, sections, trust strip, app band and opens popups', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<HomePage />);
    const page = screen.getByTestId('home-page');
    expect(within(page).getByTestId('notice-marquee')).toBeTruthy();
    expect(within(page).getAllByTestId('banner-slide')).toHaveLength(2);
    // The sections and the trust strip are below the first screen, in their own chunks.
    expect(await within(page).findByTestId('home-section-RNG', {}, LAZY_CHUNK)).toBeTruthy();
    expect(within(page).getByTestId('home-section-LIVE')).toBeTruthy();
    const trust = (await within(page).findByTestId('trust-strip', {}, LAZY_CHUNK)).textContent;
    expect(trust).toContain('Provably fair originals');
    expect(trust).not.toMatch(/licen|24\/7/i);
    // The app band is its own chunk (below the fold): it arrives a moment later.
    expect(
      await within(page).findByAltText('QR code to download the iOS app', {}, LAZY_CHUNK),
    ).toBeTruthy();
    // No sign-up bonus can be claimed, so the band offers none (decision 029).
    expect(within(page).queryByTestId('app-bonus')).toBeNull();
    expect(within(page).getByTestId('app-download').textContent).not.toMatch(/claim|bonus/i);
    expect(useModals.getState().stack.map((m) => m.name)).toEqual(['popupList']);
  });

  it('keeps the rest of the page when announcements fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    data.failAnnouncements = true;
    renderWithProviders(<HomePage />);
    expect(screen.queryByTestId('notice-marquee')).toBeNull();
    expect(screen.queryByTestId('banner-carousel')).toBeNull();
    expect(await screen.findByTestId('home-section-RNG', {}, LAZY_CHUNK)).toBeTruthy();
    expect(await screen.findByTestId('app-download', {}, LAZY_CHUNK)).toBeTruthy();
  });

  it('puts the blocks in the spec §2 order: marquee, banners, hot, jackpot, winners, sections', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<HomePage />);
    const page = screen.getByTestId('home-page');
    await within(page).findByTestId('block-winners', {}, LAZY_CHUNK);
    await within(page).findByTestId('home-section-LIVE', {}, LAZY_CHUNK);
    const order = [
      'notice-marquee',
      'banner-slide',
      'block-hot',
      'block-jackpot',
      'block-winners',
      'home-section-LIVE',
    ].map((id) => within(page).getAllByTestId(id)[0] as HTMLElement);
    for (let i = 1; i < order.length; i += 1) {
      const before = order[i - 1] as HTMLElement;
      expect(
        before.compareDocumentPosition(order[i] as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
  });

  it('shows no app band for a brand that has no app to download', () => {
    data.apps = [];
    const { container } = renderWithProviders(<AppDownloadBand />);
    expect(container.querySelector('[data-testid="app-download"]')).toBeNull();
  });
});
