import {
  CONTRACT_MAX_TIERS,
  dailySalaryProcess,
  dividendProcess,
  offerContract,
} from '@nova/contracts/api/agent-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { answer, callsTo } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { GIVEN_DIVIDEND, MY_DIVIDEND } from '../test/contracts-test-kit';
import { OfferDialog } from './offer-dialog';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

let offerAnswer: unknown;

beforeAll(() => initTestI18n());
beforeEach(() => {
  callApi.mockReset();
  offerAnswer = GIVEN_DIVIDEND;
  answer(
    callApi,
    new Map<never, unknown>([
      [dividendProcess as never, { pending: null, signed: MY_DIVIDEND }],
      [dailySalaryProcess as never, { pending: null, signed: null }],
      [offerContract as never, () => offerAnswer],
    ]),
  );
});

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

async function open() {
  const onClose = vi.fn();
  renderWithProviders(<OfferDialog downline={{ id: 52, account: 'demosub' }} onClose={onClose} />);
  await screen.findByTestId('modal-contract-offer');
  // My own dividend contract, the ceiling, beside the form.
  await waitFor(() => expect(screen.getAllByTestId('ceiling-tiers-row')).toHaveLength(2));
  return onClose;
}

describe('OfferDialog', () => {
  it('shows my own contract and refuses a tier above it without asking the server', async () => {
    await open();
    const ceiling = screen.getByTestId('offer-ceiling');
    expect(within(ceiling).getByTestId('offer-ceiling-party').textContent).toBe(
      'Paid to you by Platform',
    );
    expect(ceiling.textContent).toContain('30.00%');

    type('tier-0-minBets', '10000');
    type('tier-0-minActive', '3');
    type('tier-0-rate', '25');
    fireEvent.click(screen.getByTestId('contract-offer-submit'));
    expect((await screen.findByTestId('tier-0-rate-error')).textContent).toBe(
      'Above your own contract: at most 20.00% at these thresholds.',
    );
    expect(callsTo(callApi, offerContract)).toHaveLength(0);
  });

  it('checks tier over tier and sends exact minor units and basis points', async () => {
    const onClose = await open();
    type('tier-0-minBets', '10000');
    type('tier-0-minActive', '3');
    type('tier-0-rate', '15');
    fireEvent.click(screen.getByTestId('tier-add'));
    // The new tier starts from the previous thresholds; its rate must be typed and be higher.
    expect((screen.getByTestId('tier-1-minBets') as HTMLInputElement).value).toBe('10000');
    type('tier-1-minBets', '9000');
    type('tier-1-rate', '15');
    fireEvent.click(screen.getByTestId('contract-offer-submit'));
    expect((await screen.findByTestId('tier-1-minBets-error')).textContent).toBe(
      'Cannot be lower than tier 1.',
    );
    expect(screen.getByTestId('tier-1-rate-error').textContent).toBe('Must be higher than tier 1.');

    type('tier-1-minBets', '50000');
    type('tier-1-minNetLoss', '1,000.00');
    type('tier-1-minActive', '10');
    type('tier-1-rate', '27.35');
    fireEvent.change(screen.getByTestId('offer-period'), { target: { value: 'WEEKLY' } });
    fireEvent.click(screen.getByTestId('contract-offer-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(callApi, offerContract)).toEqual([
      {
        body: {
          downlineId: 52,
          kind: 'DIVIDEND',
          period: 'WEEKLY',
          rateType: 'PERCENT',
          tiers: [
            { minBets: '1000000', minNetLoss: '0', minActive: 3, ratio: 1500, amount: '0' },
            { minBets: '5000000', minNetLoss: '100000', minActive: 10, ratio: 2735, amount: '0' },
          ],
        },
      },
    ]);
  });

  it("shows the server's CONTRACT_INVALID on the tier it names", async () => {
    offerAnswer = new ApiError('CONTRACT_INVALID', 400, [
      { path: 'tiers.0.ratio', issue: 'ABOVE_UPLINE' },
    ]);
    const onClose = await open();
    type('tier-0-minBets', '10000');
    type('tier-0-minActive', '3');
    type('tier-0-rate', '10');
    fireEvent.click(screen.getByTestId('contract-offer-submit'));
    expect((await screen.findByTestId('tier-0-rate-error')).textContent).toBe(
      'This tier breaks a contract rule.',
    );
    expect(screen.getByTestId('contract-offer-error').textContent).toBe(
      'These contract terms are not allowed. Check the highlighted tiers.',
    );
    expect(onClose).not.toHaveBeenCalled();
    // Changing the tier clears the server's verdict.
    type('tier-0-rate', '9');
    expect(screen.queryByTestId('tier-0-rate-error')).toBeNull();
  });

  it('offers a salary: fixed period, a fixed amount, no net loss threshold', async () => {
    await open();
    fireEvent.click(screen.getByTestId('offer-kind-daily'));
    await waitFor(() => expect(screen.getByTestId('offer-ceiling-none')).toBeTruthy());
    expect((screen.getByTestId('offer-period') as HTMLSelectElement).value).toBe('DAILY');
    expect((screen.getByTestId('offer-period') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.queryByTestId('tier-0-minNetLoss')).toBeNull();
    fireEvent.change(screen.getByTestId('offer-rate-type'), { target: { value: 'FIXED' } });
    type('tier-0-minBets', '500');
    type('tier-0-rate', '88.8');
    fireEvent.click(screen.getByTestId('contract-offer-submit'));
    await waitFor(() => expect(callsTo(callApi, offerContract)).toHaveLength(1));
    expect(callsTo(callApi, offerContract)[0]?.body).toEqual({
      downlineId: 52,
      kind: 'SALARY_DAILY',
      period: 'DAILY',
      rateType: 'FIXED',
      tiers: [{ minBets: '50000', minNetLoss: '0', minActive: 0, ratio: 0, amount: '8880' }],
    });
  });

  it(`adds up to ${CONTRACT_MAX_TIERS} tiers and keeps at least one`, async () => {
    await open();
    expect((screen.getByTestId('tier-remove-0') as HTMLButtonElement).disabled).toBe(true);
    for (let i = 1; i < CONTRACT_MAX_TIERS; i += 1) fireEvent.click(screen.getByTestId('tier-add'));
    expect(screen.getAllByTestId(/^tier-row-/)).toHaveLength(CONTRACT_MAX_TIERS);
    expect((screen.getByTestId('tier-add') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('tier-remove-3'));
    expect(screen.getAllByTestId(/^tier-row-/)).toHaveLength(CONTRACT_MAX_TIERS - 1);
    expect((screen.getByTestId('tier-add') as HTMLButtonElement).disabled).toBe(false);
  });
});
