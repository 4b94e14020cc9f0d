import type { ProfitRow } from '@nova/contracts/api/records';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import styles from './records.module.css';
import { type RecordsColumn, RecordsTable } from './records-table';
import { SignedAmount } from './signed-amount';

const MONEY_COLUMNS = ['bets', 'wins', 'bonus', 'deposits', 'withdrawals'] as const;

/** Profit and loss per day in the brand's time zone; stacked cards on phones. */
export function ProfitTable({ rows }: { rows: readonly ProfitRow[] }) {
  const { t } = useTranslation('records');
  const money = useMoneyFormat();
  const columns: RecordsColumn<ProfitRow>[] = [
    { key: 'date', label: t('columns.date'), className: styles.time, cell: (row) => row.date },
    ...MONEY_COLUMNS.map((column) => ({
      key: column,
      label: t(`profit.${column}`),
      numeric: true,
      cell: (row: ProfitRow) => money.format(row[column]),
    })),
    {
      key: 'profit',
      label: t('profit.profit'),
      numeric: true,
      cell: (row) => <SignedAmount minor={row.profit} />,
    },
  ];
  return (
    <RecordsTable
      testId="profit-table"
      rowTestId="profit-row"
      rows={rows}
      rowKey={(row) => row.date}
      columns={columns}
    />
  );
}
