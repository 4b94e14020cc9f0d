import { getUserLoss } from '@nova/contracts/api/agent-team';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, callsTo } from '../../../test/member-test-kit';
import { renderWithProviders } from '../../../test/render-with-providers';
import { BRAND_DAY_EDGE, setUpRecordsPageTests } from '../../records/test/records-test-kit';
import type { Session } from '../../session/hooks/use-session';
import { AGENT_SESSION, memberFigures, paged, TOTALS } from '../test/agent-team-test-kit';
import { UserLossPage } from './user-loss-page';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));
const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

setUpRecordsPageTests(callApi, state, { clock: BRAND_DAY_EDGE });

const LOSER = memberFigures({
  memberId: 3,
  account: 'unlucky',
  deposits: '200000',
  withdrawals: '0',
  bets: '180000',
  wins: '20000',
  bonuses: '1000',
  rebates: '500',
  netWinLoss: '-158500',
});

function lastQuery() {
  return callsTo(callApi, getUserLoss).at(-1)?.query;
}

function start(content = [LOSER]) {
  state.session = AGENT_SESSION;
  answer(callApi, new Map([[getUserLoss, { ...paged(content), totals: TOTALS }]] as never));
  renderWithProviders(<UserLossPage />);
}

describe('UserLossPage', () => {
  it("shows each member's deposits, play and loss, with the totals", async () => {
    start();
    const [row] = await screen.findAllByTestId('userLoss-row');
    await waitFor(() => expect(row?.textContent).toContain('RM 2,000.00'));
    expect(row?.textContent).toContain('unlucky');
    expect(row?.textContent).toContain('RM 1,800.00');
    expect(row?.textContent).toContain('RM 5.00');
    const net = row?.querySelector('[data-tone]') as HTMLElement;
    expect(net.textContent).toBe('−RM 1,585.00');
    expect(net.dataset.tone).toBe('debit');
    expect(screen.getByTestId('userLoss-totals-deposits').textContent).toBe('RM 12,500.00');
    expect(screen.getByTestId('userLoss-totals-rebates').textContent).toBe('RM 250.50');
    expect(screen.getByTestId('userLoss-totals-netWinLoss').textContent).toBe('−RM 110,360.61');
  });

  it('filters by one account and by range', async () => {
    start();
    await screen.findAllByTestId('userLoss-row');
    fireEvent.change(screen.getByTestId('account-filter'), { target: { value: 'unlucky' } });
    fireEvent.click(screen.getByTestId('account-filter-apply'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ account: 'unlucky', pageNo: 1 }));
    fireEvent.click(screen.getByTestId('range-preset-yesterday'));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({
        from: '2026-11-23',
        to: '2026-11-23',
        account: 'unlucky',
      }),
    );
  });

  it('shows the empty state', async () => {
    start([]);
    expect((await screen.findByTestId('empty-state')).textContent).toContain(
      'Nothing in this range',
    );
  });
});
