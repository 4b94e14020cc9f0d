import type { TeamOverview } from '@nova/contracts/api/agent-team';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon-full';
import { formatCount, useLocale } from '../../../lib/locale';
import { SignedAmount } from '../../records/components/signed-amount';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import overviewStyles from './overview.module.css';

type MoneyFigure = 'deposits' | 'withdrawals' | 'validBets' | 'wins' | 'bonuses' | 'rebates';

const MEMBER_STATS: readonly { key: 'teamSize' | 'directCount' | 'newMembers'; icon: IconName }[] =
  [
    { key: 'teamSize', icon: 'users' },
    { key: 'directCount', icon: 'user' },
    { key: 'newMembers', icon: 'user-plus' },
  ];

const MONEY_STATS: readonly { key: MoneyFigure; icon: IconName }[] = [
  { key: 'deposits', icon: 'deposit' },
  { key: 'withdrawals', icon: 'withdraw' },
  { key: 'validBets', icon: 'check' },
  { key: 'wins', icon: 'trophy' },
  { key: 'bonuses', icon: 'gift' },
  { key: 'rebates', icon: 'percent' },
];

/**
 * The overview's cards (issue 15 agentTeamOverview): who is in the team and how many were new
 * and active in the range (with the brand's rule for "active"), then the team's money figures;
 * the net win/loss is the team's side, coloured.
 */
export function OverviewStats({ overview }: { overview: TeamOverview }) {
  const { t } = useTranslation('agentTeam');
  const money = useMoneyFormat();
  const locale = useLocale();
  const { totals, activeRule } = overview;
  return (
    <div className={overviewStyles.statGroups}>
      <dl className={overviewStyles.stats} data-testid="overview-members">
        {MEMBER_STATS.map(({ key, icon }) => (
          <Stat key={key} icon={icon} label={t(`figures.${key}`)} testId={`stat-${key}`}>
            {formatCount(overview[key], locale)}
          </Stat>
        ))}
        <Stat
          icon="zap"
          label={t('figures.activeMembers')}
          testId="stat-activeMembers"
          note={t('overview.activeRule', {
            deposits: money.format(activeRule.minDeposits),
            validBets: money.format(activeRule.minValidBets),
          })}
        >
          {formatCount(overview.activeMembers, locale)}
        </Stat>
      </dl>
      <dl className={overviewStyles.stats} data-testid="overview-money">
        <Stat
          icon="coins"
          label={t('figures.bets')}
          testId="stat-bets"
          note={t('overview.betCount', {
            count: totals.betCount,
            formatted: formatCount(totals.betCount, locale),
          })}
        >
          {money.format(totals.bets)}
        </Stat>
        {MONEY_STATS.map(({ key, icon }) => (
          <Stat key={key} icon={icon} label={t(`figures.${key}`)} testId={`stat-${key}`}>
            {money.format(totals[key])}
          </Stat>
        ))}
        <Stat
          icon="chart"
          label={t('figures.netWinLoss')}
          testId="stat-netWinLoss"
          note={t('overview.netNote')}
          emphasis
        >
          <SignedAmount minor={totals.netWinLoss} />
        </Stat>
      </dl>
    </div>
  );
}

function Stat({
  icon,
  label,
  note,
  emphasis = false,
  testId,
  children,
}: {
  icon: IconName;
  label: string;
  note?: string;
  emphasis?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className={overviewStyles.stat} data-emphasis={emphasis || undefined}>
      <span className={overviewStyles.statIcon} aria-hidden="true">
        <Icon name={icon} size={18} />
      </span>
      <dt className={overviewStyles.statLabel}>{label}</dt>
      <dd className={overviewStyles.statValue} data-testid={testId}>
        {children}
      </dd>
      {note && <dd className={overviewStyles.statNote}>{note}</dd>}
    </div>
  );
}
