import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBetRecords } from '../api/bet-records-queries';
import { RECORDS_PAGE_SIZE } from '../api/records-queries';
import { useDateRange } from '../hooks/use-date-range';
import { type BetFilters, BetRecordsFilters, NO_BET_FILTERS } from './bet-records-filters';
import { BetRecordsTable } from './bet-records-table';
import { BetRecordsTotals } from './bet-records-totals';
import { DateRangeFilter } from './date-range-filter';
import { Pagination } from './pagination';
import styles from './records.module.css';
import { RecordsBody } from './records-body';

/**
 * Member- and agent-center page personalHistoryCopy (spec §2; issue 5 "Records"): one record per
 * round of in-house and vendor games over brand days, 20 a page, with the totals of the whole
 * range. In-house and crash rounds link to the fairness page.
 */
export function BettingRecordsPage() {
  const { t } = useTranslation('records');
  const [filters, setFilters] = useState<BetFilters>(NO_BET_FILTERS);
  const [pageNo, setPageNo] = useState(1);
  const dates = useDateRange(() => setPageNo(1));
  const enabled = dates.problem === null;
  const result = useBetRecords(
    {
      ...dates.range,
      pageNo,
      pageSize: RECORDS_PAGE_SIZE,
      gameType: filters.gameType === '' ? undefined : filters.gameType,
      vassalage: filters.vassalage === '' ? undefined : filters.vassalage,
      status: filters.status === '' ? undefined : filters.status,
    },
    enabled,
  );
  const data = result.data;

  return (
    <div className={styles.page} data-testid="bet-records">
      <div className={styles.filters}>
        <BetRecordsFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPageNo(1);
          }}
        />
        <DateRangeFilter state={dates} />
      </div>
      {enabled && data && <BetRecordsTotals totals={data.totals} />}
      <RecordsBody
        name="bets"
        query={result}
        disabled={!enabled}
        empty={data?.content.length === 0}
      >
        {data && <BetRecordsTable rows={data.content} />}
        {data && (
          <p className={styles.count} data-testid="bet-records-count">
            {t('bets.count', { count: data.totalElements })}
          </p>
        )}
      </RecordsBody>
      {enabled && data && (
        <Pagination page={data.pageNum} totalPages={data.totalPages} onChange={setPageNo} />
      )}
    </div>
  );
}
