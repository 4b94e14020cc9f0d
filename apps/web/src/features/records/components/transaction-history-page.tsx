import { TRANSACTION_TYPES, type TransactionType } from '@nova/contracts/api/records';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORDS_PAGE_SIZE, useTransactionHistory } from '../api/records-queries';
import { useDateRange } from '../hooks/use-date-range';
import { DateRangeFilter } from './date-range-filter';
import { Pagination } from './pagination';
import styles from './records.module.css';
import { RecordsBody } from './records-body';
import { TransactionTable } from './transaction-table';
import { TransactionTotals } from './transaction-totals';

/**
 * Member-center page transactionHistory (spec §2): the main wallet's account records by type
 * and date range, 20 a page, with the totals of the whole range.
 */
export function TransactionHistoryPage() {
  const { t } = useTranslation('records');
  const typeId = useId();
  const [type, setType] = useState<TransactionType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const dates = useDateRange(() => setPageNo(1));
  const enabled = dates.problem === null;
  const result = useTransactionHistory(
    { ...dates.range, pageNo, pageSize: RECORDS_PAGE_SIZE, type: type === '' ? undefined : type },
    enabled,
  );
  const data = result.data;

  return (
    <div className={styles.page} data-testid="transaction-history-page">
      <div className={styles.filters}>
        <div className={styles.typeField}>
          <label htmlFor={typeId}>{t('filters.type')}</label>
          <select
            id={typeId}
            className={styles.select}
            value={type}
            onChange={(event) => {
              setType(event.target.value as TransactionType | '');
              setPageNo(1);
            }}
            data-testid="transactions-type"
          >
            <option value="">{t('filters.allTypes')}</option>
            {TRANSACTION_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`types.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFilter state={dates} />
      </div>
      {enabled && data && <TransactionTotals totals={data.totals} />}
      <RecordsBody
        name="transactions"
        query={result}
        disabled={!enabled}
        empty={data?.content.length === 0}
      >
        {data && <TransactionTable rows={data.content} />}
        {data && (
          <p className={styles.count} data-testid="transactions-count">
            {t('count', { count: data.totalElements })}
          </p>
        )}
      </RecordsBody>
      {enabled && data && (
        <Pagination page={data.pageNum} totalPages={data.totalPages} onChange={setPageNo} />
      )}
    </div>
  );
}
