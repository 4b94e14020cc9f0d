import { useTranslation } from 'react-i18next';
import { count, money } from '../../lib/format';
import { type Dashboard, margin, type Play } from './dashboard-shared';

type Period = Dashboard['today'];

interface PlayRow extends Play {
  key: string;
  name: string;
  detail?: string;
  /** An aggregate of the rows not listed one by one. */
  rest?: boolean;
}

/** Vendors beyond this many are summed into one "n others" line. */
const MAX_ROWS = 10;

function sumPlay(rows: Play[]): Play {
  let bets = 0;
  let turnover = 0n;
  let wins = 0n;
  let ggr = 0n;
  for (const row of rows) {
    bets += row.bets;
    turnover += BigInt(row.turnover);
    wins += BigInt(row.wins);
    ggr += BigInt(row.ggr);
  }
  return { bets, turnover: turnover.toString(), wins: wins.toString(), ggr: ggr.toString() };
}

const abs = (value: bigint) => (value < 0n ? -value : value);

/**
 * A card with a table of play by category or vendor (`title`, headed by `id`); each row's GGR as
 * an inline bar against the largest.
 */
function PlayTable({
  id,
  title,
  nameHeader,
  rows,
  total,
  scale,
  emptyText,
}: {
  id: string;
  title: string;
  nameHeader: string;
  rows: PlayRow[];
  total: Play;
  scale: number;
  emptyText: string;
}) {
  const { t } = useTranslation();
  let largest = 0n;
  for (const row of rows) {
    const value = abs(BigInt(row.ggr));
    if (value > largest) largest = value;
  }
  return (
    <section className="card" aria-labelledby={id}>
      <header className="card-head">
        <h3 className="card-title" id={id}>
          {title}
        </h3>
      </header>
      <div className="card-body">
        <div className="table-scroll dash-play-scroll">
          <table className="table compact dash-play">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{nameHeader}</th>
                <th scope="col" className="num dash-wide">
                  {t('dashboard.play.bets')}
                </th>
                <th scope="col" className="num dash-turnover">
                  {t('dashboard.play.turnover')}
                </th>
                <th scope="col" className="num">
                  {t('dashboard.play.ggr')}
                </th>
                <th scope="col" className="num dash-wide">
                  {t('dashboard.play.margin')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={5} className="table-empty">
                    {emptyText}
                  </td>
                </tr>
              ) : (
                rows.map((row) => {
                  const ggr = BigInt(row.ggr);
                  // Bar length only: a ratio of two exact integers, in per-mille.
                  const share = largest > 0n ? Number((abs(ggr) * 1000n) / largest) / 10 : 0;
                  return (
                    <tr key={row.key} className={row.rest ? 'dash-rest' : undefined}>
                      <th scope="row" className="dash-name">
                        <span className="dash-name-text">{row.name}</span>
                        {row.detail ? (
                          <span className="muted small mono dash-detail"> {row.detail}</span>
                        ) : null}
                        <span className="dash-narrow">
                          {t('dashboard.play.turnover')} {money(row.turnover, scale)}
                        </span>
                      </th>
                      <td className="num dash-wide">{count(row.bets)}</td>
                      <td className="num dash-turnover">{money(row.turnover, scale)}</td>
                      <td className="num dash-ggr">
                        <span className={ggr < 0n ? 'neg' : undefined}>
                          {money(row.ggr, scale)}
                        </span>
                        <span className="dash-bar" aria-hidden="true">
                          <span
                            className={ggr < 0n ? 'dash-bar-fill dash-bar-neg' : 'dash-bar-fill'}
                            style={{ width: `${share}%` }}
                          />
                        </span>
                      </td>
                      <td className="num dash-wide muted">{margin(row) ?? '—'}</td>
                    </tr>
                  );
                })
              )}
            </tbody>
            {rows.length > 0 ? (
              <tfoot>
                <tr>
                  <th scope="row">
                    {t('dashboard.play.total')}
                    <span className="dash-narrow">
                      {t('dashboard.play.turnover')} {money(total.turnover, scale)}
                    </span>
                  </th>
                  <td className="num dash-wide">{count(total.bets)}</td>
                  <td className="num dash-turnover">{money(total.turnover, scale)}</td>
                  <td className={`num${BigInt(total.ggr) < 0n ? ' neg' : ''}`}>
                    {money(total.ggr, scale)}
                  </td>
                  <td className="num dash-wide">{margin(total) ?? '—'}</td>
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      </div>
    </section>
  );
}

function limit(rows: PlayRow[], restName: (n: number) => string): PlayRow[] {
  if (rows.length <= MAX_ROWS) return rows;
  const shown = rows.slice(0, MAX_ROWS - 1);
  const rest = rows.slice(MAX_ROWS - 1);
  return [...shown, { key: '__rest', name: restName(rest.length), rest: true, ...sumPlay(rest) }];
}

/** GGR of the period by game category and by vendor, side by side. */
export function PlayBreakdown({
  period,
  which,
  scale,
}: {
  period: Period;
  which: 'today' | 'month';
  scale: number;
}) {
  const { t } = useTranslation();
  const emptyText = t(
    which === 'today' ? 'dashboard.play.emptyToday' : 'dashboard.play.emptyMonth',
  );
  const categories: PlayRow[] = period.byCategory.map((row) => ({
    ...row,
    key: row.category,
    name: t(`dashboard.categories.${row.category}`, { defaultValue: row.category }),
  }));
  const vendors: PlayRow[] = period.byVendor.map((row) => ({
    ...row,
    key: row.vendor,
    name: row.vendorName || row.vendor,
    detail: row.vendorName && row.vendorName !== row.vendor ? row.vendor : undefined,
  }));
  return (
    <div className="grid-2 dash-play-grid">
      <PlayTable
        id="dash-by-category"
        title={t('dashboard.play.byCategory')}
        nameHeader={t('dashboard.play.category')}
        rows={categories}
        total={period.play}
        scale={scale}
        emptyText={emptyText}
      />
      <PlayTable
        id="dash-by-vendor"
        title={t('dashboard.play.byVendor')}
        nameHeader={t('dashboard.play.vendor')}
        rows={limit(vendors, (n) => t('dashboard.play.others', { count: n, n: count(n) }))}
        total={period.play}
        scale={scale}
        emptyText={emptyText}
      />
    </div>
  );
}
