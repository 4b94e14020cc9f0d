import type { Contract } from '@nova/contracts/api/agent-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon-full';
import { Modal } from '../../../components/modal/modal';
import { showNotice } from '../../../components/notice';
import { errorMessage } from '../../../lib/errors';
import { useRefuseContract } from '../api/contracts-queries';
import { useContractFormat } from '../hooks/use-contract-format';
import { useSignFlow } from '../hooks/use-sign-flow';
import { KIND_SLUG } from '../lib/kinds';
import { ConfirmDialog } from './confirm-dialog';
import styles from './contracts.module.css';
import { SignWarningDialog } from './sign-warning-dialog';
import { TermsChips } from './terms-chips';
import { TiersTable } from './tiers-table';

export interface OfferPopupDialogProps {
  offer: Contract;
  /** The contract of this kind in force now, which signing replaces. */
  signed: Contract | null;
  position: { index: number; total: number };
  onLater: () => void;
}

/** One waiting offer: who offers it, its terms, and sign (with the cancellation warning), refuse or later. */
export function OfferPopupDialog({ offer, signed, position, onLater }: OfferPopupDialogProps) {
  const { t } = useTranslation(['agentContracts', 'errors']);
  const format = useContractFormat();
  const kindName = t(`kinds.${KIND_SLUG[offer.kind]}.lower`);
  const sign = useSignFlow(() => showNotice(t('notices.signed', { kind: kindName })));
  const refuse = useRefuseContract();
  const [refusing, setRefusing] = useState(false);

  return (
    <Modal
      name="contract-popup"
      title={t('popup.title', { kind: kindName })}
      onClose={onLater}
      size="md"
    >
      <div className={styles.popup} data-testid="contract-popup" data-kind={offer.kind}>
        <div className={styles.popupIntro}>
          <span className={styles.popupIcon} aria-hidden="true">
            <Icon name="contract" size={26} />
          </span>
          <div>
            <p className={styles.popupLead} data-testid="contract-popup-from">
              {t('popup.from', { party: format.party(offer.upline), kind: kindName })}
            </p>
            <p className={styles.popupDate}>
              {t('popup.sent', { date: format.date(offer.createdAt) })}
            </p>
          </div>
          {position.total > 1 && (
            <span className={styles.popupCount} data-testid="contract-popup-count">
              {t('popup.count', position)}
            </span>
          )}
        </div>
        <TermsChips terms={offer} />
        <TiersTable
          kind={offer.kind}
          rateType={offer.rateType}
          tiers={offer.tiers}
          format={format}
          testId="popup-tiers"
        />
        <p className={styles.popupNote}>
          {signed
            ? t('popup.replaces', { date: format.date(signed.signedAt ?? signed.createdAt) })
            : t('popup.starts')}
        </p>
        {sign.error !== null && (
          <p className={styles.inlineError} role="alert" data-testid="contract-popup-error">
            {errorMessage(t, sign.error)}
          </p>
        )}
        <div className={styles.popupActions}>
          <Button variant="ghost" onClick={onLater} data-testid="contract-popup-later">
            {t('popup.later')}
          </Button>
          <Button
            variant="outline"
            onClick={() => setRefusing(true)}
            data-testid="contract-popup-refuse"
          >
            {t('actions.refuse')}
          </Button>
          <Button
            loading={sign.pending}
            icon={<Icon name="check" size={16} />}
            onClick={() => void sign.start(offer)}
            data-autofocus
            data-testid="contract-popup-sign"
          >
            {t('actions.sign')}
          </Button>
        </div>
      </div>
      {sign.warning && <SignWarningDialog flow={sign} />}
      {refusing && (
        <ConfirmDialog
          name="contract-refuse"
          title={t('confirm.refuse.title', { kind: kindName })}
          message={t('confirm.refuse.downline', {
            kind: kindName,
            account: format.party(offer.upline),
          })}
          confirmLabel={t('actions.refuseConfirm')}
          onConfirm={async () => {
            await refuse.mutateAsync(offer.id);
            setRefusing(false);
            showNotice(t('notices.refuse', { kind: kindName }));
          }}
          onClose={() => setRefusing(false)}
        />
      )}
    </Modal>
  );
}
