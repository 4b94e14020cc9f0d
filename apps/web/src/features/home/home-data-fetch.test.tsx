import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { initTestI18n } from '../../test/render-with-providers';
import { useGameRow } from '../games/api/use-game-list';
import { useJackpot, useWinnerBoard } from '../games/api/use-home-games';
import { useHotGames } from '../games/api/use-hot-games';

/**
 * Issue 11: a cold load of home asked for the game lists, hot games, jackpot and winner board,
 * aborted them and asked again. The app runs in React StrictMode (main.tsx), which mounts,
 * unmounts and remounts every component once; a query whose function hands TanStack's signal
 * to fetch is cancelled when its last observer leaves, so the remount fetched it again. The home
 * data is shared cache data: it is fetched once and never aborted by a remount.
 */
const EMPTY_PAGE = { content: [], pageNum: 1, pageSize: 12, totalPages: 0, totalElements: 0 };
const JACKPOT = {
  amount: '100000',
  currency: 'MYR',
  seedAmount: '100000',
  contributionBps: 50,
  lastWin: null,
  asOf: '2026-11-26T00:00:00.000Z',
};
const VALUES: Record<string, unknown> = {
  '/wps/relay/GCSGAME_gameList': EMPTY_PAGE,
  '/wps/relay/GCSGAME_hotGames': [],
  '/wps/relay/GCS_jackpot': JACKPOT,
  '/wps/relay/GCS_winnerBoard': [],
};

/** A fetch that counts requests per URL and aborted requests, and answers each endpoint. */
function countingFetch() {
  const requests: string[] = [];
  const aborted: string[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    requests.push(url);
    init?.signal?.addEventListener('abort', () => aborted.push(url));
    // The answer arrives after React has committed (and StrictMode has remounted).
    await Promise.resolve();
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const path = url.split('?')[0] ?? url;
    return new Response(JSON.stringify({ success: true, value: VALUES[path] }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, aborted };
}

function HomeData() {
  const results = [
    useHotGames(),
    useGameRow('RNG'),
    useGameRow('LIVE'),
    useJackpot(),
    useWinnerBoard(),
  ];
  return results.every((r) => r.isSuccess) ? <p data-testid="home-data">ready</p> : null;
}

beforeAll(() => initTestI18n());
afterEach(() => vi.unstubAllGlobals());

describe('home data on a cold load (StrictMode, as main.tsx renders it)', () => {
  it('requests each endpoint exactly once, aborts none and logs no error', async () => {
    const { requests, aborted } = countingFetch();
    const consoleError = vi.spyOn(console, 'error');
    const queryClient = createQueryClient();
    const view = render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <HomeData />
        </QueryClientProvider>
      </StrictMode>,
    );
    await screen.findByTestId('home-data');
    expect(aborted).toEqual([]);
    expect(requests.map((url) => url.replace(/&?language=EN/, '')).sort()).toEqual([
      '/wps/relay/GCSGAME_gameList?gameType=LIVE&tab=ALL&pageNo=1&pageSize=12',
      '/wps/relay/GCSGAME_gameList?gameType=RNG&tab=ALL&pageNo=1&pageSize=12',
      '/wps/relay/GCSGAME_hotGames?',
      '/wps/relay/GCS_jackpot',
      '/wps/relay/GCS_winnerBoard?gameCategory=ALL&limitNum=20',
    ]);
    expect(consoleError).not.toHaveBeenCalled();
    view.unmount();
    queryClient.clear();
    consoleError.mockRestore();
  });
});
