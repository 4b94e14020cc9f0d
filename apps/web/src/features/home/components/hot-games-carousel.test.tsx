import { type GameListItem, getHotGames } from '@nova/contracts/api/games';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/api-client';
import { answer, callsTo } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { gameItem } from '../../games/test/game-fixtures';
import { fakeRowLayout } from '../test-fixtures';
import { HotGamesCarousel } from './hot-games-carousel';

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

  it('has arrows above 7 that move the row one card', async () => {
    answer(api, new Map([[getHotGames, games(8)]]) as never);
    renderWithProviders(<HotGamesCarousel />);
    const carousel = await screen.findByTestId('hot-carousel');
    await waitFor(() => expect(within(carousel).getAllByTestId('game-card')).toHaveLength(8));
    const row = within(carousel).getByRole('list', { name: 'Hot games' });
    const scrollTo = fakeRowLayout(row, { pitch: 100, width: 400 });
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next hot games' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 100, behavior: 'smooth' });
    const previous = within(carousel).getByRole('button', { name: 'Previous hot games' });
    fireEvent.click(previous);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    // From the start, back comes round to the end.
    fireEvent.click(previous);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });
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
    const carousel = await screen.findByTestId('hot-carousel');
    // The section says whether it plays (useCarousel moves it; its own test).
    expect(carousel.getAttribute('data-autoplay')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Pause the hot games' }));
    expect(carousel.getAttribute('data-autoplay')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Play the hot games' }));
    expect(carousel.getAttribute('data-autoplay')).toBe('true');
    first.unmount();

    preferReducedMotion();
    renderWithProviders(<HotGamesCarousel />);
    const still = await screen.findByTestId('hot-carousel');
    expect(still.getAttribute('data-autoplay')).toBe('false');
    expect(screen.queryByTestId('hot-pause')).toBeNull();
  });
});
