import type { KycDocument } from '@nova/contracts/api/kyc';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon-full';
import { formatDateTime } from '../../../lib/datetime';
import security from '../../security/components/security-center.module.css';
import styles from './kyc.module.css';

/** Every document the member sent, newest first: its review, a rejection's reason, a preview. */
export function KycDocuments({
  documents,
  onView,
}: {
  documents: readonly KycDocument[];
  onView: (id: number) => void;
}) {
  const { t } = useTranslation('kyc');
  return (
    <div className={styles.history}>
      <h3 className={styles.historyTitle}>{t('history.title')}</h3>
      {documents.length === 0 ? (
        <p className={styles.historyEmpty} data-testid="kyc-docs-empty">
          <Icon name="file" size={16} />
          {t('history.empty')}
        </p>
      ) : (
        <div className={security.tableWrap}>
          <table className={`${security.table} ${styles.table}`} data-testid="kyc-docs">
            <thead>
              <tr>
                <th scope="col">{t('history.kind')}</th>
                <th scope="col">{t('history.uploadedAt')}</th>
                <th scope="col">{t('history.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('history.file')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {documents.map((doc) => {
                const uploaded = formatDateTime(new Date(doc.uploadedAt));
                const kind = t(`kinds.${doc.kind}.title`);
                return (
                  <tr key={doc.id} data-testid="kyc-doc-row" data-status={doc.status}>
                    <td>
                      <span className={styles.docKind}>
                        <Icon name={doc.kind === 'IDENTITY' ? 'user' : 'home'} size={14} />
                        {kind}
                      </span>
                    </td>
                    <td className={security.mono}>{uploaded}</td>
                    <td>
                      <span className={styles.chip} data-state={doc.status}>
                        {t(`document.${doc.status}`)}
                      </span>
                      {doc.status === 'REJECTED' && doc.reason && (
                        <span className={styles.rowReason}>{doc.reason}</span>
                      )}
                    </td>
                    <td className={styles.viewCell}>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => onView(doc.id)}
                        icon={<Icon name="eye" size={16} />}
                        aria-label={t('history.viewOf', { kind, time: uploaded })}
                        data-testid={`kyc-view-${doc.id}`}
                      >
                        {t('history.view')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
