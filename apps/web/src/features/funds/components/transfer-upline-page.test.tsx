import {
  getTransferTargets,
  type TransferTargets,
  transferToMember,
} from '@nova/contracts/api/transfers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { answer, BALANCE, callsTo, sessionOf } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import type { Session } from '../../session/hooks/use-session';
import { TransferUplinePage } from './transfer-upline-page';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));
const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

const TARGETS: TransferTargets = {
  upline: { account: 'demoagent', nickname: 'Demo Agent' },
  canTransferToDownline: false,
  minAmount: '1000',
  maxAmount: '500000',
  paymentPasswordSet: true,
};
const SENT = {
  transferId: 9,
  toAccount: 'demoagent',
  amount: '5000',
  balance: { ...BALANCE, main: '118456' },
};

function serve(targets: TransferTargets = TARGETS, sent: unknown = SENT) {
  answer(
    callApi,
    new Map<never, unknown>([
      [getTransferTargets as never, targets],
      [transferToMember as never, sent],
    ]),
  );
}

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  callApi.mockReset();
  state.session = sessionOf();
});

describe('TransferUplinePage', () => {
  it('asks for confirmation, then sends the upline transfer and shows the new balance', async () => {
    serve();
    renderWithProviders(<TransferUplinePage />);
    expect((await screen.findByTestId('upline-account')).textContent).toBe('demoagent');
    fill('upline-amount', '50');
    fill('upline-password', '123456');
    fill('upline-remark', 'for the weekend');
    expect(screen.getByTestId('upline-remark-counter').textContent).toBe('15/140');
    fireEvent.click(screen.getByTestId('upline-submit'));
    expect((await screen.findByTestId('upline-confirm-question')).textContent).toBe(
      'Send RM 50.00 to demoagent?',
    );
    expect(callsTo(callApi, transferToMember)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('upline-confirm-submit'));
    expect((await screen.findByTestId('upline-new-balance')).textContent).toBe('RM 1,184.56');
    const [call] = callsTo(callApi, transferToMember);
    expect(call?.body).toEqual({
      target: 'UPLINE',
      amount: '5000',
      paymentPassword: '123456',
      remark: 'for the weekend',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('checks the range, the balance and the payment password before confirming', async () => {
    serve();
    renderWithProviders(<TransferUplinePage />);
    await screen.findByTestId('upline-form');
    fill('upline-amount', '5');
    fireEvent.click(screen.getByTestId('upline-submit'));
    expect((await screen.findByTestId('amount-error')).textContent).toBe(
      'Enter an amount between RM 10.00 and RM 5,000.00.',
    );
    expect(screen.getByTestId('paymentPassword-error').textContent).toBe(
      'Enter your 6-digit payment password.',
    );
    fill('upline-amount', '1,234.57');
    fill('upline-password', '123456');
    fireEvent.click(screen.getByTestId('upline-submit'));
    expect((await screen.findByTestId('amount-error')).textContent).toBe(
      'You have only RM 1,234.56 in your main wallet.',
    );
    expect(screen.queryByTestId('upline-confirm-question')).toBeNull();
  });

  it('lets an agent send to a downline account', async () => {
    serve({ ...TARGETS, canTransferToDownline: true });
    renderWithProviders(<TransferUplinePage />);
    fireEvent.click(await screen.findByTestId('upline-mode-DOWNLINE'));
    fill('upline-account-input', ' demo2 ');
    fill('upline-amount', '20');
    fill('upline-password', '654321');
    fireEvent.click(screen.getByTestId('upline-submit'));
    expect((await screen.findByTestId('upline-confirm-question')).textContent).toBe(
      'Send RM 20.00 to demo2?',
    );
    fireEvent.click(screen.getByTestId('upline-confirm-submit'));
    await waitFor(() => expect(callsTo(callApi, transferToMember)).toHaveLength(1));
    expect(callsTo(callApi, transferToMember)[0]?.body).toMatchObject({
      target: 'DOWNLINE',
      toAccount: 'demo2',
      amount: '2000',
    });
  });

  it('puts a wrong payment password next to its field', async () => {
    serve(TARGETS, new ApiError('PAYMENT_PASSWORD_INVALID', 400));
    renderWithProviders(<TransferUplinePage />);
    await screen.findByTestId('upline-form');
    fill('upline-amount', '50');
    fill('upline-password', '000000');
    fireEvent.click(screen.getByTestId('upline-submit'));
    fireEvent.click(await screen.findByTestId('upline-confirm-submit'));
    expect((await screen.findByTestId('paymentPassword-error')).textContent).toBeTruthy();
    expect(screen.queryByTestId('upline-success')).toBeNull();
  });

  it('points to the security center when no payment password is set', async () => {
    serve({ ...TARGETS, paymentPasswordSet: false });
    renderWithProviders(<TransferUplinePage />);
    const link = await screen.findByTestId('upline-set-password');
    expect(link.getAttribute('href')).toBe('/member?page=securityCenter');
    expect(screen.queryByTestId('upline-form')).toBeNull();
  });

  it('says so when there is no upline', async () => {
    serve({ ...TARGETS, upline: null });
    renderWithProviders(<TransferUplinePage />);
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No upline');
    expect(screen.queryByTestId('upline-form')).toBeNull();
  });
});
