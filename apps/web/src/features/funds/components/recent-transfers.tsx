import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/datetime';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { useWalletTransfers } from '../api/funds-queries';
import { MAIN_WALLET } from '../lib/wallets';
import { ErrorBlock, LoadingBlock } from './load-states';
import styles from './recent-transfers.module.css';

const SHOWN = 10;

/** Spec §2 transferFund: the latest vendor wallet transfers, unknown ones included. */
export function RecentTransfers({ nameOf }: { nameOf: (code: string) => string }) {
  const { t } = useTranslation('funds');
  const money = useMoneyFormat();
  const query = useWalletTransfers();

  let body: React.ReactNode;
  if (query.isPending) body = <LoadingBlock testId="recent-transfers-loading" />;
  else if (query.isError) {
    const code = isApiError(query.error) ? query.error.code : 'INTERNAL';
    body = (
      <ErrorBlock
        testId="recent-transfers-error"
        message={t(`errors:${code}`)}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.length === 0) {
    body = (
      <EmptyState icon="transfer" title={t('recent.empty')} description={t('recent.emptyHint')} />
    );
  } else {
    body = (
      <ul className={styles.list}>
        {query.data.slice(0, SHOWN).map((row) => {
          const [from, to] =
            row.direction === 'IN' ? [MAIN_WALLET, row.vendor] : [row.vendor, MAIN_WALLET];
          return (
            <li
              key={row.id}
              className={styles.row}
              data-testid="recent-transfer"
              data-status={row.status}
            >
              <div className={styles.route}>
                <strong>
                  {nameOf(from)} <span aria-hidden="true">→</span>
                  <span className="visually-hidden">{t('recent.to')}</span> {nameOf(to)}
                </strong>
                <time dateTime={row.createdAt}>{formatDateTime(new Date(row.createdAt))}</time>
              </div>
              <div className={styles.figures}>
                <span className={styles.amount}>{money.format(row.amount)}</span>
                {/* Booked whenever not zero (decision 027), also on a transfer out refused as
                    more than the vendor holds, and alone (amount 0) for a wallet lost there. */}
                {row.gameResult !== '0' && (
                  <span className={styles.gameResult} data-testid="recent-transfer-result">
                    {t(row.gameResult.startsWith('-') ? 'recent.gameLoss' : 'recent.gameWin', {
                      amount: money.format(row.gameResult.replace('-', '')),
                    })}
                  </span>
                )}
                <span className={styles.status} data-status={row.status}>
                  {t(`status.${row.status}`)}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section
      className={styles.card}
      aria-labelledby="recent-transfers"
      data-testid="recent-transfers"
    >
      <h3 id="recent-transfers" className={styles.title}>
        {t('recent.title')}
      </h3>
      {body}
    </section>
  );
}
