import type { Contract } from '@nova/contracts/api/agent-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon-full';
import { Spinner } from '../../../components/spinner';
import { CONTRACTS_PAGE_SIZE, useContracts } from '../api/contracts-queries';
import { contractActions, isOpen } from '../lib/kinds';
import { KindStateBadge } from './contract-badges';
import { ContractViewDialog } from './contract-view-dialog';
import styles from './contracts.module.css';
import { DownlineContractsDialog } from './downline-contracts-dialog';
import { OfferDialog } from './offer-dialog';

type Open = 'offer' | 'all' | 'terminable' | null;

/**
 * The contract actions of one sub-agent row in downline management (issue 15 "offer, view and
 * terminate contracts from here"): its open contracts with me as upline as badges, and offer,
 * view and terminate.
 */
export function DownlineContractActions({
  downline,
}: {
  downline: { id: number; account: string };
}) {
  const { t } = useTranslation('agentContracts');
  const query = useContracts({
    role: 'DOWNLINE',
    downlineId: downline.id,
    pageNo: 1,
    pageSize: CONTRACTS_PAGE_SIZE,
  });
  const contracts = query.data?.content ?? [];
  const open = contracts.filter(isOpen);
  const terminable = contracts.filter((contract) =>
    contractActions(contract).some((action) => action === 'terminate' || action === 'withdraw'),
  );
  const [dialog, setDialog] = useState<Open>(null);
  const [viewing, setViewing] = useState<Contract | null>(null);
  // The list follows the data: a contract just ended leaves it, and an empty list closes.
  const listed = dialog === 'all' ? contracts : dialog === 'terminable' ? terminable : null;

  return (
    <div className={styles.downline} data-testid={`downline-contracts-${downline.id}`}>
      <div className={styles.downlineBadges}>
        {query.isPending ? (
          <Spinner size="sm" />
        ) : open.length > 0 ? (
          open.map((contract) => (
            <KindStateBadge key={contract.id} kind={contract.kind} state={contract.state} />
          ))
        ) : (
          <span className={styles.downlineNone}>{t('downline.none')}</span>
        )}
      </div>
      <div className={styles.downlineButtons}>
        <Button
          size="sm"
          icon={<Icon name="contract" size={14} />}
          onClick={() => setDialog('offer')}
          data-testid="downline-offer"
        >
          {t('downline.offer')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={contracts.length === 0}
          onClick={() => setDialog('all')}
          data-testid="downline-view"
        >
          {t('downline.view')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={terminable.length === 0}
          onClick={() => setDialog('terminable')}
          data-testid="downline-terminate"
        >
          {t('downline.terminate')}
        </Button>
      </div>
      {dialog === 'offer' && <OfferDialog downline={downline} onClose={() => setDialog(null)} />}
      {listed && listed.length > 0 && (dialog === 'all' || dialog === 'terminable') && (
        <DownlineContractsDialog
          account={downline.account}
          contracts={listed}
          mode={dialog}
          onView={(contract) => {
            setDialog(null);
            setViewing(contract);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {viewing && <ContractViewDialog contract={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
