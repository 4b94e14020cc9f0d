import type { CrashRoundView } from '@nova/contracts/api/crash-round';
import {
  type CrashState,
  cashoutCrash,
  getCrashState,
  placeCrashBet,
} from '@nova/contracts/api/inhouse';
import { crashElapsedFor } from '@nova/games-math/crash';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishRealtimeEvent } from '../../../../lib/realtime';
import { callsTo, MEMBER, sessionOf } from '../../../../test/member-test-kit';
import { initTestI18n } from '../../../../test/render-with-providers';
import { crashRound, renderGame, resetScreenMocks, serveGame } from '../../test/inhouse-test-kit';

const mocks = await vi.hoisted(() =>
  import('../../test/screen-mocks').then((m) => m.screenMocks()),
);
vi.mock('../../../session/hooks/use-session', () => mocks.sessionModule);
vi.mock('../../../../lib/api-client', mocks.apiClientModule);
const { callApi, state } = mocks;

const now = () => new Date().toISOString();
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

function round(roundId: string, overrides: Partial<CrashRoundView> = {}): CrashRoundView {
  return crashRound(roundId, later(5_000), overrides);
}

const STATE: CrashState = {
  round: round('20'),
  history: [{ roundId: '19', crashPoint: 1250, hash: 'e'.repeat(64) }],
  chain: { terminalHash: 'f'.repeat(64), salt: 'nova' },
  serverTime: now(),
  myBet: null,
};

