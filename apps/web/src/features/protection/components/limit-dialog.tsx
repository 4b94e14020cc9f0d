import type { Limit, LimitKey, ProtectionOverview } from '@nova/contracts/api/protection';
import { minorToDecimal } from '@nova/contracts/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { Icon } from '../../../components/icon-full';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/errors';
import { useSecurityToast } from '../../security/hooks/use-security-toast';
import { useSetLimit } from '../api/protection-queries';
import { useProtectionFormat } from '../hooks/use-protection-format';
import {
  findLimit,
  keyId,
  type LimitInput,
  limitChange,
  parseMoneyLimit,
  parseSessionLimit,
  waitsCoolingOff,
} from '../lib/limits';
import styles from './protection.module.css';

export interface LimitDialogProps {
  limitKey: LimitKey;
  overview: ProtectionOverview;
  onClose: () => void;
}

/**
 * Set, lower, raise or remove one limit (SECURITY.md 34). Money is typed as a decimal and sent
 * in minor units; the note under the field says, as the player types, whether the change
 * applies at once or waits the brand's cooling-off and then the player's confirmation.
 */
export function LimitDialog({ limitKey, overview, onClose }: LimitDialogProps) {
  const { t } = useTranslation(['protection', 'errors']);
  const format = useProtectionFormat(overview.scale);
  const mutation = useSetLimit();
  const toast = useSecurityToast((state) => state.show);
  const current = findLimit(overview.limits, limitKey);
  const session = limitKey.kind === 'SESSION';
  const name = t(`limits.names.${limitKey.kind}_${limitKey.period}`);
  const [text, setText] = useState(current ? editable(current) : '');
  const [issue, setIssue] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const parsed: LimitInput = session
    ? parseSessionLimit(text)
    : parseMoneyLimit(text, overview.scale);
  const change = parsed.ok ? limitChange(current, parsed.value) : null;

  function editable(limit: Limit): string {
    // Plain digits and a point, as parseDecimal reads them in every language.
    return session ? limit.value : minorToDecimal(BigInt(limit.value), overview.scale);
  }

  function issueText(input: Exclude<LimitInput, { ok: true }>): string {
    if (input.issue === 'required')
      return t(session ? 'dialog.issues.minutes' : 'dialog.issues.required');
    return t(`dialog.issues.${input.issue}`, { scale: overview.scale });
  }

  async function save(value: bigint | null) {
    setAlert(null);
    try {
      const answer = await mutation.mutateAsync({
        ...limitKey,
        value: value === null ? null : value.toString(),
      });
      const now = findLimit(answer.limits, limitKey);
      if (now?.pending) {
        toast(t('dialog.pendingSaved', { date: format.date(now.pending.effectiveAt) }));
      } else if (now) {
        toast(t('dialog.saved', { limit: name, value: format.value(now.kind, now.value) }));
      } else {
        toast(t('dialog.removed', { limit: name }));
      }
      onClose();
    } catch (error) {
      setAlert(errorMessage(t, error));
    }
  }

  function submit() {
    if (!parsed.ok) {
      setIssue(issueText(parsed));
      return;
    }
    if (change === 'same') {
      setIssue(t('dialog.issues.same'));
      return;
    }
    setIssue(null);
    void save(parsed.value);
  }

  const hint = session
    ? parsed.ok
      ? t('dialog.minutesEqual', { duration: format.duration(Number(parsed.value)) })
      : t('dialog.minutesHint')
    : overview.scale > 0
      ? t('dialog.amountHint', { count: overview.scale })
      : t('dialog.amountHintWhole');

  return (
    <FormDialog
      id="protection-limit"
      title={t(current ? 'dialog.changeTitle' : 'dialog.setTitle', { limit: name })}
      icon={session ? 'clock' : 'shield'}
      intro={
        current
          ? t('dialog.introCurrent', {
              limit: name,
              value: format.value(current.kind, current.value),
            })
          : t('dialog.introNew', { limit: name })
      }
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('dialog.save')}
      submitting={mutation.isPending}
      alert={alert}
    >
      <TextField
        name="limitValue"
        label={
          session ? t('dialog.minutes') : t('dialog.amount', { currency: format.money.symbol })
        }
        placeholder={t(session ? 'dialog.minutesPlaceholder' : 'dialog.amountPlaceholder')}
        inputMode={session ? 'numeric' : 'decimal'}
        autoComplete="off"
        maxLength={session ? 4 : 24}
        required
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setIssue(null);
        }}
        error={issue}
        hint={hint}
        data-testid="protection-limit-input"
      />
      <ChangeNote change={change} hours={overview.coolingOffHours} keyName={keyId(limitKey)} />
      {current && current.pending?.value !== null && (
        <div className={styles.removeRow}>
          <p>{t('dialog.removeNote', { count: overview.coolingOffHours })}</p>
          <button
            type="button"
            className={styles.linkButton}
            disabled={mutation.isPending}
            onClick={() => void save(null)}
            data-testid="protection-limit-remove"
          >
            {t('dialog.remove')}
          </button>
        </div>
      )}
    </FormDialog>
  );
}

/** What the typed value would do: at once, or after the cooling-off and a confirmation. */
function ChangeNote({
  change,
  hours,
  keyName,
}: {
  change: ReturnType<typeof limitChange> | null;
  hours: number;
  keyName: string;
}) {
  const { t } = useTranslation('protection');
  const waits = change !== null && waitsCoolingOff(change);
  const text =
    change === null
      ? t('dialog.note.rule', { count: hours })
      : t(`dialog.note.${change}`, { count: hours });
  return (
    <p
      className={styles.changeNote}
      data-tone={waits ? 'wait' : change === null ? 'info' : 'now'}
      data-change={change ?? 'none'}
      data-testid="protection-limit-note"
      data-key={keyName}
    >
      <Icon
        name={waits ? 'clock' : change === null ? 'info' : 'check'}
        size={16}
        className={styles.noteIcon}
      />
      <span>{text}</span>
    </p>
  );
}
