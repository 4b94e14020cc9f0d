import type { BonusRecord } from '@nova/contracts/api/records';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/datetime';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import styles from './records.module.css';
import { RecordsTable } from './records-table';
import { SignedAmount } from './signed-amount';

/** Bonuses received: time, source, title, amount and the turnover it requires. */
export function BonusTable({ rows }: { rows: readonly BonusRecord[] }) {
  const { t, i18n } = useTranslation('records');
  const money = useMoneyFormat();
  return (
    <RecordsTable<BonusRecord>
      testId="bonus-table"
      rowTestId="bonus-row"
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'time',
          label: t('columns.time'),
          className: styles.time,
          cell: (row) => formatDateTime(new Date(row.time)),
        },
        {
          key: 'source',
          label: t('columns.source'),
          cell: (row) => (
            <span className={styles.badge} data-type={row.source}>
              {i18n.exists(`records:sources.${row.source}`)
                ? t(`sources.${row.source}`)
                : t('sources.OTHER')}
            </span>
          ),
        },
        {
          key: 'title',
          label: t('columns.title'),
          className: styles.reference,
          cell: (row) => row.title ?? '—',
        },
        {
          key: 'amount',
          label: t('columns.amount'),
          numeric: true,
          cell: (row) => <SignedAmount minor={row.amount} />,
        },
        {
          key: 'turnover',
          label: t('columns.turnover'),
          numeric: true,
          cell: (row) => money.format(row.turnoverRequired),
        },
      ]}
    />
  );
}
