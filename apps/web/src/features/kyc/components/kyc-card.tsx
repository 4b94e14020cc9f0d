import type { KycOverview } from '@nova/contracts/api/kyc';
import { KYC_DOCUMENT_KINDS } from '@nova/contracts/api/kyc';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon-full';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/errors';
import security from '../../security/components/security-center.module.css';
import { useKycOverview } from '../api/kyc-queries';
import styles from './kyc.module.css';
import { KycDocuments } from './kyc-documents';
import { KycFileViewer } from './kyc-file-viewer';
import { KycKindRow } from './kyc-kind-row';
import { KycRequirement } from './kyc-requirement';
import { KycStatusBadge } from './kyc-status-badge';

/**
 * Identity verification in the security center (issue 14): the status, why the brand asks for
 * it, one row per document kind with its upload, and the documents sent so far with their
 * review and a preview. Its strings load with it: a local boundary keeps the rest of the page on
 * screen while they arrive.
 */
export function KycCard() {
  return (
    <Suspense fallback={<KycPanel body={<Loading />} />}>
      <KycCardContent />
    </Suspense>
  );
}

function Loading() {
  // The common strings load at boot: this never waits for the kyc namespace.
  const { t } = useTranslation();
  return (
    <div className={security.loading} data-testid="kyc-loading">
      <Spinner label={t('common:loading')} />
    </div>
  );
}

function KycCardContent() {
  const { t } = useTranslation(['kyc', 'errors']);
  const overview = useKycOverview();

  if (overview.isPending) return <KycPanel body={<Loading />} />;
  if (overview.isError) {
    return (
      <KycPanel
        body={
          <div className={security.inlineError} role="alert" data-testid="kyc-error">
            <span>{errorMessage(t, overview.error)}</span>
            <Button
              size="sm"
              variant="outline"
              onClick={() => overview.refetch()}
              data-testid="kyc-retry"
            >
              {t('common:retry')}
            </Button>
          </div>
        }
      />
    );
  }
  return <KycPanel overview={overview.data} body={<KycBody overview={overview.data} />} />;
}

function KycPanel({ overview, body }: { overview?: KycOverview; body: ReactNode }) {
  const { t } = useTranslation('kyc');
  return (
    <section className={security.panel} id="verification" data-testid="kyc-card">
      <header className={security.panelHead}>
        <span className={security.panelIcon} aria-hidden="true">
          <Icon name="user" size={18} />
        </span>
        <div>
          <h2 className={security.panelTitle}>{t('title')}</h2>
          <p className={security.panelSubtitle}>{t('subtitle')}</p>
        </div>
        {overview && <KycStatusBadge status={overview.status} />}
      </header>
      {body}
    </section>
  );
}

function KycBody({ overview }: { overview: KycOverview }) {
  const { t } = useTranslation('kyc');
  const [viewing, setViewing] = useState<number | null>(null);
  const shown = overview.documents.find((d) => d.id === viewing);
  return (
    <>
      <p className={styles.summary} data-status={overview.status} data-testid="kyc-summary">
        {t(`summary.${overview.status}`)}
      </p>
      {overview.status !== 'VERIFIED' && <KycRequirement overview={overview} />}
      <div className={styles.kinds}>
        {KYC_DOCUMENT_KINDS.map((kind) => (
          <KycKindRow
            key={kind}
            kind={kind}
            latest={overview.documents.find((d) => d.kind === kind) ?? null}
          />
        ))}
      </div>
      <KycDocuments documents={overview.documents} onView={setViewing} />
      {shown && <KycFileViewer document={shown} onClose={() => setViewing(null)} />}
    </>
  );
}
