import type { TransactionRecord } from '@nova/contracts/api/records';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/datetime';
import { useMoneyFormat } from '../../funds/hooks/use-money-format';
import styles from './records.module.css';
import { SignedAmount } from './signed-amount';

/** Account records: a table on wide screens, stacked cards on phones (records.module.css). */
export function TransactionTable({ rows }: { rows: readonly TransactionRecord[] }) {
  const { t } = useTranslation('records');
  const money = useMoneyFormat();
  const head = {
    time: t('columns.time'),
    type: t('columns.type'),
    amount: t('columns.amount'),
    balance: t('columns.balanceAfter'),
    reference: t('columns.reference'),
  };
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="transactions-table">
        <thead>
          <tr>
            <th scope="col">{head.time}</th>
            <th scope="col">{head.type}</th>
            <th scope="col" className={styles.numeric}>
              {head.amount}
            </th>
            <th scope="col" className={styles.numeric}>
              {head.balance}
            </th>
            <th scope="col">{head.reference}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="transaction-row" data-type={row.type}>
              <td data-label={head.time} className={styles.time}>
                {formatDateTime(new Date(row.time))}
              </td>
              <td data-label={head.type}>
                <span className={styles.badge} data-type={row.type}>
                  {t(`types.${row.type}`)}
                </span>
              </td>
              <td data-label={head.amount} className={styles.numeric}>
                <SignedAmount minor={row.amount} testId="transaction-amount" />
              </td>
              <td data-label={head.balance} className={styles.numeric}>
                {money.format(row.balanceAfter)}
              </td>
              <td data-label={head.reference} className={styles.reference}>
                {row.reference ?? '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
