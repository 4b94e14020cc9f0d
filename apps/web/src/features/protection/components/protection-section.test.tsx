import {
  cancelLimit,
  confirmLimit,
  getProtection,
  getSessionSummary,
  type ProtectionOverview,
  setRealityCheck,
} from '@nova/contracts/api/protection';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { formatDateTimeText } from '../../../lib/datetime';
import { answer, callsTo } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { useSecurityToast } from '../../security/hooks/use-security-toast';
import { EMPTY_OVERVIEW, LOSS_WEEK, OVERVIEW, SESSION } from '../test/protection-test-kit';
import { ProtectionSection } from './protection-section';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

let overview: ProtectionOverview | Error = OVERVIEW;

function serve(extra: [unknown, unknown][] = []) {
  answer(
    callApi,
    new Map<never, unknown>([
      [getProtection as never, () => overview],
      [getSessionSummary as never, SESSION],
      ...(extra as [never, unknown][]),
    ]),
  );
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  overview = OVERVIEW;
  callApi.mockReset();
  useSecurityToast.setState({ toast: null });
  serve();
});

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('ProtectionSection', () => {
  it('shows each limit with its value, what is used and what is left', async () => {
    renderWithProviders(<ProtectionSection />);
    expect(screen.getByTestId('protection-loading')).toBeTruthy();
    await screen.findByTestId('protection-row-deposit-day');

    expect(text('protection-cooling-off')).toBe(
      'Lowering a limit applies at once. Raising or removing one waits 24 hours, then needs your confirmation.',
    );
    // The member's currency symbol comes with the balance.
    await waitFor(() => expect(text('protection-value-deposit-day')).toBe('RM 500.00'));
    expect(text('protection-used-deposit-day')).toBe('RM 120.50 used');
    expect(text('protection-remaining-deposit-day')).toBe('RM 379.50 left');
    const bar = within(screen.getByTestId('protection-row-deposit-day')).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('24');
    expect(bar.dataset.level).toBe('ok');
    expect(text('protection-edit-deposit-day')).toBe('Change');

    // Used up: a full, red bar.
    const full = within(screen.getByTestId('protection-row-loss-week')).getByRole('progressbar');
    expect(full.getAttribute('aria-valuenow')).toBe('100');
    expect(full.dataset.level).toBe('full');

    // Not set: no bar, a "Set" button.
    expect(text('protection-value-deposit-week')).toBe('No limit');
    expect(text('protection-edit-deposit-week')).toBe('Set');
    expect(
      within(screen.getByTestId('protection-row-deposit-week')).queryByRole('progressbar'),
    ).toBeNull();

    // The session limit in hours and minutes.
    expect(text('protection-value-session-session')).toBe('2 h 30 min');
    expect(text('protection-used-session-session')).toBe('40 min used');
    expect(text('protection-remaining-session-session')).toBe('1 h 50 min left');
  });

  it('shows a pending raise with its date, and confirms a removal whose cooling-off is over', async () => {
    serve([
      [confirmLimit, { ...OVERVIEW, limits: [OVERVIEW.limits[0], LOSS_WEEK] }],
      [cancelLimit, { ...OVERVIEW, limits: [OVERVIEW.limits[0]] }],
    ]);
    renderWithProviders(<ProtectionSection />);
    const raise = await screen.findByTestId('protection-pending-loss-week');
    expect(raise.dataset.confirmable).toBe('false');
    await waitFor(() => expect(raise.textContent).toContain('Increase to RM 2,500.00 pending'));
    const effective = formatDateTimeText(new Date('2026-12-01T06:00:00Z'), 'en');
    expect(text('protection-pending-date-loss-week')).toBe(
      `Takes effect after ${effective}, once you confirm it.`,
    );
    // Not confirmable yet: only cancel.
    expect(screen.queryByTestId('protection-confirm-loss-week')).toBeNull();

    const removal = screen.getByTestId('protection-pending-wager-month');
    expect(removal.dataset.confirmable).toBe('true');
    expect(removal.textContent).toContain('Removal pending');
    fireEvent.click(screen.getByTestId('protection-confirm-wager-month'));
    await waitFor(() =>
      expect(callsTo(callApi, confirmLimit)).toEqual([
        { body: { kind: 'WAGER', period: 'MONTH' } },
      ]),
    );
    // The answer replaces the overview: the removed limit is gone.
    await waitFor(() => expect(text('protection-value-wager-month')).toBe('No limit'));
    expect(useSecurityToast.getState().toast?.message).toBe('Your new limit applies now.');

    fireEvent.click(screen.getByTestId('protection-cancel-loss-week'));
    await waitFor(() =>
      expect(callsTo(callApi, cancelLimit)).toEqual([{ body: { kind: 'LOSS', period: 'WEEK' } }]),
    );
  });

  it('says why a confirmation was refused, with the date it can be confirmed', async () => {
    const until = '2026-12-02T08:30:00Z';
    serve([[confirmLimit, new ApiError('LIMIT_COOLING_OFF', 409, [], { protection: { until } })]]);
    renderWithProviders(<ProtectionSection />);
    fireEvent.click(await screen.findByTestId('protection-confirm-wager-month'));
    expect((await screen.findByTestId('protection-pending-error-wager-month')).textContent).toBe(
      `This change can be confirmed from ${formatDateTimeText(new Date(until), 'en')}, when its cooling-off period ends.`,
    );
  });

  it('marks the brand default interval and saves a new one', async () => {
    serve([
      [
        setRealityCheck,
        {
          ...OVERVIEW,
          realityCheck: { intervalMinutes: 15, brandDefaultMinutes: 30, chosen: true },
        },
      ],
    ]);
    renderWithProviders(<ProtectionSection />);
    const select = (await screen.findByTestId('protection-reality-select')) as HTMLSelectElement;
    expect(select.value).toBe('30');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Off',
      'Every 15 minutes',
      'Every 30 minutes (default)',
      'Every 45 minutes',
      'Every 60 minutes',
      'Every 90 minutes',
      'Every 120 minutes',
    ]);
    fireEvent.change(select, { target: { value: '15' } });
    await waitFor(() =>
      expect(callsTo(callApi, setRealityCheck)).toEqual([{ body: { intervalMinutes: 15 } }]),
    );
    expect((await screen.findByTestId('protection-reality-saved')).textContent).toBe(
      'Saved. You will be reminded every 15 minutes.',
    );
    expect(select.value).toBe('15');
  });

  it('opens the limit, time-out and self-exclusion dialogs', async () => {
    overview = EMPTY_OVERVIEW;
    renderWithProviders(<ProtectionSection />);
    fireEvent.click(await screen.findByTestId('protection-edit-deposit-day'));
    expect((await screen.findByTestId('modal-protection-limit')).textContent).toContain(
      'Set your daily deposit limit',
    );
    fireEvent.click(screen.getByTestId('protection-limit-cancel'));
    await waitFor(() => expect(screen.queryByTestId('modal-protection-limit')).toBeNull());

    fireEvent.click(screen.getByTestId('protection-start-timeout'));
    expect((await screen.findByTestId('modal-protection-exclusion')).textContent).toContain(
      'Take a time-out',
    );
    fireEvent.click(screen.getByTestId('protection-exclusion-cancel'));
    await waitFor(() => expect(screen.queryByTestId('modal-protection-exclusion')).toBeNull());

    fireEvent.click(screen.getByTestId('protection-start-selfExclusion'));
    expect((await screen.findByTestId('modal-protection-exclusion')).textContent).toContain(
      'Self-exclude',
    );
  });

  it('shows an active self-exclusion instead of the ways to step away', async () => {
    overview = {
      ...OVERVIEW,
      exclusion: {
        kind: 'SELF_EXCLUSION',
        duration: 'PERMANENT',
        startsAt: '2026-11-30T06:00:00Z',
        endsAt: null,
      },
    };
    renderWithProviders(<ProtectionSection />);
    expect((await screen.findByTestId('protection-exclusion')).textContent).toBe(
      'You are permanently self-excluded. Play, deposits and transfers are closed; you can still withdraw.',
    );
    expect(screen.queryByTestId('protection-start-timeout')).toBeNull();
    expect(screen.queryByTestId('protection-start-selfExclusion')).toBeNull();
  });

  it('shows a translated load failure with retry', async () => {
    overview = new ApiError('SERVICE_UNAVAILABLE', 0);
    renderWithProviders(<ProtectionSection />);
    expect((await screen.findByTestId('protection-error')).textContent).toContain(
      'Network link is abnormal, please try again.',
    );
    overview = OVERVIEW;
    fireEvent.click(screen.getByTestId('protection-retry'));
    expect(await screen.findByTestId('protection-row-deposit-day')).toBeTruthy();
  });
});
