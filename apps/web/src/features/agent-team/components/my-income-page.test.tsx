import { getMyIncome } from '@nova/contracts/api/agent-team';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, callsTo } from '../../../test/member-test-kit';
import { renderWithProviders } from '../../../test/render-with-providers';
import { BRAND_DAY_EDGE, setUpRecordsPageTests } from '../../records/test/records-test-kit';
import type { Session } from '../../session/hooks/use-session';
import { AGENT_SESSION } from '../test/agent-team-test-kit';
import { MyIncomePage } from './my-income-page';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));
const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

setUpRecordsPageTests(callApi, state, { clock: BRAND_DAY_EDGE });

const ROWS = [
  { date: '2026-11-24', received: '120000', paid: '20000', net: '100000' },
  { date: '2026-11-23', received: '0', paid: '5050', net: '-5050' },
];

function lastQuery() {
  return callsTo(callApi, getMyIncome).at(-1)?.query;
}

function start(rows = ROWS) {
  state.session = AGENT_SESSION;
  answer(
    callApi,
    new Map([
      [getMyIncome, { rows, totals: { received: '120000', paid: '25050', net: '94950' } }],
    ] as never),
  );
  renderWithProviders(<MyIncomePage />);
}

describe('MyIncomePage', () => {
  it('shows what I received and paid per day, with the totals', async () => {
    start();
    const rows = await screen.findAllByTestId('income-row');
    await waitFor(() => expect(rows[0]?.textContent).toContain('RM 1,200.00'));
    expect(rows[0]?.textContent).toContain('2026-11-24');
    expect(rows[0]?.textContent).toContain('RM 200.00');
    expect(rows[0]?.querySelector('[data-tone]')?.textContent).toBe('+RM 1,000.00');
    expect(rows[1]?.querySelector('[data-tone]')?.textContent).toBe('−RM 50.50');
    expect(screen.getByTestId('income-totals-received').textContent).toBe('RM 1,200.00');
    expect(screen.getByTestId('income-totals-paid').textContent).toBe('RM 250.50');
    expect(screen.getByTestId('income-totals-net').textContent).toBe('+RM 949.50');
  });

  it('asks for the chosen range', async () => {
    start();
    await screen.findAllByTestId('income-row');
    expect(lastQuery()).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    fireEvent.change(screen.getByTestId('range-from'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(lastQuery()).toEqual({ from: '2026-11-01', to: '2026-11-24' }));
  });

  it('says when no contract paid anything', async () => {
    start([]);
    expect((await screen.findByTestId('empty-state')).textContent).toContain(
      'No contract income in this range',
    );
  });
});
