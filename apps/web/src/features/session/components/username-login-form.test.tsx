import { getCaptcha } from '@nova/contracts/api/captcha';
import { completeLoginVerification, login } from '@nova/contracts/api/login';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { useModals } from '../../modals/use-modals';
import { UsernameLoginForm } from './username-login-form';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

const OK = {
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  isAgent: false,
};

beforeAll(() => initTestI18n());
beforeEach(() => {
  callApi.mockReset();
  useModals.setState({ stack: [] });
});

function fill(username: string, password: string) {
  const form = screen.getByTestId('login-form');
  fireEvent.change(within(form).getByRole('textbox', { name: /Username/ }), {
    target: { value: username },
  });
  fireEvent.change(form.querySelector('input[name="password"]') as Element, {
    target: { value: password },
  });
  fireEvent.click(within(form).getByTestId('login-submit'));
}

describe('UsernameLoginForm (member area)', () => {
  it('explains each missing field under it and calls nothing', async () => {
    renderWithProviders(<UsernameLoginForm area="member" onSuccess={() => {}} />);
    fill('  ', '');
    expect((await screen.findByTestId('username-error')).textContent).toBe(
      'Username cannot be empty.',
    );
    expect(screen.getByTestId('password-error').textContent).toBe('Password cannot be empty.');
    expect(callApi).not.toHaveBeenCalled();
  });

  it('logs in to the member area and reports the trimmed username', async () => {
    callApi.mockResolvedValue(OK);
    const onSuccess = vi.fn();
    renderWithProviders(
      <UsernameLoginForm area="member" defaultUsername="kept" onSuccess={onSuccess} />,
    );
    expect(screen.getByDisplayValue('kept')).toBeTruthy();
    fill(' player01 ', 'secret-pass');
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({
        result: OK,
        method: 'username',
        username: 'player01',
        passwordChangeForced: false,
      }),
    );
    expect(callApi).toHaveBeenCalledWith(login, {
      body: { username: 'player01', password: 'secret-pass', area: 'member' },
    });
    expect(useModals.getState().stack).toEqual([]);
  });

  it('asks for the captcha after the server requires one, then sends it', async () => {
    callApi.mockImplementation((endpoint) =>
      endpoint === getCaptcha
        ? Promise.resolve('data:image/png;base64,AAAA')
        : Promise.reject(new ApiError('CAPTCHA_REQUIRED', 400)),
    );
    renderWithProviders(<UsernameLoginForm area="member" onSuccess={() => {}} />);
    fill('player01', 'secret-pass');
    const captcha = await screen.findByRole('textbox', { name: /Verification code/ });
    expect(screen.getByTestId('login-error')).toBeTruthy();
    fireEvent.change(captcha, { target: { value: ' ab12 ' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() =>
      expect(callApi).toHaveBeenCalledWith(login, {
        body: { username: 'player01', password: 'secret-pass', captcha: 'ab12', area: 'member' },
      }),
    );
  });

  it('shows the captcha when a failure carries captchaRequired, and keeps it afterwards', async () => {
    let failures = 0;
    callApi.mockImplementation((endpoint) => {
      if (endpoint === getCaptcha) return Promise.resolve('data:image/png;base64,AAAA');
      failures += 1;
      // The first failure carries the flag; the next one does not, the field still stays.
      return Promise.reject(
        new ApiError('INVALID_CREDENTIALS', 401, [], { captchaRequired: failures === 1 }),
      );
    });
    renderWithProviders(<UsernameLoginForm area="member" onSuccess={() => {}} />);
    expect(screen.queryByTestId('captcha-input')).toBeNull();
    fill('player01', 'wrong-pass');
    const captcha = await screen.findByTestId('captcha-input');
    expect(screen.getByTestId('login-error').textContent).toBe('Wrong account or password.');
    fireEvent.change(captcha, { target: { value: 'x9y8' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(failures).toBe(2));
    expect(screen.getByTestId('captcha-input')).toBeTruthy();
    // A spent captcha is cleared for a new answer.
    expect((screen.getByTestId('captcha-input') as HTMLInputElement).value).toBe('');
  });

  it('asks for the shown captcha before calling again, in both styles of message', async () => {
    callApi.mockImplementation((endpoint) =>
      endpoint === getCaptcha
        ? Promise.resolve('data:image/png;base64,AAAA')
        : Promise.reject(new ApiError('CAPTCHA_REQUIRED', 400)),
    );
    for (const missingFields of ['inline', 'summary'] as const) {
      const view = renderWithProviders(
        <UsernameLoginForm area="member" missingFields={missingFields} onSuccess={() => {}} />,
      );
      fill('player01', 'secret-pass');
      await screen.findByTestId('captcha-input');
      const calls = callApi.mock.calls.filter(([endpoint]) => endpoint === login).length;
      fireEvent.click(screen.getByTestId('login-submit'));
      if (missingFields === 'inline') {
        expect((await screen.findByTestId('captcha-error')).textContent).toBe(
          'Verification code cannot be empty.',
        );
        expect(screen.queryByTestId('login-error')).toBeNull();
      } else {
        await waitFor(() =>
          expect(screen.getByTestId('login-error').textContent).toBe(
            'Verification code cannot be empty.',
          ),
        );
        expect(screen.queryByTestId('captcha-error')).toBeNull();
      }
      expect(callApi.mock.calls.filter(([endpoint]) => endpoint === login)).toHaveLength(calls);
      view.unmount();
    }
  });

  it('shows no captcha after an ordinary failure without the flag', async () => {
    callApi.mockRejectedValue(new ApiError('INVALID_CREDENTIALS', 401));
    renderWithProviders(<UsernameLoginForm area="member" onSuccess={() => {}} />);
    fill('player01', 'wrong-pass');
    await screen.findByTestId('login-error');
    expect(screen.queryByTestId('captcha-input')).toBeNull();
  });

  it('turns VERIFICATION_REQUIRED into the second-verification step, then logs in', async () => {
    callApi.mockImplementation((endpoint) =>
      endpoint === login
        ? Promise.reject(
            new ApiError('VERIFICATION_REQUIRED', 403, [], {
              verification: { methods: ['TOTP', 'SMS'], maskedMobile: '+60 ••• 6789' },
            }),
          )
        : Promise.resolve(OK),
    );
    const onSuccess = vi.fn();
    renderWithProviders(<UsernameLoginForm area="agent" onSuccess={onSuccess} />);
    fireEvent.change(screen.getByTestId('agent-username'), { target: { value: 'agent01' } });
    fireEvent.change(screen.getByTestId('agent-password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByTestId('agent-login-submit'));
    const answer = await screen.findByTestId('verify-answer');
    expect(screen.getByTestId('verify-method-SMS')).toBeTruthy();
    fireEvent.change(answer, { target: { value: '12345' } });
    fireEvent.click(screen.getByTestId('verify-submit'));
    expect(screen.getByTestId('answer-error').textContent).toBe('Please enter the 6-digit code.');
    fireEvent.change(answer, { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByTestId('verify-submit'));
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith(
        expect.objectContaining({ method: 'username', username: 'agent01' }),
      ),
    );
    expect(callApi).toHaveBeenCalledWith(completeLoginVerification, {
      body: { method: 'TOTP', answer: '123456' },
    });
  });

  it('forces the password change for an expired password when the brand enforces expiry', async () => {
    callApi.mockResolvedValue({ ...OK, passwordExpired: true });
    const onSuccess = vi.fn();
    const { queryClient } = renderWithProviders(
      <UsernameLoginForm area="member" onSuccess={onSuccess} />,
    );
    queryClient.setQueryData(queryKeys.permissionData, {
      whitelabel: [{ modId: 'PWDEXPFORCECHANGE3', value: '1', children: [] }],
    });
    fill('player01', 'secret-pass');
    await waitFor(() =>
      expect(useModals.getState().stack).toMatchObject([
        { name: 'changePassword', props: { forced: true } },
      ]),
    );
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ passwordChangeForced: true }));
  });
});
