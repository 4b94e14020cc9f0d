import type { TeamDay } from '@nova/contracts/api/agent-team';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { Icon } from '../../../components/icon-full';
import { formatDateTime } from '../../../lib/datetime';
import { formatCount, useLocale } from '../../../lib/locale';
import { DateRangeFilter } from '../../records/components/date-range-filter';
import records from '../../records/components/records.module.css';
import { RecordsTable } from '../../records/components/records-table';
import { SignedAmount } from '../../records/components/signed-amount';
import { useDateRange } from '../../records/hooks/use-date-range';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { useTeamOverview } from '../api/team-queries';
import styles from './agent-team.module.css';
import overviewStyles from './overview.module.css';
import { OverviewStats } from './overview-stats';
import { TeamBody } from './team-body';

// recharts is the largest part of this page: it loads after the figures are on screen.
const TeamDayChart = lazy(() =>
  import('./team-day-chart').then((module) => ({ default: module.TeamDayChart })),
);

/**
 * agentTeamOverview, the agent center's default page (spec §2; issue 15): the team's size, new
 * and active members and money figures for a range (default the last 7 brand days), a by-day
 * chart of bets, wins and net, and when the figures were last brought up to date.
 */
export function TeamOverviewPage() {
  const { t } = useTranslation('agentTeam');
  const dates = useDateRange(() => undefined);
  const enabled = dates.problem === null;
  const result = useTeamOverview(dates.range, enabled);
  const data = result.data;
  return (
    <div className={records.page} data-testid="team-overview-page">
      <div className={records.filters}>
        <DateRangeFilter state={dates} />
        {enabled && data && (
          <p className={overviewStyles.updated} data-testid="overview-updated">
            <Icon name="clock" size={14} />
            {data.updatedAt
              ? t('overview.updatedAt', { time: formatDateTime(new Date(data.updatedAt)) })
              : t('overview.notUpdated')}
          </p>
        )}
      </div>
      <TeamBody
        name="overview"
        query={result}
        disabled={!enabled}
        empty={data?.teamSize === 0}
        emptyTitle={t('overview.emptyTitle')}
        emptyDescription={t('overview.emptyDescription')}
        emptyAction={
          <ButtonLink to="/agentHome?page=registerCenter" data-testid="overview-open-account">
            {t('overview.openAccount')}
          </ButtonLink>
        }
      >
        {data && (
          <>
            <OverviewStats overview={data} />
            <section className={styles.panel} aria-labelledby="team-by-day">
              <h2 id="team-by-day" className={styles.panelTitle}>
                {t('overview.byDay')}
              </h2>
              <Suspense
                fallback={<div className={overviewStyles.chart} data-testid="chart-loading" />}
              >
                <TeamDayChart days={data.days} />
              </Suspense>
              <details className={overviewStyles.dayDetails}>
                <summary data-testid="overview-days-toggle">{t('overview.dayTable')}</summary>
                <DayTable days={data.days} />
              </details>
            </section>
          </>
        )}
      </TeamBody>
    </div>
  );
}

function DayTable({ days }: { days: readonly TeamDay[] }) {
  const { t } = useTranslation('agentTeam');
  const money = useMoneyFormat();
  const locale = useLocale();
  // Newest first, as the other lists read.
  const rows = [...days].reverse();
  return (
    <RecordsTable<TeamDay>
      testId="overview-days"
      rowTestId="overview-day"
      rows={rows}
      rowKey={(row) => row.date}
      columns={[
        { key: 'date', label: t('columns.date'), className: records.time, cell: (row) => row.date },
        {
          key: 'newMembers',
          label: t('figures.newMembers'),
          numeric: true,
          cell: (row) => formatCount(row.newMembers, locale),
        },
        {
          key: 'activeMembers',
          label: t('figures.activeMembers'),
          numeric: true,
          cell: (row) => formatCount(row.activeMembers, locale),
        },
        {
          key: 'deposits',
          label: t('figures.deposits'),
          numeric: true,
          cell: (row) => money.format(row.deposits),
        },
        {
          key: 'bets',
          label: t('figures.bets'),
          numeric: true,
          cell: (row) => money.format(row.bets),
        },
        {
          key: 'wins',
          label: t('figures.wins'),
          numeric: true,
          cell: (row) => money.format(row.wins),
        },
        {
          key: 'netWinLoss',
          label: t('figures.netWinLoss'),
          numeric: true,
          cell: (row) => <SignedAmount minor={row.netWinLoss} />,
        },
      ]}
    />
  );
}
