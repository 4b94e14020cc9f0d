import type { TransactionRecord } from '@nova/contracts/api/records';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/datetime';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import styles from './records.module.css';
import { RecordsTable } from './records-table';
import { SignedAmount } from './signed-amount';

/**
 * A transfer-mode vendor's game result (decision 027): booked on that vendor wallet with a
 * transfer out (or alone, for a wallet lost there), it is listed to explain why the transfer out
 * brought back more or less than went in; it moves no main-wallet money, so it is not in the
 * totals and its balance after is the main wallet's, unchanged.
 */
const GAME_RESULT_KIND = 'TRANSFER_VENDOR_RESULT';

/** Account records: time, type, signed amount, balance after and reference. */
export function TransactionTable({ rows }: { rows: readonly TransactionRecord[] }) {
  const { t } = useTranslation('records');
  const money = useMoneyFormat();
  return (
    <RecordsTable<TransactionRecord>
      testId="transactions-table"
      rowTestId="transaction-row"
      rows={rows}
      rowKey={(row) => row.id}
      rowType={(row) => row.type}
      columns={[
        {
          key: 'time',
          label: t('columns.time'),
          className: styles.time,
          cell: (row) => formatDateTime(new Date(row.time)),
        },
        {
          key: 'type',
          label: t('columns.type'),
          cell: (row) => (
            <span className={styles.badge} data-type={row.type} data-kind={row.kind}>
              {row.kind === GAME_RESULT_KIND ? t('gameResult.type') : t(`types.${row.type}`)}
            </span>
          ),
        },
        {
          key: 'amount',
          label: t('columns.amount'),
          numeric: true,
          cell: (row) => <SignedAmount minor={row.amount} testId="transaction-amount" />,
        },
        {
          key: 'balance',
          label: t('columns.balanceAfter'),
          numeric: true,
          cell: (row) => money.format(row.balanceAfter),
        },
        {
          key: 'reference',
          label: t('columns.reference'),
          className: styles.reference,
          cell: (row) =>
            row.kind === GAME_RESULT_KIND ? (
              <span data-testid="transaction-game-result">
                {t('gameResult.line', { vendor: row.reference ?? '—' })}
                <small className={styles.note}>{t('gameResult.note')}</small>
              </span>
            ) : (
              (row.reference ?? '—')
            ),
        },
      ]}
    />
  );
}
