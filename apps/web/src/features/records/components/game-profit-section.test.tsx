import { type GameProfitReport, getGameProfit } from '@nova/contracts/api/bet-records';
import { getPersonalProfit } from '@nova/contracts/api/records';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, callsTo } from '../../../test/member-test-kit';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { Session } from '../../session/hooks/use-session';
import { setUpRecordsPageTests } from '../test/records-test-kit';
import { PersonalProfitPage } from './personal-profit-page';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));
const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

const DAILY = {
  rows: [],
  totals: { bets: '0', wins: '0', bonus: '0', profit: '0', deposits: '0', withdrawals: '0' },
};

const REPORT: GameProfitReport = {
  byVendor: [
    {
      vassalage: 'PT',
      vendorName: 'Playtech',
      stake: '20000',
      payout: '5000',
      profit: '-15000',
      rounds: 12,
    },
    {
      vassalage: 'INHOUSE',
      vendorName: 'Nova Originals',
      stake: '3000',
      payout: '4500',
      profit: '1500',
      rounds: 3,
    },
  ],
  byGame: [
    {
      vassalage: 'PT',
      vendorName: 'Playtech',
      gameType: 'RNG',
      gameCode: 'PT-RNG-003',
      gameName: 'Age of the Gods',
      stake: '20000',
      payout: '5000',
      profit: '-15000',
      rounds: 12,
    },
    {
      vassalage: 'INHOUSE',
      vendorName: 'Nova Originals',
      gameType: 'RNG',
      gameCode: 'INHOUSE-RNG-001',
      gameName: 'Dice',
      stake: '1000',
      payout: '4500',
      profit: '3500',
      rounds: 1,
    },
    {
      vassalage: 'INHOUSE',
      vendorName: 'Nova Originals',
      gameType: 'RNG',
      gameCode: 'INHOUSE-RNG-002',
      gameName: 'Mines',
      stake: '2000',
      payout: '0',
      profit: '-2000',
      rounds: 2,
    },
  ],
  totals: { stake: '23000', payout: '9500', profit: '-13500', rounds: 15 },
};

setUpRecordsPageTests(callApi, state);

describe('PersonalProfitPage: profit by vendor and by game', () => {
  it('renders both groupings with their totals row, for the page date range', async () => {
    answer(
      callApi,
      new Map<unknown, unknown>([
        [getPersonalProfit, DAILY],
        [getGameProfit, REPORT],
      ]) as never,
    );
    renderWithProviders(<PersonalProfitPage />);
    const section = await screen.findByTestId('game-profit');
    const vendors = await within(section).findAllByTestId('game-profit-vendors-row');
    expect(vendors).toHaveLength(3);
    expect(vendors[0]?.textContent).toContain('Playtech');
    expect(vendors[0]?.textContent).toContain('12');
    expect(vendors[0]?.textContent).toContain('−RM 150.00');
    expect(vendors[1]?.textContent).toContain('+RM 15.00');
    const vendorTotal = vendors[2] as HTMLElement;
    expect(vendorTotal.dataset.total).toBe('true');
    expect(vendorTotal.textContent).toContain('Total');
    expect(vendorTotal.textContent).toContain('RM 230.00');
    expect(vendorTotal.textContent).toContain('RM 95.00');
    expect(vendorTotal.textContent).toContain('−RM 135.00');

    const games = within(section).getAllByTestId('game-profit-games-row');
    expect(games).toHaveLength(4);
    expect(games[1]?.textContent).toContain('Dice');
    expect(games[1]?.textContent).toContain('Nova Originals · Slots');
    expect(games[2]?.textContent).toContain('−RM 20.00');
    expect(games[3]?.dataset.total).toBe('true');
    expect(games[3]?.textContent).toContain('15');

    // Same range as the daily figures.
    const daily = callsTo(callApi, getPersonalProfit).at(-1)?.query;
    expect(callsTo(callApi, getGameProfit).at(-1)?.query).toEqual(daily);
    fireEvent.click(screen.getByTestId('range-preset-today'));
    await waitFor(() => {
      const query = callsTo(callApi, getGameProfit).at(-1)?.query;
      expect(query?.from).toBe(query?.to);
      expect(query).toEqual(callsTo(callApi, getPersonalProfit).at(-1)?.query);
    });
  });

  it('shows the empty state when no rounds were played', async () => {
    answer(
      callApi,
      new Map<unknown, unknown>([
        [getPersonalProfit, { ...DAILY, rows: [{ date: '2026-11-23', ...DAILY.totals }] }],
        [
          getGameProfit,
          { byVendor: [], byGame: [], totals: { stake: '0', payout: '0', profit: '0', rounds: 0 } },
        ],
      ]) as never,
    );
    renderWithProviders(<PersonalProfitPage />);
    const section = await screen.findByTestId('game-profit');
    expect(await within(section).findByTestId('empty-state')).toBeTruthy();
    expect(within(section).queryByTestId('game-profit-vendors')).toBeNull();
  });
});
