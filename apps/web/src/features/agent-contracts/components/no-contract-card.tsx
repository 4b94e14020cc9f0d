import type { Contract, ContractKind } from '@nova/contracts/api/agent-contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon-full';
import { showNotice } from '../../../components/notice';
import { errorMessage } from '../../../lib/errors';
import { useRequestContract } from '../api/contracts-queries';
import { useContractFormat } from '../hooks/use-contract-format';
import { KIND_SLUG } from '../lib/kinds';
import styles from './contracts.module.css';

export interface NoContractCardProps {
  kind: ContractKind;
  /** My request waiting for terms, if I sent one. */
  requested: Contract | null;
  /** An offer is shown above: no request button then. */
  waitingOffer: boolean;
}

/** No contract of the kind in force: ask the upline (or the platform) for one (spec §4 "Request"). */
export function NoContractCard({ kind, requested, waitingOffer }: NoContractCardProps) {
  const { t } = useTranslation(['agentContracts', 'errors']);
  const format = useContractFormat();
  const request = useRequestContract();
  const kindName = t(`kinds.${KIND_SLUG[kind]}.lower`);

  async function ask() {
    try {
      await request.mutateAsync(kind);
      showNotice(t('notices.requested', { kind: kindName }));
    } catch {
      // Shown under the button from the mutation's error.
    }
  }

  return (
    <article className={styles.noContract} data-testid="my-contract-none">
      <span className={styles.noContractIcon} aria-hidden="true">
        <Icon name="contract" size={26} />
      </span>
      <div className={styles.noContractText}>
        <h3>{t('mine.noneTitle', { kind: kindName })}</h3>
        {requested ? (
          <p data-testid="my-contract-requested">
            {t('mine.requested', {
              date: format.date(requested.createdAt),
              party: format.party(requested.upline),
            })}
          </p>
        ) : (
          <p>{t(waitingOffer ? 'mine.noneOffer' : 'mine.noneText')}</p>
        )}
        {request.error && (
          <p className={styles.inlineError} role="alert" data-testid="my-contract-request-error">
            {errorMessage(t, request.error)}
          </p>
        )}
      </div>
      {!requested && !waitingOffer && (
        <Button
          loading={request.isPending}
          onClick={() => void ask()}
          data-testid="my-contract-request"
        >
          {t('mine.request')}
        </Button>
      )}
    </article>
  );
}
