import type { getMyIncome } from '@nova/contracts/api/agent-team';
import type { ValueOf } from '@nova/contracts/endpoint';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../records/components/date-range-filter';
import records from '../../records/components/records.module.css';
import { RecordsTable } from '../../records/components/records-table';
import { SignedAmount } from '../../records/components/signed-amount';
import { useDateRange } from '../../records/hooks/use-date-range';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { useMyIncome } from '../api/team-queries';
import { FigureTotals } from './figure-totals';
import { TeamBody } from './team-body';

type IncomeRow = ValueOf<typeof getMyIncome>['rows'][number];

/**
 * My income (spec §2 agent menu): what the agent's contracts paid it (dividends and salaries
 * from its upline or the platform) and what it paid its direct downlines, per day, with totals.
 */
export function MyIncomePage() {
  const { t } = useTranslation('agentTeam');
  const money = useMoneyFormat();
  const dates = useDateRange(() => undefined);
  const enabled = dates.problem === null;
  const result = useMyIncome(dates.range, enabled);
  const data = result.data;
  return (
    <div className={records.page} data-testid="team-income-page">
      <div className={records.filters}>
        <DateRangeFilter state={dates} />
      </div>
      {enabled && data && (
        <FigureTotals
          figures={['received', 'paid', 'net']}
          totals={data.totals}
          testId="income-totals"
        />
      )}
      <TeamBody
        name="income"
        query={result}
        disabled={!enabled}
        empty={data?.rows.length === 0}
        emptyIcon="wallet"
        emptyTitle={t('income.emptyTitle')}
        emptyDescription={t('income.emptyDescription')}
      >
        {data && (
          <RecordsTable<IncomeRow>
            testId="income-table"
            rowTestId="income-row"
            rows={data.rows}
            rowKey={(row) => row.date}
            columns={[
              {
                key: 'date',
                label: t('columns.date'),
                className: records.time,
                cell: (row) => row.date,
              },
              {
                key: 'received',
                label: t('figures.received'),
                numeric: true,
                cell: (row) => money.format(row.received),
              },
              {
                key: 'paid',
                label: t('figures.paid'),
                numeric: true,
                cell: (row) => money.format(row.paid),
              },
              {
                key: 'net',
                label: t('figures.net'),
                numeric: true,
                cell: (row) => <SignedAmount minor={row.net} />,
              },
            ]}
          />
        )}
      </TeamBody>
    </div>
  );
}
