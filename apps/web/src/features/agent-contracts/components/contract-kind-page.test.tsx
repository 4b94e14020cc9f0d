import {
  dividendProcess,
  listContracts,
  listStatements,
  requestContract,
} from '@nova/contracts/api/agent-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, callsTo, sessionOf } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import type { Session } from '../../session/hooks/use-session';
import {
  AGENT,
  GIVEN_DIVIDEND,
  MY_DIVIDEND,
  NOTHING_STATEMENT,
  OVERDUE_STATEMENT,
  PAID_STATEMENT,
  paged,
} from '../test/contracts-test-kit';
import { DailySalaryPage, DividendPage } from './contract-kind-page';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));
const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

type Query = Record<string, unknown>;

function contractsFor(query: Query) {
  if (query.kind !== 'DIVIDEND') return paged([]);
  return query.role === 'MINE' ? paged([MY_DIVIDEND]) : paged([GIVEN_DIVIDEND]);
}

function statementsFor(query: Query) {
  if (query.role === 'PAID') return { ...paged([]), totals: { amount: '0', paid: '0' } };
  return {
    ...paged([PAID_STATEMENT, OVERDUE_STATEMENT, NOTHING_STATEMENT], 43),
    totals: { amount: '53500', paid: '43500' },
  };
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  // 04:00 UTC on 29 Nov is noon in the brand's zone (Asia/Kuala_Lumpur).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T04:00:00Z'));
  callApi.mockReset();
  state.session = sessionOf(AGENT);
  answer(
    callApi,
    new Map<never, unknown>([
      [listContracts as never, ({ query }: { query?: unknown }) => contractsFor(query as Query)],
      [listStatements as never, ({ query }: { query?: unknown }) => statementsFor(query as Query)],
      [dividendProcess as never, { pending: null, signed: MY_DIVIDEND }],
      [requestContract as never, { ...MY_DIVIDEND, kind: 'SALARY_DAILY', state: 'REQUESTED' }],
    ]),
  );
});
afterEach(() => vi.useRealTimers());

const rows = () => screen.getAllByTestId('statement-row');

describe('DividendPage', () => {
  it('shows my contract, the contracts I gave, and the statements with their formula', async () => {
    renderWithProviders(<DividendPage />);
    const mine = await screen.findByTestId('my-contract-signed');
    const cells = (row: HTMLElement) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(within(mine).getAllByTestId('my-contract-tiers-row').map(cells)).toEqual([
      ['Tier 1', 'RM 10,000.00', 'RM 0.00', '3', '20.00%'],
      ['Tier 2', 'RM 50,000.00', 'RM 1,000.00', '10', '30.00%'],
    ]);
    expect(within(mine).getByTestId('contract-terms').textContent).toContain('Half-monthly');

    const given = await screen.findByTestId('given-contract-row');
    expect(given.textContent).toContain('demosub');
    expect(given.textContent).toContain('1 tier, up to 15.00%');

    await waitFor(() => expect(rows()).toHaveLength(3));
    const [paid, overdue, nothing] = rows();
    expect(within(paid as HTMLElement).getByTestId('statement-formula').textContent).toBe(
      'Net loss RM 1,250.00 × 30.00% = RM 375.00',
    );
    expect(within(paid as HTMLElement).getByTestId('statement-amount').textContent).toBe(
      'RM 375.00',
    );
    expect(paid?.textContent).toContain('Platform');
    expect(within(overdue as HTMLElement).getByTestId('statement-status').textContent).toBe(
      'Overdue',
    );
    expect(within(overdue as HTMLElement).getByTestId('statement-frozen').textContent).toBe(
      'Payer frozen; paid as funds arrive',
    );
    expect(overdue?.textContent).toContain('RM 100.00 still owed');
    expect(overdue?.textContent).toContain('bigboss');
    expect(within(nothing as HTMLElement).getByTestId('statement-formula').textContent).toBe(
      'Net loss −RM 50.00: no loss to share this period.',
    );

    expect(screen.getByTestId('statements-total-amount').textContent).toBe('RM 535.00');
    expect(screen.getByTestId('statements-total-paid').textContent).toBe('RM 435.00');
    expect(screen.getByTestId('statements-total-owed').textContent).toBe('RM 100.00');
    expect(screen.getByTestId('statements-count').textContent).toBe('43 statements in this range');
    expect(screen.getByTestId('page-3')).toBeTruthy();

    // The last 30 days in the brand's zone, this kind, what I received, 20 a page.
    expect(callsTo(callApi, listStatements).at(-1)?.query).toEqual({
      from: '2026-10-31',
      to: '2026-11-29',
      pageNo: 1,
      pageSize: 20,
      role: 'RECEIVED',
      kind: 'DIVIDEND',
    });
  });

  it('switches to the statements I paid, and pages', async () => {
    renderWithProviders(<DividendPage />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByTestId('page-2'));
    await waitFor(() => expect(callsTo(callApi, listStatements).at(-1)?.query?.pageNo).toBe(2));

    fireEvent.click(screen.getByTestId('statements-side-PAID'));
    await waitFor(() =>
      expect(callsTo(callApi, listStatements).at(-1)?.query).toMatchObject({
        role: 'PAID',
        pageNo: 1,
      }),
    );
    const statements = screen.getByTestId('statements');
    expect(await within(statements).findByTestId('empty-state')).toBeTruthy();
    expect(screen.getByTestId('statements-total-amount').textContent).toBe('RM 0.00');
  });
});

describe('DailySalaryPage', () => {
  it('offers to request a contract when I have none', async () => {
    renderWithProviders(<DailySalaryPage />);
    expect(await screen.findByTestId('my-contract-none')).toBeTruthy();
    expect((await screen.findAllByTestId('empty-state')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('my-contract-request'));
    await waitFor(() => expect(callsTo(callApi, requestContract)).toHaveLength(1));
    expect(callsTo(callApi, requestContract)[0]?.body).toEqual({ kind: 'SALARY_DAILY' });
  });
});
