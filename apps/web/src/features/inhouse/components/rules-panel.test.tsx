import { getInhouseInfo, type InhouseInfo } from '@nova/contracts/api/inhouse';
import { INHOUSE_GAME_CODES, INHOUSE_GAMES, type InhouseGame } from '@nova/contracts/constants';
import type { EndpointDef } from '@nova/contracts/endpoint';
import { formatMultiplier } from '@nova/games-math/fair';
import { INHOUSE_GAME_INFO } from '@nova/games-math/info';
import { MAX_ROUND_PAYOUT } from '@nova/games-math/payout';
import { PLINKO_TABLES } from '@nova/games-math/plinko';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { RulesPanel } from './rules-panel';

const state = vi.hoisted(() => ({ game: 'DICE' as string }));
vi.mock('../hooks/game-session', () => ({ useGameSession: () => ({ game: state.game }) }));
const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

/** What GET /wps/inhouse/games serves (the real published rules, through JSON as on the wire). */
const INFO: InhouseInfo = JSON.parse(
  JSON.stringify({
    games: INHOUSE_GAMES.map((game) => ({
      game,
      gameCode: INHOUSE_GAME_CODES[game],
      rtp: INHOUSE_GAME_INFO[game].rtp,
      rtpMethod: INHOUSE_GAME_INFO[game].rtpMethod,
      minStake: '10',
      maxStake: '1000000',
      maxPayout: INHOUSE_GAME_INFO[game].maxPayout,
      paytable: INHOUSE_GAME_INFO[game].paytable,
      jackpot: INHOUSE_GAME_INFO[game].jackpot,
    })),
    jackpotRule: { contributionBps: 100, odds: '10000000000', minStake: '100' },
  }),
);

/** Published paytable keys that must never reach the player as raw text. */
const RAW_KEYS =
  /targetMin|targetMax|houseEdgePercent|rtpRange|multiplierBps|scatterPaysBps|freeSpins|lineBetUnitBps|minCashOut|instantCrashPercent|crashPoint|minesMin|tables|\[object/u;

async function open(game: InhouseGame) {
  state.game = game;
  renderWithProviders(<RulesPanel />);
  return screen.findByTestId('inhouse-rules');
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  callApi.mockReset();
  answer(callApi, new Map<EndpointDef, unknown>([[getInhouseInfo, INFO]]));
});

describe('RulesPanel', () => {
  it.each(INHOUSE_GAMES)('%s: shows the maximum payout per round and no raw keys', async (game) => {
    const panel = await open(game);
    expect(MAX_ROUND_PAYOUT).toBe(100_000_000n);
    expect(await within(panel).findByText('RM 1,000,000.00')).toBeTruthy();
    expect(within(panel).getByText('Maximum payout per round')).toBeTruthy();
    expect(screen.getByTestId('inhouse-max-payout-rule').textContent).toMatch(
      /No round pays more than RM 1,000,000\.00.*not limited.*lowers the return/u,
    );
    expect(panel.textContent).not.toMatch(RAW_KEYS);
  });

  it('dice: win chance and multiplier, 99 ÷ chance', async () => {
    const panel = await open('DICE');
    const table = within(panel).getByTestId('dice-paytable');
    const row = within(table).getByText('50.00%').closest('tr');
    expect(row?.textContent).toBe('50.00%1.98×');
    expect(within(table).getByText('1.00%').closest('tr')?.textContent).toBe('1.00%99.00×');
    expect(panel.textContent).toMatch(/from 1\.00% to 98\.99%/u);
    expect(panel.textContent).toMatch(/one of 10,000 equally likely numbers/u);
  });

  it('mines: a chooser of mine counts, the multiplier after each safe tile', async () => {
    const panel = await open('MINES');
    const table = within(panel).getByTestId('mines-paytable');
    const tables = INHOUSE_GAME_INFO.MINES.paytable.tables as Record<string, number[]>;
    // 3 mines first: 22 safe tiles, the first pays 0.99 × 25 / 22.
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 22);
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('11.12×');
    fireEvent.change(within(panel).getByTestId('mines-paytable-count'), {
      target: { value: '24' },
    });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe(
      `1${formatMultiplier(tables['24']?.[1] ?? 0)}×`,
    );
    expect(within(table).getByText('24.75×')).toBeTruthy();
  });

  it('plinko: each row count’s slots for the three risks, with their RTP', async () => {
    const panel = await open('PLINKO');
    const table = within(panel).getByTestId('plinko-paytable');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Slot', 'Low', 'Medium', 'High']);
    // 16 rows first: 17 slots, an edge pays 16× / 110× / 1000×.
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 17 + 1);
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('016.00×110.00×1,000.00×');
    fireEvent.change(within(panel).getByTestId('plinko-paytable-rows'), {
      target: { value: '8' },
    });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 9 + 1);
    const edge = PLINKO_TABLES[8].HIGH[0] ?? 0;
    expect(within(table).getAllByRole('row')[1]?.textContent).toMatch(
      new RegExp(`${formatMultiplier(edge).replace('.', '\\.')}×$`, 'u'),
    );
    expect(within(table).getAllByRole('row').at(-1)?.textContent).toBe('RTP99.00%99.00%99.00%');
  });

  it('crash: the crash point formula, lowest cash-out and the max-win cash-out', async () => {
    const panel = await open('CRASH');
    const table = within(panel).getByTestId('crash-paytable');
    expect(within(table).getByText('Lowest cash-out').closest('tr')?.textContent).toBe(
      'Lowest cash-out1.01×',
    );
    expect(within(table).getByText('Highest crash point').closest('tr')?.textContent).toBe(
      'Highest crash point1,000,000.00×',
    );
    expect(within(table).getByText('1.98%')).toBeTruthy();
    expect(panel.textContent).toMatch(/HMAC-SHA256/u);
    expect(screen.getByTestId('inhouse-max-payout-rule').textContent).toMatch(
      /reaches RM 1,000,000\.00 is cashed out there automatically/u,
    );
  });

  it('slot: line pays and the scatter table', async () => {
    const panel = await open('SLOT');
    expect(within(panel).getByTestId('slot-paytable')).toBeTruthy();
    const scatter = within(panel).getByTestId('slot-scatter-pays');
    expect(
      within(scatter)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['ScattersPays (× stake)Free spins', '32.00×10', '410.00×15', '550.00×20']);
    expect(panel.textContent).toMatch(/multiplied by 2.*up to 100 free spins/u);
  });
});
