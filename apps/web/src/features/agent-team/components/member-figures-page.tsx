import type { MemberFigures, TeamFigures } from '@nova/contracts/api/agent-team';
import { AGENT_PAGE_SIZE } from '@nova/contracts/api/agent-team';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../records/components/date-range-filter';
import { Pagination } from '../../records/components/pagination';
import records from '../../records/components/records.module.css';
import type { TeamRangeQuery } from '../api/team-queries';
import { useTeamFilters } from '../hooks/use-team-filters';
import { AccountFilter } from './account-filter';
import { FigureTotals } from './figure-totals';
import { type MemberFigure, MemberFiguresTable } from './member-figures-table';
import { TeamBody } from './team-body';

export interface MemberFiguresAnswer {
  content: MemberFigures[];
  pageNum: number;
  totalPages: number;
  totalElements: number;
  totals: TeamFigures;
}

/**
 * Team betting and user loss (spec §2 agent menu): each team member's figures in a date range,
 * optionally one account, 20 a page, with the totals of the whole range.
 */
export function MemberFiguresPage({
  name,
  useFigures,
  figures,
  totals,
}: {
  /** `team-<name>-page`, and the prefix of the page's test ids. */
  name: string;
  useFigures: (
    query: TeamRangeQuery,
    enabled: boolean,
  ) => {
    data: MemberFiguresAnswer | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  figures: readonly MemberFigure[];
  totals: readonly (keyof TeamFigures)[];
}) {
  const { t } = useTranslation('agentTeam');
  const filters = useTeamFilters();
  const result = useFigures(
    {
      ...filters.dates.range,
      pageNo: filters.pageNo,
      pageSize: AGENT_PAGE_SIZE,
      account: filters.account === '' ? undefined : filters.account,
    },
    filters.enabled,
  );
  const data = result.data;
  return (
    <div className={records.page} data-testid={`team-${name}-page`}>
      <div className={records.filters}>
        <AccountFilter value={filters.account} onApply={filters.setAccount} />
        <DateRangeFilter state={filters.dates} />
      </div>
      {filters.enabled && data && (
        <FigureTotals figures={totals} totals={data.totals} testId={`${name}-totals`} />
      )}
      <TeamBody
        name={name}
        query={result}
        disabled={!filters.enabled}
        empty={data?.content.length === 0}
      >
        {data && <MemberFiguresTable rows={data.content} figures={figures} testId={name} />}
        {data && (
          <p className={records.count} data-testid={`${name}-count`}>
            {t('memberCount', { count: data.totalElements })}
          </p>
        )}
      </TeamBody>
      {filters.enabled && data && (
        <Pagination page={data.pageNum} totalPages={data.totalPages} onChange={filters.setPageNo} />
      )}
    </div>
  );
}
