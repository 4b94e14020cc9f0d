import { login } from '@nova/contracts/api/login';
import { getSocialProviders } from '@nova/contracts/api/social';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModals } from '../../features/modals/use-modals';
import { ApiError } from '../../lib/api-client';
import { initTestI18n, renderWithProviders } from '../../test/render-with-providers';
import { AccountLinksOnArrival } from '../open-modal-on-arrival';
import { AgentLandingRoute } from './agent-landing-route';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api-client')>()),
  callApi,
}));

const OK = {
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  isAgent: true,
};

// errors is stubbed: the test checks that the code's message is shown, not its wording.
beforeAll(() => initTestI18n({ errors: { NON_AGENT_LOGIN: 'Not an agent, cannot log in' } }));
beforeEach(() => {
  callApi.mockReset();
  useModals.setState({ stack: [] });
});

function renderAt(path: string) {
  return renderWithProviders(<AgentLandingRoute />, {
    route: path,
    routes: [{ path: '/agentHome', element: <p data-testid="agent-home">agent home</p> }],
  });
}

function fill(username: string, password: string) {
  const form = screen.getByTestId('agent-login-form');
  fireEvent.change(within(form).getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(within(form).getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(within(form).getByTestId('agent-login-submit'));
}

describe('/agent (AgentLandingRoute)', () => {
  it('shows the partner pitch, the login form, features and steps', () => {
    renderAt('/agent');
    const page = screen.getByTestId('agent-landing');
    expect(within(page).getByText('Players and sub-agents under yours')).toBeTruthy();
    expect(within(page).getByRole('heading', { name: 'How it works' })).toBeTruthy();
    expect(within(page).getAllByRole('listitem').length).toBeGreaterThanOrEqual(7);
  });

  it('asks for both fields before calling the server', async () => {
    renderAt('/agent');
    fill('agent01', '');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please enter the username and password',
    );
    expect(callApi).not.toHaveBeenCalledWith(login, expect.anything());
  });

  it('logs in to the agent area, refreshes member info and goes to /agentHome', async () => {
    callApi.mockResolvedValue(OK);
    const { queryClient } = renderAt('/agent');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fill(' agent01 ', 'secret-pass');
    expect(await screen.findByTestId('agent-home')).toBeTruthy();
    expect(callApi).toHaveBeenCalledWith(login, {
      body: { username: 'agent01', password: 'secret-pass', area: 'agent' },
    });
    expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['memberInfo'] }));
  });

  it('shows the translated error for a member account', async () => {
    callApi.mockRejectedValue(new ApiError('NON_AGENT_LOGIN', 403));
    renderAt('/agent');
    fill('player01', 'secret-pass');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Not an agent, cannot log in'),
    );
    expect(screen.queryByTestId('agent-home')).toBeNull();
  });

  it('opens the forced password change instead of entering the center', async () => {
    callApi.mockResolvedValue({ ...OK, mustChangePassword: true });
    renderAt('/agent');
    fill('agent01', '123456');
    await waitFor(() =>
      expect(useModals.getState().stack).toMatchObject([
        { name: 'changePassword', props: { forced: true } },
      ]),
    );
    expect(screen.queryByTestId('agent-home')).toBeNull();
  });

  it('offers one-click login for the agent area under the form', async () => {
    callApi.mockImplementation(async (endpoint) =>
      endpoint === getSocialProviders ? { google: true, facebook: false, telegram: null } : OK,
    );
    renderAt('/agent');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/wps/session/oauth/google/start?area=agent');
    expect(screen.queryByTestId('social-facebook')).toBeNull();
  });

  it("shows a member's refused one-click login on the card, out of the address", async () => {
    callApi.mockImplementation(async (endpoint) =>
      endpoint === getSocialProviders ? { google: true, facebook: true, telegram: null } : OK,
    );
    const { router } = renderWithProviders(
      <>
        <AccountLinksOnArrival />
        <AgentLandingRoute />
      </>,
      { route: '/agent?socialError=NON_AGENT_LOGIN' },
    );
    const error = await screen.findByTestId('social-error');
    expect(error.textContent).toBe('Not an agent, cannot log in');
    expect(screen.getByTestId('agent-landing').contains(error)).toBe(true);
    expect(router.state.location.search).toBe('');
    // Kept on screen, but out of the history entry: a reload does not show it again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByTestId('social-error').textContent).toBe('Not an agent, cannot log in');
    expect(useModals.getState().stack).toEqual([]);
  });
});
