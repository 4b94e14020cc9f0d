import { getRevenueReport } from '@nova/contracts/api/agent-team';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, callsTo } from '../../../test/member-test-kit';
import { renderWithProviders } from '../../../test/render-with-providers';
import { BRAND_DAY_EDGE, setUpRecordsPageTests } from '../../records/test/records-test-kit';
import type { Session } from '../../session/hooks/use-session';
import { AGENT_SESSION, paged, TOTALS, ZERO_FIGURES } from '../test/agent-team-test-kit';
import { RevenuePage } from './revenue-page';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));
const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

setUpRecordsPageTests(callApi, state, { clock: BRAND_DAY_EDGE });

const ROWS = [
  {
    ...ZERO_FIGURES,
    memberId: 31,
    account: 'demosub',
    self: false,
    isAgent: true,
    teamSize: 42,
    deposits: '700000',
    netWinLoss: '-90000',
  },
  {
    ...ZERO_FIGURES,
    memberId: 9,
    account: 'demoagent',
    self: true,
    isAgent: true,
    teamSize: 0,
    bets: '1000',
    netWinLoss: '4000',
  },
];

function lastQuery() {
  return callsTo(callApi, getRevenueReport).at(-1)?.query;
}

function start(content: unknown[] = ROWS) {
  state.session = AGENT_SESSION;
  answer(
    callApi,
    new Map([
      [
        getRevenueReport,
        ({ query }: { query: { pageNo: number } }) => ({
          ...paged(content, query.pageNo, content.length === 0 ? 0 : 3),
          totals: TOTALS,
        }),
      ],
    ] as never),
  );
  renderWithProviders(<RevenuePage />);
}

describe('RevenuePage', () => {
  it('shows a row per direct branch and my own play, with the totals', async () => {
    start();
    const rows = await screen.findAllByTestId('revenue-row');
    await waitFor(() => expect(rows[0]?.textContent).toContain('RM 7,000.00'));
    expect(rows[0]?.textContent).toContain('demosub');
    expect(rows[0]?.textContent).toContain('42');
    expect(rows[0]?.querySelector('[data-tone]')?.textContent).toBe('−RM 900.00');
    expect(rows[1]?.dataset.self).toBe('true');
    expect(rows[1]?.textContent).toContain('My own play');
    expect(rows[1]?.querySelector('[data-tone]')?.textContent).toBe('+RM 40.00');
    expect(screen.getByTestId('revenue-totals-deposits').textContent).toBe('RM 12,500.00');
    expect(screen.getByTestId('revenue-totals-netWinLoss').textContent).toBe('−RM 110,360.61');
  });

  it('pages and follows the range', async () => {
    start();
    await screen.findAllByTestId('revenue-row');
    expect(lastQuery()).toEqual({ from: '2026-11-18', to: '2026-11-24', pageNo: 1, pageSize: 20 });
    fireEvent.click(screen.getByTestId('page-next'));
    await waitFor(() => expect(lastQuery()?.pageNo).toBe(2));
    fireEvent.click(screen.getByTestId('range-preset-yesterday'));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        from: '2026-11-23',
        to: '2026-11-23',
        pageNo: 1,
        pageSize: 20,
      }),
    );
  });

  it('shows the empty state', async () => {
    start([]);
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
  });
});
