import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { Icon, type IconName } from '../../components/icon';
import { LanguageSelect } from '../../components/language-select';
import { useGameMenus } from '../../features/games/api/use-game-menus';
import { CATEGORY_ICONS } from '../../features/games/lib/categories';
import { useCustomerService } from '../../features/system/hooks/use-customer-service';
import { useResources } from '../../features/system/hooks/use-resources';
import { useSwitch } from '../../features/system/hooks/use-switch';
import { useUiStore } from '../../lib/ui-store';
import { useIsMobile } from '../../lib/use-media-query';
import { AppDownloadPopover } from './app-download-popover';
import { CS_ICONS } from './customer-service-icons';
import styles from './side-menu.module.css';

const SIDE_MENU_CS = ['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'WHATSAPP'] as const;

function Item({
  to,
  icon,
  label,
  testId,
}: {
  to: string;
  icon: IconName;
  label: string;
  testId?: string;
}) {
  return (
    <li>
      <NavLink to={to} className={styles.item} title={label} data-testid={testId} end={to === '/'}>
        <Icon name={icon} size={20} />
        <span className={styles.label}>{label}</span>
      </NavLink>
    </li>
  );
}

/**
 * Collapsible side menu (spec §2): logo home, game categories, VIP bonus, invite friends,
 * app download QR, customer service and the language select. A drawer on mobile.
 */
export function SideMenu() {
  const { t } = useTranslation('layout');
  const menus = useGameMenus();
  const referral = useSwitch('REFERRAL.enabled');
  const services = useCustomerService(SIDE_MENU_CS);
  // Only what the brand configured shows (decision 029): no download entry without an app.
  const hasApp = useResources('APP_DOWNLOAD').length > 0;
  const isMobile = useIsMobile();
  // The drawer on mobile always shows labels; the collapsed state is a desktop preference.
  const collapsed = useUiStore((state) => state.sideMenuCollapsed) && !isMobile;
  const toggle = useUiStore((state) => state.toggleSideMenu);
  const drawerOpen = useUiStore((state) => state.drawerOpen);
  const setDrawerOpen = useUiStore((state) => state.setDrawerOpen);

  return (
    <>
      {drawerOpen && (
        <button
          type="button"
          className={styles.scrim}
          aria-label={t('menu.close')}
          onClick={() => setDrawerOpen(false)}
        />
      )}
      <aside
        className={styles.menu}
        data-collapsed={collapsed}
        data-open={drawerOpen}
        data-testid="side-menu"
        aria-label={t('menu.label')}
      >
        {/* Drawer header (mobile): the logo goes home, the cross closes. */}
        <div className={styles.top}>
          <Link
            to="/"
            className={styles.home}
            aria-label={t('nav.home')}
            data-testid="side-menu-logo"
          >
            <BrandLogo size="sm" />
          </Link>
          <button
            type="button"
            className={styles.closeDrawer}
            onClick={() => setDrawerOpen(false)}
            aria-label={t('menu.close')}
          >
            <Icon name="close" size={20} />
          </button>
        </div>

        <div className={styles.scroll}>
          <p className={styles.groupTitle}>{t('menu.games')}</p>
          <ul className={styles.list}>
            <li>
              <NavLink
                to="/"
                end
                className={styles.item}
                title={t('nav.home')}
                data-testid="side-menu-home"
              >
                <BrandLogo markOnly size="sm" className={styles.homeMark} />
                <span className={styles.label}>{t('nav.home')}</span>
              </NavLink>
            </li>
            {menus.map((menu) => (
              <Item
                key={menu.category}
                to={menu.path}
                icon={CATEGORY_ICONS[menu.category]}
                label={t(`category.${menu.category}`)}
                testId={`side-menu-${menu.category.toLowerCase()}`}
              />
            ))}
            <Item to="/promotions" icon="gift" label={t('nav.promotions')} />
          </ul>

          <p className={styles.groupTitle}>{t('menu.rewards')}</p>
          <ul className={styles.list}>
            <Item
              to="/member?page=rewardCenter"
              icon="vip"
              label={t('menu.vipBonus')}
              testId="side-menu-vip"
            />
            {referral && (
              <Item
                to="/member?page=referral"
                icon="invite"
                label={t('menu.invite')}
                testId="side-menu-invite"
              />
            )}
            {hasApp && (
              <li className={`${styles.qrItem} qr-trigger`}>
                <button type="button" className={styles.item} data-testid="side-menu-download">
                  <Icon name="download" size={20} />
                  <span className={styles.label}>{t('menu.download')}</span>
                </button>
                <AppDownloadPopover side="right" />
              </li>
            )}
          </ul>

          {services.length > 0 && (
            <>
              <p className={styles.groupTitle}>{t('menu.support')}</p>
              <ul className={styles.list}>
                {services.map((cs) => (
                  <li key={cs.csType}>
                    <a
                      href={cs.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={styles.item}
                      title={cs.title}
                      data-testid={`side-menu-cs-${cs.csType}`}
                    >
                      <Icon name={CS_ICONS[cs.csType]} size={20} />
                      <span className={styles.label}>{t(`cs.${cs.csType}`)}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>

        <div className={styles.bottom}>
          <LanguageSelect compact={collapsed} placement="up" className={styles.language} />
          <button
            type="button"
            className={styles.collapse}
            onClick={toggle}
            aria-label={collapsed ? t('menu.expand') : t('menu.collapse')}
            aria-pressed={collapsed}
            title={collapsed ? t('menu.expand') : t('menu.collapse')}
            data-testid="side-menu-toggle"
          >
            <Icon name={collapsed ? 'chevron-right' : 'chevron-left'} size={16} />
          </button>
        </div>
      </aside>
    </>
  );
}
