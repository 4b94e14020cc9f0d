import {
  getLoginHistory,
  getSecurityOverview,
  type LoginRecord,
  type SecurityOverview,
  signOutOtherSessions,
} from '@nova/contracts/api/security';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatDateTimeText } from '../../../lib/datetime';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { type NoticeModalProps, useModals } from '../../modals/use-modals';
import { useSecurityToast } from '../hooks/use-security-toast';
import { SecurityCenter } from './security-center';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

const PREVIOUS: LoginRecord = { at: '2025-03-01T08:15:30Z', ip: '203.0.113.7', method: 'PASSWORD' };
const HISTORY: LoginRecord[] = [
  { at: '2025-03-02T10:00:00Z', ip: '198.51.100.4', method: 'SMS' },
  PREVIOUS,
  { at: '2025-02-27T21:45:00Z', ip: '192.0.2.9', method: 'SOMETHING_NEW' },
];
const OVERVIEW: SecurityOverview = {
  account: 'player01',
  mobile: '+60 12****678',
  email: null,
  realNameSet: true,
  paymentPasswordSet: false,
  totpEnabled: false,
  previousLogin: PREVIOUS,
  otherSessions: 2,
  passwordLogin: true,
};

function serve(overview: SecurityOverview | Error, history: LoginRecord[] | Error = HISTORY) {
  callApi.mockImplementation((endpoint) => {
    const answer = endpoint === getSecurityOverview ? overview : history;
    if (endpoint === getSecurityOverview || endpoint === getLoginHistory) {
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    }
    if (endpoint === signOutOtherSessions) return Promise.resolve({ ended: 2 });
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  });
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  callApi.mockReset();
  useModals.setState({ stack: [] });
  useSecurityToast.setState({ toast: null });
});

describe('SecurityCenter', () => {
  it('shows the level, each protection with its state and action, and the logins', async () => {
    serve(OVERVIEW);
    renderWithProviders(<SecurityCenter />);
    expect(screen.getByTestId('security-loading')).toBeTruthy();

    const level = await screen.findByTestId('security-level');
    // password, mobile and real name: 3 of 6.
    expect(level.dataset.level).toBe('medium');
    expect(screen.getByTestId('security-level-score').textContent).toBe(
      '3 of 6 protections on · Next: Email address',
    );
    expect(screen.getByTestId('security-status-mobile').textContent).toBe('Set');
    expect(screen.getByTestId('security-card-mobile').textContent).toContain('+60 12****678');
    expect(screen.getByTestId('security-action-mobile').textContent).toBe('Replace');
    expect(screen.getByTestId('security-status-email').textContent).toBe('Not set');
    expect(screen.getByTestId('security-action-email').textContent).toBe('Bind');
    // A bound real name has no action any more.
    expect(screen.queryByTestId('security-action-realName')).toBeNull();
    expect(screen.getByTestId('security-locked-realName')).toBeTruthy();
    expect(screen.getByTestId('security-action-paymentPassword').textContent).toBe('Set up');
    expect(screen.getByTestId('security-action-authenticator').textContent).toBe('Turn on');

    expect(screen.getByTestId('security-last-login').textContent).toBe(
      `Last login: ${formatDateTimeText(new Date(PREVIOUS.at), 'en')} from 203.0.113.7`,
    );
    // In the sentence the date reads as English prose ("Mar 1, 2025, 8:15 AM"), not the table's
    // yyyy-MM-dd pattern.
    expect(screen.getByTestId('security-last-login').textContent).toMatch(
      /[A-Z][a-z]{2} \d{1,2}, 2025/,
    );
    expect(screen.getByTestId('security-last-login').textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const rows = await screen.findAllByTestId('security-history-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('This session');
    expect(rows[0]?.textContent).toContain('SMS code');
    expect(rows[1]?.dataset.previous).toBe('true');
    expect(rows[1]?.textContent).toContain(formatDateTime(new Date(PREVIOUS.at)));
    // A method this client does not know yet reads as "Other", never as a raw code.
    expect(rows[2]?.textContent).toContain('Other');
    expect(rows[2]?.textContent).not.toContain('SOMETHING_NEW');
    expect(screen.getByTestId('security-devices-count').textContent).toBe(
      'Signed in on 2 other devices.',
    );
  });

  it('counts everything set as high, offers turning the authenticator off', async () => {
    serve({
      ...OVERVIEW,
      email: 'p***@example.com',
      paymentPasswordSet: true,
      totpEnabled: true,
      previousLogin: null,
      otherSessions: 0,
    });
    renderWithProviders(<SecurityCenter />);
    const level = await screen.findByTestId('security-level');
    expect(level.dataset.level).toBe('high');
    expect(screen.getByTestId('security-level-score').textContent).toBe('6 of 6 protections on');
    expect(screen.getByTestId('security-action-authenticator').textContent).toBe('Turn off');
    expect(screen.getByTestId('security-last-login').textContent).toBe(
      'This is the first login recorded for your account.',
    );
    expect(screen.getByTestId('security-devices-count').textContent).toBe(
      'Only this device is signed in.',
    );
  });

  it('opens the change password modal from the password card', async () => {
    serve(OVERVIEW);
    renderWithProviders(<SecurityCenter />);
    fireEvent.click(await screen.findByTestId('security-action-password'));
    expect(useModals.getState().stack.map((m) => m.name)).toEqual(['changePassword']);
  });

  it('shows an empty login history and a translated load failure with retry', async () => {
    serve(OVERVIEW, []);
    const { unmount } = renderWithProviders(<SecurityCenter />);
    const history = await screen.findByTestId('security-history');
    expect(await within(history).findByText('No logins yet')).toBeTruthy();
    unmount();

    serve(new ApiError('SERVICE_UNAVAILABLE', 0));
    renderWithProviders(<SecurityCenter />);
    expect((await screen.findByTestId('security-error')).textContent).toContain(
      'Network link is abnormal, please try again.',
    );
    serve(OVERVIEW);
    fireEvent.click(screen.getByTestId('security-retry'));
    expect(await screen.findByTestId('security-level')).toBeTruthy();
  });

  it('signs out the other devices after confirmation and says how many ended', async () => {
    serve(OVERVIEW);
    renderWithProviders(<SecurityCenter />);
    fireEvent.click(await screen.findByTestId('security-sign-out-others'));
    const notice = useModals.getState().stack[0];
    expect(notice?.name).toBe('notice');
    const props = notice?.props as unknown as NoticeModalProps;
    expect(props.cancelLabel).toBe('Cancel');
    expect(callApi).not.toHaveBeenCalledWith(signOutOtherSessions);

    act(() => props.onConfirm?.());
    expect((await screen.findByTestId('security-devices-result')).textContent).toBe(
      '2 other devices were signed out.',
    );
    expect(callApi).toHaveBeenCalledWith(signOutOtherSessions);
    expect((await screen.findByTestId('security-toast')).textContent).toContain(
      '2 other devices were signed out.',
    );
    // The overview is asked again for the new session count.
    await waitFor(() =>
      expect(callApi.mock.calls.filter(([e]) => e === getSecurityOverview)).toHaveLength(2),
    );
  });
});
