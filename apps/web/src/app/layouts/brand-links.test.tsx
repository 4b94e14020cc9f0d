import type { CustomerService, PermissionData } from '@nova/contracts/api/system';
import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../test/render-with-providers';
import { RightBar } from './right-bar';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';

/**
 * Issue 11 / decision 029: the footer, the floating right bar and the side menu show only the
 * brand content an operator configured (payment methods, licences, certifications, social and
 * support links, app downloads), and nothing of a kind the brand has not set.
 */
const brand = vi.hoisted(() => ({
  resources: {} as PermissionData['resources'],
  customerService: [] as CustomerService[],
}));
vi.mock('../../features/system/api/use-permission-data', () => ({
  usePermissionData: () =>
    ({
      brand: { name: 'Nova88', minAge: 18, currencySymbol: 'RM' },
      resources: brand.resources,
      customerService: brand.customerService,
    }) as unknown as PermissionData,
}));
vi.mock('../../features/session/hooks/use-session', () => ({
  useSession: () => ({ isLogin: true, isAgent: false, isTrial: false, member: null }),
}));
vi.mock('../../features/system/hooks/use-switch', () => ({ useSwitch: () => false }));
vi.mock('../../features/games/api/use-game-menus', () => ({ useGameMenus: () => [] }));

const logo = (title: string, link: string | null = null) => ({
  title,
  url: `/brand/${title}.svg`,
  link,
});

const TEST_IDS = [
  'footer-payment_method',
  'footer-certification',
  'footer-license',
  'footer-social_media',
  'right-bar-chat',
  'right-bar-download',
  'right-bar-TELEGRAM',
  'right-bar-WHATSAPP',
  'side-menu-download',
  'side-menu-cs-LIVECHAT',
  'side-menu-cs-TELEGRAM',
];

function renderAll() {
  renderWithProviders(
    <>
      <SideMenu />
      <RightBar />
      <SiteFooter />
    </>,
  );
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  brand.resources = {};
  brand.customerService = [];
});

describe('brand links', () => {
  it('render nothing the brand has not configured', () => {
    renderAll();
    for (const id of TEST_IDS) expect(screen.queryByTestId(id), id).toBeNull();
    // What stays is true of every brand: the 18+ notice and the help pages.
    expect(screen.getByTestId('footer-age').textContent).toContain('18');
    expect(screen.getByTestId('footer-help-responsible')).toBeTruthy();
  });

  it('render exactly the configured items, in their order', () => {
    brand.resources = {
      PAYMENT_METHOD: [logo('Local Bank Transfer'), logo('FPX Online Banking')],
      LICENSE: [logo('Some Licence')],
      SOCIAL_MEDIA: [logo('Facebook', 'https://facebook.com/brand')],
      APP_DOWNLOAD: [logo('iOS', 'https://apps.apple.com/app/id1')],
    };
    brand.customerService = [
      { csType: 'LIVECHAT', title: 'Live chat', url: 'https://chat.brand.test/' },
      { csType: 'TELEGRAM', title: 'Telegram', url: 'https://t.me/brand_support' },
    ];
    renderAll();
    const payments = screen.getByTestId('footer-payment_method');
    expect([...payments.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual([
      'Local Bank Transfer',
      'FPX Online Banking',
    ]);
    expect(screen.getByTestId('footer-license').querySelectorAll('img')).toHaveLength(1);
    expect(screen.queryByTestId('footer-certification')).toBeNull();
    expect(screen.getByTestId('footer-social_media')).toBeTruthy();
    expect(screen.getByTestId('right-bar-chat')).toBeTruthy();
    expect(screen.getByTestId('right-bar-download')).toBeTruthy();
    expect(screen.getByTestId('right-bar-TELEGRAM').getAttribute('href')).toBe(
      'https://t.me/brand_support',
    );
    expect(screen.queryByTestId('right-bar-WHATSAPP')).toBeNull();
    expect(screen.getByTestId('side-menu-download')).toBeTruthy();
    expect(screen.getByTestId('side-menu-cs-LIVECHAT').getAttribute('href')).toBe(
      'https://chat.brand.test/',
    );
    expect(screen.getByTestId('side-menu-cs-TELEGRAM')).toBeTruthy();
  });
});
