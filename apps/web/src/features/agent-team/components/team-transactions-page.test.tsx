import { getTeamTransactions } from '@nova/contracts/api/agent-team';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, callsTo } from '../../../test/member-test-kit';
import { renderWithProviders } from '../../../test/render-with-providers';
import { BRAND_DAY_EDGE, setUpRecordsPageTests } from '../../records/test/records-test-kit';
import type { Session } from '../../session/hooks/use-session';
import { AGENT_SESSION, paged } from '../test/agent-team-test-kit';
import { TeamTransactionsPage } from './team-transactions-page';

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
    id: 2,
    time: '2026-11-23T10:00:00Z',
    account: 'player01',
    type: 'DEPOSIT',
    amount: '50000',
    balanceAfter: '150075',
  },
  {
    id: 1,
    time: '2026-11-23T09:00:00Z',
    account: 'demosub',
    type: 'WITHDRAWAL',
    amount: '-2550',
    balanceAfter: '100000',
  },
];

function lastQuery() {
  return callsTo(callApi, getTeamTransactions).at(-1)?.query;
}

function start(content: unknown[] = ROWS) {
  state.session = AGENT_SESSION;
  answer(
    callApi,
    new Map([
      [getTeamTransactions, { ...paged(content), totals: { credit: '50000', debit: '2550' } }],
    ] as never),
  );
  renderWithProviders(<TeamTransactionsPage />);
}

describe('TeamTransactionsPage', () => {
  it('lists the team members’ money in and out with the totals', async () => {
    start();
    const rows = await screen.findAllByTestId('transactions-row');
    await waitFor(() =>
      expect(rows[0]?.querySelector('[data-testid="transactions-amount"]')?.textContent).toBe(
        '+RM 500.00',
      ),
    );
    expect(rows[0]?.textContent).toContain('player01');
    expect(rows[0]?.textContent).toContain('Deposit');
    expect(rows[0]?.textContent).toContain('RM 1,500.75');
    expect(rows[1]?.querySelector('[data-testid="transactions-amount"]')?.textContent).toBe(
      '−RM 25.50',
    );
    expect(rows[1]?.textContent).toContain('Withdrawal');
    expect(screen.getByTestId('transactions-totals-credit').textContent).toBe('RM 500.00');
    expect(screen.getByTestId('transactions-totals-debit').textContent).toBe('RM 25.50');
  });

  it('follows the type and account filters', async () => {
    start();
    await screen.findAllByTestId('transactions-row');
    expect(lastQuery()).toEqual({
      from: '2026-11-18',
      to: '2026-11-24',
      pageNo: 1,
      pageSize: 20,
      account: undefined,
      type: undefined,
    });
    fireEvent.change(screen.getByTestId('team-transactions-type'), {
      target: { value: 'AGENT_PAYOUT' },
    });
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: 'AGENT_PAYOUT' }));
    fireEvent.change(screen.getByTestId('account-filter'), { target: { value: 'demosub' } });
    fireEvent.click(screen.getByTestId('account-filter-apply'));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ type: 'AGENT_PAYOUT', account: 'demosub' }),
    );
  });

  it('shows the empty state', async () => {
    start([]);
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
  });
});
