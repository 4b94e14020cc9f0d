import {
  listWalletTransfers,
  walletTransfer,
  walletTransferAllToMain,
} from '@nova/contracts/api/transfers';
import { getWalletBalance } from '@nova/contracts/api/wallet';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { answer, BALANCE, callsTo, sessionOf } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import type { Session } from '../../session/hooks/use-session';
import { TransferFundPage } from './transfer-fund-page';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));
const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

const RESULT = (status: string, direction = 'IN', amount = '5050') => ({
  transfers: [
    {
      id: 1,
      vendor: 'AG',
      direction,
      amount,
      status,
      gameResult: '0',
      createdAt: '2026-11-23T10:00:00Z',
    },
  ],
  balance: BALANCE,
});

function serve(extra: [unknown, unknown][] = []) {
  answer(callApi, new Map([[listWalletTransfers, []], ...extra] as never));
}

async function renderPage() {
  const view = renderWithProviders(<TransferFundPage />);
  await screen.findByTestId('transfer-fund-page');
  return view;
}

function typeAmount(value: string) {
  fireEvent.change(screen.getByTestId('transfer-amount'), { target: { value } });
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  callApi.mockReset();
  state.session = sessionOf();
});

describe('TransferFundPage', () => {
  it('shows the main wallet and every transfer-mode vendor wallet, absent ones at 0.00', async () => {
    serve();
    await renderPage();
    expect(screen.getByTestId('funds-total').textContent).toBe('RM 1,259.56');
    expect(screen.getByTestId('wallet-balance-MAIN').textContent).toBe('RM 1,234.56');
    expect(screen.getByTestId('wallet-balance-AG').textContent).toBe('RM 25.00');
    expect(screen.getByTestId('wallet-balance-IBC').textContent).toBe('RM 0.00');
    // A seamless vendor plays from the main wallet: no card of its own.
    expect(screen.queryByTestId('wallet-card-PG')).toBeNull();
  });

  it('keeps the main wallet on exactly one side', async () => {
    serve();
    await renderPage();
    const from = screen.getByTestId('transfer-from') as HTMLSelectElement;
    const to = screen.getByTestId('transfer-to') as HTMLSelectElement;
    expect([from.value, to.value]).toEqual(['MAIN', 'AG']);
    fireEvent.change(from, { target: { value: 'IBC' } });
    expect([from.value, to.value]).toEqual(['IBC', 'MAIN']);
    fireEvent.change(to, { target: { value: 'MAIN' } });
    fireEvent.change(from, { target: { value: 'MAIN' } });
    expect([from.value, to.value]).toEqual(['MAIN', 'IBC']);
    fireEvent.click(screen.getByTestId('transfer-swap'));
    expect([from.value, to.value]).toEqual(['IBC', 'MAIN']);
    // A vendor card with money moves out of it.
    fireEvent.click(within(screen.getByTestId('wallet-card-AG')).getByRole('button'));
    expect([from.value, to.value]).toEqual(['AG', 'MAIN']);
  });

  it('refuses an amount above the source wallet or with too many decimals, without a call', async () => {
    serve();
    await renderPage();
    fireEvent.change(screen.getByTestId('transfer-from'), { target: { value: 'AG' } });
    typeAmount('25.01');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('amount-error')).textContent).toBe(
      'You have only RM 25.00 in Asia Gaming.',
    );
    typeAmount('1.234');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('amount-error')).textContent).toContain('at most 2 decimals');
    fireEvent.click(screen.getByTestId('transfer-max'));
    expect((screen.getByTestId('transfer-amount') as HTMLInputElement).value).toBe('25.00');
    expect(callsTo(callApi, walletTransfer)).toHaveLength(0);
  });

  it('sends minor units with a request id, shows the result, then uses a new request id', async () => {
    serve([[walletTransfer, RESULT('SUCCESS')]]);
    await renderPage();
    const balanceReads = callsTo(callApi, getWalletBalance).length;
    typeAmount('50.50');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    const result = await screen.findByTestId('transfer-result');
    expect(result.dataset.status).toBe('SUCCESS');
    expect(result.textContent).toContain('RM 50.50 moved from Main wallet to Asia Gaming.');
    const [first] = callsTo(callApi, walletTransfer);
    expect(first?.body).toEqual({
      from: 'MAIN',
      to: 'AG',
      amount: '5050',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // Every wallet view refetches after a transfer.
    await waitFor(() =>
      expect(callsTo(callApi, getWalletBalance).length).toBeGreaterThan(balanceReads),
    );
    typeAmount('1');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(callsTo(callApi, walletTransfer)).toHaveLength(2));
    const second = callsTo(callApi, walletTransfer)[1];
    expect(second?.body?.requestId).toEqual(expect.any(String));
    expect(second?.body?.requestId).not.toBe(first?.body?.requestId);
  });

  it('reads an UNKNOWN answer and VENDOR_UNAVAILABLE as pending with the provider', async () => {
    let reply: unknown = RESULT('UNKNOWN');
    serve([[walletTransfer, () => reply]]);
    await renderPage();
    typeAmount('10');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    const result = await screen.findByTestId('transfer-result');
    expect(result.dataset.status).toBe('UNKNOWN');
    expect(result.textContent).toContain('Pending with the provider');
    expect(result.textContent).toContain('will be settled automatically');

    reply = new ApiError('VENDOR_UNAVAILABLE', 503);
    typeAmount('10');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(callsTo(callApi, walletTransfer)).toHaveLength(2));
    expect((await screen.findByTestId('transfer-result')).dataset.status).toBe('UNKNOWN');
    expect(screen.queryByTestId('transfer-error')).toBeNull();
  });

  it('brings every game wallet back with one click', async () => {
    serve([[walletTransferAllToMain, RESULT('SUCCESS', 'OUT', '2500')]]);
    await renderPage();
    fireEvent.click(screen.getByTestId('all-to-main'));
    expect((await screen.findByTestId('all-to-main-result')).textContent).toBe(
      'RM 25.00 moved back to your main wallet.',
    );
    const [call] = callsTo(callApi, walletTransferAllToMain);
    expect(call?.body).toEqual({ requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('says what was lost when all to main found only wallets lost at the vendor', async () => {
    const lost = RESULT('SUCCESS', 'OUT', '0');
    serve([
      [
        walletTransferAllToMain,
        { ...lost, transfers: lost.transfers.map((x) => ({ ...x, gameResult: '-10000' })) },
      ],
    ]);
    await renderPage();
    fireEvent.click(screen.getByTestId('all-to-main'));
    expect((await screen.findByTestId('all-to-main-result')).textContent).toBe(
      'Nothing left to move: RM 100.00 was lost in the game there, and your wallets now show it.',
    );
  });

  it('lists the recent transfers with their status', async () => {
    serve([[listWalletTransfers, RESULT('UNKNOWN', 'OUT').transfers]]);
    await renderPage();
    const row = await screen.findByTestId('recent-transfer');
    expect(row.textContent).toContain('Asia Gaming');
    expect(row.textContent).toContain('RM 50.50');
    expect(row.textContent).toContain('Awaiting provider');
  });

  it('shows a game result booked on a refused transfer out or alone (decision 027)', async () => {
    const refused = { ...RESULT('FAILED', 'OUT', '5000').transfers[0], gameResult: '-3000' };
    const alone = { ...refused, id: 2, amount: '0', status: 'SUCCESS', gameResult: '-2000' };
    serve([[listWalletTransfers, [alone, refused]]]);
    await renderPage();
    const results = await screen.findAllByTestId('recent-transfer-result');
    expect(results.map((r) => r.textContent)).toEqual([
      'after RM 20.00 lost in the game',
      'after RM 30.00 lost in the game',
    ]);
  });
});
