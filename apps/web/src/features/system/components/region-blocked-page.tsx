import type { SystemStatus } from '@nova/contracts/api/system';
import { useTranslation } from 'react-i18next';
import styles from './region-blocked-page.module.css';
import { StatusLayout } from './status-layout';

/** Spec §1: the region-blocked page shows the visitor's IP and a customer-service button. */
export function RegionBlockedPage({ status }: { status: SystemStatus }) {
  const { t } = useTranslation('system');
  return (
    <StatusLayout
      testId="blocked-page"
      emblem="lock"
      tone="danger"
      title={t('blocked.title')}
      text={t('blocked.text')}
    >
      <div className={styles.ip}>
        <span className={styles.label}>{t('blocked.yourIp')}</span>
        <code className={styles.value} data-testid="blocked-ip">
          {status.ip}
        </code>
      </div>
    </StatusLayout>
  );
}
