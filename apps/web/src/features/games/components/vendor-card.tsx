import type { VendorItem } from '@nova/contracts/api/games';
import { CARD_THEME_COUNT } from '@nova/contracts/constants';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { LazyImage } from '../../../components/lazy-image';
import { useVendorLaunch } from '../hooks/use-vendor-launch';
import styles from './vendor-card.module.css';

export interface VendorCardProps {
  vendor: VendorItem;
  index: number;
  selected?: boolean;
}

/** Vendor card (spec §2 "Game cards"): art, name, play-now, and start except for RNG. */
export function VendorCard({ vendor, index, selected = false }: VendorCardProps) {
  const { t } = useTranslation('layout');
  const launch = useVendorLaunch();
  const theme = index % CARD_THEME_COUNT;
  return (
    <article
      className={styles.card}
      style={{ '--card-bg': `var(--card-theme-${theme})` } as CSSProperties}
      data-theme={theme}
      data-selected={selected}
      data-testid={`vendor-card-${vendor.vassalage}`}
    >
      <div className={styles.art}>
        <LazyImage src={vendor.lagerIcon} alt="" className={styles.image} />
        <div className={styles.overlay}>
          <button
            type="button"
            className={styles.play}
            onClick={() => launch(vendor)}
            disabled={vendor.maintenance}
            data-testid="vendor-play"
          >
            <Icon name="rocket" size={18} />
            {t('vendor.playNow')}
          </button>
        </div>
        {vendor.maintenance && <span className={styles.badge}>{t('nav.maintenance')}</span>}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{vendor.displayName}</h3>
        {vendor.gameType !== 'RNG' && (
          <button
            type="button"
            className={styles.start}
            onClick={() => launch(vendor)}
            disabled={vendor.maintenance}
            data-testid="vendor-start"
          >
            {t('vendor.start')}
            <Icon name="chevron-right" size={14} />
          </button>
        )}
      </div>
    </article>
  );
}
