import type { ExclusionKind, LimitKey, ProtectionOverview } from '@nova/contracts/api/protection';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon-full';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/errors';
import security from '../../security/components/security-center.module.css';
import { useProtection } from '../api/protection-queries';
import { useProtectionFormat } from '../hooks/use-protection-format';
import { LIMIT_GROUPS } from '../lib/limits';
import { ExclusionDialog } from './exclusion-dialog';
import { LimitCard } from './limit-card';
import { LimitDialog } from './limit-dialog';
import styles from './protection.module.css';
import { RealityCheckSetting } from './reality-check-setting';

type Dialog = { limit: LimitKey } | { exclusion: ExclusionKind };

/**
 * Responsible gaming in the security center (issue 14, SECURITY.md 34–37): the limits with what
 * is used of them and any pending change, the reality-check interval, and the two ways to
 * step away (a time-out, a self-exclusion).
 */
export function ProtectionSection() {
  const { t } = useTranslation(['protection', 'errors']);
  const overview = useProtection();

  let body: ReactNode;
  if (overview.isPending) {
    body = (
      <div className={security.loading} data-testid="protection-loading">
        <Spinner label={t('common:loading')} />
      </div>
    );
  } else if (overview.isError) {
    body = (
      <div className={security.inlineError} role="alert" data-testid="protection-error">
        <span>{errorMessage(t, overview.error)}</span>
        <Button
          size="sm"
          variant="outline"
          onClick={() => overview.refetch()}
          data-testid="protection-retry"
        >
          {t('common:retry')}
        </Button>
      </div>
    );
  } else {
    body = <ProtectionBody overview={overview.data} />;
  }

  return (
    <section className={security.panel} id="responsible-gaming" data-testid="protection-section">
      <header className={security.panelHead}>
        <span className={security.panelIcon} aria-hidden="true">
          <Icon name="shield" size={18} />
        </span>
        <div>
          <h2 className={security.panelTitle}>{t('title')}</h2>
          <p className={security.panelSubtitle}>{t('subtitle')}</p>
        </div>
      </header>
      {body}
    </section>
  );
}

function ProtectionBody({ overview }: { overview: ProtectionOverview }) {
  const { t } = useTranslation('protection');
  const format = useProtectionFormat(overview.scale);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const { exclusion } = overview;

  return (
    <>
      {exclusion && (
        <p className={styles.exclusionBanner} role="status" data-testid="protection-exclusion">
          <Icon name="lock" size={18} className={styles.bannerIcon} />
          <span>
            {exclusion.endsAt
              ? t(`active.${exclusion.kind}`, { until: format.date(exclusion.endsAt) })
              : t('active.PERMANENT')}
          </span>
        </p>
      )}
      <p className={security.lastLogin} data-testid="protection-cooling-off">
        <Icon name="info" size={16} />
        <span>{t('rule', { count: overview.coolingOffHours })}</span>
      </p>
      <div className={styles.limitGrid}>
        {LIMIT_GROUPS.map((group) => (
          <LimitCard
            key={group.kind}
            group={group}
            limits={overview.limits}
            format={format}
            onEdit={(key) => setDialog({ limit: key })}
          />
        ))}
      </div>
      <div className={styles.toolGrid}>
        <RealityCheckSetting realityCheck={overview.realityCheck} />
        {!exclusion && (
          <>
            <BreakCard kind="TIMEOUT" onStart={() => setDialog({ exclusion: 'TIMEOUT' })} />
            <BreakCard
              kind="SELF_EXCLUSION"
              onStart={() => setDialog({ exclusion: 'SELF_EXCLUSION' })}
            />
          </>
        )}
      </div>

      {dialog && 'limit' in dialog && (
        <LimitDialog limitKey={dialog.limit} overview={overview} onClose={close} />
      )}
      {dialog && 'exclusion' in dialog && (
        <ExclusionDialog kind={dialog.exclusion} scale={overview.scale} onClose={close} />
      )}
    </>
  );
}

/** A way to step away: what it is, and the button that opens its dialog. */
function BreakCard({ kind, onStart }: { kind: ExclusionKind; onStart: () => void }) {
  const { t } = useTranslation('protection');
  const group = kind === 'TIMEOUT' ? 'timeout' : 'selfExclusion';
  return (
    <article className={styles.toolCard} data-kind={kind} data-testid={`protection-${group}`}>
      <header className={styles.limitHead}>
        <span
          className={styles.limitIcon}
          data-tone={kind === 'TIMEOUT' ? 'warning' : 'danger'}
          aria-hidden="true"
        >
          <Icon name={kind === 'TIMEOUT' ? 'clock' : 'lock'} size={20} />
        </span>
        <div>
          <h3 className={styles.limitTitle}>{t(`exclusion.${group}.cardTitle`)}</h3>
          <p className={styles.limitDetail}>{t(`exclusion.${group}.cardDetail`)}</p>
        </div>
      </header>
      <Button
        size="sm"
        variant="outline"
        className={styles.toolAction}
        onClick={onStart}
        data-testid={`protection-start-${group}`}
      >
        {t(`exclusion.${group}.action`)}
      </Button>
    </article>
  );
}
