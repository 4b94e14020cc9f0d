import { getJackpot, type Jackpot } from '@nova/contracts/api/winners-and-jackpot';
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/api-client';
import { JACKPOT_ANIMATION_MS } from '../../../lib/jackpot';
import { queryKeys } from '../../../lib/query-keys';
import { answer } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { JACKPOT_STEP_MS, JackpotCounter } from './jackpot-counter';

vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client')>()),
  callApi: vi.fn(),
}));
const api = vi.mocked(callApi);

const pool = { amount: '12345678901' };
function jackpot(): Jackpot {
  return {
    amount: pool.amount,
    currency: 'MYR',
    seedAmount: '1000000',
    contributionBps: 50,
    lastWin: null,
    asOf: '2026-11-24T00:00:00.000Z',
  };
}

function withBrand(queryClient: QueryClient, currencySymbol: string, currencyScale: number) {
  queryClient.setQueryData(queryKeys.permissionData, { brand: { currencySymbol, currencyScale } });
}

// Animation frames run when the test says so, with the timestamps it chooses.
let frames: FrameRequestCallback[] = [];
function runFrame(at: number) {
  const due = frames;
  frames = [];
  for (const callback of due) callback(at);
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  api.mockReset();
  pool.amount = '12345678901';
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {
    frames = [];
  });
  answer(api, new Map([[getJackpot, () => jackpot()]]) as never);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('JackpotCounter (real figures only)', () => {
  it('shows a skeleton, then the real pool with 2 decimals and thousands separators', async () => {
    let release: () => void = () => undefined;
    api.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          release = () => resolve(jackpot());
        }),
    );
    const { queryClient } = renderWithProviders(<JackpotCounter />);
    withBrand(queryClient, 'RM', 2);
    expect(screen.queryByTestId('jackpot-counter')).toBeNull();
    release();
    const counter = await screen.findByTestId('jackpot-counter');
    expect(counter.getAttribute('data-amount')).toBe('12345678901');
    expect(counter.textContent).toContain('RM123,456,789.01');
    expect(counter.textContent).toContain('RM 123,456,789.01');
    expect(counter.textContent).not.toContain('MYR');
  });

  it('uses the brand scale: a scale-0 currency shows whole units', async () => {
    const { queryClient } = renderWithProviders(<JackpotCounter />);
    withBrand(queryClient, 'Rp', 0);
    const counter = await screen.findByTestId('jackpot-counter');
    expect(counter.textContent).toContain('12,345,678,901');
    expect(counter.textContent).not.toContain('123,456,789.01');
  });

  it('counts up only between the last real value and the new one', async () => {
    const { queryClient } = renderWithProviders(<JackpotCounter />);
    const counter = await screen.findByTestId('jackpot-counter');
    expect(counter.getAttribute('data-shown')).toBe('12345678901');

    pool.amount = '12345698901'; // +200.00
    await act(() => queryClient.refetchQueries({ queryKey: queryKeys.jackpot }));
    await waitFor(() => expect(counter.getAttribute('data-amount')).toBe('12345698901'));

    const seen: bigint[] = [];
    for (let at = 0; at <= 5000; at += 250) {
      act(() => runFrame(at));
      seen.push(BigInt(counter.getAttribute('data-shown') ?? '0'));
    }
    for (const value of seen) {
      expect(value >= 12345678901n && value <= 12345698901n).toBe(true);
    }
    // Never backwards, and it ends on the real value.
    expect([...seen].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(seen);
    expect(seen.at(-1)).toBe(12345698901n);
    expect(new Set(seen).size).toBeGreaterThan(2);
  });

  it('writes the count-up at most every JACKPOT_STEP_MS, not on every frame', async () => {
    const { queryClient } = renderWithProviders(<JackpotCounter />);
    const counter = await screen.findByTestId('jackpot-counter');
    pool.amount = '12345698901';
    await act(() => queryClient.refetchQueries({ queryKey: queryKeys.jackpot }));
    await waitFor(() => expect(counter.getAttribute('data-amount')).toBe('12345698901'));
    const writes = new Set<string>();
    for (let at = 0; at <= JACKPOT_ANIMATION_MS + 100; at += 16) {
      act(() => runFrame(at));
      writes.add(counter.getAttribute('data-shown') ?? '');
    }
    expect(writes.size).toBeGreaterThan(2);
    expect(writes.size).toBeLessThanOrEqual(JACKPOT_ANIMATION_MS / JACKPOT_STEP_MS + 2);
    expect(counter.getAttribute('data-shown')).toBe('12345698901');
  });

  it('shows the new value at once when the counter is off screen', async () => {
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
    try {
      const { queryClient } = renderWithProviders(<JackpotCounter />);
      const counter = await screen.findByTestId('jackpot-counter');
      act(() => report([{ isIntersecting: false }]));
      pool.amount = '12345698901';
      await act(() => queryClient.refetchQueries({ queryKey: queryKeys.jackpot }));
      await waitFor(() => expect(counter.getAttribute('data-shown')).toBe('12345698901'));
      expect(frames).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows a won and reset pool at once', async () => {
    const { queryClient } = renderWithProviders(<JackpotCounter />);
    const counter = await screen.findByTestId('jackpot-counter');
    pool.amount = '1000000';
    await act(() => queryClient.refetchQueries({ queryKey: queryKeys.jackpot }));
    await waitFor(() => expect(counter.getAttribute('data-shown')).toBe('1000000'));
    expect(counter.textContent).toContain('10,000.00');
  });
});
