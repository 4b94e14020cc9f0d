import type { TransferTargets } from '@nova/contracts/api/transfers';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import styles from './upline.module.css';

/** Who the member's upline is (account and nickname), or "No upline". */
export function UplineCard({ upline }: { upline: TransferTargets['upline'] }) {
  const { t } = useTranslation('funds');
  return (
    <section className={styles.uplineCard} data-testid="upline-card">
      <span className={styles.avatar} aria-hidden="true">
        {upline ? upline.account.slice(0, 1).toUpperCase() : <Icon name="users" size={22} />}
      </span>
      <div className={styles.who}>
        <span className={styles.whoLabel}>{t('upline.yourUpline')}</span>
        {upline ? (
          <>
            <strong data-testid="upline-account">{upline.account}</strong>
            <span className={styles.nickname}>{upline.nickname}</span>
          </>
        ) : (
          <strong data-testid="upline-none">{t('upline.noUpline')}</strong>
        )}
      </div>
    </section>
  );
}
