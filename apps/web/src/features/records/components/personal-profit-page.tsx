import { usePersonalProfit } from '../api/records-queries';
import { useDateRange } from '../hooks/use-date-range';
import { DateRangeFilter } from './date-range-filter';
import { GameProfitSection } from './game-profit-section';
import { ProfitSummary } from './profit-summary';
import { ProfitTable } from './profit-table';
import styles from './records.module.css';
import { RecordsBody } from './records-body';

/**
 * Member-center page personalProfit (spec §2): totals of the range and the figures per day, then
 * profit and loss by vendor and by game for the same range.
 */
export function PersonalProfitPage() {
  const dates = useDateRange(() => undefined);
  const enabled = dates.problem === null;
  const result = usePersonalProfit(dates.range, enabled);
  const data = result.data;
  return (
    <div className={styles.page} data-testid="personal-profit-page">
      <div className={styles.filters}>
        <DateRangeFilter state={dates} />
      </div>
      {enabled && data && <ProfitSummary totals={data.totals} />}
      <RecordsBody name="profit" query={result} disabled={!enabled} empty={data?.rows.length === 0}>
        {data && <ProfitTable rows={data.rows} />}
      </RecordsBody>
      {/* Issue 5 "Records": the same range by vendor and by game, below the daily figures. */}
      <GameProfitSection range={dates.range} enabled={enabled} />
    </div>
  );
}
