import { AGENT_PAGE_SIZE, type getRevenueReport } from '@nova/contracts/api/agent-team';
import type { ValueOf } from '@nova/contracts/endpoint';
import { useTranslation } from 'react-i18next';
import { formatCount, useLocale } from '../../../lib/locale';
import { DateRangeFilter } from '../../records/components/date-range-filter';
import { Pagination } from '../../records/components/pagination';
import records from '../../records/components/records.module.css';
import { type RecordsColumn, RecordsTable } from '../../records/components/records-table';
import { SignedAmount } from '../../records/components/signed-amount';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { useRevenueReport } from '../api/team-queries';
import { useTeamFilters } from '../hooks/use-team-filters';
import styles from './agent-team.module.css';
import { FigureTotals } from './figure-totals';
import { TeamBody } from './team-body';

type RevenueRow = ValueOf<typeof getRevenueReport>['content'][number];

const PLAY_COLUMNS = ['bets', 'validBets', 'wins'] as const;

const REVENUE_TOTALS = [
  'deposits',
  'withdrawals',
  ...PLAY_COLUMNS,
  'bonuses',
  'rebates',
  'netWinLoss',
] as const;

/**
 * agentRevenueReport (spec §2): the range's figures per direct downline branch (a downline with
 * its whole team) and the agent's own play, 20 a page, with the team's totals.
 */
export function RevenuePage() {
  const filters = useTeamFilters();
  const result = useRevenueReport(
    { ...filters.dates.range, pageNo: filters.pageNo, pageSize: AGENT_PAGE_SIZE },
    filters.enabled,
  );
  const columns = useRevenueColumns();
  const data = result.data;
  return (
    <div className={records.page} data-testid="team-revenue-page">
      <div className={records.filters}>
        <DateRangeFilter state={filters.dates} />
      </div>
      {filters.enabled && data && (
        <FigureTotals figures={REVENUE_TOTALS} totals={data.totals} testId="revenue-totals" />
      )}
      <TeamBody
        name="revenue"
        query={result}
        disabled={!filters.enabled}
        empty={data?.content.length === 0}
        emptyIcon="coins"
      >
        {data && (
          <div className={styles.dense}>
            <RecordsTable<RevenueRow>
              testId="revenue-table"
              rowTestId="revenue-row"
              rows={data.content}
              rowKey={(row) => (row.self ? 'self' : row.memberId)}
              rowData={(row) => ({ self: String(row.self) })}
              columns={columns}
            />
          </div>
        )}
      </TeamBody>
      {filters.enabled && data && (
        <Pagination page={data.pageNum} totalPages={data.totalPages} onChange={filters.setPageNo} />
      )}
    </div>
  );
}

/**
 * The branch (with its kind and team size, or "my own play"), then the figures. Deposits share a
 * cell with withdrawals and bonuses with rebates, so every column fits beside the menu at 1440 px.
 */
function useRevenueColumns(): RecordsColumn<RevenueRow>[] {
  const { t } = useTranslation('agentTeam');
  const money = useMoneyFormat();
  const locale = useLocale();

  function pair(
    key: string,
    label: string,
    figures: (row: RevenueRow) => [string, string],
  ): RecordsColumn<RevenueRow> {
    return {
      key,
      label,
      numeric: true,
      cell: (row) => (
        <span className={styles.pair}>
          {figures(row).map((figure, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed pair, never reordered
            <span key={index}>{money.format(figure)}</span>
          ))}
        </span>
      ),
    };
  }

  return [
    {
      key: 'account',
      label: t('columns.branch'),
      cell: (row) => (
        <span className={styles.who}>
          <span className={styles.account}>{row.account}</span>
          <small className={styles.rowNote}>
            {row.self
              ? t('revenue.self')
              : t(row.isAgent ? 'revenue.agentBranch' : 'revenue.memberBranch', {
                  count: row.teamSize,
                  formatted: formatCount(row.teamSize, locale),
                })}
          </small>
        </span>
      ),
    },
    pair('flows', t('revenue.flows'), (row) => [row.deposits, row.withdrawals]),
    ...PLAY_COLUMNS.map(
      (figure): RecordsColumn<RevenueRow> => ({
        key: figure,
        label: t(`figures.${figure}`),
        numeric: true,
        cell: (row) => money.format(row[figure]),
      }),
    ),
    pair('rewards', t('revenue.rewards'), (row) => [row.bonuses, row.rebates]),
    {
      key: 'netWinLoss',
      label: t('figures.netWinLoss'),
      numeric: true,
      cell: (row) => <SignedAmount minor={row.netWinLoss} />,
    },
  ];
}
