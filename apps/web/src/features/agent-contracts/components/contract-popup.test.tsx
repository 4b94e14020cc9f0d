import {
  type Contract,
  dailySalaryProcess,
  dividendProcess,
  hourlySalaryProcess,
  realtimeSalaryProcess,
  signContract,
} from '@nova/contracts/api/agent-contracts';
import { getConsolidatedFunds } from '@nova/contracts/api/transfers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotice } from '../../../components/notice';
import { ApiError } from '../../../lib/api-client';
import { answer, callsTo, MEMBER, sessionOf } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import type { Session } from '../../session/hooks/use-session';
import { LATER_STORAGE_KEY } from '../lib/popup';
import { AGENT, DAILY_OFFER, flags, MY_DIVIDEND } from '../test/contracts-test-kit';
import { ContractPopup } from './contract-popup';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));
const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

/** What the server holds: the daily offer waits until it is signed. */
let waiting: Contract | null;
let signAnswers: (confirm: boolean) => unknown;

const SIGNED_DAILY: Contract = {
  ...DAILY_OFFER,
  state: 'SIGNED',
  signedAt: '2026-11-29T04:00:00.000Z',
};

function serve() {
  answer(
    callApi,
    new Map<never, unknown>([
      [
        getConsolidatedFunds as never,
        () => flags({ divtypereq: '1', dailysalreqtype: waiting ? '2' : '1' }),
      ],
      [dividendProcess as never, { pending: null, signed: MY_DIVIDEND }],
      [dailySalaryProcess as never, () => ({ pending: waiting, signed: null })],
      [
        signContract as never,
        (input: { body?: unknown }) => signAnswers((input.body as { confirm: boolean }).confirm),
      ],
    ]),
  );
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  callApi.mockReset();
  useNotice.setState({ notice: null });
  state.session = sessionOf(AGENT);
  waiting = DAILY_OFFER;
  signAnswers = () => {
    waiting = null;
    return SIGNED_DAILY;
  };
  serve();
});

describe('ContractPopup', () => {
  it('asks only the kinds whose flag says an offer waits, and shows the offer', async () => {
    renderWithProviders(<ContractPopup />);
    const popup = await screen.findByTestId('contract-popup');
    expect(screen.getByTestId('contract-popup-from').textContent).toBe(
      'bigboss offers you a daily salary contract',
    );
    expect(within(popup).getAllByTestId('popup-tiers-row')).toHaveLength(1);
    expect(within(popup).getByTestId('popup-tiers').textContent).toContain('0.50%');
    expect(callsTo(callApi, dailySalaryProcess)).toHaveLength(1);
    expect(callsTo(callApi, dividendProcess)).toHaveLength(0);
    expect(callsTo(callApi, hourlySalaryProcess)).toHaveLength(0);
    expect(callsTo(callApi, realtimeSalaryProcess)).toHaveLength(0);
  });

  it('"Later" hides it for the rest of the session', async () => {
    const first = renderWithProviders(<ContractPopup />);
    fireEvent.click(await screen.findByTestId('contract-popup-later'));
    await waitFor(() => expect(screen.queryByTestId('contract-popup')).toBeNull());
    expect(JSON.parse(sessionStorage.getItem(LATER_STORAGE_KEY) ?? '')).toEqual([21]);
    first.unmount();

    // The next page load in the same session: the same offer stays hidden.
    renderWithProviders(<ContractPopup />);
    await waitFor(() => expect(callsTo(callApi, dailySalaryProcess)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByTestId('contract-popup')).toBeNull();
  });

  it('shows an offer that was not put off, even with another one stored', async () => {
    sessionStorage.setItem(LATER_STORAGE_KEY, JSON.stringify([99]));
    renderWithProviders(<ContractPopup />);
    expect(await screen.findByTestId('contract-popup')).toBeTruthy();
  });

  it('is not shown to a member who is not an agent, nor asked for', async () => {
    state.session = sessionOf(MEMBER);
    renderWithProviders(<ContractPopup />);
    await waitFor(() => expect(callsTo(callApi, getConsolidatedFunds)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByTestId('contract-popup')).toBeNull();
    expect(callsTo(callApi, dailySalaryProcess)).toHaveLength(0);
  });

  it('signs, then reads the flags again and closes', async () => {
    renderWithProviders(<ContractPopup />);
    fireEvent.click(await screen.findByTestId('contract-popup-sign'));
    await waitFor(() => expect(screen.queryByTestId('contract-popup')).toBeNull());
    expect(callsTo(callApi, signContract)).toEqual([
      { params: { id: 21 }, body: { confirm: false } },
    ]);
    expect(callsTo(callApi, getConsolidatedFunds)).toHaveLength(2);
    expect(useNotice.getState().notice?.message).toBe('You signed the daily salary contract.');
  });
});

describe('signing that cancels sub-agent contracts', () => {
  beforeEach(() => {
    signAnswers = (confirm) => {
      if (!confirm) {
        return new ApiError('CONTRACT_CANCELS_DOWNLINE', 409, [
          { path: 'downlines.0', issue: 'demosub' },
          { path: 'downlines.1', issue: 'sub2' },
        ]);
      }
      waiting = null;
      return SIGNED_DAILY;
    };
  });

  it('warns with the sub-agents named, then signs with confirm: true', async () => {
    renderWithProviders(<ContractPopup />);
    fireEvent.click(await screen.findByTestId('contract-popup-sign'));
    const warning = await screen.findByTestId('modal-contract-sign-warning');
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['demosub', 'sub2']);
    expect(warning.textContent).toContain('these 2 sub-agents');
    expect(callsTo(callApi, signContract)).toEqual([
      { params: { id: 21 }, body: { confirm: false } },
    ]);

    fireEvent.click(within(warning).getByTestId('contract-sign-warning-confirm'));
    await waitFor(() => expect(screen.queryByTestId('contract-popup')).toBeNull());
    expect(callsTo(callApi, signContract).map((call) => call.body)).toEqual([
      { confirm: false },
      { confirm: true },
    ]);
    expect(screen.queryByTestId('modal-contract-sign-warning')).toBeNull();
  });

  it('signs nothing when the warning is dismissed', async () => {
    renderWithProviders(<ContractPopup />);
    fireEvent.click(await screen.findByTestId('contract-popup-sign'));
    fireEvent.click(await screen.findByTestId('contract-sign-warning-cancel'));
    await waitFor(() => expect(screen.queryByTestId('modal-contract-sign-warning')).toBeNull());
    expect(callsTo(callApi, signContract)).toHaveLength(1);
    expect(screen.getByTestId('contract-popup')).toBeTruthy();
  });
});
