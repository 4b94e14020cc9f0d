import type { ProfitRow } from '@nova/contracts/api/records';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../funds/hooks/use-money-format';
import styles from './records.module.css';
import { SignedAmount } from './signed-amount';

const MONEY_COLUMNS = ['bets', 'wins', 'bonus', 'deposits', 'withdrawals'] as const;

/** Profit and loss per day in the brand's time zone; stacked cards on phones. */
export function ProfitTable({ rows }: { rows: readonly ProfitRow[] }) {
  const { t } = useTranslation('records');
  const money = useMoneyFormat();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="profit-table">
        <thead>
          <tr>
            <th scope="col">{t('columns.date')}</th>
            {MONEY_COLUMNS.map((column) => (
              <th key={column} scope="col" className={styles.numeric}>
                {t(`profit.${column}`)}
              </th>
            ))}
            <th scope="col" className={styles.numeric}>
              {t('profit.profit')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.date} data-testid="profit-row">
              <td data-label={t('columns.date')} className={styles.time}>
                {row.date}
              </td>
              {MONEY_COLUMNS.map((column) => (
                <td key={column} data-label={t(`profit.${column}`)} className={styles.numeric}>
                  {money.format(row[column])}
                </td>
              ))}
              <td data-label={t('profit.profit')} className={styles.numeric}>
                <SignedAmount minor={row.profit} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
