import type { VendorItem } from '@nova/contracts/api/games';
import { CARD_THEME_COUNT } from '@nova/contracts/constants';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyImage } from './lazy-image';
import styles from './vendor-card.module.css';

/** What the card's two buttons do: follow a link, or run an action such as a game launch. */
export type VendorCardAction = { to: string } | { onPlay: (vendor: VendorItem) => void };

export type VendorCardProps = VendorCardAction & {
  vendor: VendorItem;
  /** Position in its row or grid: picks the card theme. */
  index: number;
  /** Highlights the card (the vendor a game list is narrowed to). */
  selected?: boolean;
};

/**
 * A vendor card (spec §2 "Game cards"): lagerIcon art, the display name, a play-now button and a
 * start button for every game type except RNG. Backgrounds cycle among CARD_THEME_COUNT themes.
 */
export function VendorCard({ vendor, index, selected = false, ...action }: VendorCardProps) {
  const { t } = useTranslation('common');
  const theme = index % CARD_THEME_COUNT;
  return (
    <article
      data-testid="vendor-card"
      data-vassalage={vendor.vassalage}
      data-theme={theme}
      data-selected={selected}
      className={styles.card}
      style={{ '--card-bg': `var(--card-theme-${theme})` } as CSSProperties}
    >
      <div className={styles.cover}>
        <LazyImage src={vendor.lagerIcon} alt="" className={styles.art} />
        {vendor.maintenance && <span className={styles.badge}>{t('maintenance')}</span>}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{vendor.displayName}</h3>
        <div className={styles.actions}>
          <VendorAction
            action={action}
            vendor={vendor}
            className={styles.play}
            label={t('playNow')}
            testId="vendor-play"
          />
          {vendor.gameType !== 'RNG' && (
            <VendorAction
              action={action}
              vendor={vendor}
              className={styles.start}
              label={t('start')}
              testId="vendor-start"
            />
          )}
        </div>
      </div>
    </article>
  );
}

interface VendorActionProps {
  action: VendorCardAction;
  vendor: VendorItem;
  className: string | undefined;
  label: string;
  testId: string;
}

function VendorAction({ action, vendor, className, label, testId }: VendorActionProps) {
  const ariaLabel = `${label} · ${vendor.displayName}`;
  if ('to' in action) {
    return (
      <Link to={action.to} className={className} aria-label={ariaLabel} data-testid={testId}>
        {label}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-label={ariaLabel}
      data-testid={testId}
      // A vendor under maintenance cannot be launched; a link still opens its category screen.
      disabled={vendor.maintenance}
      onClick={() => action.onPlay(vendor)}
    >
      {label}
    </button>
  );
}
