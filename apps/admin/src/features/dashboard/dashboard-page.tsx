import { DASHBOARD_SERIES_DAYS, opsDashboard } from '@nova/contracts/api/ops-dashboard';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, RefreshCw } from 'lucide-react';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Notice, PageHeader, Spinner, Stat } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { count, dateOnly, dateTime, money } from '../../lib/format';
import { useCan, useOperator } from '../../lib/session';
import { MoneyChart, NewPlayersChart } from './dashboard-charts';
import { PlayBreakdown } from './dashboard-play';
import { type Dashboard, margin, type Period } from './dashboard-shared';
import './dashboard.css';

type Tone = 'warn' | 'bad' | undefined;

/** A Stat tile named by its label, so a screen reader (and a test) can find it as a group. */
function Tile({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: string;
  hint?: ReactNode;
  tone?: Tone;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named figure and its hint, not a form
    <div role="group" aria-label={label} className="dash-tile">
      <Stat label={label} value={value} hint={hint} tone={tone} />
    </div>
  );
}

/** A queue waiting for an operator: a link to its screen when the role may open it. */
function QueueTile({
  label,
  value,
  to,
  idleHint,
  busyHint,
}: {
  label: string;
  value: number;
  to?: string;
  idleHint: string;
  busyHint: string;
}) {
  const tone = value > 0 ? 'warn' : undefined;
  const hint = value > 0 ? busyHint : idleHint;
  if (!to) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: a named figure and its hint, not a form
      <div
        role="group"
        aria-label={label}
        className={`dash-queue${value > 0 ? ' dash-queue-busy' : ''}`}
      >
        <Stat label={label} value={count(value)} hint={hint} tone={tone} />
      </div>
    );
  }
  return (
    <Link to={to} className={`dash-queue dash-queue-link${value > 0 ? ' dash-queue-busy' : ''}`}>
      <Stat
        label={label}
        value={count(value)}
        hint={
          <span className="dash-queue-hint">
            {hint}
            <ChevronRight size={14} aria-hidden="true" />
          </span>
        }
        tone={tone}
      />
    </Link>
  );
}

function Queues({ pending }: { pending: Dashboard['pending'] }) {
  const { t } = useTranslation();
  const can = useCan();
  const open = t('dashboard.queues.open');
  const nothing = t('dashboard.queues.nothing');
  return (
    <section className="dash-section" aria-labelledby="dash-queues">
      <h2 className="dash-heading" id="dash-queues">
        {t('dashboard.queues.title')}
      </h2>
      <div className="grid-4 dash-queues">
        {(
          [
            ['deposits', pending.deposits, 'payments.deposits.read', '/payments/deposits'],
            [
              'withdrawals',
              pending.withdrawals,
              'payments.withdrawals.read',
              '/payments/withdrawals',
            ],
            ['approvals', pending.approvals, 'approvals.read', '/approvals'],
          ] as const
        ).map(([key, value, permission, to]) => (
          <QueueTile
            key={key}
            label={t(`dashboard.queues.${key}`)}
            value={value}
            to={can(permission) ? to : undefined}
            idleHint={nothing}
            busyHint={open}
          />
        ))}
        <QueueTile
          label={t('dashboard.queues.unknownTransfers')}
          value={pending.unknownTransfers}
          to={can('payments.transfers.read') ? '/payments/transfers' : undefined}
          idleHint={t('dashboard.queues.unknownNone')}
          busyHint={t('dashboard.queues.unknownHint')}
        />
      </div>
    </section>
  );
}

/** The six figures of a period: money in, money out, play, players. */
function PeriodFigures({
  id,
  title,
  range,
  period,
  scale,
}: {
  id: string;
  title: string;
  range: string;
  period: Period;
  scale: number;
}) {
  const { t } = useTranslation();
  const ggrNegative = BigInt(period.play.ggr) < 0n;
  const periodMargin = margin(period.play);
  return (
    <section className="dash-section dash-period" aria-labelledby={id}>
      <div className="dash-section-head">
        <h2 className="dash-heading" id={id}>
          {title}
        </h2>
        <span className="dash-range">{range}</span>
      </div>
      <div className="dash-tiles">
        <Tile
          label={t('dashboard.figures.deposits')}
          value={money(period.deposits.amount, scale)}
          hint={t('dashboard.deposits', {
            count: period.deposits.count,
            n: count(period.deposits.count),
          })}
        />
        <Tile
          label={t('dashboard.figures.withdrawals')}
          value={money(period.withdrawals.amount, scale)}
          hint={t('dashboard.withdrawals', {
            count: period.withdrawals.count,
            n: count(period.withdrawals.count),
          })}
        />
        <Tile
          label={t('dashboard.figures.turnover')}
          value={money(period.play.turnover, scale)}
          hint={t('dashboard.bets', { count: period.play.bets, n: count(period.play.bets) })}
        />
        <Tile
          label={t('dashboard.figures.ggr')}
          value={money(period.play.ggr, scale)}
          tone={ggrNegative ? 'bad' : undefined}
          hint={
            periodMargin
              ? t('dashboard.margin', { value: periodMargin })
              : t('dashboard.noTurnover')
          }
        />
        <Tile
          label={t('dashboard.figures.newPlayers')}
          value={count(period.newPlayers)}
          hint={t('dashboard.newPlayersHint')}
        />
        <Tile
          label={t('dashboard.figures.activePlayers')}
          value={count(period.activePlayers)}
          hint={t('dashboard.activePlayersHint')}
        />
      </div>
    </section>
  );
}

