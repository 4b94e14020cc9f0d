import { getTransactionHistory, type TransactionRecord } from '@nova/contracts/api/records';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, callsTo } from '../../../test/member-test-kit';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { Session } from '../../session/hooks/use-session';
import { BRAND_DAY_EDGE, setUpRecordsPageTests } from '../test/records-test-kit';
import { TransactionHistoryPage } from './transaction-history-page';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));
const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

const ROWS: TransactionRecord[] = [
  {
    id: 2,
    time: '2026-11-23T10:00:00Z',
    type: 'BONUS',
    kind: 'BONUS',
    amount: '123456789',
    balanceAfter: '123556789',
    reference: 'Welcome',
  },
  {
    id: 1,
    time: '2026-11-23T09:00:00Z',
    type: 'TRANSFER',
    kind: 'TRANSFER_IN',
    amount: '-5050',
    balanceAfter: '100000',
    reference: null,
  },
];

function page(pageNum: number, totalPages: number, content = ROWS) {
  return {
    content,
    pageNum,
    pageSize: 20,
    totalPages,
    totalElements: content.length === 0 ? 0 : 45,
    totals: { credit: '123456789', debit: '5050', net: '123451739' },
  };
}

function lastQuery() {
  return callsTo(callApi, getTransactionHistory).at(-1)?.query;
}

setUpRecordsPageTests(callApi, state, { clock: BRAND_DAY_EDGE });

describe('TransactionHistoryPage', () => {
  it('asks for the last 7 brand days, then follows the type and date filters from page 1', async () => {
    answer(
      callApi,
      new Map([
        [
          getTransactionHistory,
          ({ query }: { query: { pageNo: number } }) => page(query.pageNo, 3),
        ],
      ] as never),
    );
    renderWithProviders(<TransactionHistoryPage />);
    await screen.findByTestId('transactions-table');
    expect(lastQuery()).toEqual({
      from: '2026-11-18',
      to: '2026-11-24',
      pageNo: 1,
      pageSize: 20,
      type: undefined,
    });
    fireEvent.click(screen.getByTestId('page-3'));
    await waitFor(() => expect(lastQuery()?.pageNo).toBe(3));
    fireEvent.change(screen.getByTestId('transactions-type'), { target: { value: 'BONUS' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: 'BONUS', pageNo: 1 }));
    fireEvent.click(screen.getByTestId('range-preset-yesterday'));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ from: '2026-11-23', to: '2026-11-23', pageNo: 1 }),
    );
    fireEvent.change(screen.getByTestId('range-from'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ from: '2026-11-01', to: '2026-11-23' }),
    );
    expect(screen.getByTestId('range-preset-yesterday').getAttribute('aria-pressed')).toBe('false');
  });

  it('shows signed coloured amounts, the balance after and the totals of the range', async () => {
    answer(callApi, new Map([[getTransactionHistory, page(1, 3)]] as never));
    renderWithProviders(<TransactionHistoryPage />);
    const rows = await screen.findAllByTestId('transaction-row');
    expect(rows).toHaveLength(2);
    const credit = rows[0]?.querySelector('[data-testid="transaction-amount"]') as HTMLElement;
    expect(credit.textContent).toBe('+RM 1,234,567.89');
    expect(credit.dataset.tone).toBe('credit');
    expect(rows[0]?.textContent).toContain('Bonus');
    expect(rows[0]?.textContent).toContain('RM 1,235,567.89');
    const debit = rows[1]?.querySelector('[data-testid="transaction-amount"]') as HTMLElement;
    expect(debit.textContent).toBe('−RM 50.50');
    expect(debit.dataset.tone).toBe('debit');
    expect(screen.getByTestId('total-credit').textContent).toBe('+RM 1,234,567.89');
    expect(screen.getByTestId('total-debit').textContent).toBe('−RM 50.50');
    expect(screen.getByTestId('total-net').textContent).toBe('+RM 1,234,517.39');
    expect(screen.getByTestId('transactions-count').textContent).toBe('45 records in this range');
  });

  it("shows a transfer-mode vendor's game result as its own readable line", async () => {
    const result: TransactionRecord = {
      id: 3,
      time: '2026-11-23T11:00:00Z',
      type: 'TRANSFER',
      kind: 'TRANSFER_VENDOR_RESULT',
      amount: '2800',
      balanceAfter: '5000',
      reference: 'IBC',
    };
    answer(callApi, new Map([[getTransactionHistory, page(1, 1, [result, ...ROWS])]] as never));
    renderWithProviders(<TransactionHistoryPage />);
    const rows = await screen.findAllByTestId('transaction-row');
    expect(rows[0]?.querySelector('[data-testid="transaction-amount"]')?.textContent).toBe(
      '+RM 28.00',
    );
    expect(rows[0]?.textContent).toContain('Game result');
    expect(screen.getByTestId('transaction-game-result').textContent).toBe(
      "Game result at IBCWon or lost in that provider's wallet; not in the totals",
    );
    expect(rows[1]?.textContent).toContain('Bonus');
  });

  it('pages with previous and next, disabled at the ends', async () => {
    answer(
      callApi,
      new Map([
        [
          getTransactionHistory,
          ({ query }: { query: { pageNo: number } }) => page(query.pageNo, 2),
        ],
      ] as never),
    );
    renderWithProviders(<TransactionHistoryPage />);
    await screen.findByTestId('pagination');
    expect((screen.getByTestId('page-prev') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('page-next'));
    await waitFor(() =>
      expect(screen.getByTestId('page-2').getAttribute('aria-current')).toBe('page'),
    );
    expect((screen.getByTestId('page-next') as HTMLButtonElement).disabled).toBe(true);
    expect(lastQuery()?.pageNo).toBe(2);
  });

  it('shows the empty state, and no call for a reversed range', async () => {
    answer(callApi, new Map([[getTransactionHistory, page(1, 0, [])]] as never));
    renderWithProviders(<TransactionHistoryPage />);
    expect(await screen.findByTestId('records-transactions-loading')).toBeTruthy();
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
    expect(screen.queryByTestId('pagination')).toBeNull();
    const calls = callsTo(callApi, getTransactionHistory).length;
    fireEvent.change(screen.getByTestId('range-from'), { target: { value: '2026-11-30' } });
    expect((await screen.findByTestId('range-error')).textContent).toContain('start date');
    expect(callsTo(callApi, getTransactionHistory)).toHaveLength(calls);
  });
});
