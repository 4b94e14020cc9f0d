import { freePlayLogin, login } from '@nova/contracts/api/login';
import { sendNoLoginSms } from '@nova/contracts/api/register';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { useModals } from '../../modals/use-modals';
import { forgetUsername } from '../lib/remember-username';
import { answerCalls, LOGIN_OK } from '../test/session-test-kit';
import LoginModal from './login-modal';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

beforeAll(() => initTestI18n());
beforeEach(() => {
  callApi.mockReset();
  useModals.setState({ stack: [] });
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(forgetUsername);

function renderModal(close = vi.fn()) {
  return renderWithProviders(<LoginModal close={close} />, {
    routes: [{ path: '/agentHome', element: <p data-testid="agent-home" /> }],
  });
}

describe('LoginModal', () => {
  it('remembers the username when asked, and never stores the password anywhere', async () => {
    answerCalls(callApi, new Map([[login, LOGIN_OK]]));
    const close = vi.fn();
    renderModal(close);
    fireEvent.change(await screen.findByTestId('login-username'), {
      target: { value: ' player01 ' },
    });
    fireEvent.change(screen.getByTestId('login-password'), {
      target: { value: 'Sup3r-Secret!' },
    });
    fireEvent.click(screen.getByTestId('login-remember'));
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(decodeURIComponent(document.cookie)).toContain('player01');
    const stored = [
      document.cookie,
      JSON.stringify({ ...sessionStorage }),
      JSON.stringify({ ...localStorage }),
    ].join('|');
    expect(stored).not.toContain('Sup3r-Secret!');
    expect(decodeURIComponent(stored)).not.toContain('Sup3r-Secret!');
  });

  it('forgets a remembered username when the box is unticked', async () => {
    answerCalls(callApi, new Map([[login, LOGIN_OK]]));
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the app reads
    document.cookie = 'nova_remember_username=kept; Path=/';
    const close = vi.fn();
    renderModal(close);
    expect(((await screen.findByTestId('login-username')) as HTMLInputElement).value).toBe('kept');
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByTestId('login-remember'));
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(document.cookie).not.toContain('nova_remember_username=kept');
  });

  it('sends an agent who logs in here to /agentHome', async () => {
    answerCalls(callApi, new Map([[login, { ...LOGIN_OK, isAgent: true }]]));
    renderModal();
    fireEvent.change(await screen.findByTestId('login-username'), { target: { value: 'agent' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('agent-home')).toBeTruthy();
  });

  it('greets a first-time login', async () => {
    answerCalls(callApi, new Map([[login, { ...LOGIN_OK, firstTimeLogin: true }]]));
    renderModal();
    fireEvent.change(await screen.findByTestId('login-username'), { target: { value: 'new1' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() =>
      expect(useModals.getState().stack).toMatchObject([
        { name: 'notice', props: { tone: 'success' } },
      ]),
    );
  });

  it('logs in by SMS: a valid mobile first, then the code, then the login', async () => {
    const sms = vi.fn(() => ({ expiredMinutes: 1 }));
    answerCalls(
      callApi,
      new Map<never, unknown>([
        [sendNoLoginSms as never, sms],
        [login as never, LOGIN_OK],
      ]),
      { switches: ['MOBILEVERCODELOGIN3'] },
    );
    const close = vi.fn();
    renderModal(close);
    fireEvent.click(await screen.findByTestId('login-tab-sms'));
    const send = await screen.findByTestId('sms-login-send');
    fireEvent.change(screen.getByTestId('sms-login-mobile'), { target: { value: '12' } });
    fireEvent.click(send);
    expect((await screen.findByTestId('mobileNum-error')).textContent).toBe(
      'Please enter a valid mobile number',
    );
    expect(sms).not.toHaveBeenCalled();
    await waitFor(() =>
      expect((screen.getByTestId('sms-login-dialing-code') as HTMLSelectElement).value).toBe('+60'),
    );
    fireEvent.change(screen.getByTestId('sms-login-dialing-code'), { target: { value: '+65' } });
    fireEvent.change(screen.getByTestId('sms-login-mobile'), { target: { value: '81234567' } });
    fireEvent.click(send);
    await waitFor(() => expect(send.textContent).toBe('60s'));
    expect(sms).toHaveBeenCalledWith(
      { mobileNum: '81234567', countryDialingCode: '+65', purpose: 'LOGIN' },
      undefined,
    );
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('sms-login-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('sms-login-submit'));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(callApi).toHaveBeenCalledWith(login, {
      body: {
        type: 'sms',
        mobileNum: '81234567',
        countryDialingCode: '+65',
        verificationCode: '123456',
        area: 'member',
      },
    });
  });

  it('SMS login: says what is missing, and a refused login above the button', async () => {
    answerCalls(callApi, new Map([[login, new ApiError('CODE_INVALID', 400)]]), {
      switches: ['MOBILEVERCODELOGIN3'],
    });
    renderModal();
    fireEvent.click(await screen.findByTestId('login-tab-sms'));
    const message = (testId: string) => screen.queryByTestId(testId)?.textContent ?? null;
    fireEvent.click(await screen.findByTestId('sms-login-submit'));
    await waitFor(() => expect(message('mobileNum-error')).toBe('Mobile number cannot be empty.'));
    expect(message('verificationCode-error')).toBe('SMS code cannot be empty.');

    fireEvent.change(screen.getByTestId('sms-login-mobile'), { target: { value: '0123456789' } });
    fireEvent.click(screen.getByTestId('sms-login-submit'));
    await waitFor(() => expect(message('mobileNum-error')).toBeNull());
    expect(message('verificationCode-error')).toBe('SMS code cannot be empty.');
    expect(callApi).not.toHaveBeenCalledWith(login, expect.anything());

    fireEvent.change(screen.getByTestId('sms-login-code'), { target: { value: ' 654321 ' } });
    fireEvent.click(screen.getByTestId('sms-login-submit'));
    await waitFor(() =>
      expect(message('sms-login-error')).toBe('Please enter a valid verification code.'),
    );
    expect(message('verificationCode-error')).toBeNull();
    expect(callApi).toHaveBeenCalledWith(login, {
      body: {
        type: 'sms',
        mobileNum: '0123456789',
        countryDialingCode: '+60',
        verificationCode: '654321',
        area: 'member',
      },
    });
  });

  it('shows a refused SMS send in a warning dialog', async () => {
    answerCalls(
      callApi,
      new Map([[sendNoLoginSms, new ApiError('SMS_LOCKED', 429, [], { retryAfter: 300 })]]),
      { switches: ['MOBILEVERCODELOGIN3'] },
    );
    renderModal();
    fireEvent.click(await screen.findByTestId('login-tab-sms'));
    fireEvent.change(await screen.findByTestId('sms-login-mobile'), {
      target: { value: '0123456789' },
    });
    await waitFor(() =>
      expect((screen.getByTestId('sms-login-dialing-code') as HTMLSelectElement).value).toBe('+60'),
    );
    fireEvent.click(screen.getByTestId('sms-login-send'));
    await waitFor(() =>
      expect(useModals.getState().stack).toMatchObject([
        {
          name: 'notice',
          props: {
            tone: 'warning',
            message: 'Too many requests. Please try again after 5 minutes.',
          },
        },
      ]),
    );
    expect(screen.getByTestId('sms-login-send').textContent).toBe('300s');
  });

  it('offers free play when FREEPLAY3 is on: trial login, modals closed, home', async () => {
    answerCalls(callApi, new Map([[freePlayLogin, LOGIN_OK]]), { switches: ['FREEPLAY3'] });
    useModals.setState({ stack: [{ name: 'login', props: {}, key: 1 }] });
    const { router } = renderWithProviders(<LoginModal close={vi.fn()} />, { route: '/live' });
    fireEvent.click(await screen.findByTestId('login-free-play'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useModals.getState().stack).toEqual([]);
    expect(callApi).toHaveBeenCalledWith(freePlayLogin, { body: { platform: 'W' } });
  });

  it('has no free play button when FREEPLAY3 is off', async () => {
    answerCalls(callApi, new Map());
    renderModal();
    await screen.findByTestId('login-form');
    expect(screen.queryByTestId('login-free-play')).toBeNull();
    expect(screen.queryByTestId('login-tab-sms')).toBeNull();
  });
});
