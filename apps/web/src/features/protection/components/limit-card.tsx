import type { Limit, LimitKey, PendingLimit } from '@nova/contracts/api/protection';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon, type IconName } from '../../../components/icon-full';
import { errorMessage } from '../../../lib/errors';
import { useSecurityToast } from '../../security/hooks/use-security-toast';
import { useCancelLimit, useConfirmLimit } from '../api/protection-queries';
import type { ProtectionFormat } from '../hooks/use-protection-format';
import { findLimit, keyId, type LimitGroup, usedPercent } from '../lib/limits';
import styles from './protection.module.css';

const GROUP_ICONS: Record<LimitGroup['kind'], IconName> = {
  DEPOSIT: 'deposit',
  LOSS: 'chart',
  WAGER: 'coins',
  SESSION: 'clock',
};

export interface LimitCardProps {
  group: LimitGroup;
  limits: readonly Limit[];
  format: ProtectionFormat;
  onEdit: (key: LimitKey) => void;
}

/** One kind of limit (deposit, loss, wager, session time) with a row per period. */
export function LimitCard({ group, limits, format, onEdit }: LimitCardProps) {
  const { t } = useTranslation('protection');
  const anySet = group.keys.some((key) => findLimit(limits, key));
  return (
    <article
      className={styles.limitCard}
      data-set={anySet}
      data-testid={`protection-kind-${group.kind.toLowerCase()}`}
    >
      <header className={styles.limitHead}>
        <span className={styles.limitIcon} aria-hidden="true">
          <Icon name={GROUP_ICONS[group.kind]} size={20} />
        </span>
        <div>
          <h3 className={styles.limitTitle}>{t(`limits.kinds.${group.kind}.title`)}</h3>
          <p className={styles.limitDetail}>{t(`limits.kinds.${group.kind}.detail`)}</p>
        </div>
      </header>
      <ul className={styles.rows}>
        {group.keys.map((key) => (
          <LimitRow
            key={keyId(key)}
            limitKey={key}
            limit={findLimit(limits, key)}
            format={format}
            onEdit={() => onEdit(key)}
          />
        ))}
      </ul>
    </article>
  );
}

interface LimitRowProps {
  limitKey: LimitKey;
  limit: Limit | undefined;
  format: ProtectionFormat;
  onEdit: () => void;
}

/** A period's limit: its value, a bar of what is used and what remains, any pending change. */
function LimitRow({ limitKey, limit, format, onEdit }: LimitRowProps) {
  const { t } = useTranslation('protection');
  const id = keyId(limitKey);
  const percent = limit ? usedPercent(limit) : 0;
  return (
    <li className={styles.row} data-set={Boolean(limit)} data-testid={`protection-row-${id}`}>
      <div className={styles.rowHead}>
        <div className={styles.rowLabel}>
          <span className={styles.period}>{t(`limits.periods.${limitKey.period}`)}</span>
          <span className={styles.periodHint}>{t(`limits.windows.${limitKey.period}`)}</span>
        </div>
        <strong className={styles.rowValue} data-testid={`protection-value-${id}`}>
          {limit ? format.value(limit.kind, limit.value) : t('limits.none')}
        </strong>
        <Button size="sm" variant="outline" onClick={onEdit} data-testid={`protection-edit-${id}`}>
          {t(limit ? 'limits.change' : 'limits.set')}
        </Button>
      </div>
      {limit && (
        <>
          <div
            className={styles.bar}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={t('limits.usedLabel', { percent })}
            data-level={percent >= 100 ? 'full' : percent >= 80 ? 'high' : 'ok'}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          <div className={styles.usage}>
            <span data-testid={`protection-used-${id}`}>
              {t('limits.used', { used: format.value(limit.kind, limit.used) })}
            </span>
            <span data-testid={`protection-remaining-${id}`}>
              {t('limits.remaining', { remaining: format.value(limit.kind, limit.remaining) })}
            </span>
          </div>
        </>
      )}
      {limit?.pending && (
        <PendingChange limitKey={limitKey} limit={limit} pending={limit.pending} format={format} />
      )}
    </li>
  );
}

interface PendingChangeProps {
  limitKey: LimitKey;
  limit: Limit;
  pending: PendingLimit;
  format: ProtectionFormat;
}

/**
 * A raise or removal waiting out its cooling-off: when it takes effect, and once that is over,
 * the confirmation it needs (SECURITY.md 34). It can be cancelled at any time.
 */
function PendingChange({ limitKey, limit, pending, format }: PendingChangeProps) {
  const { t } = useTranslation(['protection', 'errors']);
  const confirm = useConfirmLimit();
  const cancel = useCancelLimit();
  const toast = useSecurityToast((state) => state.show);
  const id = keyId(limitKey);
  const busy = confirm.isPending || cancel.isPending;
  const failed = confirm.error ?? cancel.error;
  const date = format.date(pending.effectiveAt);

  function run(action: typeof confirm, done: string) {
    confirm.reset();
    cancel.reset();
    action.mutate(
      { kind: limitKey.kind, period: limitKey.period },
      { onSuccess: () => toast(done) },
    );
  }

  return (
    <div
      className={styles.pending}
      data-confirmable={pending.confirmable}
      data-testid={`protection-pending-${id}`}
    >
      <Icon
        name={pending.confirmable ? 'check' : 'clock'}
        size={16}
        className={styles.pendingIcon}
      />
      <div className={styles.pendingText}>
        <strong className={styles.pendingTitle}>
          {pending.value === null
            ? t('pending.remove')
            : t('pending.raise', { value: format.value(limit.kind, pending.value) })}
        </strong>
        <span className={styles.pendingDate} data-testid={`protection-pending-date-${id}`}>
          {t(pending.confirmable ? 'pending.ready' : 'pending.waiting', { date })}
        </span>
      </div>
      <div className={styles.pendingActions}>
        {pending.confirmable && (
          <Button
            size="sm"
            loading={confirm.isPending}
            disabled={busy}
            onClick={() => run(confirm, t('pending.confirmed'))}
            data-testid={`protection-confirm-${id}`}
          >
            {t('pending.confirm')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          loading={cancel.isPending}
          disabled={busy}
          onClick={() => run(cancel, t('pending.cancelled'))}
          data-testid={`protection-cancel-${id}`}
        >
          {t('pending.cancel')}
        </Button>
      </div>
      {failed && (
        <p
          className={styles.pendingError}
          role="alert"
          data-testid={`protection-pending-error-${id}`}
        >
          {errorMessage(t, failed)}
        </p>
      )}
    </div>
  );
}
