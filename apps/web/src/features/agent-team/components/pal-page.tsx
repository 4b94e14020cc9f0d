import { type getTeamPal, PAL_GROUPINGS } from '@nova/contracts/api/agent-team';
import type { ValueOf } from '@nova/contracts/endpoint';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../records/components/date-range-filter';
import records from '../../records/components/records.module.css';
import { RecordsTable } from '../../records/components/records-table';
import { SignedAmount } from '../../records/components/signed-amount';
import { useDateRange } from '../../records/hooks/use-date-range';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { useTeamPal } from '../api/team-queries';
import styles from './agent-team.module.css';
import { FigureTotals } from './figure-totals';
import { TeamBody } from './team-body';

type Grouping = (typeof PAL_GROUPINGS)[number];
type PalRow = ValueOf<typeof getTeamPal>['rows'][number];

const PAL_TOTALS = [
  'bets',
  'validBets',
  'wins',
  'grossRevenue',
  'bonuses',
  'rebates',
  'netRevenue',
] as const;

/**
 * palStatementsAgentCopy (spec §2): the team's profit and loss by day, week or month and game
 * category in a range; the totals give gross revenue (bets - wins) and net revenue (gross less
 * bonuses and rebates), the house's side.
 */
export function PalPage() {
  const { t } = useTranslation('agentTeam');
  const [groupBy, setGroupBy] = useState<Grouping>('DAY');
  const dates = useDateRange(() => undefined);
  const enabled = dates.problem === null;
  const result = useTeamPal({ ...dates.range, groupBy }, enabled);
  const data = result.data;
  return (
    <div className={records.page} data-testid="team-pal-page">
      <div className={records.filters}>
        <fieldset className={styles.segments}>
          <legend className={styles.segmentsLabel}>{t('pal.groupBy')}</legend>
          <div className={`${records.presets} ${styles.groupings}`}>
            {PAL_GROUPINGS.map((grouping) => (
              <button
                key={grouping}
                type="button"
                className={records.preset}
                aria-pressed={groupBy === grouping}
                onClick={() => setGroupBy(grouping)}
                data-testid={`pal-group-${grouping}`}
              >
                {t(`pal.groupings.${grouping}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <DateRangeFilter state={dates} />
      </div>
      {enabled && data && (
        <FigureTotals figures={PAL_TOTALS} totals={data.totals} testId="pal-totals" />
      )}
      <TeamBody
        name="pal"
        query={result}
        disabled={!enabled}
        empty={data?.rows.length === 0}
        emptyIcon="chart"
      >
        {data && <PalTable rows={data.rows} groupBy={groupBy} />}
      </TeamBody>
    </div>
  );
}

function PalTable({ rows, groupBy }: { rows: readonly PalRow[]; groupBy: Grouping }) {
  const { t } = useTranslation('agentTeam');
  const money = useMoneyFormat();
  return (
    <RecordsTable<PalRow>
      testId="pal-table"
      rowTestId="pal-row"
      rows={rows}
      rowKey={(row) => `${row.period}|${row.category}`}
      columns={[
        {
          key: 'period',
          label: t('columns.period'),
          className: records.time,
          cell: (row) =>
            t(`pal.period.${groupBy}`, { date: row.period, month: row.period.slice(0, 7) }),
        },
        {
          key: 'category',
          label: t('columns.category'),
          cell: (row) =>
            row.category === ''
              ? t('categories.none')
              : t(`layout:category.${row.category}`, { defaultValue: row.category }),
        },
        {
          key: 'bets',
          label: t('figures.bets'),
          numeric: true,
          cell: (row) => money.format(row.bets),
        },
        {
          key: 'validBets',
          label: t('figures.validBets'),
          numeric: true,
          cell: (row) => money.format(row.validBets),
        },
        {
          key: 'wins',
          label: t('figures.wins'),
          numeric: true,
          cell: (row) => money.format(row.wins),
        },
        {
          key: 'grossRevenue',
          label: t('figures.grossRevenue'),
          numeric: true,
          cell: (row) => <SignedAmount minor={row.grossRevenue} />,
        },
      ]}
    />
  );
}
