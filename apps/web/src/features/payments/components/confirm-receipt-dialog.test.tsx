import { uploadProofImage } from '@nova/contracts/api/payments';
import { confirmWithdrawal, type Withdrawal } from '@nova/contracts/api/withdrawals';
import { formatMinor, parseDecimal } from '@nova/contracts/money';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { useSecurityToast } from '../../security/hooks/use-security-toast';
import type { MoneyFormat } from '../../wallet/hooks/use-money-format';
import { imageFile } from '../test-support';
import { ConfirmReceiptDialog } from './confirm-receipt-dialog';

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
const PAID: Withdrawal = {
  id: 44,
  reference: 'W-1',
  amount: '30000',
  status: 'PAID',
  bankName: 'Maybank',
  accountNumber: '******7890',
  rejectReason: null,
  createdAt: '2026-11-23T10:00:00Z',
  paidAt: '2026-11-23T10:05:00Z',
  confirmDeadline: '2026-11-23T10:35:00Z',
  confirmation: null,
  receivedAmount: null,
  refundedAmount: null,
};

let nextUpload = 100;
beforeAll(() => initTestI18n());
beforeEach(() => {
  nextUpload = 100;
  useSecurityToast.setState({ toast: null });
  callApi.mockReset();
  callApi.mockImplementation((endpoint) => {
    if (endpoint === uploadProofImage)
      return Promise.resolve({ id: nextUpload++, mime: 'image/png', size: 9 });
    if (endpoint === confirmWithdrawal) return Promise.resolve({ ...PAID, status: 'COMPLETED' });
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  });
});

async function open() {
  const onClose = vi.fn();
  renderWithProviders(<ConfirmReceiptDialog withdrawal={PAID} money={MONEY} onClose={onClose} />);
  await screen.findByTestId('confirm-receipt-form');
  return onClose;
}

function confirmCalls() {
  return callApi.mock.calls
    .filter(([endpoint]) => endpoint === confirmWithdrawal)
    .map(([, i]) => i);
}

describe('ConfirmReceiptDialog', () => {
  it('confirms a full receipt with no proof', async () => {
    const onClose = await open();
    expect(screen.queryByTestId('proof-field')).toBeNull();
    fireEvent.click(screen.getByTestId('confirm-receipt-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(confirmCalls()).toEqual([{ params: { id: 44 }, body: { result: 'RECEIVED' } }]);
    expect(useSecurityToast.getState().toast?.message).toBe('Thank you, receipt confirmed.');
  });

  it('partly received: an amount below the amount paid, proof, remark', async () => {
    const onClose = await open();
    fireEvent.click(screen.getByTestId('confirm-option-PARTIAL'));
    fireEvent.click(screen.getByTestId('confirm-receipt-submit'));
    expect((await screen.findByTestId('amount-error')).textContent).toBe('Enter an amount.');
    expect(screen.getByTestId('proof-field').textContent).toContain('Upload at least one image.');
    fireEvent.change(screen.getByTestId('amount-input'), { target: { value: '300' } });
    fireEvent.click(screen.getByTestId('confirm-receipt-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('amount-error').textContent).toBe(
        'Enter an amount from RM0.01 to RM299.99.',
      ),
    );
    fireEvent.change(screen.getByTestId('amount-input'), { target: { value: '200.5' } });
    expect(screen.getByTestId('confirm-remaining').textContent).toBe('Missing: RM99.50');
    fireEvent.change(screen.getByTestId('proof-input'), {
      target: { files: [imageFile('a.png'), imageFile('b.jpg', 'image/jpeg')] },
    });
    fireEvent.change(screen.getByTestId('remark-input'), { target: { value: 'short by 99.50' } });
    fireEvent.click(screen.getByTestId('confirm-receipt-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(confirmCalls()).toEqual([
      {
        params: { id: 44 },
        body: {
          result: 'PARTIAL',
          receivedAmount: '20050',
          proofUploadIds: [100, 101],
          remark: 'short by 99.50',
        },
      },
    ]);
  });

  it('not received: proof required, no amount asked', async () => {
    const onClose = await open();
    fireEvent.click(screen.getByTestId('confirm-option-NOT_RECEIVED'));
    expect(screen.queryByTestId('amount-input')).toBeNull();
    fireEvent.click(screen.getByTestId('confirm-receipt-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('proof-field').textContent).toContain('Upload at least one image.'),
    );
    expect(confirmCalls()).toHaveLength(0);
    fireEvent.change(screen.getByTestId('proof-input'), {
      target: { files: [imageFile('s.png')] },
    });
    fireEvent.click(screen.getByTestId('confirm-receipt-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(confirmCalls()).toEqual([
      {
        params: { id: 44 },
        body: { result: 'NOT_RECEIVED', proofUploadIds: [100], remark: undefined },
      },
    ]);
  });
});
