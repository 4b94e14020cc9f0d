import type { OpsKycDocument } from '@nova/contracts/api/ops-kyc';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { Button, Notice, Spinner } from '../../components/ui';
import { errorText } from '../../lib/api';
import { dateTime } from '../../lib/format';
import { useOperator } from '../../lib/session';
import { fetchKycFile } from './kyc-file';
import { DocumentStatusBadge, fileText, kindText } from './kyc-shared';

type Loaded = { url: string } | { error: unknown } | null;

/** The file fetched with the operator's session into an object URL, released when it closes. */
function useObjectUrl(id: number | null): Loaded {
  const [file, setFile] = useState<Loaded>(null);
  useEffect(() => {
    setFile(null);
    if (id === null) return;
    const controller = new AbortController();
    let url: string | null = null;
    fetchKycFile(id, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setFile({ url });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setFile({ error });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
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
  const file = useObjectUrl(doc?.id ?? null);
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
