import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon, type IconName } from '../../../components/icon-full';
import type { SecurityItem } from '../lib/security-level';
import styles from './security-center.module.css';

export interface SecurityCardProps {
  item: SecurityItem;
  icon: IconName;
  set: boolean;
  /** What is bound (a masked number or address), or a sentence about the item. */
  detail: ReactNode;
  /** Without a label the item has no action (a real name, once bound). */
  actionLabel?: string;
  onAction?: () => void;
  /** A quieter action, for turning something off. */
  actionTone?: 'primary' | 'outline';
}

/** One protection: its state and the one thing the player can do with it. */
export function SecurityCard({
  item,
  icon,
  set,
  detail,
  actionLabel,
  onAction,
  actionTone,
}: SecurityCardProps) {
  const { t } = useTranslation('security');
  return (
    <article className={styles.card} data-set={set} data-testid={`security-card-${item}`}>
      <span className={styles.cardIcon} aria-hidden="true">
        <Icon name={icon} size={22} />
      </span>
      <div className={styles.cardBody}>
        <div className={styles.cardHead}>
          <h3 className={styles.cardTitle}>{t(`items.${item}.title`)}</h3>
          <span className={styles.status} data-set={set} data-testid={`security-status-${item}`}>
            <Icon name={set ? 'check' : 'alert'} size={12} />
            {set ? t('status.set') : t('status.notSet')}
          </span>
        </div>
        <p className={styles.cardDetail}>{detail}</p>
      </div>
      <div className={styles.cardAction}>
        {actionLabel ? (
          <Button
            size="sm"
            variant={actionTone ?? (set ? 'outline' : 'primary')}
            onClick={onAction}
            data-testid={`security-action-${item}`}
          >
            {actionLabel}
          </Button>
        ) : (
          <span className={styles.locked} data-testid={`security-locked-${item}`}>
            <Icon name="lock" size={14} />
            {t('status.locked')}
          </span>
        )}
      </div>
    </article>
  );
}
