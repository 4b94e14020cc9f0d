import { getWinnerBoard, type WinnerBoardEntry } from '@nova/contracts/api/winners-and-jackpot';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { answer, callsTo } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { WinnerBoard } from './winner-board';

vi.mock('../../session/hooks/use-session', () => ({
  useSession: () => ({ member: null, isLogin: false, isAgent: false, isTrial: false }),
}));
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client')>()),
  callApi: vi.fn(),
}));
const api = vi.mocked(callApi);

function entry(i: number): WinnerBoardEntry {
  return {
    customerName: `a***${i}`,
    winAmount: String(1_000_000_00 - i * 100),
    currency: 'MYR',
    iconUrl: `/icons/${i}.png`,
    gameName: `Game ${i}`,
    gameId: `G-${i}`,
    vassalage: 'PT',
    gameType: 'RNG',
    wonAt: `2026-11-2${i % 10}T10:00:00.000Z`,
  };
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  api.mockReset();
});

describe('WinnerBoard (spec §9)', () => {
  it('asks for ALL, the language and 20, shows the top 3 on the podium and the list from index 2', async () => {
    answer(
      api,
      new Map([[getWinnerBoard, Array.from({ length: 6 }, (_, i) => entry(i))]]) as never,
    );
    const { queryClient } = renderWithProviders(<WinnerBoard />);
    queryClient.setQueryData(queryKeys.permissionData, {
      brand: { currencySymbol: 'RM', currencyScale: 2 },
    });
    const board = await screen.findByTestId('winner-board');
    expect(callsTo(api, getWinnerBoard)[0]?.query).toEqual({
      gameCategory: 'ALL',
      language: 'EN',
      limitNum: 20,
    });
    const podium = board.querySelectorAll('article[data-testid="winner-entry"]');
    expect([...podium].map((n) => n.getAttribute('data-rank'))).toEqual(['1', '2', '3']);
    expect(podium[0]?.textContent).toContain('a***0');
    expect(podium[0]?.textContent).toContain('RM 1,000,000.00');
    const list = within(screen.getByTestId('winner-list')).getAllByTestId('winner-entry');
    expect(list.map((n) => n.textContent?.includes('Game 2'))).toEqual([true, false, false, false]);
    expect(list).toHaveLength(4);
  });

  it('formats wins with the brand symbol and scale (a scale-0 currency)', async () => {
    answer(api, new Map([[getWinnerBoard, [entry(0)]]]) as never);
    const { queryClient } = renderWithProviders(<WinnerBoard />);
    queryClient.setQueryData(queryKeys.permissionData, {
      brand: { currencySymbol: 'Rp', currencyScale: 0 },
    });
    const board = await screen.findByTestId('winner-board');
    expect(board.textContent).toContain('Rp 100,000,000');
    expect(board.textContent).not.toContain('MYR');
  });

  it('has a pause button for the moving list that keyboard users can reach (WCAG 2.2.2)', async () => {
    answer(
      api,
      new Map([[getWinnerBoard, Array.from({ length: 6 }, (_, i) => entry(i))]]) as never,
    );
    renderWithProviders(<WinnerBoard />);
    const list = await screen.findByTestId('winner-list');
    expect(list.getAttribute('data-moving')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Pause the winners list' }));
    expect(list.getAttribute('data-moving')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Play the winners list' }));
    expect(list.getAttribute('data-moving')).toBe('true');
  });

  it('scrolls with a compositor animation that pauses off screen, under the pointer and when stopped', async () => {
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const run = { play: vi.fn(), pause: vi.fn(), cancel: vi.fn() };
    const animate = vi.fn(() => run as unknown as Animation);
    Object.defineProperty(HTMLElement.prototype, 'animate', { configurable: true, value: animate });
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(880);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(280);
    try {
      answer(
        api,
        new Map([[getWinnerBoard, Array.from({ length: 12 }, (_, i) => entry(i))]]) as never,
      );
      renderWithProviders(<WinnerBoard />);
      const list = await screen.findByTestId('winner-list');
      // 600 px at 0.5 px a frame, 60 frames a second: 20 s, with transform only.
      expect(animate).toHaveBeenCalledWith(
        [{ transform: 'translateY(0)' }, { transform: 'translateY(-600px)' }],
        expect.objectContaining({ duration: 20_000, iterations: Number.POSITIVE_INFINITY }),
      );
      expect(list.getAttribute('data-playing')).toBe('true');
      act(() => report([{ isIntersecting: false }]));
      expect(list.getAttribute('data-playing')).toBe('false');
      expect(run.pause).toHaveBeenCalled();
      act(() => report([{ isIntersecting: true }]));
      expect(list.getAttribute('data-playing')).toBe('true');
      expect(run.play).toHaveBeenCalled();
      fireEvent.pointerEnter(list);
      expect(list.getAttribute('data-playing')).toBe('false');
      fireEvent.pointerLeave(list);
      fireEvent.click(screen.getByRole('button', { name: 'Pause the winners list' }));
      expect(list.getAttribute('data-playing')).toBe('false');
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      Reflect.deleteProperty(HTMLElement.prototype, 'animate');
    }
  });

  it('invites the first winner when there is none', async () => {
    answer(api, new Map([[getWinnerBoard, []]]) as never);
    renderWithProviders(<WinnerBoard />);
    expect(await screen.findByText('Be the first winner')).toBeTruthy();
    expect(screen.queryAllByTestId('winner-entry')).toHaveLength(0);
  });
});
