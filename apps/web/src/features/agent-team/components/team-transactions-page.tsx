import {
  AGENT_PAGE_SIZE,
  type getTeamTransactions,
  TEAM_TRANSACTION_TYPES,
} from '@nova/contracts/api/agent-team';
import type { ValueOf } from '@nova/contracts/endpoint';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/datetime';
import { DateRangeFilter } from '../../records/components/date-range-filter';
import { Pagination } from '../../records/components/pagination';
import records from '../../records/components/records.module.css';
import { RecordsTable } from '../../records/components/records-table';
import { SignedAmount } from '../../records/components/signed-amount';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { useTeamTransactions } from '../api/team-queries';
import { useTeamFilters } from '../hooks/use-team-filters';
import { AccountFilter } from './account-filter';
import styles from './agent-team.module.css';
import { FigureTotals } from './figure-totals';
import { TeamBody } from './team-body';

type TransactionType = (typeof TEAM_TRANSACTION_TYPES)[number];
type TeamTransaction = ValueOf<typeof getTeamTransactions>['content'][number];

/**
 * Team transactions (spec §2 agentDownlineTransactionDetailsCopy): the team members' deposits,
 * withdrawals, transfers, bonuses and agent payouts in a range, by type and account, 20 a page,
 * with money in and out over the whole range.
 */
export function TeamTransactionsPage() {
  const { t } = useTranslation('agentTeam');
  const typeId = useId();
  const filters = useTeamFilters();
  const [type, setType] = useState<TransactionType | ''>('');
  const result = useTeamTransactions(
    {
      ...filters.dates.range,
      pageNo: filters.pageNo,
      pageSize: AGENT_PAGE_SIZE,
      account: filters.account === '' ? undefined : filters.account,
      type: type === '' ? undefined : type,
    },
    filters.enabled,
  );
  const data = result.data;

  return (
    <div className={records.page} data-testid="team-transactions-page">
      <div className={records.filters}>
        <div className={records.typeField}>
          <label htmlFor={typeId}>{t('filters.type')}</label>
          <select
            id={typeId}
            className={records.select}
            value={type}
            onChange={(event) => {
              setType(event.target.value as TransactionType | '');
              filters.setPageNo(1);
            }}
            data-testid="team-transactions-type"
          >
            <option value="">{t('filters.allTypes')}</option>
            {TEAM_TRANSACTION_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`transactionTypes.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <AccountFilter value={filters.account} onApply={filters.setAccount} />
        <DateRangeFilter state={filters.dates} />
      </div>
      {filters.enabled && data && (
        <FigureTotals
          figures={['credit', 'debit']}
          totals={data.totals}
          testId="transactions-totals"
        />
      )}
      <TeamBody
        name="transactions"
        query={result}
        disabled={!filters.enabled}
        empty={data?.content.length === 0}
        emptyIcon="transfer"
      >
        {data && <TeamTransactionTable rows={data.content} />}
        {data && (
          <p className={records.count} data-testid="transactions-count">
            {t('recordCount', { count: data.totalElements })}
          </p>
        )}
      </TeamBody>
      {filters.enabled && data && (
        <Pagination page={data.pageNum} totalPages={data.totalPages} onChange={filters.setPageNo} />
      )}
    </div>
  );
}

function TeamTransactionTable({ rows }: { rows: readonly TeamTransaction[] }) {
  const { t } = useTranslation('agentTeam');
  const money = useMoneyFormat();
  return (
    <RecordsTable<TeamTransaction>
      testId="transactions-table"
      rowTestId="transactions-row"
      rows={rows}
      rowKey={(row) => row.id}
      rowType={(row) => row.type}
      columns={[
        {
          key: 'time',
          label: t('columns.time'),
          className: records.time,
          cell: (row) => formatDateTime(new Date(row.time)),
        },
        {
          key: 'account',
          label: t('columns.account'),
          cell: (row) => <span className={styles.account}>{row.account}</span>,
        },
        {
          key: 'type',
          label: t('columns.type'),
          cell: (row) => (
            <span className={records.badge} data-type={row.type}>
              {t(`transactionTypes.${row.type}`)}
            </span>
          ),
        },
        {
          key: 'amount',
          label: t('columns.amount'),
          numeric: true,
          cell: (row) => <SignedAmount minor={row.amount} testId="transactions-amount" />,
        },
        {
          key: 'balance',
          label: t('columns.balanceAfter'),
          numeric: true,
          cell: (row) => money.format(row.balanceAfter),
        },
      ]}
    />
  );
}
