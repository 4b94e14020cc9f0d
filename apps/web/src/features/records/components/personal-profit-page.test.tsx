import { getBonusDetails, getPersonalProfit } from '@nova/contracts/api/records';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, callsTo } from '../../../test/member-test-kit';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { Session } from '../../session/hooks/use-session';
import { setUpRecordsPageTests } from '../test/records-test-kit';
import { BonusDetailsPage } from './bonus-details-page';
import { PersonalProfitPage } from './personal-profit-page';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));
const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

const DAY = {
  bets: '100000',
  wins: '25000',
  bonus: '5000',
  profit: '-70000',
  deposits: '200000',
  withdrawals: '0',
};

setUpRecordsPageTests(callApi, state);

describe('PersonalProfitPage', () => {
  it('shows the totals as cards with the loss in red, and one row per day', async () => {
    answer(
      callApi,
      new Map([
        [
          getPersonalProfit,
          { rows: [{ date: '2026-11-23', ...DAY }], totals: { ...DAY, deposits: '1234500' } },
        ],
      ] as never),
    );
    renderWithProviders(<PersonalProfitPage />);
    const profit = await screen.findByTestId('profit-total-profit');
    expect(profit.textContent).toBe('−RM 700.00');
    expect(profit.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('debit');
    expect(screen.getByTestId('profit-total-bets').textContent).toBe('RM 1,000.00');
    expect(screen.getByTestId('profit-total-deposits').textContent).toBe('RM 12,345.00');
    const rows = screen.getAllByTestId('profit-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain('2026-11-23');
    fireEvent.click(screen.getByTestId('range-preset-today'));
    await waitFor(() => {
      const query = callsTo(callApi, getPersonalProfit).at(-1)?.query;
      expect(query?.from).toBe(query?.to);
    });
  });
});

describe('BonusDetailsPage', () => {
  it('lists the bonuses with their turnover and the total of the range', async () => {
    answer(
      callApi,
      new Map([
        [
          getBonusDetails,
          {
            content: [
              {
                id: 1,
                time: '2026-11-23T10:00:00Z',
                source: 'PROMOTION',
                title: 'Welcome bonus',
                amount: '5000',
                turnoverRequired: '15000',
              },
              {
                id: 2,
                time: '2026-11-22T10:00:00Z',
                source: 'SOMETHING_NEW',
                title: null,
                amount: '100',
                turnoverRequired: '0',
              },
            ],
            pageNum: 1,
            pageSize: 20,
            totalPages: 1,
            totalElements: 2,
            total: '5100',
          },
        ],
      ] as never),
    );
    renderWithProviders(<BonusDetailsPage />);
    const rows = await screen.findAllByTestId('bonus-row');
    expect(rows[0]?.textContent).toContain('Promotion');
    expect(rows[0]?.textContent).toContain('Welcome bonus');
    expect(rows[0]?.textContent).toContain('RM 150.00');
    expect(rows[1]?.textContent).toContain('Other');
    expect(screen.getByTestId('bonus-total').textContent).toBe('+RM 51.00');
    expect(callsTo(callApi, getBonusDetails)[0]?.query).toMatchObject({ pageNo: 1, pageSize: 20 });
  });
});
