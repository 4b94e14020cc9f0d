import type { GameMenu, VendorItem } from '@nova/contracts/api/games';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../test/render-with-providers';
import { VendorMenu } from './vendor-menu';

function vendors(count: number): VendorItem[] {
  return Array.from({ length: count }, (_, i) => ({
    vassalage: `V${i}`,
    displayName: `Vendor ${i}`,
    gameType: 'RNG',
    lagerIcon: `/art/${i}.png`,
    logo: `/logo/${i}.png`,
    isGame: 'VASSALAGE',
    walletMode: 'SEAMLESS',
    maintenance: i === 0,
  }));
}

function menu(count: number): GameMenu {
  return { category: 'RNG', path: '/rng', vendors: vendors(count) };
}

function renderMenu(count: number) {
  const onNavigate = vi.fn();
  renderWithProviders(
    <VendorMenu
      menu={menu(count)}
      activePath="/"
      onPointerEnter={() => undefined}
      onPointerLeave={() => undefined}
      onNavigate={onNavigate}
    />,
  );
  return onNavigate;
}

beforeAll(() => initTestI18n());

describe('VendorMenu (spec §2 "Drop menus list vendors per game type")', () => {
  it('uses the large grid only above 10 vendors', () => {
    renderMenu(10);
    expect(screen.getByTestId('vendor-menu-RNG').getAttribute('data-large')).toBe('false');
  });

  it('switches to the large grid at 11 vendors', () => {
    renderMenu(11);
    expect(screen.getByTestId('vendor-menu-RNG').getAttribute('data-large')).toBe('true');
    expect(screen.getAllByRole('link', { name: /Vendor/ })).toHaveLength(11);
  });

  it('links each vendor to its game list and closes on navigation', () => {
    const onNavigate = renderMenu(3);
    const link = screen.getByTestId('vendor-link-V1');
    expect(link.getAttribute('href')).toBe('/rng?vassalage=V1');
    expect(screen.getByTestId('vendor-link-V0').textContent).toContain('Vendor 0');
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/rng?vassalage=V1');
  });
});
