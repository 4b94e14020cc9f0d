import type { GameMenu } from '@nova/contracts/api/games';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { menu } from '../test-fixtures';
import { HomeSections } from './home-sections';

const menus = vi.hoisted(() => ({ current: [] as GameMenu[] }));
vi.mock('../../games/api/use-game-menus', () => ({ useGameMenus: () => menus.current }));

beforeAll(() => initTestI18n());
afterEach(() => vi.unstubAllGlobals());

function sectionIds(): string[] {
  return Array.from(document.querySelectorAll('[data-testid^="home-section-"]')).map(
    (node) => node.getAttribute('data-testid') ?? '',
  );
}

describe('HomeSections', () => {
  it('renders the spec categories present in the menus, in home order', () => {
    menus.current = [
      menu('ELOTT', 2),
      menu('SPORTS', 3),
      menu('LIVE', 4),
      menu('RNG', 5),
      menu('COCKFIGHT', 2),
      menu('LOTT', 2),
      menu('FISH', 0),
    ];
    renderWithProviders(<HomeSections />);
    expect(sectionIds()).toEqual([
      'home-section-RNG',
      'home-section-LIVE',
      'home-section-SPORTS',
      'home-section-COCKFIGHT',
    ]);
    const live = screen.getByTestId('home-section-LIVE');
    expect(within(live).getByRole('heading', { name: 'Live Casino' })).toBeTruthy();
    expect(
      within(live)
        .getByRole('link', { name: /View all/ })
        .getAttribute('href'),
    ).toBe('/live');
  });

  it('shows at most 12 vendor cards and cycles the 6 card themes', () => {
    menus.current = [menu('RNG', 15)];
    renderWithProviders(<HomeSections />);
    const cards = screen.getAllByTestId('vendor-card');
    expect(cards).toHaveLength(12);
    expect(cards.map((card) => card.getAttribute('data-theme'))).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(cards[7]?.style.getPropertyValue('--card-bg')).toBe('var(--card-theme-1)');
  });

  it('shows row arrows only above 12 items', () => {
    menus.current = [menu('RNG', 13), menu('LIVE', 12)];
    renderWithProviders(<HomeSections />);
    const rng = screen.getByTestId('home-section-RNG');
    const live = screen.getByTestId('home-section-LIVE');
    expect(within(rng).queryByRole('button', { name: 'Scroll Slots right' })).not.toBeNull();
    expect(within(live).queryByRole('button', { name: /Scroll/ })).toBeNull();
  });

  it('gives RNG cards only "Play now", other types also "Start", with vendor links', () => {
    menus.current = [menu('RNG', 1), menu('FISH', 1), menu('SPORTS', 1)];
    renderWithProviders(<HomeSections />);
    const rng = within(screen.getByTestId('home-section-RNG'));
    expect(rng.getByRole('link', { name: /Play now/ }).getAttribute('href')).toBe(
      '/rng?vassalage=V1',
    );
    expect(rng.queryByRole('link', { name: /Start/ })).toBeNull();

    const fish = within(screen.getByTestId('home-section-FISH'));
    expect(fish.getByRole('link', { name: /Start/ }).getAttribute('href')).toBe(
      '/fish?vassalage=V1',
    );

    const sports = within(screen.getByTestId('home-section-SPORTS'));
    expect(sports.getByRole('link', { name: /Play now/ }).getAttribute('href')).toBe('/sports');
    expect(sports.getByRole('heading', { name: 'V1 Gaming' })).toBeTruthy();
  });

  it("draws a section's cards only once it comes near the viewport, its header at once", () => {
    const watchers: ((entries: Partial<IntersectionObserverEntry>[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          watchers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    menus.current = [menu('RNG', 3), menu('LIVE', 3)];
    renderWithProviders(<HomeSections />);
    const live = screen.getByTestId('home-section-LIVE');
    expect(within(live).getByRole('heading', { name: 'Live Casino' })).toBeTruthy();
    expect(within(live).queryByRole('list')).toBeNull();
    expect(within(live).getByTestId('section-cards-pending')).toBeTruthy();
    act(() => {
      for (const watcher of watchers) watcher([{ isIntersecting: true }]);
    });
    expect(within(live).getByRole('list')).toBeTruthy();
    expect(within(live).queryByTestId('section-cards-pending')).toBeNull();
  });
});
