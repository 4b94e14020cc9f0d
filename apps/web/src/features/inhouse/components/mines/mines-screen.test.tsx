import {
  cashoutMines,
  getInhouseRounds,
  revealMine,
  startMines,
} from '@nova/contracts/api/inhouse';
import type { MinesOutcome } from '@nova/games-math/types';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, callsTo } from '../../../../test/member-test-kit';
import { initTestI18n } from '../../../../test/render-with-providers';
import { renderGame, resetScreenMocks, roundOf, serveGame } from '../../test/inhouse-test-kit';

const mocks = await vi.hoisted(() =>
  import('../../test/screen-mocks').then((m) => m.screenMocks()),
);
vi.mock('../../../session/hooks/use-session', () => mocks.sessionModule);
vi.mock('../../../../lib/api-client', mocks.apiClientModule);
const { callApi } = mocks;

const open = (outcome: MinesOutcome) =>
  roundOf('MINES', outcome, {
    roundId: '77',
    status: 'OPEN',
    params: { mines: 3 },
    settledBy: null,
  });

function tileStates() {
  return screen.getAllByTestId(/^mines-tile-/).map((tile) => tile.dataset.state);
}

beforeAll(() => initTestI18n());
beforeEach(() => resetScreenMocks(mocks));

describe('MinesScreen', () => {
  it('starts with the stake and mines count, reveals tiles and hides the mines while open', async () => {
    serveGame(callApi, [
      [
        startMines,
        {
          round: open({
            game: 'MINES',
            revealed: [],
            hitMine: null,
            multiplierBps: 10_000,
            nextMultiplierBps: 11_250,
          }),
          balance: '123356',
        },
      ],
      [
        revealMine,
        {
          round: open({
            game: 'MINES',
            revealed: [6],
            hitMine: null,
            multiplierBps: 11_250,
            nextMultiplierBps: 12_937,
          }),
          balance: '123356',
        },
      ],
      [
        cashoutMines,
        {
          round: roundOf(
            'MINES',
            {
              game: 'MINES',
              revealed: [6],
              mines: [0, 1, 2],
              hitMine: null,
              multiplierBps: 11_250,
              nextMultiplierBps: null,
            },
            { roundId: '77', params: { mines: 3 }, payout: '112', multiplier: '1.12' },
          ),
          balance: '123468',
        },
      ],
    ]);
    renderGame('MINES');
    fireEvent.click(await screen.findByTestId('mines-start', {}, { timeout: 8000 }));
    await screen.findByTestId('mines-cashout');
    expect(callsTo(callApi, startMines)[0]?.body).toMatchObject({
      stake: '100',
      params: { mines: 3 },
    });
    expect(tileStates().every((s) => s === 'HIDDEN')).toBe(true);
    fireEvent.click(screen.getByTestId('mines-tile-6'));
    await waitFor(() => expect(screen.getByTestId('mines-tile-6').dataset.state).toBe('GEM'));
    expect(callsTo(callApi, revealMine)[0]?.body).toEqual({ roundId: '77', tile: 6 });
    // Open: the other 24 tiles are still hidden, none is drawn as a mine.
    expect(tileStates().filter((s) => s === 'HIDDEN')).toHaveLength(24);
    expect(screen.getByTestId('mines-multiplier').textContent).toBe('1.12×');
    expect(screen.getByTestId('mines-next').textContent).toBe('1.29×');
    fireEvent.click(screen.getByTestId('mines-cashout'));
    const result = await screen.findByTestId('mines-result');
    expect(result.textContent).toContain('RM 1.12');
    expect(callsTo(callApi, cashoutMines)[0]?.body).toEqual({ roundId: '77' });
    // Settled: the board shows where the mines were.
    expect(tileStates().filter((s) => s === 'MINE')).toHaveLength(3);
    expect(screen.getByTestId('mines-start')).toBeTruthy();
  });

  it('picks up a round left open, and shows the board when a mine is hit', async () => {
    serveGame(callApi, [
      [
        getInhouseRounds,
        [
          open({
            game: 'MINES',
            revealed: [10],
            hitMine: null,
            multiplierBps: 11_250,
            nextMultiplierBps: 12_937,
          }),
        ],
      ],
      [
        revealMine,
        {
          round: roundOf(
            'MINES',
            {
              game: 'MINES',
              revealed: [10, 3],
              mines: [3, 4, 5],
              hitMine: 3,
              multiplierBps: 0,
              nextMultiplierBps: null,
            },
            { roundId: '77', params: { mines: 3 } },
          ),
          balance: '123356',
        },
      ],
    ]);
    renderGame('MINES');
    await screen.findByTestId('mines-cashout', {}, { timeout: 8000 });
    expect(screen.getByTestId('mines-tile-10').dataset.state).toBe('GEM');
    fireEvent.click(screen.getByTestId('mines-tile-3'));
    await waitFor(() => expect(screen.getByTestId('mines-tile-3').dataset.state).toBe('BOOM'));
    expect(screen.getByTestId('mines-tile-4').dataset.state).toBe('MINE');
    expect(screen.getByTestId('mines-tile-0').dataset.state).toBe('SAFE');
    expect(screen.getByTestId('mines-result')).toBeTruthy();
  });

  it('offers to cash out at most the maximum payout per round', async () => {
    // RM 10,000.00 after 4 gems among 20 mines is 2504.70×: far above the RM 1,000,000.00 cap.
    const big = roundOf(
      'MINES',
      {
        game: 'MINES',
        revealed: [0, 1, 2, 3],
        hitMine: null,
        multiplierBps: 25_047_000,
        nextMultiplierBps: null,
      },
      { roundId: '78', status: 'OPEN', stake: '1000000', params: { mines: 20 }, settledBy: null },
    );
    serveGame(callApi, [[getInhouseRounds, [big]]]);
    renderGame('MINES');
    const cashout = await screen.findByTestId('mines-cashout', {}, { timeout: 8000 });
    expect(cashout.textContent).toContain('RM 1,000,000.00');
    expect(cashout.textContent).not.toContain('25,047,000');
  });

  it('says wins are capped while the stake can reach the cap with the chosen mines', async () => {
    serveGame(callApi, []);
    renderGame('MINES');
    const stake = await screen.findByTestId('stake-input', {}, { timeout: 8000 });
    // RM 1.00 × 2277× (a cleared board of 3 mines) stays under the cap.
    expect(screen.queryByTestId('stake-cap')).toBeNull();
    fireEvent.change(stake, { target: { value: '1000' } });
    expect(screen.getByTestId('stake-cap').textContent).toContain('RM 1,000,000.00');
    // 24 mines pay at most 24.75×.
    fireEvent.change(screen.getByTestId('mines-count'), { target: { value: '24' } });
    expect(screen.queryByTestId('stake-cap')).toBeNull();
  });

  it('in trial mode plays a whole round in the browser', async () => {
    answer(callApi, new Map());
    renderGame('MINES', { trial: true });
    fireEvent.change(await screen.findByTestId('mines-count', {}, { timeout: 8000 }), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByTestId('mines-start'));
    await screen.findByTestId('mines-cashout');
    expect(tileStates().every((s) => s === 'HIDDEN')).toBe(true);
    fireEvent.click(screen.getByTestId('mines-tile-12'));
    await waitFor(() =>
      expect(screen.getByTestId('mines-tile-12').dataset.state).not.toBe('HIDDEN'),
    );
    if (screen.getByTestId('mines-tile-12').dataset.state === 'GEM') {
      fireEvent.click(screen.getByTestId('mines-cashout'));
    }
    await screen.findByTestId('mines-result');
    expect(tileStates().filter((s) => s === 'MINE' || s === 'BOOM')).toHaveLength(1);
    expect(callsTo(callApi, startMines)).toEqual([]);
    expect(callsTo(callApi, revealMine)).toEqual([]);
  });
});
