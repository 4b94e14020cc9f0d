import { type BetRecord, getBetRecords } from '@nova/contracts/api/bet-records';
import { getGameMenus } from '@nova/contracts/api/games';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, callsTo } from '../../../test/member-test-kit';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { Session } from '../../session/hooks/use-session';
import { BRAND_DAY_EDGE, setUpRecordsPageTests } from '../test/records-test-kit';
import { BettingRecordsPage } from './betting-records-page';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));
const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

const VENDOR = {
  lagerIcon: '',
  logo: '',
  isGame: 'VASSALAGE',
  walletMode: 'SEAMLESS',
  maintenance: false,
} as const;
const MENUS = [
  {
    category: 'RNG',
    path: '/slots',
    vendors: [
      { ...VENDOR, vassalage: 'PT', displayName: 'Playtech', gameType: 'RNG' },
      { ...VENDOR, vassalage: 'INHOUSE', displayName: 'Nova Originals', gameType: 'RNG' },
    ],
  },
  {
    category: 'LIVE',
    path: '/live',
    vendors: [{ ...VENDOR, vassalage: 'EVO', displayName: 'Evolution', gameType: 'LIVE' }],
  },
];

const VENDOR_ROUND: BetRecord = {
  roundId: 'pt-round-0001-abcdef-9876',
  vassalage: 'PT',
  vendorName: 'Playtech',
  gameType: 'RNG',
  gameCode: 'PT-RNG-003',
  gameName: 'Age of the Gods',
  stake: '1000',
  payout: '0',
  profit: '-1000',
  status: 'SETTLED',
  placedAt: '2026-11-23T10:00:00Z',
  settledAt: '2026-11-23T10:00:05Z',
  source: 'SEAMLESS',
  inhouseRoundId: null,
  crashProof: null,
};
const INHOUSE_ROUND: BetRecord = {
  ...VENDOR_ROUND,
  roundId: 'ih-42',
  vassalage: 'INHOUSE',
  vendorName: 'Nova Originals',
  gameCode: 'INHOUSE-RNG-001',
  gameName: 'Dice',
  stake: '500',
  payout: '990',
  profit: '490',
  source: 'INHOUSE',
  inhouseRoundId: '42',
};

function page(pageNum: number, totalPages: number, content = [VENDOR_ROUND, INHOUSE_ROUND]) {
  return {
    content,
    pageNum,
    pageSize: 20,
    totalPages,
    totalElements: content.length === 0 ? 0 : 41,
    totals: { stake: '123450', payout: '100000', profit: '-23450', count: 41 },
  };
}

function lastQuery() {
  return callsTo(callApi, getBetRecords).at(-1)?.query;
}

setUpRecordsPageTests(callApi, state, { clock: BRAND_DAY_EDGE });

