import { getCaptcha } from '@nova/contracts/api/captcha';
import { login } from '@nova/contracts/api/session';
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
  it('explains each missing field under it and calls nothing', () => {
    renderWithProviders(<UsernameLoginForm area="member" onSuccess={() => {}} />);
    fill('  ', '');
    expect(screen.getByTestId('username-error').textContent).toBe('Username cannot be empty.');
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
      expect(callApi).toHaveBeenLastCalledWith(login, {
        body: { username: 'player01', password: 'secret-pass', captcha: 'ab12', area: 'member' },
      }),
    );
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
