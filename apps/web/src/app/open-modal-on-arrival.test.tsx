import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModals } from '../features/modals/use-modals';
import { readReferralCode } from '../features/session/lib/referral-code';
import { answerCalls } from '../features/session/test/session-test-kit';
import { initTestI18n, renderWithProviders } from '../test/render-with-providers';
import { ModalHost } from './modal-host';
import { AccountLinksOnArrival } from './open-modal-on-arrival';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/api-client')>()),
  callApi,
}));

const TICKET = 'a'.repeat(43);

beforeAll(() => initTestI18n());
beforeEach(() => {
  callApi.mockReset();
  answerCalls(callApi, new Map());
  useModals.setState({ stack: [] });
  sessionStorage.clear();
});

function arrive(url: string) {
  return renderWithProviders(<AccountLinksOnArrival />, { route: url });
}

describe('AccountLinksOnArrival', () => {
  it('opens "set a new password" for a reset link and strips the ticket from the address', async () => {
    const { router } = arrive(`/live?resetTicket=${TICKET}&lang=EN#top`);
    await waitFor(() => expect(router.state.location.search).toBe('?lang=EN'));
    expect(router.state.location.pathname).toBe('/live');
    expect(router.state.location.hash).toBe('#top');
    // Replaced, not pushed: the address with the ticket is in no history entry.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(useModals.getState().stack).toMatchObject([
      { name: 'forgotPassword', props: { ticket: TICKET } },
    ]);
  });

  it('leaves an address without a ticket alone', async () => {
    const { router } = arrive('/live?lang=EN');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(router.state.location.search).toBe('?lang=EN');
    expect(router.state.historyAction).toBe('POP');
    expect(useModals.getState().stack).toEqual([]);
  });

  it('keeps the referral code of the arrival for the registration', async () => {
    arrive('/live?referralCode=AGENT42');
    await waitFor(() => expect(readReferralCode()).toBe('AGENT42'));
  });

  it('opens the login modal with a failed one-click login and strips the error', async () => {
    const { router } = renderWithProviders(
      <>
        <AccountLinksOnArrival />
        <ModalHost />
      </>,
      { route: '/?socialError=SOCIAL_LOGIN_FAILED&lang=EN' },
    );
    expect((await screen.findByTestId('social-error')).textContent).toBe(
      'One-click login failed. Please try again.',
    );
    expect(screen.getByTestId('login-form')).toBeTruthy();
    expect(router.state.location.search).toBe('?lang=EN');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(useModals.getState().stack).toMatchObject([{ name: 'login' }]);
  });

  it('strips an unknown social error without saying anything', async () => {
    const { router } = arrive('/?socialError=%3Cb%3Ehi');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(useModals.getState().stack).toEqual([]);
  });

  it('leaves a social error on /agent to the agent card, out of the address', async () => {
    const { router } = arrive('/agent?socialError=NON_AGENT_LOGIN');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.state).toEqual({ socialError: 'NON_AGENT_LOGIN' });
    expect(useModals.getState().stack).toEqual([]);
  });
});
