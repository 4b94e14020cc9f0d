import { type GameListItem, getHotGames } from '@nova/contracts/api/games';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/api-client';
import { answer, callsTo } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { gameItem } from '../../games/test/game-fixtures';
import { HotGamesCarousel } from './hot-games-carousel';

vi.mock('swiper/react', () => ({
  Swiper: ({ children }: { children: ReactNode }) => <div data-testid="swiper">{children}</div>,
  SwiperSlide: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));
vi.mock('../../session/hooks/use-session', () => ({
  useSession: () => ({ member: null, isLogin: false, isAgent: false, isTrial: false }),
}));
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client')>()),
  callApi: vi.fn(),
}));
const api = vi.mocked(callApi);

function games(count: number): GameListItem[] {
  return Array.from({ length: count }, (_, i) =>
    gameItem(i + 1, {
      nodeName: `g${i}`,
      gameName: `Hot ${i}`,
      displayName: `Hot ${i}`,
      isHot: 1,
      showIcon: `/icons/${i}.png`,
      gameId: `PT-${i}`,
    }),
  );
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  api.mockReset();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function preferReducedMotion() {
  const real = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    query.includes('prefers-reduced-motion')
      ? ({ ...real(query), matches: true } as MediaQueryList)
      : real(query),
  );
}

describe('HotGamesCarousel (spec §9 hot carousel)', () => {
  it('shows the hot games of the language, without arrows up to 7', async () => {
    answer(api, new Map([[getHotGames, games(7)]]) as never);
    renderWithProviders(<HotGamesCarousel />);
    const carousel = await screen.findByTestId('hot-carousel');
    await waitFor(() => expect(within(carousel).getAllByTestId('game-card')).toHaveLength(7));
    expect(callsTo(api, getHotGames)[0]?.query).toEqual({ language: 'EN' });
    expect(within(carousel).queryByRole('button', { name: 'Next hot games' })).toBeNull();
  });

  it('moves to the carousel with arrows above 7', async () => {
    answer(api, new Map([[getHotGames, games(8)]]) as never);
    renderWithProviders(<HotGamesCarousel />);
    const carousel = await screen.findByTestId('hot-carousel');
    await within(carousel).findByTestId('swiper', {}, { timeout: 5000 });
    expect(within(carousel).getByRole('button', { name: 'Next hot games' })).toBeTruthy();
    expect(within(carousel).getAllByTestId('game-card')).toHaveLength(8);
  });

  it('renders nothing without hot games', async () => {
    answer(api, new Map([[getHotGames, []]]) as never);
    renderWithProviders(<HotGamesCarousel />);
    await waitFor(() => expect(callsTo(api, getHotGames)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('hot-carousel')).toBeNull());
  });

  it('plays by itself with a pause button, and not at all under reduced motion', async () => {
    answer(api, new Map([[getHotGames, games(8)]]) as never);
    const first = renderWithProviders(<HotGamesCarousel />);
    const swiper = await screen.findByTestId('swiper', {}, { timeout: 5000 });
    // The carousel's frame says whether it plays (useSwiperAutoplay moves it; its own test).
    expect(swiper.closest('[data-autoplay]')?.getAttribute('data-autoplay')).toBe('true');
    expect(screen.getByRole('button', { name: 'Pause the hot games' })).toBeTruthy();
    first.unmount();

    preferReducedMotion();
    renderWithProviders(<HotGamesCarousel />);
    const still = await screen.findByTestId('swiper', {}, { timeout: 5000 });
    expect(still.closest('[data-autoplay]')?.getAttribute('data-autoplay')).toBe('false');
    expect(screen.queryByTestId('hot-pause')).toBeNull();
  });
});
