import { openPrivateFile, type PrivateFile } from '@nova/client/private-file';
import { getKycDocumentFile, type KycDocument } from '@nova/contracts/api/kyc';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal/modal';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/errors';
import styles from './kyc.module.css';

/**
 * The member's own file, fetched with the session into an object URL (released on close): an
 * image inline, a pdf in a frame with a link to open it in a tab of its own.
 */
export function KycFileViewer({
  document: doc,
  onClose,
}: {
  document: KycDocument;
  onClose: () => void;
}) {
  const { t } = useTranslation(['kyc', 'errors']);
  const [file, setFile] = useState<PrivateFile | null>(null);

  useEffect(() => openPrivateFile(getKycDocumentFile, { id: doc.id }, setFile), [doc.id]);

  const title = t(`kinds.${doc.kind}.title`);
  let body = (
    <div className={styles.viewerLoading}>
      <Spinner label={t('viewer.loading')} />
    </div>
  );
  if (file && 'error' in file) {
    body = (
      <p className={styles.issue} role="alert" data-testid="kyc-viewer-error">
        {errorMessage(t, file.error)}
      </p>
    );
  } else if (file && doc.mime === 'application/pdf') {
    body = (
      <div className={styles.viewerPdf}>
        <iframe src={file.url} title={title} data-testid="kyc-viewer-pdf" />
        <a href={file.url} target="_blank" rel="noopener noreferrer" className={styles.viewerLink}>
          {t('viewer.open')}
        </a>
      </div>
    );
  } else if (file) {
    body = (
      <img
        className={styles.viewerImage}
        src={file.url}
        alt={title}
        data-testid="kyc-viewer-image"
      />
    );
  }

  return (
    <Modal name="kyc-file" title={title} size="lg" onClose={onClose}>
      {body}
    </Modal>
  );
}
