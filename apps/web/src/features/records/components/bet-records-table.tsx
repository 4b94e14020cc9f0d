import type { BetRecord } from '@nova/contracts/api/bet-records';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/datetime';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import betStyles from './bet-records.module.css';
import styles from './records.module.css';
import { RecordsTable } from './records-table';
import { roundFigureColumns } from './round-figure-columns';
import { RoundId } from './round-id';

/**
 * In-house rounds are checked by their round on the fairness page, crash rounds by their
 * revealed chain link in its crash checker (decision 018): the two are numbered apart.
 */
function verifyPath(row: BetRecord): string | null {
  if (row.inhouseRoundId !== null)
    return `/fairness?round=${encodeURIComponent(row.inhouseRoundId)}`;
  if (row.crashProof === null) return null;
  const query = new URLSearchParams({ hash: row.crashProof.hash, salt: row.crashProof.salt });
  return `/fairness?${query.toString()}`;
}

function VerifyLink({ row }: { row: BetRecord }) {
  const { t } = useTranslation('records');
  const path = verifyPath(row);
  if (path === null) return null;
  return (
    <Link to={path} className={betStyles.verify} data-testid="bet-record-verify">
      {t('bets.verify')}
    </Link>
  );
}

/**
 * One row per round: time, game and round id, stake, payout, profit, status (with the fairness link
 * under it); cards on phones.
 */
export function BetRecordsTable({ rows }: { rows: readonly BetRecord[] }) {
  const { t } = useTranslation('records');
  const money = useMoneyFormat();
  return (
    <RecordsTable<BetRecord>
      testId="bet-records-table"
      rowTestId="bet-record"
      rows={rows}
      rowKey={(row) => `${row.source}:${row.vassalage}:${row.roundId}`}
      rowData={(row) => ({ 'round-id': row.roundId, source: row.source })}
      columns={[
        {
          key: 'time',
          label: t('columns.placedAt'),
          className: styles.time,
          cell: (row) => {
            // Date over time: the table has many columns to fit beside the member-center menu.
            const [day, time] = formatDateTime(new Date(row.placedAt)).split(' ');
            return (
              <span className={betStyles.when}>
                <span>{day}</span>
                <small>{time}</small>
              </span>
            );
          },
        },
        {
          key: 'game',
          label: t('columns.game'),
          cell: (row) => (
            <span className={betStyles.game}>
              <strong>{row.gameName}</strong>
              <small>
                {row.vendorName} · {t(`layout:category.${row.gameType}`)}
              </small>
              {/* Under the game, not a column of its own: the table must fit beside the menu. */}
              <RoundId id={row.roundId} label={t('columns.round')} />
            </span>
          ),
        },
        ...roundFigureColumns<BetRecord>(t, money, 'bet-record-profit'),
        {
          key: 'status',
          label: t('columns.status'),
          cell: (row) => (
            <span className={betStyles.statusCell}>
              <span
                className={`${styles.badge} ${betStyles.status}`}
                data-status={row.status}
                data-testid="bet-record-status"
              >
                {t(`bets.status.${row.status}`)}
              </span>
              <VerifyLink row={row} />
            </span>
          ),
        },
      ]}
    />
  );
}
