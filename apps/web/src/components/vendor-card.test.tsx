import type { VendorItem } from '@nova/contracts/api/games';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../test/render-with-providers';
import { VendorCard } from './vendor-card';

function vendor(overrides: Partial<VendorItem> = {}): VendorItem {
  return {
    vassalage: 'PT',
    displayName: 'Playtech',
    gameType: 'LIVE',
    lagerIcon: '/media/vendors/live-PT.svg',
    logo: '/media/vendors/logo-PT.svg',
    isGame: 'VASSALAGE',
    walletMode: 'SEAMLESS',
    maintenance: false,
    ...overrides,
  };
}

beforeAll(() => initTestI18n());

describe('VendorCard', () => {
  it('links both buttons to the given screen, with the theme of its position', () => {
    renderWithProviders(<VendorCard vendor={vendor()} index={8} to="/live?vassalage=PT" />);
    const card = screen.getByTestId('vendor-card');
    expect(card.getAttribute('data-theme')).toBe('2');
    expect(card.style.getPropertyValue('--card-bg')).toBe('var(--card-theme-2)');
    expect(within(card).getByRole('heading', { name: 'Playtech' })).toBeTruthy();
    for (const name of [/Play now/, /Start/]) {
      expect(within(card).getByRole('link', { name }).getAttribute('href')).toBe(
        '/live?vassalage=PT',
      );
    }
  });

  it('runs the action from buttons, and has no start button for RNG', () => {
    const onPlay = vi.fn();
    const rng = vendor({ gameType: 'RNG' });
    renderWithProviders(<VendorCard vendor={rng} index={0} onPlay={onPlay} selected />);
    expect(screen.getByTestId('vendor-card').getAttribute('data-selected')).toBe('true');
    expect(screen.queryByTestId('vendor-start')).toBeNull();
    fireEvent.click(screen.getByTestId('vendor-play'));
    expect(onPlay).toHaveBeenCalledWith(rng);
  });

  it('cannot launch a vendor under maintenance', () => {
    const onPlay = vi.fn();
    renderWithProviders(
      <VendorCard vendor={vendor({ maintenance: true })} index={0} onPlay={onPlay} />,
    );
    expect(screen.getByText('Maintenance')).toBeTruthy();
    const start = screen.getByTestId('vendor-start') as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    fireEvent.click(start);
    expect(onPlay).not.toHaveBeenCalled();
  });
});
