import { DASHBOARD_SERIES_DAYS } from '@nova/contracts/api/ops-dashboard';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { count, dateOnly, money } from '../../lib/format';
import {
  chartAmount,
  compact,
  type Dashboard,
  type Palette,
  readPalette,
} from './dashboard-shared';

type Day = Dashboard['series'][number];
/** One chart row: numbers for the SVG, the API's day (with its exact amounts) for the tooltip. */
interface Row {
  date: string;
  deposits: number;
  withdrawals: number;
  ggr: number;
  newPlayers: number;
  day: Day;
}

const AXIS_TICK = { fontSize: 11 };

/** The day axis both charts share: brand-local dates, thinned to fit. */
function dateAxis(colors: { ink3: string; line: string }) {
  return {
    dataKey: 'date',
    tickFormatter: tickDate,
    tick: { ...AXIS_TICK, fill: colors.ink3 },
    tickLine: false,
    axisLine: { stroke: colors.line },
    minTickGap: 12,
    interval: 'equidistantPreserveEnd',
  } as const;
}

/** The value axis's look (its scale and format are each chart's own). */
function valueAxis(colors: { ink3: string }) {
  return { tick: { ...AXIS_TICK, fill: colors.ink3 }, tickLine: false, axisLine: false } as const;
}

function Legend({ items }: { items: { label: string; color: string; line?: boolean }[] }) {
  return (
    <ul className="dash-legend">
      {items.map((item) => (
        <li key={item.label}>
          <span
            className={item.line ? 'dash-swatch dash-swatch-line' : 'dash-swatch'}
            style={{ background: item.color }}
            aria-hidden="true"
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** The tooltip of a day: exact amounts from the API's strings, formatted like the tables. */
function DayTooltip({
  active,
  payload,
  scale,
  lines,
}: Partial<TooltipContentProps<number, string>> & {
  scale: number;
  lines: { key: keyof Day; label: string; color: string; isMoney: boolean }[];
}) {
  const row = payload?.[0]?.payload as Row | undefined;
  if (!active || !row) return null;
  return (
    <div className="dash-tooltip">
      <div className="dash-tooltip-date">{dateOnly(row.date)}</div>
      <dl>
        {lines.map((line) => {
          const value = row.day[line.key];
          return (
            <div key={line.key}>
              <dt>
                <span
                  className="dash-swatch"
                  style={{ background: line.color }}
                  aria-hidden="true"
                />
                {line.label}
              </dt>
              <dd
                className={line.key === 'ggr' && String(value).startsWith('-') ? 'neg' : undefined}
              >
                {line.isMoney ? money(String(value), scale) : count(Number(value))}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

function EmptyOverlay({ text }: { text: string }) {
  return (
    <div className="dash-chart-empty" role="note">
      <span>{text}</span>
    </div>
  );
}

function useRows(series: Day[], scale: number): Row[] {
  return useMemo(
    () =>
      series.map((day) => ({
        date: day.date,
        deposits: chartAmount(day.deposits, scale),
        withdrawals: chartAmount(day.withdrawals, scale),
        ggr: chartAmount(day.ggr, scale),
        newPlayers: day.newPlayers,
        day,
      })),
    [series, scale],
  );
}

function useColors(): Palette {
  return useMemo(() => readPalette(), []);
}

const tickDate = (value: string) => dateOnly(value);

/** Deposits and withdrawals (bars) and GGR (a line) per day over the series. */
export function MoneyChart({ data, scale }: { data: Dashboard; scale: number }) {
  const { t, i18n } = useTranslation();
  const colors = useColors();
  const rows = useRows(data.series, scale);
  const descriptionId = useId();
  const empty = data.series.every(
    (day) =>
      day.deposits === '0' && day.withdrawals === '0' && day.turnover === '0' && day.ggr === '0',
  );
  const negative = rows.some((row) => row.ggr < 0);
  const lines = [
    { key: 'deposits', label: t('dashboard.series.deposits'), color: colors.good, isMoney: true },
    {
      key: 'withdrawals',
      label: t('dashboard.series.withdrawals'),
      color: colors.warn,
      isMoney: true,
    },
    { key: 'ggr', label: t('dashboard.series.ggr'), color: colors.accent, isMoney: true },
    { key: 'turnover', label: t('dashboard.series.turnover'), color: colors.ink3, isMoney: true },
  ] as const;
  const first = data.series[0]?.date;
  const last = data.series.at(-1)?.date;
  return (
    <figure className="dash-figure" aria-describedby={descriptionId}>
      <Legend
        items={[
          { label: lines[0].label, color: colors.good },
          { label: lines[1].label, color: colors.warn },
          { label: lines[2].label, color: colors.accent, line: true },
        ]}
      />
      <p id={descriptionId} className="sr-only">
        {first && last
          ? t('dashboard.charts.description', { from: dateOnly(first), to: dateOnly(last) })
          : null}
      </p>
      <div className="dash-chart">
        {/* The key re-renders the axes in the new locale when the operator switches language. */}
        <ResponsiveContainer key={i18n.language} width="100%" height="100%">
          <ComposedChart data={rows} margin={{ top: 8, right: 4, bottom: 0, left: 0 }} barGap={1}>
            <CartesianGrid vertical={false} stroke={colors.line} />
            <XAxis {...dateAxis(colors)} />
            <YAxis
              tickFormatter={compact}
              {...valueAxis(colors)}
              width={44}
              allowDecimals={false}
              domain={empty ? [0, 100] : ['auto', 'auto']}
              hide={empty}
            />
            {negative ? <ReferenceLine y={0} stroke={colors.ink3} strokeDasharray="3 3" /> : null}
            {empty ? null : (
              <Tooltip
                cursor={{ fill: 'rgba(79, 70, 229, 0.06)' }}
                content={<DayTooltip scale={scale} lines={[...lines]} />}
              />
            )}
            <Bar
              dataKey="deposits"
              name={lines[0].label}
              fill={colors.good}
              radius={[2, 2, 0, 0]}
              maxBarSize={14}
            />
            <Bar
              dataKey="withdrawals"
              name={lines[1].label}
              fill={colors.warn}
              radius={[2, 2, 0, 0]}
              maxBarSize={14}
            />
            <Line
              dataKey="ggr"
              name={lines[2].label}
              type="monotone"
              stroke={colors.accent}
              strokeWidth={2}
              dot={false}
              activeDot={{ r: 3 }}
              hide={empty}
            />
          </ComposedChart>
        </ResponsiveContainer>
        {empty ? (
          <EmptyOverlay text={t('dashboard.charts.moneyEmpty', { days: DASHBOARD_SERIES_DAYS })} />
        ) : null}
      </div>
    </figure>
  );
}

/** Registrations per day over the series. */
export function NewPlayersChart({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation();
  const colors = useColors();
  const rows = useRows(data.series, 0);
  const empty = data.series.every((day) => day.newPlayers === 0);
  const lines = [
    {
      key: 'newPlayers',
      label: t('dashboard.series.newPlayers'),
      color: colors.info,
      isMoney: false,
    },
  ] as const;
  return (
    <figure className="dash-figure">
      <div className="dash-chart">
        <ResponsiveContainer key={i18n.language} width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke={colors.line} />
            <XAxis {...dateAxis(colors)} />
            <YAxis
              tickFormatter={(value: number) => count(value)}
              {...valueAxis(colors)}
              width={32}
              allowDecimals={false}
              domain={empty ? [0, 10] : [0, 'auto']}
              hide={empty}
            />
            {empty ? null : (
              <Tooltip
                cursor={{ fill: 'rgba(23, 92, 211, 0.06)' }}
                content={<DayTooltip scale={0} lines={[...lines]} />}
              />
            )}
            <Bar
              dataKey="newPlayers"
              name={lines[0].label}
              fill={colors.info}
              radius={[2, 2, 0, 0]}
              maxBarSize={18}
            />
          </BarChart>
        </ResponsiveContainer>
        {empty ? (
          <EmptyOverlay
            text={t('dashboard.charts.newPlayersEmpty', { days: DASHBOARD_SERIES_DAYS })}
          />
        ) : null}
      </div>
    </figure>
  );
}
