import { changePassword } from '@nova/contracts/api/password';
import { getRegisterSettings } from '@nova/contracts/api/register-settings';
import { getMemberInfo } from '@nova/contracts/api/session';
import type { EndpointDef } from '@nova/contracts/endpoint';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { useModals } from '../../modals/use-modals';
import { answerCalls } from '../test/session-test-kit';
import ChangePasswordModal from './change-password-modal';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

const MEMBER = {
  id: 7,
  account: 'player01',
  nickname: 'P1',
  type: 0,
  isAgent: false,
  isTrial: false,
  currency: 'MYR',
  language: 'EN',
  mustChangePassword: true,
};

beforeAll(() => initTestI18n());
beforeEach(() => {
  callApi.mockReset();
  useModals.setState({ stack: [] });
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the app reads
  document.cookie = 'nova_li=1; path=/';
});
afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the app reads
  document.cookie = 'nova_li=; Max-Age=0; path=/';
});

/** A logged-in member: the session hint cookie is set and member info answers. */
function answer(extra: ReadonlyMap<EndpointDef, unknown> = new Map()) {
  answerCalls(callApi, new Map([[getMemberInfo, MEMBER], ...extra]));
}

function renderModal(forced: boolean, close = vi.fn()) {
  const view = renderWithProviders(<ChangePasswordModal forced={forced} close={close} />, {
    route: '/member',
  });
  return { ...view, close };
}

function fill(old: string, next: string, confirm: string) {
  fireEvent.change(screen.getByTestId('change-password-old'), { target: { value: old } });
  fireEvent.change(screen.getByTestId('change-password-new'), { target: { value: next } });
  fireEvent.change(screen.getByTestId('change-password-confirm'), { target: { value: confirm } });
  fireEvent.click(screen.getByTestId('change-password-submit'));
}

