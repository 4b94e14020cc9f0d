import type { VendorItem } from '@nova/contracts/api/games';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { useModals } from '../../modals/use-modals';
import { TrialWarningDialog } from '../../security/components/trial-warning-dialog';
import { useTrialWarning } from '../../security/hooks/use-trial-warning';
import type { Session } from '../../session/hooks/use-session';
import { useVendorLaunch } from './use-vendor-launch';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));

function vendor(overrides: Partial<VendorItem> = {}): VendorItem {
  return {
    vassalage: 'PG',
    displayName: 'PG Soft',
    gameType: 'RNG',
    lagerIcon: '/media/pg.png',
    logo: '/media/pg-logo.png',
    isGame: 'GAME',
    walletMode: 'SEAMLESS',
    maintenance: false,
    ...overrides,
  };
}

function as(kind: 'visitor' | 'trial' | 'member') {
  state.session = {
    member: null,
    isLogin: kind !== 'visitor',
    isAgent: false,
    isTrial: kind === 'trial',
  };
}

function Launcher({ item }: { item: VendorItem }) {
  const launch = useVendorLaunch();
  return (
    <>
      <button type="button" onClick={() => launch(item)} data-testid="launch">
        launch
      </button>
      <TrialWarningDialog />
    </>
  );
}

const openModals = () => useModals.getState().stack.map((m) => m.name);

beforeAll(() => initTestI18n());
beforeEach(() => {
  useModals.setState({ stack: [] });
  useTrialWarning.setState({ open: false });
});

describe('useVendorLaunch (spec §4 "Game launch")', () => {
  it('refuses a trial account with the real-account warning and stops the launch', async () => {
    as('trial');
    renderWithProviders(<Launcher item={vendor()} />);
    fireEvent.click(screen.getByTestId('launch'));
    const warning = await screen.findByTestId('trial-warning');
    expect(warning.textContent).toContain(
      'Please register a real account to play. Free play accounts cannot launch games.',
    );
    expect(openModals()).toEqual([]);
    fireEvent.click(screen.getByTestId('trial-warning-confirm'));
    expect(screen.queryByTestId('trial-warning')).toBeNull();
    expect(useTrialWarning.getState().open).toBe(false);
  });

  it('keeps a trial account out of the lottery screens too', () => {
    as('trial');
    renderWithProviders(<Launcher item={vendor({ vassalage: 'TCG_SEA', gameType: 'LOTT' })} />);
    fireEvent.click(screen.getByTestId('launch'));
    expect(useTrialWarning.getState().open).toBe(true);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('opens the login modal for a visitor', () => {
    as('visitor');
    renderWithProviders(<Launcher item={vendor()} />);
    fireEvent.click(screen.getByTestId('launch'));
    expect(openModals()).toEqual(['login']);
    expect(useTrialWarning.getState().open).toBe(false);
  });

  it('starts the vendor lobby in /seamless for a member', () => {
    as('member');
    renderWithProviders(<Launcher item={vendor()} />);
    fireEvent.click(screen.getByTestId('launch'));
    expect(openModals()).toEqual([]);
    expect(screen.getByTestId('location').textContent).toBe('/seamless?vassalage=PG&gameType=RNG');
  });

  it('routes a member to the vendor’s lottery screen', () => {
    as('member');
    renderWithProviders(<Launcher item={vendor({ vassalage: 'TCG_SEA', gameType: 'LOTT' })} />);
    fireEvent.click(screen.getByTestId('launch'));
    expect(screen.getByTestId('location').textContent).toBe('/seaLottery?gameCode=TCG_SEA');
  });

  it('opens a provider list for a member only, after the login and trial checks', () => {
    as('visitor');
    const visitor = renderWithProviders(<Launcher item={vendor({ isGame: 'VASSALAGE' })} />);
    fireEvent.click(screen.getByTestId('launch'));
    expect(openModals()).toEqual(['login']);
    visitor.unmount();

    as('trial');
    const trial = renderWithProviders(<Launcher item={vendor({ isGame: 'VASSALAGE' })} />);
    fireEvent.click(screen.getByTestId('launch'));
    expect(useTrialWarning.getState().open).toBe(true);
    trial.unmount();

    as('member');
    renderWithProviders(<Launcher item={vendor({ isGame: 'VASSALAGE' })} />);
    fireEvent.click(screen.getByTestId('launch'));
    expect(screen.getByTestId('location').textContent).toBe('/rng?vassalage=PG');
  });
});
