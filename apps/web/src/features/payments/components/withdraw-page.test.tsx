import { getWalletBalance } from '@nova/contracts/api/wallet';
import {
  bindBankAccount,
  createWithdrawal,
  getBankList,
  getWithdrawOverview,
  listWithdrawals,
  type Withdrawal,
  type WithdrawOverview,
} from '@nova/contracts/api/withdrawals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { useSecurityToast } from '../../security/hooks/use-security-toast';
import { WALLET } from '../test-support';
import { WithdrawPage } from './withdraw-page';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

const ACCOUNT = {
  id: 8,
  bankCode: 'MBB',
  bankName: 'Maybank',
  accountNumber: '******7890',
  accountName: 'TAN AH KOW',
  createdAt: '2026-11-01T00:00:00Z',
};
const OVERVIEW: WithdrawOverview = {
  withdrawable: '80000',
  minAmount: '5000',
  maxAmount: '5000000',
  turnover: { required: '100000', completed: '100000', remaining: '0' },
  paymentPasswordSet: true,
  realNameSet: true,
  realName: 'TAN AH KOW',
  bankAccounts: [ACCOUNT],
  confirmMinutes: 30,
};
const NOW = Date.parse('2026-11-23T10:00:00Z');
const BASE: Withdrawal = {
  id: 1,
  reference: 'W-1',
  amount: '30000',
  status: 'PAID',
  bankName: 'Maybank',
  accountNumber: '******7890',
  rejectReason: null,
  createdAt: '2026-11-23T09:00:00Z',
  paidAt: '2026-11-23T09:50:00Z',
  confirmDeadline: new Date(NOW + 12 * 60_000 + 5_000).toISOString(),
  confirmation: null,
  receivedAmount: null,
  refundedAmount: null,
};
const LIST: Withdrawal[] = [
  BASE,
  { ...BASE, id: 2, reference: 'W-2', status: 'DISPUTED', confirmDeadline: null },
  {
    ...BASE,
    id: 3,
    reference: 'W-3',
    status: 'COMPLETED',
    confirmDeadline: null,
    confirmation: 'PARTIAL',
    receivedAmount: '20000',
    refundedAmount: '10000',
  },
];

let overview: WithdrawOverview = OVERVIEW;
beforeAll(() => initTestI18n());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
  overview = OVERVIEW;
  useSecurityToast.setState({ toast: null });
  callApi.mockReset();
  callApi.mockImplementation((endpoint) => {
    if (endpoint === getWalletBalance) return Promise.resolve(WALLET);
    if (endpoint === getWithdrawOverview) return Promise.resolve(overview);
    if (endpoint === getBankList)
      return Promise.resolve([
        { code: 'MBB', name: 'Maybank' },
        { code: 'CIMB', name: 'CIMB Bank' },
      ]);
    if (endpoint === listWithdrawals) {
      return Promise.resolve({
        content: LIST,
        pageNum: 1,
        pageSize: 10,
        totalPages: 1,
        totalElements: 3,
      });
    }
    if (endpoint === createWithdrawal)
      return Promise.resolve({ ...BASE, status: 'PENDING', amount: '50000' });
    if (endpoint === bindBankAccount) return Promise.resolve(ACCOUNT);
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  });
});
afterEach(() => vi.useRealTimers());

function bodies(endpoint: unknown) {
  return callApi.mock.calls.filter(([e]) => e === endpoint).map(([, input]) => input.body);
}

