import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon-full';
import { Spinner } from '../../../components/spinner';
import { formatDateTime } from '../../../lib/datetime';
import { errorMessage } from '../../../lib/errors';
import type { MoneyFormat } from '../../wallet/hooks/use-money-format';
import { useRecentDeposits } from '../api/deposit-queries';
import styles from './payments.module.css';
import list from './record-list.module.css';
import { StatusBadge } from './status-badge';

/** The member's latest deposits with their status (a table on wide screens, cards on phones). */
export function RecentDeposits({ money }: { money: MoneyFormat }) {
  const { t } = useTranslation(['payments', 'errors']);
  const deposits = useRecentDeposits();
  let body: ReactNode;
  if (deposits.isPending) {
    body = (
      <div className={styles.loading} data-testid="deposits-loading">
        <Spinner label={t('common:loading')} />
      </div>
    );
  } else if (deposits.isError) {
    body = (
      <div className={styles.pageError} role="alert" data-testid="deposits-error">
        <p>{errorMessage(t, deposits.error)}</p>
        <Button variant="outline" size="sm" onClick={() => deposits.refetch()}>
          {t('common:retry')}
        </Button>
      </div>
    );
  } else if (deposits.data.content.length === 0) {
    body = <EmptyState icon="deposit" title={t('recent.emptyDeposits')} />;
  } else {
    body = (
      <ul className={list.list} data-testid="deposits-list">
        <li className={list.head} aria-hidden="true">
          <span>{t('recent.time')}</span>
          <span>{t('recent.reference')}</span>
          <span>{t('recent.channel')}</span>
          <span>{t('recent.amount')}</span>
          <span>{t('recent.status')}</span>
        </li>
        {deposits.data.content.map((deposit) => (
          <li
            key={deposit.id}
            className={list.row}
            data-testid="deposit-row"
            data-reference={deposit.reference}
          >
            <span className={list.cell} data-label={t('recent.time')}>
              {formatDateTime(new Date(deposit.createdAt))}
            </span>
            <span className={`${list.cell} ${styles.mono}`} data-label={t('recent.reference')}>
              {deposit.reference}
            </span>
            <span className={list.cell} data-label={t('recent.channel')}>
              {deposit.channelName}
            </span>
            <span className={`${list.cell} ${styles.amount}`} data-label={t('recent.amount')}>
              {money.format(deposit.amount)}
            </span>
            <span className={list.cell} data-label={t('recent.status')}>
              <StatusBadge kind="deposit" status={deposit.status} />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.card} data-testid="recent-deposits">
      <h2 className={styles.cardTitle}>
        <span className={styles.cardIcon} aria-hidden="true">
          <Icon name="list" size={18} />
        </span>
        {t('recent.deposits')}
      </h2>
      {body}
    </section>
  );
}
