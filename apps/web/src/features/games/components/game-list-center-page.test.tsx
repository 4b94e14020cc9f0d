import { getGameVendors } from '@nova/contracts/api/game-vendors';
import {
  type GameListItem,
  getFavourites,
  getGameList,
  getGameMenus,
  getRecentGames,
} from '@nova/contracts/api/games';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/api-client';
import { answer, callsTo } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { useModals } from '../../modals/use-modals';
import type { Session } from '../../session/hooks/use-session';
import { gameItem } from '../test/game-fixtures';
import { GameListCenterPage } from './game-list-center-page';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client')>()),
  callApi: vi.fn(),
}));
const api = vi.mocked(callApi);

function game(nodeId: number, overrides: Partial<GameListItem> = {}): GameListItem {
  return gameItem(nodeId, { showIcon: '/icons/g.png', hasTrial: true, ...overrides });
}

const PT = {
  vassalage: 'PT',
  displayName: 'Playtech',
  gameType: 'RNG' as const,
  lagerIcon: '/art/pt.png',
  logo: '/logo/pt.png',
  isGame: 'VASSALAGE' as const,
  walletMode: 'SEAMLESS' as const,
  maintenance: false,
};

function pageOf(games: GameListItem[], pageNum = 1, totalPages = 1) {
  return { content: games, pageNum, pageSize: 20, totalPages, totalElements: games.length };
}

function setup(route = '/rng') {
  answer(
    api,
    new Map<unknown, unknown>([
      [getGameMenus, [{ category: 'RNG', path: '/rng', vendors: [PT] }]],
      [
        getGameVendors,
        [
          {
            title: 'RNG',
            gameCategory: 'RNG',
            cards: [PT],
            gameClassify: [
              { classify: 'SLOT', vendors: ['PT'] },
              { classify: 'JACKPOT', vendors: ['PT'] },
            ],
          },
        ],
      ],
      [
        getGameList,
        ({ query }: { query?: unknown }) => {
          const q = query as { pageNo: number };
          return pageOf([game(q.pageNo * 100 + 1), game(q.pageNo * 100 + 2)], q.pageNo, 2);
        },
      ],
      [getFavourites, pageOf([game(7, { displayName: 'Fav Fortune' })])],
      [getRecentGames, pageOf([game(8)])],
    ]) as never,
  );
  return renderWithProviders(
    <Suspense fallback={null}>
      <GameListCenterPage />
    </Suspense>,
    { route },
  );
}

/** The machine is shared: give slow renders time (no timing is asserted). */
const SLOW = { timeout: 5000 };

const listCalls = () => callsTo(api, getGameList).map((c) => c.query ?? {});

beforeAll(() => initTestI18n());
beforeEach(() => {
  api.mockReset();
  useModals.setState({ stack: [] });
  sessionStorage.clear();
  state.session = { member: null, isLogin: false, isAgent: false, isTrial: false };
});

describe('GameListCenterPage', () => {
  it('asks for the ALL tab, 20 per page, of the category and vendor, then loads more', async () => {
    setup('/rng?vassalage=PT');
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(2), SLOW);
    expect(listCalls()[0]).toMatchObject({
      gameType: 'RNG',
      vassalage: 'PT',
      tab: 'ALL',
      pageNo: 1,
      pageSize: 20,
      language: 'EN',
    });
    const card = screen.getAllByTestId('game-card')[0];
    expect(card?.getAttribute('data-node-id')).toBe('101');
    expect(card?.getAttribute('data-vassalage')).toBe('PT');
    fireEvent.click(screen.getByTestId('game-list-more'));
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(4), SLOW);
    expect(listCalls().at(-1)).toMatchObject({ pageNo: 2, tab: 'ALL' });
    expect(screen.queryByTestId('game-list-more')).toBeNull();
  });

  it('sends the tab, the classify and the searched name', async () => {
    setup();
    await screen.findAllByTestId('game-card', {}, SLOW);
    fireEvent.click(screen.getByTestId('game-tab-HOT'));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ tab: 'HOT' }), SLOW);
    expect(screen.getByTestId('game-tab-HOT').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(await screen.findByTestId('game-classify-JACKPOT'));
    await waitFor(
      () => expect(listCalls().at(-1)).toMatchObject({ tab: 'HOT', gameClassify: 'JACKPOT' }),
      SLOW,
    );
    fireEvent.change(screen.getByTestId('game-search'), { target: { value: ' dragon ' } });
    await act(async () => {
      fireEvent.keyDown(screen.getByTestId('game-search'), { key: 'Enter' });
    });
    await waitFor(
      () => expect(listCalls().at(-1)).toMatchObject({ name: 'dragon', tab: 'HOT' }),
      SLOW,
    );
  });

  it('asks a visitor to log in for the FAV and RECENT tabs', async () => {
    setup();
    await screen.findAllByTestId('game-card', {}, SLOW);
    fireEvent.click(screen.getByTestId('game-tab-FAV'));
    expect(useModals.getState().stack.map((m) => m.name)).toEqual(['login']);
    expect(screen.getByTestId('game-tab-ALL').getAttribute('aria-pressed')).toBe('true');
    expect(callsTo(api, getFavourites)).toHaveLength(0);
  });

  it("shows a member's favourites of this category in the FAV tab", async () => {
    state.session = { member: null, isLogin: true, isAgent: false, isTrial: false };
    setup();
    await screen.findAllByTestId('game-card', {}, SLOW);
    fireEvent.click(screen.getByTestId('game-tab-FAV'));
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(1), SLOW);
    expect(screen.getByText('Fav Fortune')).toBeTruthy();
    const heart = screen.getByTestId('favourite-toggle');
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(callsTo(api, getFavourites)[0]?.query).toMatchObject({ pageSize: 999 });
  });

  it('asks a visitor who opens a shared ?tab=FAV link to log in, instead of an empty list', async () => {
    setup('/rng?tab=FAV');
    expect(await screen.findByTestId('member-tab-login', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Log in to see your games')).toBeTruthy();
    expect(callsTo(api, getFavourites)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('member-tab-login'));
    expect(useModals.getState().stack.map((m) => m.name)).toEqual(['login']);
  });

  it('falls back to every vendor for an unknown ?vassalage= and drops it from the address', async () => {
    const { router } = setup('/rng?vassalage=FOO&tab=HOT');
    await screen.findAllByTestId('game-card', {}, SLOW);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=HOT'), SLOW);
    expect(listCalls().every((query) => !('vassalage' in query) || !query.vassalage)).toBe(true);
    expect(screen.getByTestId('game-list').getAttribute('data-vassalage')).toBe('');
  });
});
