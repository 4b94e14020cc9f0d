import { type LaunchGameResult, launchGame, startGameV2 } from '@nova/contracts/api/game-launch';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from '../../../lib/api-client';
import { initCdns } from '../../../lib/cdn';
import { answer, callsTo } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { useModals } from '../../modals/use-modals';
import type { Session } from '../../session/hooks/use-session';
import { useGameMaintenance } from '../hooks/use-game-launch';
import { SeamlessPage } from './seamless-page';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));
vi.mock('./seamless-balance', () => ({ SeamlessBalance: () => null }));
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client')>()),
  callApi: vi.fn(),
}));
const api = vi.mocked(callApi);

const MEMBER = { member: null, isLogin: true, isAgent: false, isTrial: false };
const ROUTE = '/seamless?vassalage=PT&gameCode=PT-RNG-003&gameType=RNG';

function result(overrides: Partial<LaunchGameResult> = {}): LaunchGameResult {
  return {
    url: '/wps/game/enter/ticket-1',
    display: 'IFRAME',
    mode: 'REAL',
    vassalage: 'PT',
    gameCode: 'PT-RNG-003',
    gameName: 'Great Blue',
    walletMode: 'SEAMLESS',
    ...overrides,
  };
}

function setup(launch: unknown, route = ROUTE) {
  answer(
    api,
    new Map<unknown, unknown>([
      [launchGame, launch],
      [startGameV2, launch],
    ]) as never,
  );
  return renderWithProviders(
    <SeamlessPage
      renderInternal={(code, trial) => (
        <div data-testid="internal" data-code={code} data-trial={String(trial)} />
      )}
    />,
    { route },
  );
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  api.mockReset();
  initCdns({ imageCDNs: [], launchGameCDNs: ['https://launch.example.com/'] });
  useModals.setState({ stack: [] });
  useGameMaintenance.setState({ target: null });
  state.session = MEMBER;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('SeamlessPage (spec §2 /seamless, §4 launch)', () => {
  it('launches once and shows the game in a frame on the launch CDN', async () => {
    setup(result());
    const frame = await screen.findByTestId('seamless-frame');
    expect(frame.getAttribute('src')).toBe('https://launch.example.com/wps/game/enter/ticket-1');
    // The vendor's page may not navigate our page away (review #10).
    const sandbox = frame.getAttribute('sandbox')?.split(' ') ?? [];
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).toContain('allow-same-origin');
    expect(sandbox.some((token) => token.startsWith('allow-top-navigation'))).toBe(false);
    expect(callsTo(api, launchGame)).toHaveLength(1);
    expect(callsTo(api, launchGame)[0]?.body).toMatchObject({
      vassalage: 'PT',
      gameCode: 'PT-RNG-003',
      gameType: 'RNG',
      language: 'EN',
    });
    expect(screen.getByRole('heading', { name: 'Great Blue' })).toBeTruthy();
  });

  it('starts a free trial for a trial account through startGameV2, with a Trial badge', async () => {
    state.session = { member: null, isLogin: true, isAgent: false, isTrial: true };
    setup(result({ mode: 'TRIAL' }), `${ROUTE}&trial=1`);
    await screen.findByTestId('seamless-frame');
    expect(callsTo(api, startGameV2)).toHaveLength(1);
    expect(callsTo(api, launchGame)).toHaveLength(0);
    expect(screen.getByTestId('seamless-trial').textContent).toBe('Trial');
  });

  it('does not launch for a visitor, free trial included (spec §6)', () => {
    state.session = { member: null, isLogin: false, isAgent: false, isTrial: false };
    for (const route of [ROUTE, `${ROUTE}&trial=1`]) {
      const view = setup(result(), route);
      expect(screen.getByText('Log in to play')).toBeTruthy();
      view.unmount();
    }
    expect(api).not.toHaveBeenCalled();
  });

  it('renders our own game for display INTERNAL', async () => {
    setup(
      result({ display: 'INTERNAL', vassalage: 'INHOUSE', gameCode: 'INHOUSE-RNG-001' }),
      '/seamless?vassalage=INHOUSE&gameCode=INHOUSE-RNG-001&gameType=RNG',
    );
    const internal = await screen.findByTestId('internal');
    expect(internal.getAttribute('data-code')).toBe('INHOUSE-RNG-001');
    expect(internal.getAttribute('data-trial')).toBe('false');
  });

  it('opens WINDOW games from a click: a blank window first, then the address', async () => {
    const win = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    setup(result({ display: 'WINDOW' }));
    fireEvent.click(await screen.findByTestId('seamless-open-window'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await screen.findByTestId('seamless-window-opened');
    expect(win.location.href).toBe('https://launch.example.com/wps/game/enter/ticket-1');
    expect(win.opener).toBeNull();
  });

  it('opens every further window of a WINDOW game on a fresh ticket, never a spent one', async () => {
    const windows: { opener: unknown; location: { href: string }; close: () => void }[] = [];
    vi.spyOn(window, 'open').mockImplementation(() => {
      const win = { opener: {}, location: { href: '' }, close: vi.fn() };
      windows.push(win);
      return win as unknown as Window;
    });
    let n = 0;
    api.mockImplementation(async () => {
      n += 1;
      return result({ display: 'WINDOW', url: `/wps/game/enter/ticket-${n}` });
    });
    renderWithProviders(<SeamlessPage />, { route: ROUTE });
    for (let click = 1; click <= 3; click += 1) {
      fireEvent.click(await screen.findByTestId('seamless-open-window'));
      await waitFor(() => expect(windows[click - 1]?.location.href).not.toBe(''));
    }
    expect(windows.map((w) => w.location.href)).toEqual([
      'https://launch.example.com/wps/game/enter/ticket-1',
      'https://launch.example.com/wps/game/enter/ticket-2',
      'https://launch.example.com/wps/game/enter/ticket-3',
    ]);
    expect(callsTo(api, launchGame)).toHaveLength(3);
    // The screen stays: no loading flash, and it still says the window opened.
    expect(screen.queryByTestId('seamless-loading')).toBeNull();
    expect(screen.getByTestId('seamless-window-opened')).toBeTruthy();
  });

  it('says the popup was blocked when the browser refuses the window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    setup(result({ display: 'WINDOW' }));
    fireEvent.click(await screen.findByTestId('seamless-open-window'));
    expect((await screen.findByTestId('popup-blocked')).textContent).toBe(
      'Popup blocked. Please allow popups and try again.',
    );
  });

  it('shows the maintenance message on GAME_MAINTENANCE', async () => {
    setup(new ApiError('GAME_MAINTENANCE', 409));
    await waitFor(() =>
      expect(useGameMaintenance.getState().target).toMatchObject({ gameCode: 'PT-RNG-003' }),
    );
    expect(screen.queryByTestId('seamless-frame')).toBeNull();
  });

  it('closes to the game category when /seamless was the first page of the visit', async () => {
    // Another site comes before it in this tab's history: close never goes back there.
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    const { router } = setup(result());
    await screen.findByTestId('seamless-frame');
    fireEvent.click(screen.getAllByRole('button', { name: 'Close game' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/rng'));
  });
});
