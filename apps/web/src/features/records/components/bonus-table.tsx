import type { BonusRecord } from '@nova/contracts/api/records';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/datetime';
import { useMoneyFormat } from '../../funds/hooks/use-money-format';
import styles from './records.module.css';
import { SignedAmount } from './signed-amount';

/** Bonuses received: time, source, title, amount and the turnover it requires. */
export function BonusTable({ rows }: { rows: readonly BonusRecord[] }) {
  const { t, i18n } = useTranslation('records');
  const money = useMoneyFormat();
  const head = {
    time: t('columns.time'),
    source: t('columns.source'),
    title: t('columns.title'),
    amount: t('columns.amount'),
    turnover: t('columns.turnover'),
  };
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="bonus-table">
        <thead>
          <tr>
            <th scope="col">{head.time}</th>
            <th scope="col">{head.source}</th>
            <th scope="col">{head.title}</th>
            <th scope="col" className={styles.numeric}>
              {head.amount}
            </th>
            <th scope="col" className={styles.numeric}>
              {head.turnover}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="bonus-row">
              <td data-label={head.time} className={styles.time}>
                {formatDateTime(new Date(row.time))}
              </td>
              <td data-label={head.source}>
                <span className={styles.badge} data-type={row.source}>
                  {i18n.exists(`records:sources.${row.source}`)
                    ? t(`sources.${row.source}`)
                    : t('sources.OTHER')}
                </span>
              </td>
              <td data-label={head.title} className={styles.reference}>
                {row.title ?? '—'}
              </td>
              <td data-label={head.amount} className={styles.numeric}>
                <SignedAmount minor={row.amount} />
              </td>
              <td data-label={head.turnover} className={styles.numeric}>
                {money.format(row.turnoverRequired)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
