import type { GameMenu } from '@nova/contracts/api/games';
import { VENDOR_GRID_LARGE_ABOVE } from '@nova/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { LazyImage } from '../../components/lazy-image';
import { CATEGORY_ICONS } from '../../features/games/lib/categories';
import { vendorPath } from '../../lib/vendor-path';
import styles from './vendor-menu.module.css';

export interface VendorMenuProps {
  menu: GameMenu;
  activePath: string;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onNavigate: () => void;
}

/** A category's vendor drop menu; large grid above 10 vendors (spec §2, contracts constant). */
export function VendorMenu({ menu, onPointerEnter, onPointerLeave, onNavigate }: VendorMenuProps) {
  const { t } = useTranslation('layout');
  const large = menu.vendors.length > VENDOR_GRID_LARGE_ABOVE;
  return (
    <div
      className={styles.panel}
      data-testid={`vendor-menu-${menu.category}`}
      data-large={large}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <div className={styles.inner}>
        <div className={styles.heading}>
          <span className={styles.headingIcon}>
            <Icon name={CATEGORY_ICONS[menu.category]} size={22} />
          </span>
          <div>
            <p className={styles.title}>{t(`category.${menu.category}`)}</p>
            <p className={styles.count}>{t('nav.providers', { count: menu.vendors.length })}</p>
          </div>
          <Link to={menu.path} className={styles.all} onClick={onNavigate}>
            {t('nav.viewAll')}
            <Icon name="chevron-right" size={16} />
          </Link>
        </div>
        <ul className={styles.grid}>
          {menu.vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <Link
                to={vendorPath(menu.category, vendor.vassalage, menu.path)}
                className={styles.vendor}
                onClick={onNavigate}
                data-testid={`vendor-link-${vendor.vassalage}`}
              >
                <LazyImage src={vendor.logo} alt="" className={styles.logo} eager />
                <span className={styles.name}>{vendor.displayName}</span>
                {vendor.maintenance && (
                  <span className={styles.maintenance}>{t('nav.maintenance')}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