/** Deliver an event and let the query cache notify the screen (it batches on a timer). */
async function send(view: CrashRoundView) {
  await act(async () => {
    publishRealtimeEvent({ type: 'crash', round: view, serverTime: now() });
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

function serve() {
  serveGame(callApi, [
    [getCrashState, STATE],
    [placeCrashBet, { roundId: '20', balance: '122456' }],
    [cashoutCrash, { roundId: '20', cashedOutAt: 150, payout: '1500', balance: '123956' }],
  ]);
}

beforeAll(async () => {
  await initTestI18n();
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});
beforeEach(() => resetScreenMocks(mocks));

describe('CrashScreen', () => {
  it('bets while BETTING, cashes out while RUNNING, and follows the rounds from events', async () => {
    serve();
    renderGame('CRASH');
    const phase = await screen.findByTestId('crash-phase', {}, { timeout: 8000 });
    expect(phase.dataset.phase).toBe('BETTING');
    expect(screen.getByTestId('crash-history').textContent).toContain('12.50×');

    fireEvent.click(screen.getByTestId('stake-chip-10'));
    // A target outside 1.01x–10,000x is one the server refuses: no bet is offered with it.
    for (const outside of ['1.00', '10000.01']) {
      fireEvent.change(screen.getByTestId('crash-auto'), { target: { value: outside } });
      expect(screen.getByTestId('crash-auto').getAttribute('aria-invalid')).toBe('true');
      expect((screen.getByTestId('crash-bet') as HTMLButtonElement).disabled).toBe(true);
    }
    fireEvent.change(screen.getByTestId('crash-auto'), { target: { value: '3.00' } });
    fireEvent.click(screen.getByTestId('crash-bet'));
    await screen.findByTestId('crash-my-bet');
    expect(callsTo(callApi, placeCrashBet)[0]?.body).toMatchObject({
      stake: '1000',
      autoCashout: 300,
    });

    // Another player's bet arrives, then the round takes off.
    const bet = { player: 'ab***z', stake: '500', cashedOutAt: null, payout: '0' };
    await send(round('20', { bets: [bet] }));
    expect(screen.getByTestId('crash-players').textContent).toContain('ab***z');
    await send(round('20', { status: 'RUNNING', startedAt: now(), bets: [bet] }));
    await waitFor(() => expect(screen.getByTestId('crash-phase').dataset.phase).toBe('RUNNING'));
    fireEvent.click(await screen.findByTestId('crash-cashout'));
    await waitFor(() => expect(screen.getByTestId('crash-my-bet').textContent).toContain('1.50×'));
    expect(callsTo(callApi, cashoutCrash)).toHaveLength(1);

    await send(
      round('20', { status: 'CRASHED', startedAt: now(), crashPoint: 187, hash: 'a'.repeat(64) }),
    );
    await waitFor(() => expect(screen.getByTestId('crash-phase').dataset.phase).toBe('CRASHED'));
    expect(screen.getByTestId('crash-multiplier').textContent).toBe('1.87×');
    expect(screen.getByTestId('crash-history').textContent).toContain('1.87×');
    // Each crash point links to its proof: its link, the older round's link and the salt.
    const proof = screen.getByRole('link', { name: /1\.87/ }).getAttribute('href') ?? '';
    const query = new URLSearchParams(proof.split('?')[1]);
    expect([query.get('hash'), query.get('previous'), query.get('salt')]).toEqual([
      'a'.repeat(64),
      'e'.repeat(64),
      'nova',
    ]);

    // A late event of the finished round changes nothing; the next round starts clean.
    await send(round('19', { status: 'RUNNING', startedAt: now() }));
    expect(screen.getByTestId('crash-phase').dataset.phase).toBe('CRASHED');
    await send(round('21'));
    await waitFor(() => expect(screen.getByTestId('crash-phase').dataset.phase).toBe('BETTING'));
    expect(screen.queryByTestId('crash-my-bet')).toBeNull();
    expect((screen.getByTestId('crash-bet') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a bet cashed out at the max win once the multiplier reaches it', async () => {
    // RM 10,000.00 without a target, in a round flying at 150.00×: the cap came at 100.00×.
    serveGame(callApi, [
      [
        getCrashState,
        {
          ...STATE,
          round: round('20', {
            status: 'RUNNING',
            startedAt: new Date(Date.now() - crashElapsedFor(15_000)).toISOString(),
          }),
          myBet: {
            player: '',
            stake: '1000000',
            cashedOutAt: null,
            payout: '0',
            autoCashout: null,
          },
        },
      ],
    ]);
    renderGame('CRASH');
    const line = await screen.findByTestId('crash-my-bet', {}, { timeout: 8000 });
    expect(line.textContent).toBe('Cashed out at 100.00× · RM 1,000,000.00');
    expect(screen.queryByTestId('crash-cashout')).toBeNull();
  });

  it('names the auto cash-out a bet will really get: its target, or the max win before it', async () => {
    serveGame(callApi, [
      [
        getCrashState,
        {
          ...STATE,
          round: round('20', { status: 'RUNNING', startedAt: now() }),
          myBet: {
            player: '',
            stake: '1000000',
            cashedOutAt: null,
            payout: '0',
            autoCashout: 12_000,
          },
        },
      ],
    ]);
    renderGame('CRASH');
    const line = await screen.findByTestId('crash-my-bet', {}, { timeout: 8000 });
    expect(line.textContent).toContain('auto cash-out at 100.00×');
    expect(screen.getByTestId('crash-cashout').textContent).not.toContain('1,000,000');
  });

  it('says wins are capped while a bet can reach the cap', async () => {
    serve();
    renderGame('CRASH');
    await screen.findByTestId('crash-phase', {}, { timeout: 8000 });
    // Without a target the note counts with the highest auto target (10,000x): from RM 100.
    expect(screen.queryByTestId('stake-cap')).toBeNull();
    fireEvent.change(screen.getByTestId('stake-input'), { target: { value: '100' } });
    expect(screen.getByTestId('stake-cap').textContent).toContain('RM 1,000,000.00');
    fireEvent.change(screen.getByTestId('crash-auto'), { target: { value: '2.00' } });
    expect(screen.queryByTestId('stake-cap')).toBeNull();
    fireEvent.change(screen.getByTestId('stake-input'), { target: { value: '10000' } });
    fireEvent.change(screen.getByTestId('crash-auto'), { target: { value: '100' } });
    expect(screen.getByTestId('stake-cap')).toBeTruthy();
  });

  it('lets a trial player watch without a bet button', async () => {
    serve();
    state.session = sessionOf({ ...MEMBER, isTrial: true });
    renderGame('CRASH', { trial: true });
    expect(await screen.findByTestId('crash-spectator', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByTestId('crash-bet')).toBeNull();
    expect(callsTo(callApi, placeCrashBet)).toEqual([]);
  });
});
