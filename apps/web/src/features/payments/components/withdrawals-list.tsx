import type { Withdrawal } from '@nova/contracts/api/withdrawals';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon-full';
import { Spinner } from '../../../components/spinner';
import { formatDateTime } from '../../../lib/datetime';
import { errorMessage } from '../../../lib/errors';
import type { MoneyFormat } from '../../wallet/hooks/use-money-format';
import { useWithdrawals } from '../api/withdraw-queries';
import { ConfirmReceiptDialog } from './confirm-receipt-dialog';
import styles from './payments.module.css';
import list from './record-list.module.css';
import { StatusBadge } from './status-badge';
import { WithdrawalAction } from './withdrawal-action';

/** The member's latest withdrawals, with the receipt confirmation of paid ones. */
export function WithdrawalsList({ money }: { money: MoneyFormat }) {
  const { t } = useTranslation(['payments', 'errors']);
  const withdrawals = useWithdrawals();
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  let body: ReactNode;
  if (withdrawals.isPending) {
    body = (
      <div className={styles.loading} data-testid="withdrawals-loading">
        <Spinner label={t('common:loading')} />
      </div>
    );
  } else if (withdrawals.isError) {
    body = (
      <div className={styles.pageError} role="alert" data-testid="withdrawals-error">
        <p>{errorMessage(t, withdrawals.error)}</p>
        <Button variant="outline" size="sm" onClick={() => withdrawals.refetch()}>
          {t('common:retry')}
        </Button>
      </div>
    );
  } else if (withdrawals.data.content.length === 0) {
    body = <EmptyState icon="withdraw" title={t('recent.emptyWithdrawals')} />;
  } else {
    body = (
      <ul className={list.list} data-columns="6" data-testid="withdrawals-list">
        <li className={list.head} aria-hidden="true">
          <span>{t('recent.time')}</span>
          <span>{t('recent.reference')}</span>
          <span>{t('recent.account')}</span>
          <span>{t('recent.amount')}</span>
          <span>{t('recent.status')}</span>
          <span>{t('recent.action')}</span>
        </li>
        {withdrawals.data.content.map((w) => (
          <li
            key={w.id}
            className={list.row}
            data-testid="withdrawal-row"
            data-reference={w.reference}
          >
            <span className={list.cell} data-label={t('recent.time')}>
              {formatDateTime(new Date(w.createdAt))}
            </span>
            <span className={`${list.cell} ${styles.mono}`} data-label={t('recent.reference')}>
              {w.reference}
            </span>
            <span className={list.cell} data-label={t('recent.account')}>
              {w.bankName} {w.accountNumber}
            </span>
            <span className={`${list.cell} ${styles.amount}`} data-label={t('recent.amount')}>
              {money.format(w.amount)}
            </span>
            <span className={list.cell} data-label={t('recent.status')}>
              <StatusBadge kind="withdrawal" status={w.status} />
            </span>
            <span className={list.cell} data-label={t('recent.action')}>
              <WithdrawalAction withdrawal={w} money={money} onConfirm={setConfirming} />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.card} data-testid="withdrawals">
      <h2 className={styles.cardTitle}>
        <span className={styles.cardIcon} aria-hidden="true">
          <Icon name="list" size={18} />
        </span>
        {t('recent.withdrawals')}
      </h2>
      {body}
      {confirming && (
        <ConfirmReceiptDialog
          withdrawal={confirming}
          money={money}
          onClose={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
