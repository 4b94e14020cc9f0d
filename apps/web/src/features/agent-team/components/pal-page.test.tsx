import { getTeamPal } from '@nova/contracts/api/agent-team';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, callsTo } from '../../../test/member-test-kit';
import { renderWithProviders } from '../../../test/render-with-providers';
import { BRAND_DAY_EDGE, setUpRecordsPageTests } from '../../records/test/records-test-kit';
import type { Session } from '../../session/hooks/use-session';
import { AGENT_SESSION } from '../test/agent-team-test-kit';
import { PalPage } from './pal-page';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));
const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

setUpRecordsPageTests(callApi, state, { clock: BRAND_DAY_EDGE });

const TOTALS = {
  bets: '300000',
  validBets: '290000',
  wins: '250000',
  grossRevenue: '50000',
  bonuses: '10000',
  rebates: '2500',
  netRevenue: '37500',
};

const ROWS = [
  {
    period: '2026-11-23',
    category: 'RNG',
    bets: '200000',
    validBets: '190000',
    wins: '260000',
    grossRevenue: '-60000',
  },
  {
    period: '2026-11-23',
    category: '',
    bets: '100000',
    validBets: '100000',
    wins: '-10000',
    grossRevenue: '110000',
  },
];

function lastQuery() {
  return callsTo(callApi, getTeamPal).at(-1)?.query;
}

function start(rows = ROWS) {
  state.session = AGENT_SESSION;
  answer(callApi, new Map([[getTeamPal, { rows, totals: TOTALS }]] as never));
  renderWithProviders(<PalPage />);
}

describe('PalPage', () => {
  it('shows profit and loss by period and category, with gross and net revenue', async () => {
    start();
    const rows = await screen.findAllByTestId('pal-row');
    await waitFor(() => expect(rows[0]?.textContent).toContain('RM 2,000.00'));
    expect(rows[0]?.textContent).toContain('2026-11-23');
    expect(rows[0]?.textContent).toContain('Slots');
    expect(rows[0]?.querySelector('[data-tone]')?.textContent).toBe('−RM 600.00');
    expect(rows[1]?.textContent).toContain('Other');
    expect(screen.getByTestId('pal-totals-grossRevenue').textContent).toBe('+RM 500.00');
    expect(screen.getByTestId('pal-totals-bonuses').textContent).toBe('RM 100.00');
    expect(screen.getByTestId('pal-totals-rebates').textContent).toBe('RM 25.00');
    expect(screen.getByTestId('pal-totals-netRevenue').textContent).toBe('+RM 375.00');
  });

  it('groups by day, week or month over the chosen range', async () => {
    start();
    await screen.findAllByTestId('pal-row');
    expect(lastQuery()).toEqual({ from: '2026-11-18', to: '2026-11-24', groupBy: 'DAY' });
    fireEvent.click(screen.getByTestId('pal-group-MONTH'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ groupBy: 'MONTH' }));
    expect(screen.getByTestId('pal-group-MONTH').getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(screen.getAllByTestId('pal-row')[0]?.querySelector('td')?.textContent).toBe('2026-11'),
    );
    fireEvent.click(screen.getByTestId('pal-group-WEEK'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ groupBy: 'WEEK' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('pal-row')[0]?.textContent).toContain('Week of 2026-11-23'),
    );
    fireEvent.click(screen.getByTestId('range-preset-last30'));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ from: '2026-10-26', to: '2026-11-24', groupBy: 'WEEK' }),
    );
  });

  it('shows the empty state', async () => {
    start([]);
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
  });
});
