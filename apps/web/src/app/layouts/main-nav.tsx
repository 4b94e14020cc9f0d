import type { GameMenu } from '@nova/contracts/api/games';
import type { GameCategory } from '@nova/contracts/constants';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Icon } from '../../components/icon';
import { useGameMenus } from '../../features/games/api/use-game-menus';
import { CATEGORY_ICONS } from '../../features/games/lib/categories';
import styles from './main-nav.module.css';

const CLOSE_DELAY_MS = 160;

/** The vendor drop menu opens on hover or focus only: not in the first chunk; main.tsx prefetches it. */
export function loadVendorMenu() {
  return import('./vendor-menu').then((m) => ({ default: m.VendorMenu }));
}
const VendorMenu = lazy(loadVendorMenu);

/**
 * Header navigation (spec §2 "Navigation items in order"): home, one entry per category the
 * server returns (already filtered and ordered), promotions. Hovering a category opens its
 * vendor drop menu.
 */
export function MainNav() {
  const { t } = useTranslation('layout');
  const menus = useGameMenus();
  const location = useLocation();
  const [open, setOpen] = useState<GameCategory | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  function show(category: GameCategory) {
    window.clearTimeout(closeTimer.current);
    setOpen(category);
  }
  function hideSoon() {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(null), CLOSE_DELAY_MS);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu on every navigation
  useEffect(() => {
    setOpen(null);
  }, [location.key]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const openMenu: GameMenu | undefined = menus.find((m) => m.category === open);

  return (
    <nav className={styles.nav} aria-label={t('nav.label')} data-testid="main-nav">
      <ul className={styles.list}>
        <li>
          <NavLink to="/" end className={styles.item} data-testid="nav-item-home">
            <Icon name="home" size={20} />
            <span>{t('nav.home')}</span>
          </NavLink>
        </li>
        {menus.map((menu) => (
          <li
            key={menu.category}
            onPointerEnter={(e) => e.pointerType === 'mouse' && show(menu.category)}
            onPointerLeave={(e) => e.pointerType === 'mouse' && hideSoon()}
            onFocus={() => show(menu.category)}
            onBlur={hideSoon}
          >
            <NavLink
              to={menu.path}
              className={styles.item}
              data-testid={`nav-item-${menu.category.toLowerCase()}`}
              aria-haspopup="true"
              aria-expanded={open === menu.category}
            >
              <Icon name={CATEGORY_ICONS[menu.category]} size={20} />
              <span>{t(`category.${menu.category}`)}</span>
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to="/promotions" className={styles.item} data-testid="nav-item-promotions">
            <Icon name="gift" size={20} />
            <span>{t('nav.promotions')}</span>
          </NavLink>
        </li>
      </ul>
      {openMenu && openMenu.vendors.length > 0 && (
        <Suspense fallback={null}>
          <VendorMenu
            menu={openMenu}
            onPointerEnter={() => show(openMenu.category)}
            onPointerLeave={hideSoon}
            onNavigate={() => setOpen(null)}
            activePath={location.pathname}
          />
        </Suspense>
      )}
    </nav>
  );
}
