import {
  forgotPasswordByEmail,
  resetPasswordByPhone,
  resetPasswordByTicket,
} from '@nova/contracts/api/password';
import { sendNoLoginSms } from '@nova/contracts/api/register';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { useModals } from '../../modals/use-modals';
import { answerCalls, LOGIN_OK, registerSettings } from '../test/session-test-kit';
import ForgotPasswordModal from './forgot-password-modal';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

const TICKET = 'b'.repeat(43);

beforeAll(() => initTestI18n());
beforeEach(() => {
  callApi.mockReset();
  useModals.setState({ stack: [] });
});

describe('ForgotPasswordModal', () => {
  it('EMAIL mode: username and email, then the confirmation message', async () => {
    answerCalls(callApi, new Map([[forgotPasswordByEmail, null]]));
    renderWithProviders(<ForgotPasswordModal close={vi.fn()} />);
    fireEvent.click(await screen.findByTestId('forgot-email-submit'));
    expect((await screen.findByTestId('username-error')).textContent).toBe(
      'Username cannot be empty.',
    );
    fireEvent.change(screen.getByTestId('forgot-username'), { target: { value: ' player01 ' } });
    fireEvent.change(screen.getByTestId('forgot-email'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByTestId('forgot-email-submit'));
    // The empty-field message of the first submit gives way to this one.
    await waitFor(() =>
      expect(screen.getByTestId('email-error').textContent).toBe(
        'Please enter a valid email address.',
      ),
    );
    fireEvent.change(screen.getByTestId('forgot-email'), { target: { value: 'p1@example.com' } });
    fireEvent.click(screen.getByTestId('forgot-email-submit'));
    expect((await screen.findByTestId('forgot-email-sent')).textContent).toContain(
      'If the details match, we have sent a reset link to your email',
    );
    expect(callApi).toHaveBeenCalledWith(forgotPasswordByEmail, {
      body: { username: 'player01', email: 'p1@example.com' },
    });
  });

  it('EMAIL mode: a refused request is said above the button, never under a field', async () => {
    answerCalls(
      callApi,
      new Map([
        [
          forgotPasswordByEmail,
          new ApiError('VALIDATION_FAILED', 400, [{ path: 'body.email', issue: 'invalid' }]),
        ],
      ]),
    );
    renderWithProviders(<ForgotPasswordModal close={vi.fn()} />);
    fireEvent.change(await screen.findByTestId('forgot-username'), {
      target: { value: 'player01' },
    });
    fireEvent.change(screen.getByTestId('forgot-email'), { target: { value: 'p1@example.com' } });
    fireEvent.click(screen.getByTestId('forgot-email-submit'));
    expect((await screen.findByTestId('forgot-error')).textContent).toBe(
      'Some details are not valid. Please check the highlighted fields.',
    );
    expect(screen.queryByTestId('email-error')).toBeNull();
  });

  it('PHONE mode: code by SMS, new password, then logged in and home', async () => {
    const sms = vi.fn(() => ({ expiredMinutes: 1 }));
    answerCalls(
      callApi,
      new Map<never, unknown>([
        [sendNoLoginSms as never, sms],
        [resetPasswordByPhone as never, LOGIN_OK],
      ]),
      { settings: registerSettings({ forgotPasswordMode: 'PHONE' }) },
    );
    const close = vi.fn();
    const { router } = renderWithProviders(<ForgotPasswordModal close={close} />, {
      route: '/live',
    });
    fireEvent.change(await screen.findByTestId('forgot-mobile'), {
      target: { value: '0123456789' },
    });
    fireEvent.click(screen.getByTestId('forgot-send'));
    await waitFor(() => expect(screen.getByTestId('forgot-send').textContent).toBe('60s'));
    expect(sms).toHaveBeenCalledWith(
      { mobileNum: '0123456789', countryDialingCode: '+60', purpose: 'RESET' },
      undefined,
    );
    fireEvent.change(screen.getByTestId('forgot-code'), { target: { value: '654321' } });
    fireEvent.change(screen.getByTestId('forgot-new-password'), {
      target: { value: 'Tr1cky-Horse-88' },
    });
    fireEvent.change(screen.getByTestId('forgot-confirm-password'), {
      target: { value: 'Tr1cky-Horse-88' },
    });
    fireEvent.click(screen.getByTestId('forgot-phone-submit'));
    await waitFor(() => expect(close).toHaveBeenCalled());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('PHONE mode: checks the number before a code is sent, each field, then the server', async () => {
    const sms = vi.fn(() => ({ expiredMinutes: 1 }));
    const answers = [new ApiError('CODE_INVALID', 400), new ApiError('INTERNAL', 500)];
    answerCalls(
      callApi,
      new Map<never, unknown>([
        [sendNoLoginSms as never, sms],
        [resetPasswordByPhone as never, () => answers.shift()],
      ]),
      { settings: registerSettings({ forgotPasswordMode: 'PHONE' }) },
    );
    renderWithProviders(<ForgotPasswordModal close={vi.fn()} />);
    const type = (testId: string, value: string) =>
      fireEvent.change(screen.getByTestId(testId), { target: { value } });
    const message = (testId: string) => screen.queryByTestId(testId)?.textContent ?? null;

    fireEvent.click(await screen.findByTestId('forgot-send'));
    await waitFor(() => expect(message('mobileNum-error')).toBe('Mobile number cannot be empty.'));
    type('forgot-mobile', '12ab');
    fireEvent.click(screen.getByTestId('forgot-send'));
    await waitFor(() =>
      expect(message('mobileNum-error')).toBe('Please enter a valid mobile number'),
    );
    expect(sms).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('forgot-phone-submit'));
    await waitFor(() =>
      expect(message('verificationCode-error')).toBe('SMS code cannot be empty.'),
    );
    expect(message('mobileNum-error')).toBe('Please enter a valid mobile number');
    expect(message('newPassword-error')).toBe('New password cannot be empty.');
    expect(message('confirmNewPassword-error')).toBe('Confirm new password cannot be empty.');

    type('forgot-mobile', '0123456789');
    type('forgot-code', '654321');
    type('forgot-new-password', 'password123');
    type('forgot-confirm-password', 'password12');
    fireEvent.click(screen.getByTestId('forgot-phone-submit'));
    await waitFor(() =>
      expect(message('newPassword-error')).toBe(
        'This password is too common. Please choose another one.',
      ),
    );
    expect(message('confirmNewPassword-error')).toBe('Confirmation password is not correct.');
    expect(message('mobileNum-error')).toBeNull();
    expect(message('verificationCode-error')).toBeNull();

    // The server's refusals: a wrong code under the code, anything else above the button.
    type('forgot-new-password', 'Tr1cky-Horse-88');
    type('forgot-confirm-password', 'Tr1cky-Horse-88');
    fireEvent.click(screen.getByTestId('forgot-phone-submit'));
    await waitFor(() =>
      expect(message('verificationCode-error')).toBe('Please enter a valid verification code.'),
    );
    expect(message('forgot-error')).toBeNull();
    fireEvent.click(screen.getByTestId('forgot-phone-submit'));
    await waitFor(() =>
      expect(message('forgot-error')).toBe('Something went wrong on our side. Please try again.'),
    );
    expect(message('verificationCode-error')).toBeNull();
  });

  it('ticket: sets the new password, then offers the login', async () => {
    answerCalls(callApi, new Map([[resetPasswordByTicket, null]]));
    renderWithProviders(<ForgotPasswordModal ticket={TICKET} close={vi.fn()} />);
    fireEvent.change(await screen.findByTestId('reset-ticket-new'), {
      target: { value: 'Tr1cky-Horse-88' },
    });
    fireEvent.change(screen.getByTestId('reset-ticket-confirm'), {
      target: { value: 'Tr1cky-Horse-8' },
    });
    fireEvent.click(screen.getByTestId('reset-ticket-submit'));
    expect((await screen.findByTestId('confirmNewPassword-error')).textContent).toBe(
      'Confirmation password is not correct.',
    );
    fireEvent.change(screen.getByTestId('reset-ticket-confirm'), {
      target: { value: 'Tr1cky-Horse-88' },
    });
    fireEvent.click(screen.getByTestId('reset-ticket-submit'));
    await screen.findByTestId('reset-ticket-done');
    expect(callApi).toHaveBeenCalledWith(resetPasswordByTicket, {
      body: {
        ticket: TICKET,
        newPassword: 'Tr1cky-Horse-88',
        confirmNewPassword: 'Tr1cky-Horse-88',
      },
    });
    fireEvent.click(screen.getByTestId('reset-ticket-login'));
    expect(useModals.getState().stack).toMatchObject([{ name: 'login' }]);
  });

  it('ticket: a spent link says so and offers a new one', async () => {
    answerCalls(callApi, new Map([[resetPasswordByTicket, new ApiError('TICKET_INVALID', 400)]]));
    renderWithProviders(<ForgotPasswordModal ticket={TICKET} close={vi.fn()} />);
    fireEvent.change(await screen.findByTestId('reset-ticket-new'), {
      target: { value: 'Tr1cky-Horse-88' },
    });
    fireEvent.change(screen.getByTestId('reset-ticket-confirm'), {
      target: { value: 'Tr1cky-Horse-88' },
    });
    fireEvent.click(screen.getByTestId('reset-ticket-submit'));
    fireEvent.click(await screen.findByTestId('reset-ticket-restart'));
    expect(await screen.findByTestId('forgot-email-form')).toBeTruthy();
  });
});
