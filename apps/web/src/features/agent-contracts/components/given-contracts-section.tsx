import type { Contract, ContractKind } from '@nova/contracts/api/agent-contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { ButtonLink } from '../../../components/button-link';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon-full';
import { SectionHeader } from '../../../components/section-header';
import { Pagination } from '../../records/components/pagination';
import { RecordsBody } from '../../records/components/records-body';
import { RecordsTable } from '../../records/components/records-table';
import { CONTRACTS_PAGE_SIZE, useContracts } from '../api/contracts-queries';
import { type ContractFormat, useContractFormat } from '../hooks/use-contract-format';
import { KIND_SLUG } from '../lib/kinds';
import { tierRate } from '../lib/tiers';
import { ContractActions } from './contract-actions';
import { ContractStateBadge } from './contract-badges';
import { ContractViewDialog } from './contract-view-dialog';
import styles from './contracts.module.css';
import section from './section.module.css';

/** Downline management, where contracts are offered to a sub-agent row. */
const DOWNLINES_PATH = '/agentHome?page=downlineManagmentView';

/** The contracts of the kind I gave my sub-agents, 20 a page, with their state and actions. */
export function GivenContractsSection({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agentContracts');
  const format = useContractFormat();
  const [pageNo, setPageNo] = useState(1);
  const [viewing, setViewing] = useState<Contract | null>(null);
  const query = useContracts({ role: 'DOWNLINE', kind, pageNo, pageSize: CONTRACTS_PAGE_SIZE });
  const data = query.data;
  const kindName = t(`kinds.${KIND_SLUG[kind]}.name`);
  const offerLink = (
    <ButtonLink
      to={DOWNLINES_PATH}
      size="sm"
      variant="outline"
      icon={<Icon name="users" size={14} />}
    >
      {t('given.offerFromDownlines')}
    </ButtonLink>
  );

  return (
    <section className={section.section} data-testid="given-contracts">
      <SectionHeader
        as="h2"
        className={section.head}
        icon={<Icon name="users" size={18} />}
        title={t('given.title', { kind: kindName })}
        subtitle={t('given.subtitle')}
        action={data && data.content.length > 0 ? offerLink : undefined}
      />
      {data?.totalElements === 0 ? (
        <EmptyState
          icon="contract"
          title={t('given.emptyTitle', { kind: t(`kinds.${KIND_SLUG[kind]}.lower`) })}
          description={t('given.emptyText')}
          action={offerLink}
          className={styles.emptyBlock}
        />
      ) : (
        <RecordsBody name="given-contracts" query={query} disabled={false} empty={false}>
          {data && (
            <RecordsTable<Contract>
              testId="given-contracts-table"
              rowTestId="given-contract-row"
              rows={data.content}
              rowKey={(row) => row.id}
              rowData={(row) => ({ state: row.state })}
              columns={[
                {
                  key: 'downline',
                  label: t('given.columns.downline'),
                  cell: (row) => row.downline,
                },
                {
                  key: 'state',
                  label: t('given.columns.state'),
                  cell: (row) => <ContractStateBadge state={row.state} />,
                },
                {
                  key: 'period',
                  label: t('given.columns.period'),
                  cell: (row) => t(`periods.${row.period}`),
                },
                {
                  key: 'tiers',
                  label: t('given.columns.tiers'),
                  cell: (row) => tiersSummary(row, format, t),
                },
                {
                  key: 'date',
                  label: t('given.columns.date'),
                  cell: (row) => format.date(row.signedAt ?? row.createdAt),
                },
                {
                  key: 'actions',
                  label: t('given.columns.actions'),
                  cell: (row) => (
                    <div className={styles.rowActions}>
                      <Button size="sm" variant="ghost" onClick={() => setViewing(row)}>
                        {t('actions.details')}
                      </Button>
                      <ContractActions contract={row} />
                    </div>
                  ),
                },
              ]}
            />
          )}
        </RecordsBody>
      )}
      {data && <Pagination page={data.pageNum} totalPages={data.totalPages} onChange={setPageNo} />}
      {viewing && <ContractViewDialog contract={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}

/** "3 tiers, up to 30.00%": how many tiers and the best they pay. */
function tiersSummary(contract: Contract, format: ContractFormat, t: TFunction): string {
  let best = 0n;
  for (const tier of contract.tiers) {
    const rate = tierRate(tier, contract.rateType);
    if (rate > best) best = rate;
  }
  return t('given.tiersSummary', {
    count: contract.tiers.length,
    best: contract.rateType === 'FIXED' ? format.money.format(best) : format.percent(best),
  });
}
