import type { MemberInfo } from '@nova/contracts/api/session';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { type NoticeModalProps, useModals } from '../../modals/use-modals';
import type { Session } from '../hooks/use-session';
import { AccountMenu } from './account-menu';

const state = vi.hoisted(() => ({
  session: null as unknown as Session,
  switches: new Set<string>(),
}));
vi.mock('../hooks/use-session', () => ({ useSession: () => state.session }));
vi.mock('../../system/hooks/use-switch', () => ({
  useSwitch: (name: string) => state.switches.has(name),
}));

const MEMBER: MemberInfo = {
  id: 7,
  account: 'player01',
  nickname: 'Lucky',
  type: 0,
  isAgent: false,
  isTrial: false,
  currency: 'MYR',
  language: 'EN',
  mustChangePassword: false,
};

function login(flags: { isAgent?: boolean; isTrial?: boolean } = {}, switches: string[] = []) {
  const member = { ...MEMBER, ...flags };
  state.session = { member, isLogin: true, isAgent: member.isAgent, isTrial: member.isTrial };
  state.switches = new Set(switches);
}

/** Opens the menu and waits for its panel (a lazy chunk). */
async function openMenu(): Promise<string[]> {
  renderWithProviders(<AccountMenu />);
  fireEvent.click(screen.getByTestId('account-menu-toggle'));
  return (await screen.findAllByRole('menuitem')).map(
    (item) => item.getAttribute('data-testid')?.replace('account-menu-', '') ?? '',
  );
}

beforeAll(() => initTestI18n());
beforeEach(() => useModals.setState({ stack: [] }));

describe('AccountMenu (spec §2 "Header and menus")', () => {
  it('lists a plain member’s entries without points, agent or manual rebate', async () => {
    login();
    expect(await openMenu()).toEqual([
      'bettingRecord',
      'accountRecord',
      'profitLoss',
      'rewardCenter',
      'securityCenter',
      'signOut',
    ]);
    expect(screen.getByTestId('account-menu-securityCenter').getAttribute('href')).toBe(
      '/member?page=securityCenter',
    );
  });

  it('adds points with PTSYS3, agent for agents and manual rebate with MANPLAYREB3', async () => {
    login({ isAgent: true }, ['PTSYS3', 'MANPLAYREB3']);
    expect(await openMenu()).toEqual([
      'bettingRecord',
      'accountRecord',
      'profitLoss',
      'rewardCenter',
      'points',
      'securityCenter',
      'agent',
      'manualRebate',
      'signOut',
    ]);
    expect(screen.getByTestId('account-menu-agent').getAttribute('href')).toBe('/agentHome');
    expect(screen.getByTestId('account-menu-points').getAttribute('href')).toBe('/pointMall');
  });

  it('offers a trial account sign out only, whatever the switches', async () => {
    login({ isTrial: true }, ['PTSYS3', 'MANPLAYREB3']);
    expect(await openMenu()).toEqual(['signOut']);
    expect(screen.getByTestId('account-menu-trial').textContent).toBe('Free play');
  });

  it('asks before signing out (cancel / confirm)', async () => {
    login();
    await openMenu();
    fireEvent.click(screen.getByTestId('account-menu-signOut'));
    const [notice] = useModals.getState().stack;
    expect(notice?.name).toBe('notice');
    const props = notice?.props as unknown as NoticeModalProps;
    expect(props.message).toBe('Are you sure you want to sign out?');
    expect(props.cancelLabel).toBe('Cancel');
    expect(screen.queryByTestId('account-menu')).toBeNull();
  });
});
