import { type Deposit, getDeposit } from '@nova/contracts/api/payments';
import { formatMinor, parseDecimal } from '@nova/contracts/money';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import type { MoneyFormat } from '../../wallet/hooks/use-money-format';
import { DepositReturnBanner } from './deposit-return-banner';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

const MONEY: MoneyFormat = {
  symbol: 'RM',
  scale: 2,
  locale: 'en',
  format: (minor) => `RM${formatMinor(BigInt(minor), 2)}`,
  parse: (input) => parseDecimal(input, 2),
};
const PENDING: Deposit = {
  id: 3,
  reference: 'D-ONLINE-1',
  channelCode: 'SANDBOX',
  channelName: 'FPX online',
  kind: 'ONLINE',
  amount: '25000',
  status: 'PENDING',
  rejectReason: null,
  createdAt: '2026-11-23T10:00:00Z',
  decidedAt: null,
  redirectUrl: 'https://pay.example/p/1',
};

beforeAll(() => initTestI18n());
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  callApi.mockReset();
});
afterEach(() => vi.useRealTimers());

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function polls() {
  return callApi.mock.calls.filter(([endpoint]) => endpoint === getDeposit);
}

describe('DepositReturnBanner', () => {
  it('polls every 2 s while pending, then shows the credit and refreshes the wallet', async () => {
    const answers = [PENDING, PENDING, { ...PENDING, status: 'APPROVED' as const }];
    callApi.mockImplementation(() => Promise.resolve(answers.shift() ?? answers.at(-1)));
    const { queryClient } = renderWithProviders(
      <DepositReturnBanner reference="D-ONLINE-1" money={MONEY} onDismiss={() => {}} />,
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await advance(0);
    expect(screen.getByTestId('deposit-return').textContent).toContain('Confirming your payment');
    expect(polls()[0]?.[1]).toMatchObject({ params: { reference: 'D-ONLINE-1' } });
    await advance(2000);
    expect(polls()).toHaveLength(2);
    expect(screen.getByTestId('deposit-return').dataset.tone).toBe('pending');
    await advance(2000);
    expect(polls()).toHaveLength(3);
    expect(screen.getByTestId('deposit-return').dataset.tone).toBe('success');
    expect(screen.getByTestId('deposit-return-amount').textContent).toBe(
      'RM250.00 has been credited to your wallet.',
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.wallet.root });
    await advance(10_000);
    expect(polls()).toHaveLength(3);
  });

  it('shows a failed payment', async () => {
    callApi.mockResolvedValue({ ...PENDING, status: 'FAILED' });
    renderWithProviders(
      <DepositReturnBanner reference="D-ONLINE-1" money={MONEY} onDismiss={() => {}} />,
    );
    await advance(0);
    const banner = screen.getByTestId('deposit-return');
    expect(banner.dataset.tone).toBe('danger');
    expect(banner.textContent).toContain('Deposit not completed');
    expect(banner.textContent).toContain('(Failed)');
  });

  it('stops polling after about a minute and says it is still processing', async () => {
    callApi.mockResolvedValue(PENDING);
    renderWithProviders(
      <DepositReturnBanner reference="D-ONLINE-1" money={MONEY} onDismiss={() => {}} />,
    );
    await advance(0);
    await advance(60_000);
    const count = polls().length;
    expect(count).toBeGreaterThanOrEqual(30);
    expect(count).toBeLessThanOrEqual(32);
    await advance(2000);
    expect(screen.getByTestId('deposit-return').textContent).toContain(
      'Your payment is still being processed',
    );
    await advance(20_000);
    expect(polls()).toHaveLength(count);
  });
});
