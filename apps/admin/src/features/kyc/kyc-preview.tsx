import { openPrivateFile, type PrivateFile } from '@nova/client/private-file';
import { type OpsKycDocument, opsGetKycFile } from '@nova/contracts/api/ops-kyc';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { Button, Notice, Spinner } from '../../components/ui';
import { errorText } from '../../lib/api';
import { dateTime } from '../../lib/format';
import { useOperator } from '../../lib/session';
import { DocumentStatusBadge, fileText, kindText } from './kyc-shared';

/**
 * The file fetched with the operator's session (each read audited) into an object URL, released
 * when the preview closes or moves to another document.
 */
function useKycFile(id: number | null): PrivateFile | null {
  const [file, setFile] = useState<PrivateFile | null>(null);
  useEffect(() => {
    setFile(null);
    if (id === null) return;
    return openPrivateFile(opsGetKycFile, { id }, setFile);
  }, [id]);
  return file;
}

/**
 * One document for review: an image inline, a pdf in a frame (both from a blob URL, never the
 * file's address), its facts, and approve or reject while it is pending. Each open is one audited
 * read.
 */
export function KycPreview({
  doc,
  onClose,
  onDecide,
}: {
  doc: OpsKycDocument | null;
  onClose: () => void;
  /** Absent without kyc.review. */
  onDecide?: (doc: OpsKycDocument, action: 'approve' | 'reject') => void;
}) {
  const { t } = useTranslation();
  const operator = useOperator();
  const file = useKycFile(doc?.id ?? null);
  const kind = doc ? kindText(t, doc) : '';
  let body = <Spinner label={t('kyc.previewLoading')} />;
  if (file && 'error' in file) body = <Notice tone="bad">{errorText(t, file.error)}</Notice>;
  else if (file && doc?.mime === 'application/pdf')
    body = (
      <>
        <iframe className="kyc-frame" src={file.url} title={kind} data-testid="kyc-preview-pdf" />
        <a className="kyc-open" href={file.url} target="_blank" rel="noopener noreferrer">
          {t('kyc.openInTab')}
        </a>
      </>
    );
  else if (file)
    body = <img className="kyc-image" src={file.url} alt={kind} data-testid="kyc-preview-image" />;

  const pending = doc?.status === 'PENDING' && onDecide;
  return (
    <Dialog
      open={doc !== null}
      wide
      title={doc ? t('kyc.previewTitle', { kind, id: doc.id, account: doc.account }) : ''}
      onClose={onClose}
      footer={
        pending ? (
          <>
            <Button variant="danger" onClick={() => onDecide(doc, 'reject')}>
              {t('kyc.reject')}
            </Button>
            <Button variant="primary" onClick={() => onDecide(doc, 'approve')}>
              {t('kyc.approve')}
            </Button>
          </>
        ) : null
      }
    >
      {doc ? (
        <div className="kyc-preview" data-testid="kyc-preview">
          <div className="kyc-preview-file">{body}</div>
          <p className="muted small kyc-preview-facts">
            <DocumentStatusBadge status={doc.status} t={t} /> {fileText(t, doc)} ·{' '}
            {dateTime(doc.uploadedAt, operator.brand.timezone)}
            {doc.reason ? ` · ${doc.reason}` : ''}
          </p>
          <p className="muted small">{t('kyc.previewAudited')}</p>
        </div>
      ) : null}
    </Dialog>
  );
}
