import { type LaunchGameResult, launchGame } from '@nova/contracts/api/game-launch';
import { walletTransfer, walletTransferAllToMain } from '@nova/contracts/api/transfers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/api-client';
import { initCdns } from '../../../lib/cdn';
import { answer, callsTo } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { useModals } from '../../modals/use-modals';
import type { Session } from '../../session/hooks/use-session';
import { SeamlessPage } from './seamless-page';

// Decision 027: a transfer-mode game opened with an empty vendor wallet asks for the amount
// first (PROMPT), and leaving brings the wallet back to main where the brand says so.
const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));
vi.mock('./seamless-balance', () => ({ SeamlessBalance: () => null }));
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client')>()),
  callApi: vi.fn(),
}));
const api = vi.mocked(callApi);

const ROUTE = '/seamless?vassalage=AG&gameType=RNG';
const TRANSFER = {
  vendor: 'AG',
  action: 'PROMPT' as const,
  amount: '500000',
  vendorBalance: '0',
  stale: false,
  mainBalance: '500000',
  backOnLeave: true,
};

function launched(ticket: number, transfer: LaunchGameResult['transfer']): LaunchGameResult {
  return {
    url: `/wps/game/enter/ticket-${ticket}`,
    display: 'IFRAME',
    mode: 'REAL',
    vassalage: 'AG',
    gameCode: 'AG-RNG-001',
    gameName: 'Lucky Slot',
    walletMode: 'TRANSFER',
    transfer,
  };
}

function setup(first: LaunchGameResult['transfer']) {
  let launches = 0;
  answer(
    api,
    new Map<unknown, unknown>([
      [
        launchGame,
        () => {
          launches += 1;
          if (launches === 1) return launched(1, first);
          // The fresh ticket takes a moment, as over a network.
          const fresh = launched(launches, { ...TRANSFER, action: 'NONE' });
          return new Promise((resolve) => setTimeout(() => resolve(fresh), 30));
        },
      ],
      [
        walletTransfer,
        ({ body }: { body: { amount: string } }) => ({
          transfers: [{ id: 1, status: 'SUCCESS', amount: body.amount }],
          balance: {},
        }),
      ],
      [walletTransferAllToMain, { transfers: [], balance: {} }],
    ]) as never,
  );
  return renderWithProviders(<SeamlessPage />, { route: ROUTE });
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  api.mockReset();
  initCdns({ imageCDNs: [], launchGameCDNs: ['https://launch.example.com/'] });
  useModals.setState({ stack: [] });
  state.session = { member: null, isLogin: true, isAgent: false, isTrial: false };
});

describe('SeamlessPage: transfer-mode games', () => {
  it('asks first, main balance prefilled; moves it, then opens the game on a fresh ticket', async () => {
    setup(TRANSFER);
    const field = (await screen.findByTestId('launch-transfer-amount')) as HTMLInputElement;
    expect(field.value).toBe('5000.00');
    expect(screen.queryByTestId('seamless-frame')).toBeNull();
    fireEvent.change(field, { target: { value: '120.50' } });
    // Every address the frame ever had: the first ticket, issued before the transfer, must never
    // load (the game would open twice, the first time on the empty wallet).
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['src'],
      attributeOldValue: true,
    });
    fireEvent.click(screen.getByTestId('launch-transfer-submit'));
    const frame = await screen.findByTestId('seamless-frame');
    expect(frame.getAttribute('src')).toBe('https://launch.example.com/wps/game/enter/ticket-2');
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes.map((change) => change.oldValue)).not.toContain(
      'https://launch.example.com/wps/game/enter/ticket-1',
    );
    expect(callsTo(api, walletTransfer)[0]?.body).toMatchObject({
      from: 'MAIN',
      to: 'AG',
      amount: '12050',
    });
  });

  it('refuses an amount over the main balance or not an amount, sending nothing', async () => {
    setup(TRANSFER);
    const field = await screen.findByTestId('launch-transfer-amount');
    for (const [value, message] of [
      ['5000.01', /You have only/u],
      ['abc', /valid amount/u],
      ['0', /valid amount/u],
    ] as const) {
      fireEvent.change(field, { target: { value: '' } });
      fireEvent.change(field, { target: { value } });
      fireEvent.click(screen.getByTestId('launch-transfer-submit'));
      await screen.findByText(message);
    }
    expect(callsTo(api, walletTransfer)).toHaveLength(0);
  });

  it('closing the game brings that vendor wallet back to main', async () => {
    setup({ ...TRANSFER, action: 'NONE', vendorBalance: '100' });
    await screen.findByTestId('seamless-frame');
    fireEvent.click(screen.getAllByRole('button', { name: 'Close game' })[0] as HTMLElement);
    await waitFor(() => expect(callsTo(api, walletTransferAllToMain)).toHaveLength(1));
    expect(callsTo(api, walletTransferAllToMain)[0]?.body).toMatchObject({ vendor: 'AG' });
  });

  it('does not bring it back when the brand says not to', async () => {
    const view = setup({ ...TRANSFER, action: 'NONE', backOnLeave: false });
    await screen.findByTestId('seamless-frame');
    view.unmount();
    expect(callsTo(api, walletTransferAllToMain)).toHaveLength(0);
  });
});
