import { playInhouse } from '@nova/contracts/api/inhouse';
import { PLINKO_TABLES } from '@nova/games-math/plinko';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo } from '../../../../test/member-test-kit';
import { initTestI18n } from '../../../../test/render-with-providers';
import { renderGame, resetScreenMocks, roundOf, serveGame } from '../../test/inhouse-test-kit';
import { boardGeometry, shortMultiplier } from './plinko-board';

const mocks = await vi.hoisted(() =>
  import('../../test/screen-mocks').then((m) => m.screenMocks()),
);
vi.mock('../../../session/hooks/use-session', () => mocks.sessionModule);
vi.mock('../../../../lib/api-client', mocks.apiClientModule);
const { callApi } = mocks;

beforeAll(() => initTestI18n());
beforeEach(() => resetScreenMocks(mocks));

describe('plinko board', () => {
  it('ends the ball over the slot of its number of rights', () => {
    const g = boardGeometry(8);
    const path: (0 | 1)[] = [1, 1, 0, 1, 0, 0, 1, 1];
    const end = g.ball(path, 8);
    expect(end.x).toBeCloseTo(200 + (5 - 4) * g.dx);
    expect(g.ball(path, 0).x).toBe(200);
  });

  it('labels multipliers shortly', () => {
    expect(shortMultiplier(10_000_000)).toBe('1000');
    expect(shortMultiplier(2_000)).toBe('0.2');
    expect(shortMultiplier(13_000)).toBe('1.3');
    expect(shortMultiplier(10_000)).toBe('1');
  });
});

describe('PlinkoScreen', () => {
  it('drops with rows and risk, and lands in the answered slot', async () => {
    const table = PLINKO_TABLES[8].HIGH;
    serveGame(callApi, [
      [
        playInhouse,
        {
          round: roundOf('PLINKO', {
            game: 'PLINKO',
            path: [0, 0, 0, 0, 0, 0, 0, 1],
            slot: 1,
            multiplierBps: table[1],
          }),
          balance: '123756',
        },
      ],
    ]);
    renderGame('PLINKO');
    fireEvent.click(await screen.findByTestId('plinko-rows-8', {}, { timeout: 8000 }));
    fireEvent.click(screen.getByTestId('plinko-risk-HIGH'));
    expect(screen.getAllByTestId(/^plinko-slot-/)).toHaveLength(9);
    fireEvent.click(screen.getByTestId('plinko-drop'));
    const result = await screen.findByTestId('plinko-result');
    expect(result.dataset.slot).toBe('1');
    expect(result.textContent).toContain('4.00×');
    expect(screen.getByTestId('plinko-slot-1').dataset.landed).toBeDefined();
    expect(callsTo(callApi, playInhouse)[0]?.body).toMatchObject({
      game: 'PLINKO',
      stake: '100',
      params: { rows: 8, risk: 'HIGH' },
    });
  });

  it('says wins are capped when the stake at the outer slot reaches the cap', async () => {
    serveGame(callApi, []);
    renderGame('PLINKO');
    fireEvent.change(await screen.findByTestId('stake-input', {}, { timeout: 8000 }), {
      target: { value: '1000' },
    });
    // 12 rows, medium: RM 1,000.00 × 33× stays far under the cap.
    expect(screen.queryByTestId('stake-cap')).toBeNull();
    fireEvent.click(screen.getByTestId('plinko-rows-16'));
    fireEvent.click(screen.getByTestId('plinko-risk-HIGH'));
    // 16 rows, high: 1000× of RM 1,000.00 is exactly the cap.
    expect(screen.getByTestId('stake-cap').textContent).toBe(
      'Wins are capped at RM 1,000,000.00 per round.',
    );
  });
});