describe('ChangePasswordModal', () => {
  it('FORCED: no close button, Escape does nothing, explains why and offers sign-out', async () => {
    answer();
    const { close } = renderModal(true);
    await screen.findByTestId('modal-changePassword');
    await screen.findByText('Set a new password');
    expect(screen.queryByTestId('modal-close')).toBeNull();
    expect(screen.getByTestId('change-password-forced').textContent).toBe(
      'For your security, please set a new password before continuing.',
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(close).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('change-password-sign-out'));
    expect(useModals.getState().stack).toMatchObject([
      { name: 'notice', props: { cancelLabel: expect.any(String) } },
    ]);
  });

  it('voluntary: closable', async () => {
    answer();
    const { close } = renderModal(false);
    fireEvent.click(await screen.findByTestId('modal-close'));
    expect(close).toHaveBeenCalled();
    expect(screen.queryByTestId('change-password-sign-out')).toBeNull();
  });

  it('checks the new password with the password rule and the confirmation before calling', async () => {
    answer();
    renderModal(true);
    await screen.findByTestId('change-password-form');
    fireEvent.change(screen.getByTestId('change-password-new'), { target: { value: '123456' } });
    expect(screen.getByTestId('change-password-new-strength').textContent).toContain('8 - 128');
    fill('', 'password123', 'password12');
    expect((await screen.findByTestId('oldPassword-error')).textContent).toBe(
      'Current password cannot be empty.',
    );
    expect(screen.getByTestId('newPassword-error').textContent).toBe(
      'This password is too common. Please choose another one.',
    );
    expect(screen.getByTestId('confirmNewPassword-error').textContent).toBe(
      'Confirmation password is not correct.',
    );
    expect(callApi).not.toHaveBeenCalledWith(changePassword, expect.anything());
  });

  it("applies the brand's password rule, the one registration applies (decision 028)", async () => {
    const rule = {
      field: 'password',
      required: true,
      enabled: true,
      minLength: 8,
      maxLength: 32,
      patternId: 5,
      acceptedPattern: null,
    };
    answer(
      new Map<EndpointDef, unknown>([
        [
          getRegisterSettings,
          { rules: [rule], minAge: 18, forgotPasswordMode: 'PHONE', countryDialingCodes: ['+60'] },
        ],
        [changePassword, null],
      ]),
    );
    const { close } = renderModal(false);
    await screen.findByTestId('change-password-form');
    // The hint waits for the brand's rule: its bounds replace the policy's 8 - 128.
    fireEvent.change(screen.getByTestId('change-password-new'), { target: { value: 'short' } });
    await waitFor(() =>
      expect(screen.getByTestId('change-password-new-strength').textContent).toContain('8 - 32'),
    );
    fill('123456', 'Qa!Player!Lake', 'Qa!Player!Lake');
    expect((await screen.findByTestId('newPassword-error')).textContent).toBe(
      'Include at least one letter and one digit; symbols are allowed.',
    );
    expect(callApi).not.toHaveBeenCalledWith(changePassword, expect.anything());
    fill('123456', 'Qa!Player2026', 'Qa!Player2026');
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(callApi).toHaveBeenCalledWith(changePassword, {
      body: {
        oldPassword: '123456',
        newPassword: 'Qa!Player2026',
        confirmNewPassword: 'Qa!Player2026',
      },
    });
  });

  it('shows the server’s refusal under the old password', async () => {
    answer(new Map([[changePassword, new ApiError('OLD_PASSWORD_INVALID', 400)]]));
    renderModal(true);
    await screen.findByTestId('change-password-form');
    fill('not-mine', 'Tr1cky-Horse-88', 'Tr1cky-Horse-88');
    expect((await screen.findByTestId('oldPassword-error')).textContent).toBe(
      'Your current password is not correct.',
    );
  });

  it('refuses the current password as the new one, and places each server refusal', async () => {
    const answers = [
      new ApiError('VALIDATION_FAILED', 400, [{ path: 'body.newPassword', issue: 'common' }]),
      new ApiError('RATE_LIMITED', 429),
    ];
    answer(new Map([[changePassword, () => answers.shift()]]));
    renderModal(false);
    await screen.findByTestId('change-password-form');
    const message = (testId: string) => screen.queryByTestId(testId)?.textContent ?? null;

    fill('Tr1cky-Horse-88', 'Tr1cky-Horse-88', 'Tr1cky-Horse-88');
    await waitFor(() =>
      expect(message('newPassword-error')).toBe(
        'The new password must be different from your current one.',
      ),
    );
    expect(callApi).not.toHaveBeenCalledWith(changePassword, expect.anything());

    fill('123456', 'Tr1cky-Horse-88', 'Tr1cky-Horse-88');
    await waitFor(() =>
      expect(message('newPassword-error')).toBe(
        'This password is too common. Please choose another one.',
      ),
    );
    expect(message('change-password-error')).toBeNull();
    fill('123456', 'Tr1cky-Horse-88', 'Tr1cky-Horse-88');
    await waitFor(() =>
      expect(message('change-password-error')).toBe(
        'Too many attempts. Please wait a moment and try again.',
      ),
    );
    expect(message('newPassword-error')).toBeNull();
  });

  it('on success: member info reloads, the modal closes and the visitor goes home', async () => {
    answer(new Map([[changePassword, null]]));
    const { close, router, queryClient } = renderModal(true);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await screen.findByTestId('change-password-form');
    fill('123456', 'Tr1cky-Horse-88', 'Tr1cky-Horse-88');
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(callApi).toHaveBeenCalledWith(changePassword, {
      body: {
        oldPassword: '123456',
        newPassword: 'Tr1cky-Horse-88',
        confirmNewPassword: 'Tr1cky-Horse-88',
      },
    });
    expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['memberInfo'] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('FORCED: closes itself once the session is gone', async () => {
    answer();
    const { close, queryClient } = renderModal(true);
    await screen.findByTestId('change-password-form');
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.memberInfo)).toEqual(MEMBER));
    expect(close).not.toHaveBeenCalled();
    act(() => {
      queryClient.setQueryData(queryKeys.memberInfo, null);
    });
    await waitFor(() => expect(close).toHaveBeenCalled());
  });
});
