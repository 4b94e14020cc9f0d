import { getSocialProviders, telegramLogin } from '@nova/contracts/api/social';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { answerCalls, LOGIN_OK, NO_SOCIAL } from '../test/session-test-kit';
import { SocialLogin, type SocialLoginProps } from './social-login';
import { TELEGRAM_OAUTH_ORIGIN, TELEGRAM_WIDGET_SRC } from './telegram-login-widget';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

const USER = {
  id: 424242,
  first_name: 'Ada',
  username: 'ada',
  auth_date: 1_790_000_000,
  hash: 'a'.repeat(64),
};

beforeAll(() => initTestI18n());
beforeEach(() => {
  callApi.mockReset();
});

function renderSocial(providers: unknown, props: Partial<SocialLoginProps> = {}, extra = {}) {
  answerCalls(callApi, new Map<never, unknown>([[getSocialProviders as never, providers]]), extra);
  const onSuccess = vi.fn();
  const view = renderWithProviders(<SocialLogin area="member" onSuccess={onSuccess} {...props} />);
  return { ...view, onSuccess };
}

/** Telegram's frame as the widget script would insert it, and a message sent from it. */
function telegramFrame() {
  const frame = document.createElement('iframe');
  screen.getByTestId('social-telegram').prepend(frame);
  return (data: unknown, origin = TELEGRAM_OAUTH_ORIGIN, source = frame.contentWindow) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    });
}

describe('SocialLogin', () => {
  it('renders nothing when no provider is configured, nor while that is unknown', async () => {
    let answer: (value: unknown) => void = () => {};
    callApi.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { container } = renderWithProviders(<SocialLogin area="member" onSuccess={vi.fn()} />);
    await waitFor(() =>
      expect(callApi).toHaveBeenCalledWith(getSocialProviders, expect.anything()),
    );
    expect(container.innerHTML).toBe('');
    await act(async () => answer(NO_SOCIAL));
    expect(container.innerHTML).toBe('');
    expect(document.querySelector(`script[src="${TELEGRAM_WIDGET_SRC}"]`)).toBeNull();
  });

  it('offers Google and Facebook as links to their OAuth start for the area', async () => {
    renderSocial({ google: true, facebook: true, telegram: null }, { area: 'agent' });
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/wps/session/oauth/google/start?area=agent');
    expect(screen.getByTestId('social-facebook').getAttribute('href')).toBe(
      '/wps/session/oauth/facebook/start?area=agent',
    );
    expect(screen.getByRole('link', { name: 'Continue with Facebook' })).toBe(
      screen.getByTestId('social-facebook'),
    );
    expect(screen.getByText('or continue with')).toBeTruthy();
    expect(screen.queryByTestId('social-telegram')).toBeNull();
  });

  it('shows only the configured providers', async () => {
    renderSocial({ google: false, facebook: true, telegram: null });
    expect(await screen.findByTestId('social-facebook')).toBeTruthy();
    expect(screen.queryByTestId('social-google')).toBeNull();
  });

  it("loads Telegram's widget for the bot and posts its signed user unchanged", async () => {
    const login = vi.fn(() => LOGIN_OK);
    answerCalls(
      callApi,
      new Map<never, unknown>([
        [getSocialProviders as never, { ...NO_SOCIAL, telegram: { botName: 'nova_bot' } }],
        [telegramLogin as never, login],
      ]),
    );
    const onSuccess = vi.fn();
    renderWithProviders(<SocialLogin area="agent" onSuccess={onSuccess} />);
    const widget = await screen.findByTestId('social-telegram');
    const script = widget.querySelector('script');
    expect(script?.getAttribute('src')).toBe(TELEGRAM_WIDGET_SRC);
    expect(script?.dataset.telegramLogin).toBe('nova_bot');
    expect(screen.queryByTestId('social-google')).toBeNull();

    const send = telegramFrame();
    // Another origin, another frame, or the on-load report of an earlier login: ignored.
    send(JSON.stringify({ event: 'auth_user', auth_data: USER }), 'https://evil.example');
    send(JSON.stringify({ event: 'auth_user', auth_data: USER }), TELEGRAM_OAUTH_ORIGIN, window);
    send(JSON.stringify({ event: 'auth_user', init: true, auth_data: USER }));
    send('not json');
    expect(login).not.toHaveBeenCalled();

    send(JSON.stringify({ event: 'auth_user', auth_data: USER }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(login).toHaveBeenCalledWith({ ...USER, area: 'agent' }, undefined);
    expect(onSuccess.mock.calls[0]?.[0]).toMatchObject({
      method: 'social',
      passwordChangeForced: false,
    });
  });

  it('shows a refused Telegram login translated under the buttons', async () => {
    answerCalls(
      callApi,
      new Map<never, unknown>([
        [
          getSocialProviders as never,
          { google: true, facebook: false, telegram: { botName: 'b' } },
        ],
        [telegramLogin as never, new ApiError('SOCIAL_LOGIN_FAILED', 400)],
      ]),
    );
    const onSuccess = vi.fn();
    renderWithProviders(<SocialLogin area="member" onSuccess={onSuccess} />);
    await screen.findByTestId('social-telegram');
    telegramFrame()(JSON.stringify({ event: 'auth_user', auth_data: USER }));
    expect((await screen.findByTestId('social-error')).textContent).toBe(
      'One-click login failed. Please try again.',
    );
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows the error a one-click login came back with, even with no provider left', async () => {
    renderSocial(NO_SOCIAL, { arrivalError: 'SOCIAL_LOGIN_FAILED' });
    expect((await screen.findByTestId('social-error')).textContent).toBe(
      'One-click login failed. Please try again.',
    );
    expect(screen.queryByText('or continue with')).toBeNull();
  });
});
