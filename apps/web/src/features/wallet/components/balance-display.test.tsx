import type { MemberInfo } from '@nova/contracts/api/session';
import type { WalletBalance } from '@nova/contracts/api/wallet';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../../lib/ui-store';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import type { Session } from '../../session/hooks/use-session';
import { BalanceDisplay } from './balance-display';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));
vi.mock('../../system/api/use-permission-data', () => ({
  usePermissionData: () => ({ brand: { currencySymbol: 'RM', currencyScale: 2 } }),
}));

const MEMBER: MemberInfo = {
  id: 7,
  account: 'player01',
  nickname: '',
  type: 0,
  isAgent: false,
  isTrial: false,
  currency: 'MYR',
  language: 'EN',
  mustChangePassword: false,
};

function wallet(main: string): WalletBalance {
  return {
    currency: 'MYR',
    currencySymbol: 'RM',
    scale: 2,
    main,
    held: '0',
    vendors: [],
    total: main,
  };
}

function answer(value: WalletBalance): Response {
  return new Response(JSON.stringify({ success: true, value }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeAll(() => initTestI18n());
beforeEach(() => {
  state.session = { member: MEMBER, isLogin: true, isAgent: false, isTrial: false };
  useUiStore.setState({ balanceHidden: false });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const figure = () => screen.getByTestId('balance-figure');
const amount = () => screen.getByTestId('balance-amount').textContent;

describe('BalanceDisplay', () => {
  it("shows the brand's symbol and the main balance with 2 decimals and separators", async () => {
    fetchMock.mockResolvedValue(answer(wallet('1234567')));
    renderWithProviders(<BalanceDisplay />);
    await waitFor(() => expect(amount()).toBe('12,345.67'));
    expect(figure().textContent).toBe('RM 12,345.67');
    expect(figure().getAttribute('title')).toBe('RM 12,345.67');
    expect(fetchMock).toHaveBeenCalledWith('/wps/v2/wallets/balance', expect.anything());
  });

  it('keeps amounts beyond 2^53 exact', async () => {
    fetchMock.mockResolvedValue(answer(wallet('900719925474099312')));
    renderWithProviders(<BalanceDisplay />);
    await waitFor(() => expect(amount()).toBe('9,007,199,254,740,993.12'));
  });

  it('shows a skeleton while loading, then the figure', async () => {
    let resolve: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    renderWithProviders(<BalanceDisplay />);
    expect(screen.getByTestId('balance-skeleton')).toBeTruthy();
    expect(figure().getAttribute('aria-busy')).toBe('true');
    resolve(answer(wallet('5')));
    await waitFor(() => expect(amount()).toBe('0.05'));
    expect(screen.queryByTestId('balance-skeleton')).toBeNull();
  });

  it('shows a dash, never a figure, when the balance cannot be read', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: false, code: 'INTERNAL', message: 'x' }), {
        status: 500,
      }),
    );
    renderWithProviders(<BalanceDisplay />);
    await waitFor(() => expect(amount()).toBe('—'));
    expect(figure().getAttribute('title')).toBe('Balance unavailable, tap refresh to try again');
  });

  it('hides and shows the figure', async () => {
    fetchMock.mockResolvedValue(answer(wallet('100000')));
    renderWithProviders(<BalanceDisplay />);
    await waitFor(() => expect(amount()).toBe('1,000.00'));
    fireEvent.click(screen.getByTestId('balance-toggle'));
    expect(amount()).toBe('••••');
    expect(figure().textContent).not.toContain('1,000.00');
    expect(figure().getAttribute('title')).toBeNull();
    expect(screen.getByTestId('balance-toggle').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('balance-toggle'));
    expect(amount()).toBe('1,000.00');
  });

  it('refreshes: refetches the balance while the icon spins', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(wallet('100000')))
      .mockResolvedValueOnce(answer(wallet('250050')));
    renderWithProviders(<BalanceDisplay />);
    await waitFor(() => expect(amount()).toBe('1,000.00'));
    const refresh = screen.getByTestId('balance-refresh') as HTMLButtonElement;
    fireEvent.click(refresh);
    expect(refresh.disabled).toBe(true);
    expect(refresh.getAttribute('data-refreshing')).toBe('true');
    await waitFor(() => expect(amount()).toBe('2,500.50'));
    await waitFor(() => expect(refresh.disabled).toBe(false));
    expect(refresh.getAttribute('data-refreshing')).toBe('false');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('recovers from an error on refresh', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('{}', { status: 503 }))
      .mockResolvedValueOnce(answer(wallet('42')));
    renderWithProviders(<BalanceDisplay />);
    await waitFor(() => expect(amount()).toBe('—'));
    fireEvent.click(screen.getByTestId('balance-refresh'));
    await waitFor(() => expect(amount()).toBe('0.42'));
  });
});