describe('BettingRecordsPage', () => {
  it('asks for the last 7 brand days, then follows game type, vendor, status and dates from page 1', async () => {
    answer(
      callApi,
      new Map<unknown, unknown>([
        [getBetRecords, ({ query }: { query: { pageNo: number } }) => page(query.pageNo, 3)],
        [getGameMenus, MENUS],
      ]) as never,
    );
    renderWithProviders(<BettingRecordsPage />);
    await screen.findByTestId('bet-records-table');
    expect(lastQuery()).toEqual({
      from: '2026-11-18',
      to: '2026-11-24',
      pageNo: 1,
      pageSize: 20,
      gameType: undefined,
      vassalage: undefined,
      status: undefined,
    });
    fireEvent.click(screen.getByTestId('page-3'));
    await waitFor(() => expect(lastQuery()?.pageNo).toBe(3));

    fireEvent.change(screen.getByTestId('bet-records-game-type'), { target: { value: 'LIVE' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ gameType: 'LIVE', pageNo: 1 }));
    // The vendor list follows the game type: only live vendors now.
    const vendor = screen.getByTestId('bet-records-vendor') as HTMLSelectElement;
    await waitFor(() => expect([...vendor.options].map((o) => o.value)).toEqual(['', 'EVO']));
    fireEvent.change(vendor, { target: { value: 'EVO' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ vassalage: 'EVO', gameType: 'LIVE' }));

    fireEvent.click(screen.getByTestId('page-2'));
    await waitFor(() => expect(lastQuery()?.pageNo).toBe(2));
    fireEvent.change(screen.getByTestId('bet-records-status'), { target: { value: 'OPEN' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'OPEN', pageNo: 1 }));

    // Another game type forgets the vendor of the previous one.
    fireEvent.change(screen.getByTestId('bet-records-game-type'), { target: { value: 'RNG' } });
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ gameType: 'RNG', vassalage: undefined, status: 'OPEN' }),
    );
    expect([...vendor.options].map((o) => o.value)).toEqual(['', 'PT', 'INHOUSE']);

    fireEvent.click(screen.getByTestId('range-preset-yesterday'));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ from: '2026-11-23', to: '2026-11-23', pageNo: 1 }),
    );
  });

  it('shows the totals of the range and each round with its game, short round id and signed profit', async () => {
    answer(
      callApi,
      new Map<unknown, unknown>([
        [getBetRecords, page(1, 3)],
        [getGameMenus, MENUS],
      ]) as never,
    );
    renderWithProviders(<BettingRecordsPage />);
    const rows = await screen.findAllByTestId('bet-record');
    expect(rows).toHaveLength(2);
    const totals = screen.getByTestId('bet-records-totals');
    expect(within(totals).getByTestId('bet-total-rounds').textContent).toBe('41');
    expect(within(totals).getByTestId('bet-total-stake').textContent).toBe('RM 1,234.50');
    expect(within(totals).getByTestId('bet-total-payout').textContent).toBe('RM 1,000.00');
    const profit = within(totals).getByTestId('bet-total-profit');
    expect(profit.textContent).toBe('−RM 234.50');
    expect(profit.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('debit');

    const [vendorRow, inhouseRow] = rows as [HTMLElement, HTMLElement];
    expect(vendorRow.dataset.roundId).toBe('pt-round-0001-abcdef-9876');
    expect(vendorRow.dataset.source).toBe('SEAMLESS');
    expect(vendorRow.textContent).toContain('Age of the Gods');
    expect(vendorRow.textContent).toContain('Playtech · Slots');
    const round = within(vendorRow).getByTestId('bet-record-round');
    expect(round.textContent).toBe('pt-rou…9876');
    expect(round.getAttribute('title')).toBe('pt-round-0001-abcdef-9876');
    expect(within(vendorRow).getByTestId('bet-record-profit').textContent).toBe('−RM 10.00');
    expect(within(vendorRow).getByTestId('bet-record-status').textContent).toBe('Settled');
    expect(within(inhouseRow).getByTestId('bet-record-round').textContent).toBe('ih-42');
    const win = within(inhouseRow).getByTestId('bet-record-profit');
    expect(win.textContent).toBe('+RM 4.90');
    expect(win.dataset.tone).toBe('credit');
    expect(screen.getByTestId('bet-records-count').textContent).toBe('41 rounds in this range');
  });

  it('links in-house rounds to their round check and crash rounds to the crash checker', async () => {
    // Same round number as the in-house round: crash rounds are numbered apart.
    const crash: BetRecord = {
      ...INHOUSE_ROUND,
      roundId: '42',
      source: 'CRASH',
      inhouseRoundId: null,
      crashProof: { hash: 'ab'.repeat(32), salt: 'nova salt' },
    };
    answer(
      callApi,
      new Map<unknown, unknown>([
        [getBetRecords, page(1, 1, [VENDOR_ROUND, INHOUSE_ROUND, crash])],
        [getGameMenus, MENUS],
      ]) as never,
    );
    renderWithProviders(<BettingRecordsPage />);
    const rows = await screen.findAllByTestId('bet-record');
    expect(within(rows[0] as HTMLElement).queryByTestId('bet-record-verify')).toBeNull();
    const verify = within(rows[1] as HTMLElement).getByTestId('bet-record-verify');
    expect(verify.getAttribute('href')).toBe('/fairness?round=42');
    expect(
      within(rows[2] as HTMLElement)
        .getByTestId('bet-record-verify')
        .getAttribute('href'),
    ).toBe(`/fairness?hash=${'ab'.repeat(32)}&salt=nova+salt`);
    expect(screen.getAllByTestId('bet-record-verify')).toHaveLength(2);
    fireEvent.click(verify);
    expect((await screen.findByTestId('location')).textContent).toBe('/fairness?round=42');
  });

  it('copies the whole round id', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    answer(
      callApi,
      new Map<unknown, unknown>([
        [getBetRecords, page(1, 1, [VENDOR_ROUND])],
        [getGameMenus, MENUS],
      ]) as never,
    );
    renderWithProviders(<BettingRecordsPage />);
    fireEvent.click(await screen.findByTestId('bet-record-copy'));
    expect(writeText).toHaveBeenCalledWith('pt-round-0001-abcdef-9876');
  });

  it('shows the empty state, and no call for a reversed range', async () => {
    answer(
      callApi,
      new Map<unknown, unknown>([
        [getBetRecords, page(1, 0, [])],
        [getGameMenus, MENUS],
      ]) as never,
    );
    renderWithProviders(<BettingRecordsPage />);
    expect(await screen.findByTestId('records-bets-loading')).toBeTruthy();
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
    expect(screen.queryByTestId('pagination')).toBeNull();
    const calls = callsTo(callApi, getBetRecords).length;
    fireEvent.change(screen.getByTestId('range-from'), { target: { value: '2026-11-30' } });
    expect((await screen.findByTestId('range-error')).textContent).toContain('start date');
    expect(callsTo(callApi, getBetRecords)).toHaveLength(calls);
    expect(screen.queryByTestId('bet-records-totals')).toBeNull();
  });

  it('shows the error block, without totals, when the records fail', async () => {
    answer(
      callApi,
      new Map<unknown, unknown>([
        [getBetRecords, new Error('boom')],
        [getGameMenus, MENUS],
      ]) as never,
    );
    renderWithProviders(<BettingRecordsPage />);
    expect(await screen.findByTestId('records-bets-error')).toBeTruthy();
    expect(screen.queryByTestId('bet-records-totals')).toBeNull();
  });
});
