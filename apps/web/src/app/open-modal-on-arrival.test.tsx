import { act, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useModals } from '../features/modals/use-modals';
import { readReferralCode } from '../features/session/lib/referral-code';
import { initTestI18n, renderWithProviders } from '../test/render-with-providers';
import { AccountLinksOnArrival } from './open-modal-on-arrival';

const TICKET = 'a'.repeat(43);

beforeAll(() => initTestI18n());
beforeEach(() => {
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
});
