import {
  confirmTotpEnrolment,
  disableTotp,
  getLoginHistory,
  getSecurityOverview,
  type SecurityOverview,
  startTotpEnrolment,
} from '@nova/contracts/api/security';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { useSecurityToast } from '../hooks/use-security-toast';
import { SecurityCenter } from './security-center';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

const OVERVIEW: SecurityOverview = {
  account: 'player01',
  mobile: null,
  email: null,
  realNameSet: false,
  paymentPasswordSet: false,
  totpEnabled: false,
  previousLogin: null,
  otherSessions: 0,
  passwordLogin: true,
};
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  otpauthUri: 'otpauth://totp/Nova88:player01?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};

let totpEnabled = false;
let confirmAnswers: Array<'wrong' | 'ok'> = [];

beforeAll(() => initTestI18n());
beforeEach(() => {
  totpEnabled = false;
  confirmAnswers = [];
  useSecurityToast.setState({ toast: null });
  callApi.mockReset();
  callApi.mockImplementation((endpoint, input?: { body?: Record<string, string> }) => {
    if (endpoint === getSecurityOverview) return Promise.resolve({ ...OVERVIEW, totpEnabled });
    if (endpoint === getLoginHistory) return Promise.resolve([]);
    if (endpoint === startTotpEnrolment) {
      return input?.body?.password === 'right-pass'
        ? Promise.resolve(SETUP)
        : Promise.reject(new ApiError('INVALID_CREDENTIALS', 401));
    }
    if (endpoint === confirmTotpEnrolment) {
      if (confirmAnswers.shift() === 'wrong') {
        return Promise.reject(new ApiError('TOTP_INVALID', 400));
      }
      totpEnabled = true;
      return Promise.resolve(null);
    }
    if (endpoint === disableTotp) {
      totpEnabled = false;
      return Promise.resolve(null);
    }
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  });
});

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('authenticator enrolment', () => {
  it('asks the password, shows the QR code and secret once, and turns on with a code', async () => {
    renderWithProviders(<SecurityCenter />);
    fireEvent.click(await screen.findByTestId('security-action-authenticator'));
    const dialog = await screen.findByTestId('modal-security-totp');

    // Nothing is asked of the server without the password (SECURITY.md 14).
    fireEvent.click(within(dialog).getByTestId('security-totp-submit'));
    expect((await screen.findByTestId('password-error')).textContent).toBe(
      'Current login password cannot be empty.',
    );
    expect(callApi).not.toHaveBeenCalledWith(startTotpEnrolment, expect.anything());

    // A wrong password is said under the password field, translated by code.
    type('security-totp-password', 'wrong-pass');
    fireEvent.click(within(dialog).getByTestId('security-totp-submit'));
    // The empty-field message stays until the server's answer replaces it.
    await waitFor(() =>
      expect(screen.getByTestId('password-error').textContent).toBe('Wrong account or password.'),
    );
    expect(screen.queryByTestId('security-totp-qr')).toBeNull();

    type('security-totp-password', 'right-pass');
    fireEvent.click(within(dialog).getByTestId('security-totp-submit'));
    const qr = (await screen.findByTestId('security-totp-qr')) as HTMLImageElement;
    expect(callApi).toHaveBeenCalledWith(startTotpEnrolment, { body: { password: 'right-pass' } });
    expect(qr.getAttribute('src')).toBe(SETUP.qrCode);
    expect(screen.getByTestId('security-totp-secret').textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP',
    );

    // Only digits, at most six; a wrong code is said under the code field and cleared.
    type('security-totp-code', '12a34');
    expect((screen.getByTestId('security-totp-code') as HTMLInputElement).value).toBe('1234');
    fireEvent.click(within(dialog).getByTestId('security-totp-submit'));
    expect((await screen.findByTestId('code-error')).textContent).toBe(
      'Enter the 6-digit code from your app.',
    );
    confirmAnswers = ['wrong', 'ok'];
    type('security-totp-code', '111111');
    fireEvent.click(within(dialog).getByTestId('security-totp-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('code-error').textContent).toBe(
        'The authenticator code is not correct.',
      ),
    );
    expect((screen.getByTestId('security-totp-code') as HTMLInputElement).value).toBe('');
    type('security-totp-code', '123456');
    fireEvent.click(within(dialog).getByTestId('security-totp-submit'));

    await waitFor(() => expect(screen.queryByTestId('modal-security-totp')).toBeNull());
    expect(callApi).toHaveBeenCalledWith(confirmTotpEnrolment, { body: { code: '123456' } });
    expect((await screen.findByTestId('security-toast')).textContent).toContain(
      'Authenticator is on.',
    );
    // The overview is read again: the card now offers turning it off, and the secret is gone.
    await waitFor(() =>
      expect(screen.getByTestId('security-action-authenticator').textContent).toBe('Turn off'),
    );
    expect(screen.queryByText(/JBSW/)).toBeNull();
  });

  it('turns the authenticator off with the password and a current code', async () => {
    totpEnabled = true;
    renderWithProviders(<SecurityCenter />);
    fireEvent.click(await screen.findByTestId('security-action-authenticator'));
    const dialog = await screen.findByTestId('modal-security-totp-disable');
    type('security-totp-disable-password', 'right-pass');
    fireEvent.click(within(dialog).getByTestId('security-totp-disable-submit'));
    expect((await screen.findByTestId('code-error')).textContent).toBe(
      'Authenticator code cannot be empty.',
    );
    type('security-totp-disable-code', '654321');
    fireEvent.click(within(dialog).getByTestId('security-totp-disable-submit'));
    await waitFor(() => expect(screen.queryByTestId('modal-security-totp-disable')).toBeNull());
    expect(callApi).toHaveBeenCalledWith(disableTotp, {
      body: { password: 'right-pass', code: '654321' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('security-action-authenticator').textContent).toBe('Turn on'),
    );
  });
});
