import {
  addFavourite,
  type GameListItem,
  type GameListPage,
  removeFavourite,
} from '@nova/contracts/api/games';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotice } from '../../../components/notice';
import { NoticeToast } from '../../../components/notice-toast';
import { ApiError, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { callsTo } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { useModals } from '../../modals/use-modals';
import { useTrialWarning } from '../../security/hooks/use-trial-warning';
import type { Session } from '../../session/hooks/use-session';
import { gameItem } from '../test/game-fixtures';
import { useFavouriteToggle } from './use-favourite-toggle';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client')>()),
  callApi: vi.fn(),
}));
const api = vi.mocked(callApi);

function game(nodeId: number): GameListItem {
  return gameItem(nodeId, { showIcon: '' });
}

function page(...games: GameListItem[]): GameListPage {
  return { content: games, pageNum: 1, pageSize: 999, totalPages: 1, totalElements: games.length };
}

function Toggles({ item }: { item: GameListItem }) {
  const first = useFavouriteToggle();
  const second = useFavouriteToggle();
  return (
    <>
      <button type="button" data-testid="toggle" onClick={() => first(item)}>
        first
      </button>
      <button type="button" data-testid="toggle-2" onClick={() => second(item)}>
        second
      </button>
      <NoticeToast />
    </>
  );
}

function setup(item: GameListItem, cached: GameListPage | undefined) {
  const view = renderWithProviders(<Toggles item={item} />);
  if (cached) view.queryClient.setQueryData(queryKeys.games.favourites, cached);
  return view;
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  useModals.setState({ stack: [] });
  useTrialWarning.setState({ open: false });
  useNotice.setState({ notice: null });
  state.session = { member: null, isLogin: true, isAgent: false, isTrial: false };
  api.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useFavouriteToggle (spec §4 "Favourite toggle")', () => {
  it('opens the login modal for a visitor and calls nothing', () => {
    state.session = { member: null, isLogin: false, isAgent: false, isTrial: false };
    setup(game(1), undefined);
    fireEvent.click(screen.getByTestId('toggle'));
    expect(useModals.getState().stack.map((m) => m.name)).toEqual(['login']);
    expect(api).not.toHaveBeenCalled();
  });

  it('removes a favourite locally before the server answers', async () => {
    let answer: (v: unknown) => void = () => undefined;
    api.mockImplementation((endpoint) =>
      endpoint === removeFavourite
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : Promise.resolve(page(game(2))),
    );
    const { queryClient } = setup(game(1), page(game(1), game(2)));
    fireEvent.click(screen.getByTestId('toggle'));
    await waitFor(() => expect(callsTo(api, removeFavourite)).toHaveLength(1));
    // The server has not answered yet, and the game is already gone from the list.
    const local = queryClient.getQueryData<GameListPage>(queryKeys.games.favourites);
    expect(local?.content.map((g) => g.nodeId)).toEqual([2]);
    expect(callsTo(api, removeFavourite)[0]?.query).toEqual({
      nodeId: 1,
      vendor: 'PT',
      gameType: 'RNG',
    });
    answer({ nodeId: 1 });
    expect(callsTo(api, addFavourite)).toHaveLength(0);
  });

  it('adds a game that is not a favourite, and skips adding one already present', async () => {
    api.mockImplementation(async (endpoint) =>
      endpoint === addFavourite ? { nodeId: 3 } : page(game(3)),
    );
    const { queryClient } = setup(game(3), page());
    fireEvent.click(screen.getByTestId('toggle'));
    await waitFor(() => expect(callsTo(api, addFavourite)).toHaveLength(1));
    expect(callsTo(api, addFavourite)[0]?.body).toEqual({
      nodeId: 3,
      vendor: 'PT',
      gameType: 'RNG',
    });
    await waitFor(() =>
      expect(
        queryClient
          .getQueryData<GameListPage>(queryKeys.games.favourites)
          ?.content.map((g) => g.nodeId),
      ).toEqual([3]),
    );
    // Now present: the next toggle (after the throttle window) removes instead of adding again.
    vi.advanceTimersByTime(1000);
    fireEvent.click(screen.getByTestId('toggle'));
    await waitFor(() => expect(callsTo(api, removeFavourite)).toHaveLength(1));
    expect(callsTo(api, addFavourite)).toHaveLength(1);
  });

  it('sends one toggle per second at most (leading call only)', async () => {
    api.mockImplementation(async (endpoint) =>
      endpoint === addFavourite ? { nodeId: 4 } : page(),
    );
    setup(game(4), page());
    fireEvent.click(screen.getByTestId('toggle'));
    fireEvent.click(screen.getByTestId('toggle'));
    fireEvent.click(screen.getByTestId('toggle'));
    await waitFor(() => expect(callsTo(api, addFavourite)).toHaveLength(1));
    vi.advanceTimersByTime(500);
    fireEvent.click(screen.getByTestId('toggle'));
    expect(callsTo(api, addFavourite)).toHaveLength(1);
    expect(callsTo(api, removeFavourite)).toHaveLength(0);
  });

  it('shares one throttle between every toggle of the site (spec §9)', async () => {
    api.mockImplementation(async (endpoint) =>
      endpoint === addFavourite ? { nodeId: 5 } : page(),
    );
    setup(game(5), page());
    fireEvent.click(screen.getByTestId('toggle'));
    // The same game in another row (another hook) within the second: dropped.
    fireEvent.click(screen.getByTestId('toggle-2'));
    await waitFor(() => expect(callsTo(api, addFavourite)).toHaveLength(1));
    expect(callsTo(api, removeFavourite)).toHaveLength(0);
  });

  it('shows a trial account the real-account warning and calls nothing', () => {
    state.session = { member: null, isLogin: true, isAgent: false, isTrial: true };
    setup(game(6), page());
    fireEvent.click(screen.getByTestId('toggle'));
    expect(useTrialWarning.getState().open).toBe(true);
    expect(useModals.getState().stack).toEqual([]);
    expect(api).not.toHaveBeenCalled();
  });

  it('tells the player why a toggle failed, and shows the server list again', async () => {
    api.mockImplementation(async (endpoint) => {
      if (endpoint === addFavourite) throw new ApiError('RATE_LIMITED', 429);
      return page();
    });
    setup(game(7), page());
    fireEvent.click(screen.getByTestId('toggle'));
    expect((await screen.findByTestId('notice-toast')).textContent).toContain(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it('says the list is full when the server refuses one more favourite', async () => {
    api.mockImplementation(async (endpoint) => {
      if (endpoint === addFavourite) throw new ApiError('VALIDATION_FAILED', 400);
      return page();
    });
    setup(game(8), page());
    fireEvent.click(screen.getByTestId('toggle'));
    expect((await screen.findByTestId('notice-toast')).textContent).toContain(
      'Your favourites list is full.',
    );
  });

  it('shows the real-account warning when the server answers TRIAL_FORBIDDEN', async () => {
    api.mockImplementation(async (endpoint) => {
      if (endpoint === addFavourite) throw new ApiError('TRIAL_FORBIDDEN', 403);
      return page();
    });
    setup(game(9), page());
    fireEvent.click(screen.getByTestId('toggle'));
    await waitFor(() => expect(useTrialWarning.getState().open).toBe(true));
  });
});
