import { playInhouse } from '@nova/contracts/api/inhouse';
import { getWalletBalance } from '@nova/contracts/api/wallet';
import type { SlotOutcome, SlotSpin, SlotSymbol } from '@nova/games-math/types';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, BALANCE, callsTo } from '../../../../test/member-test-kit';
import { initTestI18n } from '../../../../test/render-with-providers';
import { renderGame, resetScreenMocks, roundOf, serveGame } from '../../test/inhouse-test-kit';

const mocks = await vi.hoisted(() =>
  import('../../test/screen-mocks').then((m) => m.screenMocks()),
);
vi.mock('../../../session/hooks/use-session', () => mocks.sessionModule);
vi.mock('../../../../lib/api-client', mocks.apiClientModule);
const { callApi } = mocks;

const ROW: SlotSymbol[] = ['K', 'Q', 'J'];
function spin(kind: 'BASE' | 'FREE', overrides: Partial<SlotSpin> = {}): SlotSpin {
  return {
    kind,
    reels: [ROW, ROW, ROW, ROW, ROW],
    stops: [0, 0, 0, 0, 0],
    lineWins: [],
    scatterCount: 0,
    scatterMultiplierBps: 0,
    freeSpinsAwarded: 0,
    multiplierBps: 0,
    ...overrides,
  };
}

// The base spin lands three scatters (2 free spins); the last free spin wins on line 4 (V shape).
const OUTCOME: SlotOutcome = {
  game: 'SLOT',
  spins: [
    spin('BASE', {
      reels: [['SCATTER', 'A', 'K'], ['Q', 'SCATTER', 'J'], ['TEN', 'A', 'SCATTER'], ROW, ROW],
      scatterCount: 3,
      scatterMultiplierBps: 20_000,
      freeSpinsAwarded: 2,
      multiplierBps: 20_000,
    }),
    spin('FREE'),
    spin('FREE', {
      reels: [
        ['DRAGON', 'K', 'Q'],
        ['K', 'DRAGON', 'Q'],
        ['K', 'Q', 'DRAGON'],
        ['K', 'WILD', 'Q'],
        ['K', 'Q', 'J'],
      ],
      lineWins: [{ line: 3, symbol: 'DRAGON', count: 4, multiplierBps: 100_000 }],
      multiplierBps: 100_000,
    }),
  ],
  multiplierBps: 120_000,
  jackpotHit: false,
};

function serve() {
  // The server's balance moves when the round is played.
  let main = BALANCE.main;
  serveGame(callApi, [
    [getWalletBalance, () => ({ ...BALANCE, main })],
    [
      playInhouse,
      () => {
        main = '124556';
        return {
          round: roundOf('SLOT', OUTCOME, { payout: '1200', multiplier: '12.00' }),
          balance: main,
        };
      },
    ],
  ]);
}

beforeAll(() => initTestI18n());
beforeEach(() => resetScreenMocks(mocks));

describe('SlotScreen', () => {
  it('spins with the stake in minor units and plays the free spins one after another', {
    timeout: 15_000,
  }, async () => {
    serve();
    renderGame('SLOT');
    await waitFor(() =>
      expect(screen.getByTestId('inhouse-balance').textContent).toBe('RM 1,234.56'),
    );
    fireEvent.click(await screen.findByTestId('stake-chip-1', {}, { timeout: 8000 }));
    fireEvent.click(screen.getByTestId('slot-spin'));
    const win = await screen.findByTestId('slot-win', {}, { timeout: 8000 });
    const [call] = callsTo(callApi, playInhouse);
    expect(call?.body).toMatchObject({ game: 'SLOT', stake: '100', params: {} });
    expect(call?.body?.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(win.dataset.freeSpins).toBe('2');
    expect(win.textContent).toContain('RM 12.00');
    expect(screen.getByTestId('slot-free-spins').textContent).toBe('Free spins 2/2');
    // Line 4 (index 3) runs top-middle-bottom-middle: four cells of it light up, no others.
    const lit = screen
      .getAllByTestId(/^slot-cell-/)
      .filter((cell) => cell.dataset.win !== undefined)
      .map((cell) => cell.dataset.testid);
    expect(lit).toEqual(['slot-cell-0', 'slot-cell-4', 'slot-cell-8', 'slot-cell-10']);
    expect(screen.getByTestId('slot-line-3')).toBeTruthy();
    expect(screen.getByTestId('inhouse-balance').textContent).toBe('RM 1,245.56');
  });

  it('celebrates a jackpot win with its amount', async () => {
    serveGame(callApi, [
      [
        playInhouse,
        {
          round: roundOf(
            'SLOT',
            { ...OUTCOME, spins: [spin('BASE')], jackpotHit: true },
            {
              jackpotWin: '1000000000',
            },
          ),
          balance: '1000123356',
        },
      ],
    ]);
    renderGame('SLOT');
    fireEvent.click(await screen.findByTestId('slot-spin', {}, { timeout: 8000 }));
    const jackpot = await screen.findByTestId('slot-jackpot', {}, { timeout: 8000 });
    expect(jackpot.textContent).toContain('RM 10,000,000.00');
    expect(screen.getByTestId('slot-win').dataset.freeSpins).toBe('0');
  });

  it('translates a refused spin through errors:<CODE>', async () => {
    const { ApiError } = await import('../../../../lib/api-client');
    serveGame(callApi, [[playInhouse, new ApiError('INSUFFICIENT_FUNDS', 400)]]);
    renderGame('SLOT');
    fireEvent.click(await screen.findByTestId('slot-spin', {}, { timeout: 8000 }));
    const error = await screen.findByTestId('inhouse-error');
    expect(error.textContent).not.toBe('');
    expect(error.textContent).not.toContain('INSUFFICIENT_FUNDS');
  });

  it('in trial mode plays with play money in the browser and calls no game endpoint', async () => {
    answer(callApi, new Map());
    renderGame('SLOT', { trial: true });
    expect(await screen.findByTestId('inhouse-trial-badge')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('inhouse-balance').textContent).toBe('RM 10,000.00'),
    );
    fireEvent.click(await screen.findByTestId('slot-spin', {}, { timeout: 8000 }));
    const win = await screen.findByTestId('slot-win', {}, { timeout: 8000 });
    const payout = BigInt(win.dataset.payout ?? '0');
    expect(screen.getByTestId('inhouse-balance').textContent).toBe(
      `RM ${(1_000_000n - 100n + payout)
        .toString()
        .replace(/(\d+)(\d{2})$/, '$1.$2')
        .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`,
    );
    // Only the money display's wallet read happens; no round, fairness or rounds call.
    const called = new Set(callApi.mock.calls.map((c) => c[0]));
    called.delete(getWalletBalance);
    expect([...called]).toEqual([]);
  });
});
