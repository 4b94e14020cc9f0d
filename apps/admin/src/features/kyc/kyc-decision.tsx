import {
  type OpsKycDocument,
  opsApproveKycDocument,
  opsRejectKycDocument,
} from '@nova/contracts/api/ops-kyc';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../components/reason-dialog';
import { callApi } from '../../lib/api';
import { useCan } from '../../lib/session';
import { KycPreview } from './kyc-preview';
import { KYC_QUERY_KEY, kindText } from './kyc-shared';

export type KycAction = 'approve' | 'reject';

/**
 * Approve (an optional note for the audit log) or reject (the reason the player reads) one
 * pending document; the KYC lists and panels refresh after it. A refusal (decided meanwhile:
 * INVALID_STATE) is shown in the dialog and changes nothing.
 */
export function useKycDecision(onDone: (message: string) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [deciding, setDeciding] = useState<{ doc: OpsKycDocument; action: KycAction } | null>(null);
  const approve = deciding?.action === 'approve';
  const words = deciding ? { kind: kindText(t, deciding.doc), account: deciding.doc.account } : {};

  const dialog = (
    <ReasonDialog
      key={deciding ? `${deciding.doc.id}-${deciding.action}` : 'closed'}
      open={deciding !== null}
      title={deciding ? t(approve ? 'kyc.approveTitle' : 'kyc.rejectTitle', words) : ''}
      description={approve ? t('kyc.approveText') : t('kyc.rejectText')}
      confirm={approve ? t('kyc.approve') : t('kyc.reject')}
      danger={!approve}
      optional={approve}
      onClose={() => setDeciding(null)}
      onConfirm={async (text) => {
        if (!deciding) return;
        const params = { id: deciding.doc.id };
        if (approve) {
          await callApi(opsApproveKycDocument, { params, body: text ? { note: text } : {} });
        } else {
          await callApi(opsRejectKycDocument, { params, body: { reason: text } });
        }
        onDone(t(approve ? 'kyc.approved' : 'kyc.rejected', words));
        await queryClient.invalidateQueries({ queryKey: KYC_QUERY_KEY });
      }}
    />
  );
  return {
    decide: (doc: OpsKycDocument, action: KycAction) => setDeciding({ doc, action }),
    dialog,
  };
}

/**
 * Reviewing documents on a KYC screen (the queue, a member's panel): one document previewed at a
 * time and, with kyc.review, decided from its preview or its row (`decide` is absent without
 * it); `done` says what was decided last. `dialogs` are the preview and the decision's dialog.
 */
export function useKycReview() {
  const can = useCan();
  const [previewing, setPreviewing] = useState<OpsKycDocument | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const decision = useKycDecision((message) => {
    setDone(message);
    setPreviewing(null);
  });
  const decide = can('kyc.review') ? decision.decide : undefined;
  const dialogs = (
    <>
      <KycPreview doc={previewing} onClose={() => setPreviewing(null)} onDecide={decide} />
      {decision.dialog}
    </>
  );
  return { preview: setPreviewing, decide, done, dialogs };
}
