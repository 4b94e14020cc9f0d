import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORDS_PAGE_SIZE, useBonusDetails } from '../api/records-queries';
import { useDateRange } from '../hooks/use-date-range';
import { BonusTable } from './bonus-table';
import { DateRangeFilter } from './date-range-filter';
import { Pagination } from './pagination';
import styles from './records.module.css';
import { RecordsBody } from './records-body';
import { SignedAmount } from './signed-amount';

/** Member-center page bonusDetails (spec §2): bonuses over a date range, with the total. */
export function BonusDetailsPage() {
  const { t } = useTranslation('records');
  const [pageNo, setPageNo] = useState(1);
  const dates = useDateRange(() => setPageNo(1));
  const enabled = dates.problem === null;
  const result = useBonusDetails({ ...dates.range, pageNo, pageSize: RECORDS_PAGE_SIZE }, enabled);
  const data = result.data;
  return (
    <div className={styles.page} data-testid="bonus-details-page">
      <div className={styles.filters}>
        <DateRangeFilter state={dates} />
      </div>
      {enabled && data && (
        <dl className={styles.totals}>
          <div data-emphasis="true">
            <dt>{t('bonus.total')}</dt>
            <dd data-testid="bonus-total">
              <SignedAmount minor={data.total} />
            </dd>
          </div>
          <div>
            <dt>{t('bonus.count')}</dt>
            <dd className={styles.neutral}>{data.totalElements}</dd>
          </div>
        </dl>
      )}
      <RecordsBody
        name="bonus"
        query={result}
        disabled={!enabled}
        empty={data?.content.length === 0}
      >
        {data && <BonusTable rows={data.content} />}
      </RecordsBody>
      {enabled && data && (
        <Pagination page={data.pageNum} totalPages={data.totalPages} onChange={setPageNo} />
      )}
    </div>
  );
}
