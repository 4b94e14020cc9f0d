import { bindEmail, sendBindEmailCode } from '@nova/contracts/api/security';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { useSecurityToast } from '../hooks/use-security-toast';
import { EmailDialog } from './email-dialog';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

beforeAll(() => initTestI18n());
afterEach(() => vi.useRealTimers());
beforeEach(() => {
  // Code requests are throttled to one a second (spec §9): the test moves the clock on.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  useSecurityToast.setState({ toast: null });
  callApi.mockReset();
  callApi.mockImplementation((endpoint, input?: { body?: Record<string, string> }) => {
    if (endpoint === sendBindEmailCode) {
      return input?.body?.password === 'secret-pass'
        ? Promise.resolve({ expiredMinutes: 10 })
        : Promise.reject(new ApiError('INVALID_CREDENTIALS', 401));
    }
    if (endpoint === bindEmail) {
      return input?.body?.verificationCode === '424242'
        ? Promise.resolve(null)
        : Promise.reject(new ApiError('CODE_INVALID', 400));
    }
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  });
});

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('EmailDialog', () => {
  it('sends a code with the address and password, then binds with the code', async () => {
    const onClose = vi.fn();
    renderWithProviders(<EmailDialog current={null} onClose={onClose} />);
    await screen.findByTestId('modal-security-email');
    type('security-email-input', 'not-an-email');
    fireEvent.click(screen.getByTestId('security-email-submit'));
    expect((await screen.findByTestId('email-error')).textContent).toBe(
      'Please enter a valid email address.',
    );
    expect(screen.getByTestId('password-error').textContent).toBe(
      'Current login password cannot be empty.',
    );

    type('security-email-input', ' me@example.com ');
    type('security-email-password', 'wrong');
    fireEvent.click(screen.getByTestId('security-email-submit'));
    // The empty-field message stays until the server's answer replaces it.
    await waitFor(() =>
      expect(screen.getByTestId('password-error').textContent).toBe('Wrong account or password.'),
    );

    type('security-email-password', 'secret-pass');
    vi.advanceTimersByTime(1000);
    fireEvent.click(screen.getByTestId('security-email-submit'));
    expect((await screen.findByTestId('security-email-sent-to')).textContent).toContain(
      'me@example.com',
    );
    expect(callApi).toHaveBeenCalledWith(sendBindEmailCode, {
      body: { email: 'me@example.com', password: 'secret-pass' },
    });
    // 10 minutes before another code.
    expect(screen.getByTestId('security-email-resend').textContent).toBe('Resend in 600s');

    type('security-email-code', '000000');
    fireEvent.click(screen.getByTestId('security-email-submit'));
    expect((await screen.findByTestId('verificationCode-error')).textContent).toBe(
      'Please enter a valid verification code.',
    );
    type('security-email-code', '424242');
    fireEvent.click(screen.getByTestId('security-email-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callApi).toHaveBeenCalledWith(bindEmail, {
      body: { email: 'me@example.com', verificationCode: '424242' },
    });
    expect(useSecurityToast.getState().toast?.message).toBe('Your email address is bound.');
  });
});
