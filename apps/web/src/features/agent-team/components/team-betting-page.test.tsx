import { getTeamBetting } from '@nova/contracts/api/agent-team';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, callsTo } from '../../../test/member-test-kit';
import { renderWithProviders } from '../../../test/render-with-providers';
import { BRAND_DAY_EDGE, setUpRecordsPageTests } from '../../records/test/records-test-kit';
import type { Session } from '../../session/hooks/use-session';
import { AGENT_SESSION, memberFigures, paged, TOTALS } from '../test/agent-team-test-kit';
import { TeamBettingPage } from './team-betting-page';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));
const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

setUpRecordsPageTests(callApi, state, { clock: BRAND_DAY_EDGE });

const ROWS = [
  memberFigures({ memberId: 1, account: 'bigbettor', level: 2, betCount: 900, bets: '5000000' }),
  memberFigures({
    memberId: 2,
    account: 'winner',
    level: 1,
    betCount: 3,
    bets: '1000',
    validBets: '1000',
    wins: '250000',
    netWinLoss: '249000',
  }),
];

function lastQuery() {
  return callsTo(callApi, getTeamBetting).at(-1)?.query;
}

function start(content = ROWS) {
  state.session = AGENT_SESSION;
  answer(
    callApi,
    new Map([
      [
        getTeamBetting,
        ({ query }: { query: { pageNo: number } }) => ({
          ...paged(content, query.pageNo, content.length === 0 ? 0 : 2),
          totals: TOTALS,
        }),
      ],
    ] as never),
  );
  renderWithProviders(<TeamBettingPage />);
}

describe('TeamBettingPage', () => {
  it("shows each member's bets and the range's totals", async () => {
    start();
    const rows = await screen.findAllByTestId('betting-row');
    expect(rows).toHaveLength(2);
    await waitFor(() => expect(rows[0]?.textContent).toContain('RM 50,000.00'));
    expect(rows[0]?.textContent).toContain('bigbettor');
    expect(rows[0]?.textContent).toContain('Level 2');
    expect(rows[0]?.textContent).toContain('900');
    const net = rows[1]?.querySelector('[data-tone]') as HTMLElement;
    expect(net.textContent).toBe('+RM 2,490.00');
    expect(net.dataset.tone).toBe('credit');
    expect(screen.getByTestId('betting-totals-betCount').textContent).toBe('1,234');
    expect(screen.getByTestId('betting-totals-bets').textContent).toBe('RM 987,654.32');
    expect(screen.getByTestId('betting-totals-validBets').textContent).toBe('RM 900,000.00');
    expect(screen.getByTestId('betting-totals-netWinLoss').textContent).toBe('−RM 110,360.61');
    expect(screen.getByTestId('betting-count').textContent).toBe('21 members in this range');
  });

  it('follows the account filter, the range and the page', async () => {
    start();
    await screen.findAllByTestId('betting-row');
    expect(lastQuery()).toEqual({
      from: '2026-11-18',
      to: '2026-11-24',
      pageNo: 1,
      pageSize: 20,
      account: undefined,
    });
    fireEvent.click(screen.getByTestId('page-2'));
    await waitFor(() => expect(lastQuery()?.pageNo).toBe(2));
    fireEvent.change(screen.getByTestId('account-filter'), { target: { value: ' winner ' } });
    fireEvent.submit(screen.getByTestId('account-filter-form'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ account: 'winner', pageNo: 1 }));
    fireEvent.click(screen.getByTestId('range-preset-today'));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({
        from: '2026-11-24',
        to: '2026-11-24',
        account: 'winner',
      }),
    );
    fireEvent.click(screen.getByTestId('account-filter-clear'));
    await waitFor(() => expect(lastQuery()?.account).toBeUndefined());
  });

  it('shows the empty state', async () => {
    start([]);
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
    expect(screen.queryByTestId('pagination')).toBeNull();
  });
});
