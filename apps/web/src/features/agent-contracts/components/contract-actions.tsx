import type { Contract } from '@nova/contracts/api/agent-contracts';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonSize } from '../../../components/button';
import { Icon } from '../../../components/icon-full';
import { showNotice } from '../../../components/notice';
import { errorMessage } from '../../../lib/errors';
import { useRefuseContract, useTerminateContract } from '../api/contracts-queries';
import { useSignFlow } from '../hooks/use-sign-flow';
import { type ContractAction, contractActions, KIND_SLUG } from '../lib/kinds';
import { ConfirmDialog } from './confirm-dialog';
import styles from './contracts.module.css';
import { OfferDialog } from './offer-dialog';
import { SignWarningDialog } from './sign-warning-dialog';

export interface ContractActionsProps {
  contract: Contract;
  size?: ButtonSize;
  /** After an action went through (the caller may close its dialog). */
  onDone?: () => void;
}

type Asking = 'refuse' | 'withdraw' | 'terminate' | 'answer' | null;

/**
 * The buttons a contract offers the asking agent in its state and role (spec §4 "Contracts"):
 * sign or refuse an offer; withdraw one's own offer; answer or refuse a request; terminate a
 * signed contract after confirming it ends with the current period.
 */
export function ContractActions({ contract, size = 'sm', onDone }: ContractActionsProps) {
  const { t } = useTranslation(['agentContracts', 'errors']);
  const actions = contractActions(contract);
  const refuse = useRefuseContract();
  const terminate = useTerminateContract();
  const kindName = t(`kinds.${KIND_SLUG[contract.kind]}.lower`);
  const sign = useSignFlow(() => {
    showNotice(t('notices.signed', { kind: kindName }));
    onDone?.();
  });
  const [asking, setAsking] = useState<Asking>(null);
  if (actions.length === 0) return null;

  async function run(action: 'refuse' | 'withdraw' | 'terminate') {
    if (action === 'refuse') await refuse.mutateAsync(contract.id);
    else await terminate.mutateAsync(contract.id);
    setAsking(null);
    showNotice(t(`notices.${action}`, { kind: kindName }));
    onDone?.();
  }

  const buttons: Record<ContractAction, () => ReactElement> = {
    sign: () => (
      <Button
        key="sign"
        size={size}
        loading={sign.pending}
        icon={<Icon name="check" size={16} />}
        onClick={() => void sign.start(contract)}
        data-testid="contract-sign"
      >
        {t('actions.sign')}
      </Button>
    ),
    refuse: () => (
      <Button
        key="refuse"
        size={size}
        variant="outline"
        onClick={() => setAsking('refuse')}
        data-testid="contract-refuse"
      >
        {t('actions.refuse')}
      </Button>
    ),
    withdraw: () => (
      <Button
        key="withdraw"
        size={size}
        variant="outline"
        onClick={() => setAsking('withdraw')}
        data-testid="contract-withdraw"
      >
        {t('actions.withdraw')}
      </Button>
    ),
    answer: () => (
      <Button
        key="answer"
        size={size}
        icon={<Icon name="contract" size={16} />}
        onClick={() => setAsking('answer')}
        data-testid="contract-answer"
      >
        {t('actions.answer')}
      </Button>
    ),
    terminate: () => (
      <Button
        key="terminate"
        size={size}
        variant="outline"
        onClick={() => setAsking('terminate')}
        data-testid="contract-terminate"
      >
        {t('actions.terminate')}
      </Button>
    ),
  };

  return (
    <div className={styles.actionGroup}>
      {actions.map((action) => buttons[action]())}
      {sign.error !== null && (
        <p className={styles.inlineError} role="alert" data-testid="contract-action-error">
          {errorMessage(t, sign.error)}
        </p>
      )}
      {sign.warning && <SignWarningDialog flow={sign} />}
      {asking === 'answer' && (
        <OfferDialog
          downline={{ id: contract.downlineId, account: contract.downline }}
          kind={contract.kind}
          onClose={() => setAsking(null)}
          onOffered={onDone}
        />
      )}
      {(asking === 'refuse' || asking === 'withdraw' || asking === 'terminate') && (
        <ConfirmDialog
          name={`contract-${asking}`}
          title={t(`confirm.${asking}.title`, { kind: kindName })}
          message={t(`confirm.${asking}.${contract.role === 'UPLINE' ? 'upline' : 'downline'}`, {
            kind: kindName,
            account:
              contract.role === 'UPLINE' ? contract.downline : (contract.upline ?? t('platform')),
          })}
          confirmLabel={t(`actions.${asking}Confirm`)}
          tone={asking === 'terminate' ? 'danger' : 'warning'}
          onConfirm={() => run(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}
