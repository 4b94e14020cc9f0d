import { getRegisterSettings } from '@nova/contracts/api/register-settings';
import { bindMobile, sendBindSms, setPaymentPassword } from '@nova/contracts/api/security';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { useSecurityToast } from '../hooks/use-security-toast';
import { MobileDialog } from './mobile-dialog';
import { PaymentPasswordDialog } from './payment-password-dialog';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

let smsAnswers: Array<() => Promise<unknown>> = [];

beforeAll(() => initTestI18n());
beforeEach(() => {
  // The countdown runs on the clock; the modal's open delay keeps real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  useSecurityToast.setState({ toast: null });
  smsAnswers = [];
  callApi.mockReset();
  callApi.mockImplementation((endpoint) => {
    if (endpoint === getRegisterSettings) {
      return Promise.resolve({
        rules: [],
        minAge: 18,
        forgotPasswordMode: 'PHONE',
        countryDialingCodes: ['+60', '+65'],
      });
    }
    if (endpoint === sendBindSms) {
      return (smsAnswers.shift() ?? (() => Promise.resolve({ expiredMinutes: 1 })))();
    }
    if (endpoint === bindMobile || endpoint === setPaymentPassword) return Promise.resolve(null);
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  });
});
afterEach(() => vi.useRealTimers());

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

function tick(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('MobileDialog', () => {
  it('sends the code once, then counts expiredMinutes × 60 s down before a resend', async () => {
    const onClose = vi.fn();
    renderWithProviders(<MobileDialog current={null} onClose={onClose} />);
    // Until the register settings answer, the code is a text field; wait for the select itself.
    const select = await waitFor(() => {
      const field = screen.getByTestId('security-mobile-dialing-code');
      expect(field).toBeInstanceOf(HTMLSelectElement);
      expect((field as HTMLSelectElement).value).toBe('+60');
      return field as HTMLSelectElement;
    });
    fireEvent.change(select, { target: { value: '+65' } });

    const send = screen.getByTestId('security-mobile-send-code') as HTMLButtonElement;
    // The number is checked before any SMS is asked for.
    fireEvent.click(send);
    expect((await screen.findByTestId('mobileNum-error')).textContent).toBe(
      'Mobile number cannot be empty.',
    );
    type('security-mobile-number', '81234567');
    fireEvent.click(send);
    await waitFor(() => expect(send.textContent).toBe('Resend in 60s'));
    expect(send.disabled).toBe(true);
    expect(callApi).toHaveBeenCalledWith(sendBindSms, {
      body: { countryDialingCode: '+65', mobileNum: '81234567' },
    });

    tick(1000);
    expect(send.textContent).toBe('Resend in 59s');
    tick(58_000);
    expect(send.textContent).toBe('Resend in 1s');
    tick(1000);
    expect(send.textContent).toBe('Resend');
    expect(send.disabled).toBe(false);
    expect(callApi.mock.calls.filter(([e]) => e === sendBindSms)).toHaveLength(1);

    type('security-mobile-code', '123456');
    type('security-mobile-password', 'secret-pass');
    fireEvent.click(screen.getByTestId('security-mobile-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callApi).toHaveBeenCalledWith(bindMobile, {
      body: {
        countryDialingCode: '+65',
        mobileNum: '81234567',
        verificationCode: '123456',
        password: 'secret-pass',
      },
    });
    expect(useSecurityToast.getState().toast?.message).toBe('Your mobile number is bound.');
  });

  it('asks at most once a second, and waits for the retryAfter the server gives', async () => {
    smsAnswers = [
      () => Promise.reject(new ApiError('PHONE_INVALID', 400)),
      () =>
        Promise.reject(
          Object.assign(new ApiError('SMS_COOLDOWN', 429), { retryAfter: 30 }) as ApiError,
        ),
    ];
    renderWithProviders(<MobileDialog current="+60 12****678" onClose={() => {}} />);
    await waitFor(() =>
      expect((screen.getByTestId('security-mobile-dialing-code') as HTMLSelectElement).value).toBe(
        '+60',
      ),
    );
    type('security-mobile-number', '81234567');
    const send = screen.getByTestId('security-mobile-send-code') as HTMLButtonElement;
    fireEvent.click(send);
    expect((await screen.findByTestId('mobileNum-error')).textContent).toBe(
      'Please enter a valid mobile number.',
    );
    // A second click inside the same second is not sent.
    fireEvent.click(send);
    await act(async () => {});
    expect(callApi.mock.calls.filter(([e]) => e === sendBindSms)).toHaveLength(1);

    tick(1000);
    fireEvent.click(send);
    await waitFor(() => expect(send.textContent).toBe('Resend in 30s'));
    expect(screen.getByTestId('security-mobile-error').textContent).toBe(
      'Please wait for the countdown before requesting another code.',
    );
  });
});

describe('PaymentPasswordDialog', () => {
  it('needs six digits twice, the same, and the login password', async () => {
    const onClose = vi.fn();
    renderWithProviders(<PaymentPasswordDialog replace={false} onClose={onClose} />);
    await screen.findByTestId('modal-security-payment-password');
    type('security-payment-password-new', '12ab34');
    type('security-payment-password-confirm', '123499');
    fireEvent.click(screen.getByTestId('security-payment-password-submit'));
    expect((await screen.findByTestId('password-error')).textContent).toBe(
      'Current login password cannot be empty.',
    );
    expect(screen.getByTestId('paymentPassword-error').textContent).toBe('Enter exactly 6 digits.');
    type('security-payment-password-new', '123456');
    type('security-payment-password-login', 'secret-pass');
    fireEvent.click(screen.getByTestId('security-payment-password-submit'));
    // The second check has run: the login password is there now.
    await waitFor(() => expect(screen.queryByTestId('password-error')).toBeNull());
    expect(screen.getByTestId('confirmPaymentPassword-error').textContent).toBe(
      'The two payment passwords do not match.',
    );
    expect(callApi).not.toHaveBeenCalledWith(setPaymentPassword, expect.anything());

    type('security-payment-password-confirm', '123456');
    fireEvent.click(screen.getByTestId('security-payment-password-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callApi).toHaveBeenCalledWith(setPaymentPassword, {
      body: {
        password: 'secret-pass',
        paymentPassword: '123456',
        confirmPaymentPassword: '123456',
      },
    });
  });
});
