import type { KycDocument, KycDocumentKind } from '@nova/contracts/api/kyc';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon, type IconName } from '../../../components/icon-full';
import { errorCodeOf, errorMessage } from '../../../lib/errors';
import { useUploadKycDocument } from '../api/kyc-queries';
import {
  checkKycPick,
  KYC_ACCEPT,
  KYC_MAX_MEGABYTES,
  type KycFileIssue,
} from '../lib/kyc-file-rules';
import styles from './kyc.module.css';

const ICONS: Record<KycDocumentKind, IconName> = { IDENTITY: 'user', ADDRESS: 'home' };

/**
 * One document kind: what to send, the latest one's review (with the reason of a rejection) and
 * the upload, offered while nothing of this kind is pending or approved (the server's rule too).
 * The picked file is checked here for type and size first, with a translated message; the server
 * checks its content.
 */
export function KycKindRow({
  kind,
  latest,
}: {
  kind: KycDocumentKind;
  latest: KycDocument | null;
}) {
  const { t } = useTranslation(['kyc', 'errors']);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useUploadKycDocument();
  const [issue, setIssue] = useState<KycFileIssue | null>(null);
  const [done, setDone] = useState(false);
  const state = latest?.status ?? 'none';
  const canUpload = latest === null || latest.status === 'REJECTED';

  /** The server's refusal in this card's words (the generic UPLOAD_INVALID speaks of proofs). */
  function uploadError(error: unknown): string {
    const code = errorCodeOf(error);
    if (code === 'UPLOAD_INVALID') return t('fileIssue.invalid');
    if (code === 'PAYLOAD_TOO_LARGE') return t('fileIssue.size', { size: KYC_MAX_MEGABYTES });
    if (code === 'INVALID_STATE') return t('fileIssue.open');
    return errorMessage(t, error);
  }

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be picked again after a refusal.
    event.target.value = '';
    if (!file) return;
    const checked = checkKycPick(file);
    setDone(false);
    upload.reset();
    if (!checked.ok) {
      setIssue(checked.issue);
      return;
    }
    setIssue(null);
    upload.mutate({ kind, file: checked.blob }, { onSuccess: () => setDone(true) });
  }

  return (
    <article className={styles.kind} data-state={state} data-testid={`kyc-row-${kind}`}>
      <span className={styles.kindIcon} aria-hidden="true">
        <Icon name={ICONS[kind]} size={22} />
      </span>
      <div className={styles.kindBody}>
        <div className={styles.kindHead}>
          <h3 className={styles.kindTitle}>{t(`kinds.${kind}.title`)}</h3>
          <span className={styles.chip} data-state={state} data-testid={`kyc-row-status-${kind}`}>
            {t(`document.${state}`)}
          </span>
        </div>
        <p className={styles.kindDetail}>{t(`kinds.${kind}.detail`)}</p>
        {latest?.status === 'REJECTED' && latest.reason && (
          <p className={styles.reason} data-testid={`kyc-reason-${kind}`}>
            <Icon name="alert" size={14} />
            {t('rejected', { reason: latest.reason })}
          </p>
        )}
        {canUpload && (
          <p className={styles.formats} id={hintId}>
            {t('formats', { size: KYC_MAX_MEGABYTES })}
          </p>
        )}
      </div>
      {canUpload && (
        <div className={styles.kindAction}>
          <input
            ref={input}
            type="file"
            accept={KYC_ACCEPT}
            className={styles.fileInput}
            onChange={picked}
            tabIndex={-1}
            aria-hidden="true"
            data-testid={`kyc-input-${kind}`}
          />
          <Button
            size="sm"
            loading={upload.isPending}
            onClick={() => input.current?.click()}
            icon={<Icon name="arrow-up" size={16} />}
            aria-describedby={hintId}
            data-testid={`kyc-upload-${kind}`}
          >
            {upload.isPending ? t('uploading') : t(latest ? 'uploadAgain' : 'upload')}
          </Button>
        </div>
      )}
      {issue && (
        <p className={styles.issue} role="alert" data-testid={`kyc-issue-${kind}`}>
          {t(`fileIssue.${issue}`, { size: KYC_MAX_MEGABYTES })}
        </p>
      )}
      {upload.isError && (
        <p className={styles.issue} role="alert" data-testid={`kyc-error-${kind}`}>
          {uploadError(upload.error)}
        </p>
      )}
      {done && !canUpload && (
        <p className={styles.done} role="status" data-testid={`kyc-uploaded-${kind}`}>
          <Icon name="check" size={16} />
          {t('uploaded', { kind: t(`kinds.${kind}.title`) })}
        </p>
      )}
    </article>
  );
}
