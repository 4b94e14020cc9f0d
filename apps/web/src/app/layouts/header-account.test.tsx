import type { MemberInfo } from '@nova/contracts/api/session';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModals } from '../../features/modals/use-modals';
import type { Session } from '../../features/session/hooks/use-session';
import { useUiStore } from '../../lib/ui-store';
import { initTestI18n, renderWithProviders } from '../../test/render-with-providers';
import { HeaderAccount } from './header-account';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../features/session/hooks/use-session', () => ({ useSession: () => state.session }));
vi.mock('../../features/system/hooks/use-switch', () => ({ useSwitch: () => false }));
vi.mock('../../features/system/api/use-permission-data', () => ({
  usePermissionData: () => ({ brand: { currencySymbol: 'RM' } }),
}));

function login(isTrial: boolean) {
  const member: MemberInfo = {
    id: 1,
    account: isTrial ? 'trial_8812' : 'player01',
    nickname: '',
    type: isTrial ? 4 : 0,
    isAgent: false,
    isTrial,
    currency: 'MYR',
    language: 'EN',
    mustChangePassword: false,
  };
  state.session = { member, isLogin: true, isAgent: false, isTrial };
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  useModals.setState({ stack: [] });
  useUiStore.setState({ balanceHidden: false });
});

describe('HeaderAccount', () => {
  it('shows a member the balance (no invented figure), withdraw and deposit', async () => {
    login(false);
    renderWithProviders(<HeaderAccount />);
    // A skeleton while the balance loads; with no wallet answer, a dash, never a made-up figure.
    expect(screen.getByTestId('balance-skeleton')).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('—'));
    expect(screen.getByTestId('header-withdraw').getAttribute('href')).toBe(
      '/member?page=withdraw',
    );
    expect(screen.getByTestId('header-deposit').getAttribute('href')).toBe(
      '/member?page=depositv2',
    );
    expect(screen.queryByTestId('header-trial-badge')).toBeNull();
  });

  it('hides the balance and refreshes it', async () => {
    login(false);
    const { queryClient } = renderWithProviders(<HeaderAccount />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByTestId('balance-toggle'));
    expect(screen.getByTestId('balance-amount').textContent).toBe('••••');
    expect(screen.getByTestId('balance-toggle').getAttribute('aria-pressed')).toBe('true');
    const refresh = screen.getByTestId('balance-refresh') as HTMLButtonElement;
    fireEvent.click(refresh);
    expect(refresh.disabled).toBe(true);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['wallet'] });
    await vi.waitFor(() => expect(refresh.disabled).toBe(false));
  });

  it('gives a trial account a free play badge and register instead of money buttons', () => {
    login(true);
    renderWithProviders(<HeaderAccount />);
    expect(screen.getByTestId('header-trial-badge').textContent).toBe('Free play');
    expect(screen.queryByTestId('header-deposit')).toBeNull();
    expect(screen.queryByTestId('header-withdraw')).toBeNull();
    expect(screen.queryByTestId('header-balance')).toBeNull();
    fireEvent.click(screen.getByTestId('header-trial-register'));
    expect(useModals.getState().stack.map((m) => m.name)).toEqual(['register']);
  });
});
