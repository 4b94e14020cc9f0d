import type { TransactionRecord } from '@nova/contracts/api/records';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/datetime';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import styles from './records.module.css';
import { RecordsTable } from './records-table';
import { SignedAmount } from './signed-amount';

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
            <span className={styles.badge} data-type={row.type}>
              {t(`types.${row.type}`)}
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
          cell: (row) => row.reference ?? '—',
        },
      ]}
    />
  );
}
