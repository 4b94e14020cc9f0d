import { getSessionSummary, type SessionSummary } from '@nova/contracts/api/protection';
import { logout } from '@nova/contracts/api/session';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { formatDateTimeText } from '../../../lib/datetime';
import { createQueryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { answer, callsTo, MEMBER } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { type NoticeModalProps, useModals } from '../../modals/use-modals';
import { SESSION } from '../test/protection-test-kit';
import { RealityCheck } from './reality-check';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

const MINUTE = 60_000;
let summary: Omit<SessionSummary, 'now'> = SESSION;

beforeAll(() => initTestI18n());
beforeEach(() => {
  // The device's clock and timers; they also move on with real time, for the waits.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-30T10:05:00.000Z'));
  summary = SESSION;
  callApi.mockReset();
  useModals.setState({ stack: [] });
  answer(
    callApi,
    new Map<never, unknown>([
      // The server's clock: the device's here.
      [getSessionSummary as never, () => ({ ...summary, now: new Date().toISOString() })],
      [logout as never, null],
    ]),
  );
});
afterEach(() => vi.useRealTimers());

async function mount() {
  const view = renderWithProviders(<RealityCheck />, { route: '/rng' });
  view.queryClient.setQueryData(queryKeys.memberInfo, MEMBER);
  await waitFor(() => expect(callsTo(callApi, getSessionSummary)).toHaveLength(1));
  return view;
}

async function advance(minutes: number) {
  await act(() => vi.advanceTimersByTimeAsync(minutes * MINUTE));
}

const noticeProps = () =>
  useModals.getState().stack.find((modal) => modal.name === 'notice')?.props as unknown as
    | NoticeModalProps
    | undefined;

describe('RealityCheck', () => {
  it('shows at startedAt + k × interval with the figures read again, then waits the next', async () => {
    await mount();
    await advance(9);
    expect(screen.queryByTestId('modal-reality-check')).toBeNull();

    summary = { ...SESSION, stakes: '50000', wins: '62550', net: '12550' };
    await advance(1);
    await screen.findByTestId('modal-reality-check');
    // Read again when it fires: the figures of 10:15, not of the first answer.
    expect(callsTo(callApi, getSessionSummary)).toHaveLength(2);
    expect(screen.getByTestId('reality-check-time').textContent).toBe('15 min');
    expect(screen.getByTestId('modal-reality-check').textContent).toContain(
      `Logged in since ${formatDateTimeText(new Date(SESSION.startedAt), 'en')}`,
    );
    await waitFor(() =>
      expect(screen.getByTestId('reality-check-stakes').textContent).toBe('RM 500.00'),
    );
    expect(screen.getByTestId('reality-check-wins').textContent).toBe('RM 625.50');
    const net = screen.getByTestId('reality-check-net');
    expect(net.textContent).toBe('+RM 125.50');
    expect(net.dataset.tone).toBe('credit');

    fireEvent.click(screen.getByTestId('reality-check-continue'));
    await waitFor(() => expect(screen.queryByTestId('modal-reality-check')).toBeNull());
    await advance(14);
    expect(screen.queryByTestId('modal-reality-check')).toBeNull();
    summary = SESSION;
    await advance(1);
    await screen.findByTestId('modal-reality-check');
    expect(screen.getByTestId('reality-check-time').textContent).toBe('30 min');
    await waitFor(() =>
      expect(screen.getByTestId('reality-check-net').textContent).toBe('−RM 27.00'),
    );
    expect(screen.getByTestId('reality-check-net').dataset.tone).toBe('debit');
  });

  it('counts afresh when the player picks another interval', async () => {
    const { queryClient } = await mount();
    await advance(10);
    fireEvent.click(await screen.findByTestId('reality-check-continue'));
    await waitFor(() => expect(screen.queryByTestId('modal-reality-check')).toBeNull());
    // 10:15: every 30 minutes from now on; the next check is 10:30, not 11:00.
    summary = { ...SESSION, intervalMinutes: 30 };
    await act(() => queryClient.invalidateQueries({ queryKey: ['protection', 'session'] }));
    await advance(14);
    expect(screen.queryByTestId('modal-reality-check')).toBeNull();
    await advance(1);
    expect(await screen.findByTestId('modal-reality-check')).toBeTruthy();
    expect(screen.getByTestId('reality-check-time').textContent).toBe('30 min');
  });

  it('opens the betting record from the dialog', async () => {
    const { router } = await mount();
    await advance(10);
    fireEvent.click(await screen.findByTestId('reality-check-history'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/member?page=personalHistoryCopy',
      ),
    );
    expect(screen.queryByTestId('modal-reality-check')).toBeNull();
  });

  it('logs out from the dialog', async () => {
    const { router, queryClient } = await mount();
    await advance(10);
    fireEvent.click(await screen.findByTestId('reality-check-logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(callApi, logout)).toHaveLength(1);
    expect(queryClient.getQueryData(queryKeys.memberInfo)).toBeNull();
    expect(noticeProps()).toBeUndefined();
  });

  it('never shows when checks are off', async () => {
    summary = { ...SESSION, intervalMinutes: 0 };
    await mount();
    await advance(180);
    expect(screen.queryByTestId('modal-reality-check')).toBeNull();
    expect(callsTo(callApi, getSessionSummary)).toHaveLength(1);
  });

  it('logs out when the session time limit ends, saying why', async () => {
    summary = { ...SESSION, intervalMinutes: 0, sessionEndsAt: '2026-11-30T10:20:00.000Z' };
    const { router } = await mount();
    await advance(14);
    expect(callsTo(callApi, logout)).toHaveLength(0);
    await advance(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(callApi, logout)).toHaveLength(1);
    expect(noticeProps()?.title).toBe('Session ended');
    expect(noticeProps()?.message).toBe(
      'You have reached your session time limit. Take a break; you can sign in again to start a new session.',
    );
  });

  it('logs out once when requests say the server ended the session', async () => {
    const { router } = await mount();
    // The app's query client tells its listeners; two refusals end the session once.
    const client = createQueryClient();
    client.setQueryData(queryKeys.memberInfo, MEMBER);
    const until = '2026-12-01T10:05:00.000Z';
    for (const key of ['a', 'b']) {
      await client
        .fetchQuery({
          queryKey: [key],
          queryFn: async () => {
            throw new ApiError('TIMED_OUT', 403, [], { protection: { until } });
          },
        })
        .catch(() => undefined);
    }
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(callApi, logout)).toHaveLength(1);
    expect(noticeProps()?.message).toBe(
      `You are on a time-out until ${formatDateTimeText(new Date(until), 'en')}. You can play again after it ends.`,
    );
  });
});
