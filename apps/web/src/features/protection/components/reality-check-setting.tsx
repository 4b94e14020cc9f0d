import { type ProtectionOverview, REALITY_CHECK_MINUTES } from '@nova/contracts/api/protection';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/errors';
import { useSetRealityCheck } from '../api/protection-queries';
import styles from './protection.module.css';

/**
 * The reality-check interval (SECURITY.md 37): off or every 15 to 120 minutes; the brand's
 * default is marked, and is what applies until the player chooses.
 */
export function RealityCheckSetting({
  realityCheck,
}: {
  realityCheck: ProtectionOverview['realityCheck'];
}) {
  const { t } = useTranslation(['protection', 'errors']);
  const mutation = useSetRealityCheck();
  const selectId = useId();
  const { intervalMinutes, brandDefaultMinutes } = realityCheck;

  function label(minutes: number): string {
    const text = minutes === 0 ? t('reality.off') : t('reality.every', { count: minutes });
    return minutes === brandDefaultMinutes ? t('reality.default', { label: text }) : text;
  }

  return (
    <article
      className={`${styles.toolCard} ${styles.realityCard}`}
      data-testid="protection-reality"
    >
      <header className={styles.limitHead}>
        <span className={styles.limitIcon} data-tone="info" aria-hidden="true">
          <Icon name="bell" size={20} />
        </span>
        <div>
          <h3 className={styles.limitTitle}>{t('reality.title')}</h3>
          <p className={styles.limitDetail}>{t('reality.detail')}</p>
        </div>
      </header>
      <div className={styles.selectField}>
        <label htmlFor={selectId} className={styles.fieldLabel}>
          {t('reality.interval')}
        </label>
        <div className={styles.selectRow}>
          <select
            id={selectId}
            className={styles.select}
            value={intervalMinutes}
            disabled={mutation.isPending}
            onChange={(event) => mutation.mutate({ intervalMinutes: Number(event.target.value) })}
            data-testid="protection-reality-select"
          >
            {REALITY_CHECK_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {label(minutes)}
              </option>
            ))}
          </select>
          {mutation.isPending && <Spinner size="sm" label={t('common:loading')} />}
        </div>
      </div>
      {mutation.isSuccess && (
        <p className={styles.saved} role="status" data-testid="protection-reality-saved">
          <Icon name="check" size={14} />
          {intervalMinutes === 0
            ? t('reality.savedOff')
            : t('reality.saved', { count: intervalMinutes })}
        </p>
      )}
      {mutation.isError && (
        <p className={styles.inlineError} role="alert" data-testid="protection-reality-error">
          {errorMessage(t, mutation.error)}
        </p>
      )}
    </article>
  );
}