/**
 * The longest figure of both periods sizes the tiles' font (dashboard.css `--chars`): every
 * tile shows its amount on one line, in one size.
 */
function figureWidth(data: Dashboard, scale: number): CSSProperties {
  const figures = [data.today, data.month].flatMap((period) => [
    money(period.deposits.amount, scale),
    money(period.withdrawals.amount, scale),
    money(period.play.turnover, scale),
    money(period.play.ggr, scale),
  ]);
  return { '--chars': Math.max(8, ...figures.map((figure) => figure.length)) } as CSSProperties;
}

function ChartCard({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      className={`card dash-chart-card${className ? ` ${className}` : ''}`}
      aria-labelledby={id}
    >
      <header className="card-head">
        <h2 className="card-title" id={id}>
          {title}
        </h2>
        <span className="dash-range">
          {t('dashboard.charts.last', { days: DASHBOARD_SERIES_DAYS })}
        </span>
      </header>
      <div className="card-body">{children}</div>
    </section>
  );
}

function PeriodSwitch({
  value,
  onChange,
}: {
  value: 'today' | 'month';
  onChange: (value: 'today' | 'month') => void;
}) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: two toggle buttons, not a form
    <div className="segmented" role="group" aria-label={t('dashboard.play.period')}>
      {(['today', 'month'] as const).map((key) => (
        <button
          key={key}
          type="button"
          aria-pressed={value === key}
          className={value === key ? 'segmented-on' : undefined}
          onClick={() => onChange(key)}
        >
          {t(`dashboard.${key}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * The first screen of the day: what waits for an operator, today's and this month's money,
 * play and players, and 30 days of figures. Refreshed on demand only: polling would keep an
 * idle operator's session alive.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const scale = operator.brand.currencyScale;
  const [playPeriod, setPlayPeriod] = useState<'today' | 'month'>('month');
  const query = useQuery({
    queryKey: ['ops', 'dashboard'],
    queryFn: () => callApi(opsDashboard),
  });
  const data = query.data;

  const refresh = (
    <Button onClick={() => void query.refetch()} busy={query.isFetching} disabled={query.isPending}>
      {query.isFetching ? null : <RefreshCw size={15} aria-hidden="true" />}
      {t('dashboard.refresh')}
    </Button>
  );

  if (!data) {
    return (
      <div className="dash">
        <PageHeader title={t('dashboard.title')} actions={query.isError ? refresh : undefined} />
        {query.isError ? (
          <Notice tone="bad">
            {t('dashboard.failed')} {errorText(t, query.error)}
          </Notice>
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </div>
    );
  }

  const tz = data.timezone;
  return (
    <div className="dash">
      <PageHeader
        title={t('dashboard.title')}
        subtitle={t('dashboard.subtitle', {
          currency: data.currency,
          timezone: tz,
          time: dateTime(data.generatedAt, tz),
        })}
        actions={refresh}
      />
      {query.isError ? (
        <Notice tone="bad">
          {t('dashboard.failed')} {errorText(t, query.error)}
        </Notice>
      ) : null}

      <Queues pending={data.pending} />

      <div className="dash-periods" style={figureWidth(data, scale)}>
        <PeriodFigures
          id="dash-today"
          title={t('dashboard.today')}
          range={dateOnly(data.today.from)}
          period={data.today}
          scale={scale}
        />
        <PeriodFigures
          id="dash-month"
          title={t('dashboard.month')}
          range={`${dateOnly(data.month.from)} – ${dateOnly(data.month.to)}`}
          period={data.month}
          scale={scale}
        />
      </div>

      <div className="dash-charts">
        <ChartCard id="dash-chart-money" title={t('dashboard.charts.money')}>
          <MoneyChart data={data} scale={scale} />
        </ChartCard>
        <ChartCard id="dash-chart-players" title={t('dashboard.charts.newPlayers')}>
          <NewPlayersChart data={data} />
        </ChartCard>
      </div>

      <section className="dash-section" aria-labelledby="dash-play">
        <div className="dash-section-head">
          <h2 className="dash-heading" id="dash-play">
            {t('dashboard.play.title')}
          </h2>
          <PeriodSwitch value={playPeriod} onChange={setPlayPeriod} />
        </div>
        <PlayBreakdown period={data[playPeriod]} which={playPeriod} scale={scale} />
      </section>
    </div>
  );
}
