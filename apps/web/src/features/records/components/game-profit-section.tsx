import type { GameProfitReport } from '@nova/contracts/api/bet-records';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import { SECTION_ICON_SIZE, SectionHeader } from '../../../components/section-header';
import { formatCount, intlLocale } from '../../../lib/locale';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { useGameProfit } from '../api/bet-records-queries';
import type { DateRange } from '../lib/date-range';
import betStyles from './bet-records.module.css';
import { RecordsBody } from './records-body';
import { type RecordsColumn, RecordsTable } from './records-table';
import { roundFigureColumns } from './round-figure-columns';

type Figures = GameProfitReport['totals'];
/** A group's row, or the totals row under it (`label` null). */
type Row = Figures & { key: string; label: string | null; detail?: string };

function useFigureColumns(firstLabel: string): RecordsColumn<Row>[] {
  const { t, i18n } = useTranslation('records');
  const money = useMoneyFormat();
  return [
    {
      key: 'name',
      label: firstLabel,
      cell: (row) =>
        row.label === null ? (
          t('gameProfit.total')
        ) : (
          <span className={betStyles.game}>
            <strong>{row.label}</strong>
            {row.detail && <small>{row.detail}</small>}
          </span>
        ),
    },
    {
      key: 'rounds',
      label: t('gameProfit.rounds'),
      numeric: true,
      cell: (row) => formatCount(row.rounds, intlLocale(i18n.language)),
    },
    ...roundFigureColumns<Row>(t, money),
  ];
}

function ProfitGroup({
  title,
  testId,
  rows,
  totals,
  firstLabel,
}: {
  title: string;
  testId: string;
  rows: Row[];
  totals: Figures;
  firstLabel: string;
}) {
  const columns = useFigureColumns(firstLabel);
  return (
    <div className={betStyles.profitGroup}>
      <h3>{title}</h3>
      <RecordsTable<Row>
        testId={testId}
        rowTestId={`${testId}-row`}
        rows={[...rows, { ...totals, key: '__total', label: null }]}
        rowKey={(row) => row.key}
        rowData={(row): Record<string, string> => (row.label === null ? { total: 'true' } : {})}
        columns={columns}
      />
    </div>
  );
}

/**
 * Profit and loss by vendor and by game over the page's date range (spec §2 personalProfit;
 * issue 5 "Records"), from real rounds of in-house and vendor games; the totals are the server's.
 */
export function GameProfitSection({ range, enabled }: { range: DateRange; enabled: boolean }) {
  const { t } = useTranslation('records');
  const result = useGameProfit(range, enabled);
  const data = result.data;
  return (
    <section className={betStyles.profitSection} data-testid="game-profit">
      <SectionHeader
        as="h2"
        icon={<Icon name="chart" size={SECTION_ICON_SIZE} />}
        title={t('gameProfit.title')}
      />
      <RecordsBody
        name="game-profit"
        query={result}
        disabled={!enabled}
        empty={data?.byVendor.length === 0 && data?.byGame.length === 0}
      >
        {data && (
          <div className={betStyles.profitGrid}>
            <ProfitGroup
              title={t('gameProfit.byVendor')}
              testId="game-profit-vendors"
              firstLabel={t('columns.vendor')}
              totals={data.totals}
              rows={data.byVendor.map((row) => ({
                ...row,
                key: row.vassalage,
                label: row.vendorName,
              }))}
            />
            <ProfitGroup
              title={t('gameProfit.byGame')}
              testId="game-profit-games"
              firstLabel={t('columns.game')}
              totals={data.totals}
              rows={data.byGame.map((row) => ({
                ...row,
                key: `${row.vassalage}:${row.gameCode}`,
                label: row.gameName,
                detail: `${row.vendorName} · ${t(`layout:category.${row.gameType}`)}`,
              }))}
            />
          </div>
        )}
      </RecordsBody>
    </section>
  );
}
