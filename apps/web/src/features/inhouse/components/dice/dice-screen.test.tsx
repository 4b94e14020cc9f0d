import { getFairness, playInhouse } from '@nova/contracts/api/inhouse';
import type { DiceOutcome } from '@nova/games-math/types';
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

function serve(outcome: DiceOutcome, payout: string) {
  serveGame(callApi, [
    [playInhouse, { round: roundOf('DICE', outcome, { payout }), balance: '123456' }],
  ]);
}

async function open() {
  renderGame('DICE');
  return screen.findByTestId('dice-roll', {}, { timeout: 8000 });
}

beforeAll(() => initTestI18n());
beforeEach(() => resetScreenMocks(mocks));

describe('DiceScreen', () => {
  it('shows the chance and multiplier of the target, and sends target and direction', async () => {
    serve(
      { game: 'DICE', roll: 1234, win: true, payoutMultiplierBps: 39_600, multiplierBps: 39_600 },
      '396',
    );
    await open();
    fireEvent.change(screen.getByTestId('dice-target'), { target: { value: '2500' } });
    expect(screen.getByTestId('dice-chance').textContent).toBe('25.00%');
    expect(screen.getByTestId('dice-multiplier').textContent).toBe('3.96×');
    fireEvent.click(screen.getByTestId('dice-over'));
    // OVER 25.00 wins on 7499 of 10000 rolls: 99 / 74.99 = 1.3201…
    expect(screen.getByTestId('dice-chance').textContent).toBe('74.99%');
    expect(screen.getByTestId('dice-multiplier').textContent).toBe('1.32×');
    fireEvent.click(screen.getByTestId('dice-under'));
    fireEvent.click(screen.getByTestId('stake-chip-5'));
    fireEvent.click(screen.getByTestId('dice-roll'));
    const result = screen.getByTestId('dice-result');
    await waitFor(() => expect(result.dataset.win).toBe('true'));
    expect(result.textContent).toBe('12.34');
    const [call] = callsTo(callApi, playInhouse);
    expect(call?.body).toMatchObject({
      game: 'DICE',
      stake: '500',
      params: { target: 2500, direction: 'UNDER' },
    });
  });

  it('shows a losing roll as a loss', async () => {
    serve(
      { game: 'DICE', roll: 9876, win: false, payoutMultiplierBps: 19_800, multiplierBps: 0 },
      '0',
    );
    await open();
    fireEvent.click(screen.getByTestId('dice-roll'));
    const result = screen.getByTestId('dice-result');
    await waitFor(() => expect(result.dataset.win).toBe('false'));
    expect(result.textContent).toBe('98.76');
    expect(screen.getByText('No win')).toBeTruthy();
  });

  it('in trial mode rolls in the browser without any game call', async () => {
    answer(callApi, new Map());
    renderGame('DICE', { trial: true });
    fireEvent.click(await screen.findByTestId('dice-roll', {}, { timeout: 8000 }));
    const result = screen.getByTestId('dice-result');
    await waitFor(() => expect(result.dataset.win).toMatch(/^(true|false)$/));
    expect(callsTo(callApi, playInhouse)).toEqual([]);
    expect(callsTo(callApi, getFairness)).toEqual([]);
  });
});
