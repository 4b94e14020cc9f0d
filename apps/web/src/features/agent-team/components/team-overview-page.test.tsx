import { ApiError } from '@nova/client/api-client';
import { getTeamOverview } from '@nova/contracts/api/agent-team';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, callsTo } from '../../../test/member-test-kit';
import { renderWithProviders } from '../../../test/render-with-providers';
import { BRAND_DAY_EDGE, setUpRecordsPageTests } from '../../records/test/records-test-kit';
import type { Session } from '../../session/hooks/use-session';
import { AGENT_SESSION, OVERVIEW } from '../test/agent-team-test-kit';
import { TeamOverviewPage } from './team-overview-page';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));
const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));
// recharts draws nothing in jsdom (no layout); the chart's points are tested in lib/day-points.
vi.mock('./team-day-chart', () => ({
  TeamDayChart: ({ days }: { days: unknown[] }) => (
    <div data-testid="team-day-chart" data-days={days.length} />
  ),
}));

setUpRecordsPageTests(callApi, state, { clock: BRAND_DAY_EDGE });

function lastQuery() {
  return callsTo(callApi, getTeamOverview).at(-1)?.query;
}

describe('TeamOverviewPage', () => {
  it("shows the team's figures, the active rule, the chart's days and when they were updated", async () => {
    state.session = AGENT_SESSION;
    answer(callApi, new Map([[getTeamOverview, OVERVIEW]] as never));
    renderWithProviders(<TeamOverviewPage />);
    expect((await screen.findByTestId('stat-teamSize')).textContent).toBe('1,520');
    expect(screen.getByTestId('stat-directCount').textContent).toBe('12');
    expect(screen.getByTestId('stat-newMembers').textContent).toBe('7');
    expect(screen.getByTestId('stat-activeMembers').textContent).toBe('85');
    expect(screen.getByTestId('overview-members').textContent).toContain(
      'Active: deposits of at least RM 100.00 or valid bets of at least RM 500.00 in the range',
    );
    expect(screen.getByTestId('stat-bets').textContent).toBe('RM 987,654.32');
    expect(screen.getByTestId('overview-money').textContent).toContain('1,234 bets placed');
    expect(screen.getByTestId('stat-deposits').textContent).toBe('RM 12,500.00');
    expect(screen.getByTestId('stat-withdrawals').textContent).toBe('RM 3,000.00');
    expect(screen.getByTestId('stat-validBets').textContent).toBe('RM 900,000.00');
    expect(screen.getByTestId('stat-wins').textContent).toBe('RM 876,543.21');
    expect(screen.getByTestId('stat-bonuses').textContent).toBe('RM 500.00');
    expect(screen.getByTestId('stat-rebates').textContent).toBe('RM 250.50');
    const net = screen.getByTestId('stat-netWinLoss').firstElementChild as HTMLElement;
    expect(net.textContent).toBe('−RM 110,360.61');
    expect(net.dataset.tone).toBe('debit');
    expect((await screen.findByTestId('team-day-chart')).dataset.days).toBe('2');
    const days = screen.getAllByTestId('overview-day');
    // Newest first in the table.
    expect(days[0]?.textContent).toContain('2026-11-24');
    expect(days[0]?.textContent).toContain('RM 587,654.32');
    expect(screen.getByTestId('overview-updated').textContent).toMatch(
      /^Figures updated 2026-11-2\d \d\d:25:00$/,
    );
  });

  it('asks for the last 7 brand days, then for the chosen range', async () => {
    answer(callApi, new Map([[getTeamOverview, OVERVIEW]] as never));
    renderWithProviders(<TeamOverviewPage />);
    await screen.findByTestId('stat-teamSize');
    expect(lastQuery()).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    fireEvent.click(screen.getByTestId('range-preset-last30'));
    await waitFor(() => expect(lastQuery()).toEqual({ from: '2026-10-26', to: '2026-11-24' }));
    const calls = callsTo(callApi, getTeamOverview).length;
    fireEvent.change(screen.getByTestId('range-from'), { target: { value: '2026-12-01' } });
    expect(await screen.findByTestId('range-error')).toBeTruthy();
    expect(callsTo(callApi, getTeamOverview)).toHaveLength(calls);
  });

  it('invites to open an account when the team is empty', async () => {
    answer(
      callApi,
      new Map([
        [getTeamOverview, { ...OVERVIEW, teamSize: 0, directCount: 0, updatedAt: null }],
      ] as never),
    );
    renderWithProviders(<TeamOverviewPage />);
    expect((await screen.findByTestId('empty-state')).textContent).toContain('Your team is empty');
    expect(screen.getByTestId('overview-open-account').getAttribute('href')).toBe(
      '/agentHome?page=registerCenter',
    );
    expect(screen.getByTestId('overview-updated').textContent).toBe('Figures not calculated yet');
    expect(screen.queryByTestId('stat-teamSize')).toBeNull();
  });

  it('shows a translated error with a retry', async () => {
    let fail = true;
    answer(
      callApi,
      new Map([
        [getTeamOverview, () => (fail ? new ApiError('FORBIDDEN', 403, []) : OVERVIEW)],
      ] as never),
    );
    renderWithProviders(<TeamOverviewPage />);
    const error = await screen.findByTestId('team-overview-error');
    expect(error.textContent).toContain('You do not have access to this.');
    fail = false;
    fireEvent.click(error.querySelector('button') as HTMLButtonElement);
    expect((await screen.findByTestId('stat-teamSize')).textContent).toBe('1,520');
  });
});
