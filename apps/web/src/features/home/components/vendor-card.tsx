import type { VendorItem } from '@nova/contracts/api/games';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyImage } from '../../../components/lazy-image';
import { categoryVendorPath } from '../lib/category-path';
import { cardTheme } from '../lib/home-sections';
import styles from './vendor-card.module.css';

export interface VendorCardProps {
  vendor: VendorItem;
  /** Position in the row: picks the card theme. */
  index: number;
  /** The category screen path from the game menu. */
  categoryPath: string;
}

/**
 * A vendor card (spec §2 "Vendor card"): play-now button, and a start button for every game
 * type except RNG. Both open the category screen, narrowed to the vendor for game lists.
 */
export function VendorCard({ vendor, index, categoryPath }: VendorCardProps) {
  const { t } = useTranslation('home');
  const theme = cardTheme(index);
  const to = categoryVendorPath(vendor.gameType, vendor.vassalage, categoryPath);
  return (
    <article
      data-testid="vendor-card"
      data-theme={theme}
      className={styles.card}
      style={{ '--card-bg': `var(--card-theme-${theme})` } as CSSProperties}
    >
      <div className={styles.cover}>
        <LazyImage src={vendor.lagerIcon} alt="" className={styles.art} />
        {vendor.maintenance && <span className={styles.badge}>{t('vendor.maintenance')}</span>}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{vendor.displayName}</h3>
        <div className={styles.actions}>
          <Link
            to={to}
            className={styles.play}
            aria-label={`${t('vendor.playNow')} · ${vendor.displayName}`}
          >
            {t('vendor.playNow')}
          </Link>
          {vendor.gameType !== 'RNG' && (
            <Link
              to={to}
              className={styles.start}
              aria-label={`${t('vendor.start')} · ${vendor.displayName}`}
            >
              {t('vendor.start')}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
