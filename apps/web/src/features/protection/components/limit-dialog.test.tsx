import {
  getSessionSummary,
  type ProtectionOverview,
  setLimit,
} from '@nova/contracts/api/protection';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { formatDateTimeText } from '../../../lib/datetime';
import { answer, callsTo } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { useSecurityToast } from '../../security/hooks/use-security-toast';
import { DEPOSIT_DAY, EMPTY_OVERVIEW, OVERVIEW, SESSION } from '../test/protection-test-kit';
import { LimitDialog } from './limit-dialog';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

let setAnswer: ProtectionOverview | Error = OVERVIEW;

beforeAll(() => initTestI18n());
beforeEach(() => {
  setAnswer = OVERVIEW;
  callApi.mockReset();
  useSecurityToast.setState({ toast: null });
  answer(
    callApi,
    new Map<never, unknown>([
      [setLimit as never, () => setAnswer],
      [getSessionSummary as never, SESSION],
    ]),
  );
});

function type(value: string) {
  fireEvent.change(screen.getByTestId('protection-limit-input'), { target: { value } });
}

const note = () => screen.getByTestId('protection-limit-note');
const toast = () => useSecurityToast.getState().toast?.message;

async function open(overview: ProtectionOverview, kind = 'DEPOSIT', period = 'DAY') {
  const onClose = vi.fn();
  renderWithProviders(
    <LimitDialog limitKey={{ kind, period } as never} overview={overview} onClose={onClose} />,
  );
  await screen.findByTestId('modal-protection-limit');
  return onClose;
}

describe('LimitDialog', () => {
  it('sets a first limit from a decimal, in minor units, at once', async () => {
    setAnswer = { ...OVERVIEW, limits: [{ ...DEPOSIT_DAY, value: '150050' }] };
    const onClose = await open(EMPTY_OVERVIEW);
    expect(screen.getByTestId('modal-protection-limit').textContent).toContain(
      'Choose your daily deposit limit. You can lower it at any time; raising or removing it later waits a cooling-off period.',
    );
    expect(note().dataset.change).toBe('none');
    expect(note().textContent).toContain('raising or removing waits 24 hours');

    type('1,500.50');
    expect(note().dataset.tone).toBe('now');
    expect(note().textContent).toBe('This limit applies as soon as you save it.');
    fireEvent.click(screen.getByTestId('protection-limit-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(callApi, setLimit)).toEqual([
      { body: { kind: 'DEPOSIT', period: 'DAY', value: '150050' } },
    ]);
    expect(toast()).toBe('Your daily deposit limit is now RM 1,500.50.');
  });

  it('refuses an empty, zero or over-precise amount without asking the server', async () => {
    await open(EMPTY_OVERVIEW);
    fireEvent.click(screen.getByTestId('protection-limit-submit'));
    expect((await screen.findByTestId('limitValue-error')).textContent).toBe('Enter an amount.');
    type('1.005');
    fireEvent.click(screen.getByTestId('protection-limit-submit'));
    expect((await screen.findByTestId('limitValue-error')).textContent).toBe(
      'Enter an amount above 0 with at most 2 decimal places.',
    );
    type('0');
    fireEvent.click(screen.getByTestId('protection-limit-submit'));
    expect((await screen.findByTestId('limitValue-error')).textContent).toBe(
      'Enter an amount above 0 with at most 2 decimal places.',
    );
    expect(callsTo(callApi, setLimit)).toEqual([]);
  });

  it('says a raise waits the cooling-off, and tells when it can be confirmed', async () => {
    const effectiveAt = '2026-12-01T14:00:00Z';
    setAnswer = {
      ...OVERVIEW,
      limits: [
        {
          ...DEPOSIT_DAY,
          pending: {
            value: '80000',
            requestedAt: '2026-11-30T14:00:00Z',
            effectiveAt,
            confirmable: false,
          },
        },
      ],
    };
    const onClose = await open(OVERVIEW);
    expect(screen.getByTestId('modal-protection-limit').textContent).toContain(
      'Change your daily deposit limit',
    );
    // The current limit, as plain digits to edit.
    expect((screen.getByTestId('protection-limit-input') as HTMLInputElement).value).toBe('500.00');
    type('100');
    expect(note().textContent).toBe('Lowering applies as soon as you save it.');
    type('800');
    expect(note().dataset.tone).toBe('wait');
    expect(note().textContent).toBe(
      'Raising waits a cooling-off of 24 hours. After it you confirm the new limit here; until then your current limit stays.',
    );
    fireEvent.click(screen.getByTestId('protection-limit-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(callApi, setLimit)).toEqual([
      { body: { kind: 'DEPOSIT', period: 'DAY', value: '80000' } },
    ]);
    expect(toast()).toBe(
      `Change requested. It can be confirmed after ${formatDateTimeText(new Date(effectiveAt), 'en')}.`,
    );
  });

  it('refuses the same value, and removes a limit with null', async () => {
    setAnswer = EMPTY_OVERVIEW;
    const onClose = await open(OVERVIEW);
    type('500');
    expect(note().textContent).toBe('This is already your limit.');
    fireEvent.click(screen.getByTestId('protection-limit-submit'));
    expect((await screen.findByTestId('limitValue-error')).textContent).toBe(
      'That is already your limit. Enter a different value.',
    );
    fireEvent.click(screen.getByTestId('protection-limit-remove'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(callApi, setLimit)).toEqual([
      { body: { kind: 'DEPOSIT', period: 'DAY', value: null } },
    ]);
    expect(toast()).toBe('Your daily deposit limit was removed.');
  });

  it('takes the session limit in whole minutes', async () => {
    await open(EMPTY_OVERVIEW, 'SESSION', 'SESSION');
    expect(screen.getByTestId('modal-protection-limit').textContent).toContain(
      'Set your session time limit',
    );
    type('5');
    fireEvent.click(screen.getByTestId('protection-limit-submit'));
    expect((await screen.findByTestId('limitValue-error')).textContent).toBe(
      'Enter whole minutes from 10 to 1440.',
    );
    type('90');
    expect(screen.getByText('That is 1 h 30 min per login.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('protection-limit-submit'));
    await waitFor(() =>
      expect(callsTo(callApi, setLimit)).toEqual([
        { body: { kind: 'SESSION', period: 'SESSION', value: '90' } },
      ]),
    );
  });

  it("shows the server's refusal, translated", async () => {
    setAnswer = new ApiError('SERVICE_UNAVAILABLE', 0);
    const onClose = await open(EMPTY_OVERVIEW);
    type('50');
    fireEvent.click(screen.getByTestId('protection-limit-submit'));
    expect((await screen.findByTestId('protection-limit-error')).textContent).toBe(
      'Network link is abnormal, please try again.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