describe('WithdrawPage', () => {
  it('shows the withdrawable balance, turnover progress and the blockers with their way out', async () => {
    overview = {
      ...OVERVIEW,
      realNameSet: false,
      realName: null,
      paymentPasswordSet: false,
      bankAccounts: [],
      turnover: { required: '100000', completed: '25000', remaining: '75000' },
    };
    renderWithProviders(<WithdrawPage />, { route: '/member' });
    await screen.findByTestId('withdraw-overview');
    await waitFor(() => expect(screen.getByTestId('withdrawable').textContent).toBe('RM 800.00'));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByTestId('turnover-remaining').textContent).toContain('RM 750.00 left');
    expect(screen.getByTestId('blocker-paymentPassword-action').getAttribute('href')).toBe(
      '/member?page=securityCenter',
    );
    expect(screen.getByTestId('blocker-realName-action')).toBeTruthy();
    expect((screen.getByTestId('bind-bank-open') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the amount within the limits and the withdrawable balance, then posts it', async () => {
    renderWithProviders(<WithdrawPage />, { route: '/member' });
    await screen.findByTestId('withdraw-form');
    await waitFor(() => expect(screen.getByTestId('withdrawable').textContent).toBe('RM 800.00'));
    fireEvent.change(screen.getByTestId('amount-input'), { target: { value: '800.01' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('amount-error')).textContent).toBe(
      'You can withdraw at most RM 800.00.',
    );
    expect(screen.getByTestId('paymentPassword-error').textContent).toBe(
      'Enter your 6-digit payment password.',
    );
    fireEvent.change(screen.getByTestId('amount-input'), { target: { value: '500' } });
    fireEvent.change(screen.getByTestId('withdraw-payment-password'), {
      target: { value: '12a3456' },
    });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() => expect(bodies(createWithdrawal)).toHaveLength(1));
    expect(bodies(createWithdrawal)[0]).toEqual({
      bankAccountId: 8,
      amount: '50000',
      paymentPassword: '123456',
      requestId: expect.any(String),
    });
    await waitFor(() =>
      expect(useSecurityToast.getState().toast?.message).toBe(
        'Withdrawal of RM 500.00 requested. We will let you know when it is paid.',
      ),
    );
  });

  it('lists withdrawals: confirm with a countdown when paid, under review, the outcome', async () => {
    renderWithProviders(<WithdrawPage />, { route: '/member' });
    const rows = await screen.findAllByTestId('withdrawal-row');
    expect(within(rows[0] as HTMLElement).getByTestId('withdrawal-countdown').textContent).toBe(
      'Counts as received in 12:05',
    );
    act(() => {
      vi.advanceTimersByTime(6_000);
    });
    expect(within(rows[0] as HTMLElement).getByTestId('withdrawal-countdown').textContent).toBe(
      'Counts as received in 11:59',
    );
    expect(within(rows[1] as HTMLElement).getByTestId('withdrawal-review').textContent).toBe(
      'Under review',
    );
    expect(within(rows[2] as HTMLElement).getByTestId('withdrawal-outcome').textContent).toBe(
      'Received RM 200.00 · RM 100.00 refunded',
    );
    fireEvent.click(within(rows[0] as HTMLElement).getByTestId('withdrawal-confirm-open'));
    expect(await screen.findByTestId('confirm-receipt-form')).toBeTruthy();
  });

  it('binds a bank account in the real name with the login password', async () => {
    renderWithProviders(<WithdrawPage />, { route: '/member' });
    fireEvent.click(await screen.findByTestId('bind-bank-open'));
    await screen.findByTestId('bind-bank-form');
    expect((screen.getByTestId('bind-bank-holder') as HTMLInputElement).value).toBe('TAN AH KOW');
    fireEvent.click(screen.getByTestId('bind-bank-submit'));
    expect((await screen.findByTestId('accountNumber-error')).textContent).toBe(
      'Enter an account number of 6 to 20 digits.',
    );
    expect(screen.getByTestId('password-error').textContent).toBe('Enter your login password.');
    expect(screen.getByText('Choose a bank.')).toBeTruthy();
    expect(screen.getByTestId('bind-bank-select').getAttribute('aria-invalid')).toBe('true');
    expect(bodies(bindBankAccount)).toHaveLength(0);
    await waitFor(() => expect(screen.getByText('CIMB Bank')).toBeTruthy());
    fireEvent.change(screen.getByTestId('bind-bank-select'), { target: { value: 'CIMB' } });
    fireEvent.change(screen.getByTestId('bind-bank-number'), { target: { value: '8001234567' } });
    fireEvent.change(screen.getByTestId('bind-bank-password'), { target: { value: 'Lucky7Spin' } });
    fireEvent.click(screen.getByTestId('bind-bank-submit'));
    await waitFor(() => expect(bodies(bindBankAccount)).toHaveLength(1));
    expect(bodies(bindBankAccount)[0]).toEqual({
      bankCode: 'CIMB',
      accountNumber: '8001234567',
      password: 'Lucky7Spin',
    });
  });
});
