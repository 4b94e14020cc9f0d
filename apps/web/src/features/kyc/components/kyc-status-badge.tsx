import type { KycStatus } from '@nova/contracts/api/kyc';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon-full';
import styles from './kyc.module.css';

const ICONS: Record<KycStatus, IconName> = {
  UNVERIFIED: 'alert',
  PENDING: 'clock',
  REJECTED: 'alert',
  VERIFIED: 'check',
};

/** The member's verification at a glance, coloured by what it asks of them. */
export function KycStatusBadge({ status }: { status: KycStatus }) {
  const { t } = useTranslation('kyc');
  return (
    <span className={styles.badge} data-status={status} data-testid="kyc-status">
      <Icon name={ICONS[status]} size={14} />
      {t(`status.${status}`)}
    </span>
  );
}
