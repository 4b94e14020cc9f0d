import type { MemberFigures } from '@nova/contracts/api/agent-team';
import { useTranslation } from 'react-i18next';
import { formatCount, useLocale } from '../../../lib/locale';
import { type RecordsColumn, RecordsTable } from '../../records/components/records-table';
import { SignedAmount } from '../../records/components/signed-amount';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { isCountFigure, isResultFigure } from '../lib/figures';
import styles from './agent-team.module.css';

export type MemberFigure = Exclude<keyof MemberFigures, 'memberId' | 'account' | 'level'>;

/** Each team member's figures in the range: account (with its level), then the page's figures. */
export function MemberFiguresTable({
  rows,
  figures,
  testId,
}: {
  rows: readonly MemberFigures[];
  figures: readonly MemberFigure[];
  testId: string;
}) {
  const { t } = useTranslation('agentTeam');
  const money = useMoneyFormat();
  const locale = useLocale();
  const columns: RecordsColumn<MemberFigures>[] = [
    {
      key: 'account',
      label: t('columns.account'),
      cell: (row) => (
        <span className={styles.who}>
          <span className={styles.account}>{row.account}</span>
          <small className={styles.rowNote}>{t('level', { level: row.level })}</small>
        </span>
      ),
    },
    ...figures.map(
      (figure): RecordsColumn<MemberFigures> => ({
        key: figure,
        label: t(`figures.${figure}`),
        numeric: true,
        cell: (row) => {
          if (isCountFigure(figure)) return formatCount(Number(row[figure]), locale);
          if (isResultFigure(figure)) return <SignedAmount minor={String(row[figure])} />;
          return money.format(String(row[figure]));
        },
      }),
    ),
  ];
  return (
    <div className={styles.dense}>
      <RecordsTable<MemberFigures>
        testId={testId}
        rowTestId={`${testId}-row`}
        rows={rows}
        rowKey={(row) => row.memberId}
        columns={columns}
      />
    </div>
  );
}
