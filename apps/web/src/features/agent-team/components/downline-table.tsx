import type { Downline } from '@nova/contracts/api/agent-team';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon-full';
import { formatDateTime } from '../../../lib/datetime';
import { formatCount, useLocale } from '../../../lib/locale';
import { DownlineContractActions } from '../../agent-contracts/components/downline-contract-actions';
import records from '../../records/components/records.module.css';
import { RecordsTable } from '../../records/components/records-table';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import styles from './agent-team.module.css';

/**
 * The downlines of one level (or a search): an agent's account opens its own downlines; each row
 * can receive a transfer, and an agent row has its contract actions (the agent-contracts
 * feature's).
 */
export function DownlineTable({
  rows,
  onOpen,
  onTransfer,
}: {
  rows: readonly Downline[];
  onOpen: (id: number) => void;
  onTransfer: (downline: Downline) => void;
}) {
  const { t } = useTranslation('agentTeam');
  const money = useMoneyFormat();
  const locale = useLocale();
  return (
    <RecordsTable<Downline>
      testId="downlines-table"
      rowTestId="downline-row"
      rows={rows}
      rowKey={(row) => row.id}
      rowData={(row) => ({ account: row.account, agent: String(row.isAgent) })}
      columns={[
        {
          key: 'account',
          label: t('columns.account'),
          cell: (row) => (
            <span className={styles.who}>
              {row.isAgent ? (
                <button
                  type="button"
                  className={styles.drill}
                  onClick={() => onOpen(row.id)}
                  title={t('downlines.open', { account: row.account })}
                  data-testid="downline-open"
                >
                  {row.account}
                  <Icon name="chevron-right" size={14} />
                </button>
              ) : (
                <span className={styles.account}>{row.account}</span>
              )}
              {row.nickname && <small className={styles.rowNote}>{row.nickname}</small>}
            </span>
          ),
        },
        {
          key: 'kind',
          label: t('columns.kind'),
          cell: (row) => (
            <span className={styles.who}>
              <span className={styles.kind} data-agent={row.isAgent}>
                {t(row.isAgent ? 'kinds.AGENT' : 'kinds.MEMBER')}
              </span>
              <small className={styles.rowNote}>{t('level', { level: row.level })}</small>
            </span>
          ),
        },
        {
          key: 'balance',
          label: t('columns.balance'),
          numeric: true,
          cell: (row) => money.format(row.balance),
        },
        {
          key: 'lastLogin',
          label: t('columns.lastLogin'),
          className: records.time,
          cell: (row) =>
            row.lastLoginAt ? formatDateTime(new Date(row.lastLoginAt)) : t('downlines.never'),
        },
        {
          key: 'teamSize',
          label: t('columns.teamSize'),
          numeric: true,
          cell: (row) => formatCount(row.teamSize, locale),
        },
        {
          key: 'status',
          label: t('columns.status'),
          cell: (row) => (
            <span className={styles.status} data-status={row.status}>
              {t(`statuses.${row.status}`)}
            </span>
          ),
        },
        {
          key: 'actions',
          label: t('columns.actions'),
          className: styles.actionsCell,
          cell: (row) => (
            <span className={styles.actions}>
              <Button
                size="sm"
                variant="outline"
                icon={<Icon name="transfer" size={14} />}
                onClick={() => onTransfer(row)}
                data-testid="downline-transfer"
              >
                {t('downlines.transfer')}
              </Button>
              {row.isAgent && (
                <DownlineContractActions downline={{ id: row.id, account: row.account }} />
              )}
            </span>
          ),
        },
      ]}
    />
  );
}
