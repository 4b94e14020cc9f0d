import type { TeamDay } from '@nova/contracts/api/agent-team';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useLocale } from '../../../lib/locale';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { type DayPoint, dayPoints } from '../lib/day-points';
import overviewStyles from './overview.module.css';

/** tokens.css colours: an SVG attribute takes a colour, not a custom property, everywhere. */
const COLORS = {
  bets: '#8b5cf6',
  wins: '#22d3ee',
  net: '#f5c542',
  grid: 'rgba(148, 170, 222, 0.12)',
  axis: '#9aa7c7',
};

/**
 * The overview's by-day chart (issue 15 agentTeamOverview): bets and wins as bars, the team's
 * net win/loss as a line. Its own chunk: recharts loads with the chart, after the figures.
 */
export function TeamDayChart({ days }: { days: readonly TeamDay[] }) {
  const { t } = useTranslation('agentTeam');
  const money = useMoneyFormat();
  const locale = useLocale();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const points = dayPoints(days, money.scale);
  const compact = new Intl.NumberFormat(locale, {
    notation: 'compact',
    maximumFractionDigits: 1,
    numberingSystem: 'latn',
  });
  return (
    <div className={overviewStyles.chart} data-testid="team-day-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={COLORS.grid} vertical={false} />
          <XAxis
            dataKey="label"
            tick={{ fill: COLORS.axis, fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            minTickGap={8}
          />
          <YAxis
            tickFormatter={(value: number) => compact.format(value)}
            tick={{ fill: COLORS.axis, fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            width={48}
          />
          <Tooltip
            cursor={{ fill: 'rgba(148, 170, 222, 0.06)' }}
            content={({ active, payload }) => (
              <DayTooltip point={active ? (payload?.[0]?.payload as DayPoint) : undefined} />
            )}
          />
          <Legend wrapperStyle={{ fontSize: 12, color: COLORS.axis }} iconType="circle" />
          <Bar
            dataKey="bets"
            name={t('figures.bets')}
            fill={COLORS.bets}
            radius={[4, 4, 0, 0]}
            maxBarSize={24}
            isAnimationActive={!reduceMotion}
          />
          <Bar
            dataKey="wins"
            name={t('figures.wins')}
            fill={COLORS.wins}
            radius={[4, 4, 0, 0]}
            maxBarSize={24}
            isAnimationActive={!reduceMotion}
          />
          <Line
            dataKey="net"
            name={t('figures.netWinLoss')}
            type="monotone"
            stroke={COLORS.net}
            strokeWidth={2}
            dot={false}
            isAnimationActive={!reduceMotion}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

const TOOLTIP_FIGURES = ['bets', 'wins', 'netWinLoss'] as const;

function DayTooltip({ point }: { point: DayPoint | undefined }) {
  const { t } = useTranslation('agentTeam');
  const money = useMoneyFormat();
  if (!point) return null;
  return (
    <div className={overviewStyles.tooltip}>
      <strong>{point.date}</strong>
      {TOOLTIP_FIGURES.map((figure) => (
        <span key={figure} className={overviewStyles.tooltipRow}>
          <span>{t(`figures.${figure}`)}</span>
          <b>{money.format(point.day[figure], { signed: figure === 'netWinLoss' })}</b>
        </span>
      ))}
    </div>
  );
}
