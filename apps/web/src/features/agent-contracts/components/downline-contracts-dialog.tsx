import type { Contract } from '@nova/contracts/api/agent-contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal/modal';
import { useContractFormat } from '../hooks/use-contract-format';
import { KIND_SLUG } from '../lib/kinds';
import { ContractActions } from './contract-actions';
import { ContractStateBadge } from './contract-badges';
import styles from './contracts.module.css';

export interface DownlineContractsDialogProps {
  account: string;
  contracts: readonly Contract[];
  /** all: every contract with this sub-agent; terminable: those that can be ended now. */
  mode: 'all' | 'terminable';
  onView: (contract: Contract) => void;
  onClose: () => void;
}

/** The contracts with one sub-agent, newest first, each with its details and its actions. */
export function DownlineContractsDialog({
  account,
  contracts,
  mode,
  onView,
  onClose,
}: DownlineContractsDialogProps) {
  const { t } = useTranslation('agentContracts');
  const format = useContractFormat();
  return (
    <Modal
      name={`downline-contracts-${mode}`}
      title={t(`downline.${mode}Title`, { account })}
      onClose={onClose}
      size="md"
    >
      <ul className={styles.contractList} data-testid="downline-contract-list">
        {contracts.map((contract) => (
          <li key={contract.id} className={styles.contractItem} data-testid="downline-contract">
            <div className={styles.contractItemHead}>
              <strong>{t(`kinds.${KIND_SLUG[contract.kind]}.name`)}</strong>
              <ContractStateBadge state={contract.state} />
            </div>
            <p className={styles.contractItemMeta}>
              {t(`periods.${contract.period}`)}
              {' · '}
              {t('tiers.summary', { count: contract.tiers.length })}
              {' · '}
              {format.date(contract.signedAt ?? contract.createdAt)}
            </p>
            <div className={styles.contractItemActions}>
              <Button size="sm" variant="ghost" onClick={() => onView(contract)}>
                {t('actions.details')}
              </Button>
              <ContractActions contract={contract} />
            </div>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
