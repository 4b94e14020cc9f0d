import {
  createDeposit,
  type Deposit,
  getPaymentChannels,
  listDeposits,
  type PaymentChannel,
  uploadProofImage,
} from '@nova/contracts/api/payments';
import { getWalletBalance } from '@nova/contracts/api/wallet';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { imageFile, WALLET } from '../test-support';
import { DepositPage } from './deposit-page';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

const BANK: PaymentChannel = {
  id: 1,
  code: 'BANK',
  kind: 'MANUAL_BANK',
  name: 'Bank transfer',
  minAmount: '5000',
  maxAmount: '5000000',
  banks: [
    {
      id: 9,
      bankCode: 'MBB',
      bankName: 'Maybank',
      accountName: 'Nova Ltd',
      accountNumber: '5140 1234 5678',
    },
  ],
};
const ONLINE: PaymentChannel = {
  id: 2,
  code: 'SANDBOX',
  kind: 'ONLINE',
  name: 'FPX online',
  minAmount: '1000',
  maxAmount: '100000',
  banks: [],
};
const DEPOSIT: Deposit = {
  id: 5,
  reference: 'D20261123ABC',
  channelCode: 'BANK',
  channelName: 'Bank transfer',
  kind: 'MANUAL_BANK',
  amount: '150000',
  status: 'PENDING',
  rejectReason: null,
  createdAt: '2026-11-23T10:00:00Z',
  decidedAt: null,
  redirectUrl: null,
};

let createAnswers: Array<() => Promise<unknown>> = [];

beforeAll(() => initTestI18n());
beforeEach(() => {
  createAnswers = [];
  callApi.mockReset();
  callApi.mockImplementation((endpoint) => {
    if (endpoint === getWalletBalance) return Promise.resolve(WALLET);
    if (endpoint === getPaymentChannels) return Promise.resolve([BANK, ONLINE]);
    if (endpoint === listDeposits) {
      return Promise.resolve({
        content: [],
        pageNum: 1,
        pageSize: 10,
        totalPages: 0,
        totalElements: 0,
      });
    }
    if (endpoint === uploadProofImage)
      return Promise.resolve({ id: 70 + callApi.mock.calls.length, mime: 'image/png', size: 10 });
    if (endpoint === createDeposit)
      return (createAnswers.shift() ?? (() => Promise.resolve(DEPOSIT)))();
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  });
});
afterEach(() => vi.unstubAllGlobals());

function bodies(endpoint: unknown) {
  return callApi.mock.calls.filter(([e]) => e === endpoint).map(([, input]) => input);
}

async function ready() {
  renderWithProviders(<DepositPage />, { route: '/member' });
  await screen.findByTestId('deposit-form');
  await waitFor(() =>
    expect(screen.getByTestId('channel-BANK').textContent).toContain('RM 50.00 – RM 50,000.00'),
  );
}

describe('DepositPage', () => {
  it('shows the channels with their formatted range and only the quick amounts inside it', async () => {
    await ready();
    expect(screen.getByTestId('channel-SANDBOX').textContent).toContain('RM 10.00 – RM 1,000.00');
    expect(screen.getByTestId('receiving-bank-9').textContent).toContain('5140 1234 5678');
    expect(screen.getByTestId('amount-chip-50')).toBeTruthy();
    expect(screen.getByTestId('amount-chip-5000')).toBeTruthy();
    fireEvent.click(
      screen.getByTestId('channel-SANDBOX').querySelector('input') as HTMLInputElement,
    );
    expect(screen.queryByTestId('amount-chip-5000')).toBeNull();
    expect(screen.getByTestId('amount-chip-1000')).toBeTruthy();
    fireEvent.click(screen.getByTestId('amount-chip-500'));
    expect((screen.getByTestId('amount-input') as HTMLInputElement).value).toBe('500');
  });

  it('checks the amount, range and slip before sending anything', async () => {
    await ready();
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('amount-error')).textContent).toBe('Enter an amount.');
    expect(screen.getByTestId('proof-field').textContent).toContain('Upload at least one image.');
    fireEvent.change(screen.getByTestId('amount-input'), { target: { value: '49.99' } });
    // Editing the amount takes its message away until the next submit.
    expect(screen.queryByTestId('amount-error')).toBeNull();
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('amount-error').textContent).toBe(
        'Enter an amount from RM 50.00 to RM 50,000.00.',
      ),
    );
    fireEvent.change(screen.getByTestId('amount-input'), { target: { value: '1.234' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('amount-error').textContent).toBe(
        'Enter a valid amount with at most 2 decimals.',
      ),
    );
    expect(bodies(createDeposit)).toHaveLength(0);
    expect(bodies(uploadProofImage)).toHaveLength(0);
  });

  it('uploads the slip raw, then posts one deposit per request id and shows it submitted', async () => {
    await ready();
    fireEvent.change(screen.getByTestId('amount-input'), { target: { value: '1,500' } });
    const slip = imageFile('slip.png');
    fireEvent.change(screen.getByTestId('proof-input'), { target: { files: [slip] } });
    fireEvent.change(screen.getByTestId('remark-input'), { target: { value: ' paid at 10am ' } });
    expect(screen.getByTestId('remark-counter').textContent).toBe('14/140');
    createAnswers.push(() => Promise.reject(new ApiError('SERVICE_UNAVAILABLE', 0)));
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByTestId('deposit-error')).toBeTruthy();
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByTestId('deposit-submitted')).toBeTruthy();
    expect(screen.getByTestId('deposit-reference').textContent).toBe('D20261123ABC');
    expect(screen.getByTestId('deposit-submitted').textContent).toContain('RM 1,500.00');

    // The slip was uploaded once as the raw body; the retry reused its id and the request id.
    expect(bodies(uploadProofImage)).toEqual([{ raw: slip }]);
    const [first, second] = bodies(createDeposit).map((input) => input.body);
    expect(first).toEqual({
      channelId: 1,
      receivingBankId: 9,
      amount: '150000',
      requestId: expect.any(String),
      proofUploadIds: [expect.any(Number)],
      remark: 'paid at 10am',
    });
    expect(second).toEqual(first);

    fireEvent.click(screen.getByTestId('deposit-again'));
    fireEvent.change(await screen.findByTestId('amount-input'), { target: { value: '60' } });
    fireEvent.change(screen.getByTestId('proof-input'), {
      target: { files: [imageFile('b.png')] },
    });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await screen.findByTestId('deposit-submitted');
    const third = bodies(createDeposit)[2]?.body;
    expect(third.amount).toBe('6000');
    expect(third.requestId).not.toBe(first.requestId);
  });

  it('sends an online deposit to the gateway page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    createAnswers.push(() =>
      Promise.resolve({ ...DEPOSIT, kind: 'ONLINE', redirectUrl: 'https://pay.example/p/1' }),
    );
    await ready();
    fireEvent.click(
      screen.getByTestId('channel-SANDBOX').querySelector('input') as HTMLInputElement,
    );
    fireEvent.change(screen.getByTestId('amount-input'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/p/1'));
    expect(bodies(createDeposit)[0]?.body).toEqual({
      channelId: 2,
      amount: '10000',
      requestId: expect.any(String),
      proofUploadIds: [],
    });
  });
});
