import {
  EXCLUSION_DURATIONS_BY_KIND,
  type ExclusionDuration,
  type ExclusionKind,
  exclusionEndsAt,
} from '@nova/contracts/api/protection';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox';
import { FormDialog } from '../../../components/form-dialog';
import { Icon } from '../../../components/icon-full';
import { TextField } from '../../../components/text-field';
import { errorCodeOf, errorMessage } from '../../../lib/errors';
import { useStartExclusion } from '../api/protection-queries';
import { useEndSession } from '../hooks/use-end-session';
import { useProtectionFormat } from '../hooks/use-protection-format';
import styles from './protection.module.css';

/** The i18n group of each kind. */
const GROUP: Record<ExclusionKind, string> = {
  TIMEOUT: 'timeout',
  SELF_EXCLUSION: 'selfExclusion',
};

export interface ExclusionDialogProps {
  kind: ExclusionKind;
  scale: number;
  onClose: () => void;
}

/**
 * A time-out or a self-exclusion (SECURITY.md 35, 36): what happens, said plainly before the
 * player commits; the current password, since it cannot be undone; then every session ends,
 * this one too, and the player is told until when.
 */
export function ExclusionDialog({ kind, scale, onClose }: ExclusionDialogProps) {
  const { t } = useTranslation(['protection', 'errors']);
  const format = useProtectionFormat(scale);
  const mutation = useStartExclusion();
  const endSession = useEndSession();
  const group = GROUP[kind];
  const durations = EXCLUSION_DURATIONS_BY_KIND[kind];
  const [duration, setDuration] = useState<ExclusionDuration>(durations[0] ?? '24H');
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; understood?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const end = exclusionEndsAt(duration, new Date());

  async function submit() {
    const found = {
      password: password === '' ? t('exclusion.passwordRequired') : undefined,
      understood: understood ? undefined : t('exclusion.understandRequired'),
    };
    setErrors(found);
    setAlert(null);
    if (found.password || found.understood) return;
    try {
      const exclusion = await mutation.mutateAsync({ kind, duration, password });
      const message = exclusion.endsAt
        ? t(`exclusion.started.${kind}`, { until: format.date(exclusion.endsAt) })
        : t('exclusion.started.PERMANENT');
      endSession({ tone: 'warning', title: t(`exclusion.${group}.startedTitle`), message });
    } catch (error) {
      if (errorCodeOf(error) === 'INVALID_CREDENTIALS') {
        setErrors({ password: errorMessage(t, error) });
      } else {
        setAlert(errorMessage(t, error));
      }
    }
  }

  const points = [
    'immediate',
    'sessions',
    'final',
    kind === 'TIMEOUT' ? 'timeoutClosed' : 'selfExclusionClosed',
  ];

  return (
    <FormDialog
      id="protection-exclusion"
      title={t(`exclusion.${group}.title`)}
      icon={kind === 'TIMEOUT' ? 'clock' : 'lock'}
      intro={t(`exclusion.${group}.intro`)}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={t(`exclusion.${group}.submit`)}
      submitting={mutation.isPending}
      alert={alert}
    >
      <fieldset className={styles.durations}>
        <legend className={styles.fieldLabel}>{t('exclusion.duration')}</legend>
        <div className={styles.durationOptions} data-count={durations.length}>
          {durations.map((option) => (
            <label
              key={option}
              className={styles.durationOption}
              data-checked={duration === option}
            >
              <input
                type="radio"
                name="duration"
                value={option}
                checked={duration === option}
                onChange={() => setDuration(option)}
                data-testid={`protection-duration-${option}`}
              />
              <span>{t(`exclusion.durations.${option}`)}</span>
            </label>
          ))}
        </div>
        <p className={styles.endsAt} data-testid="protection-exclusion-ends">
          <Icon name="calendar" size={14} />
          {end ? t('exclusion.endsAt', { date: format.date(end) }) : t('exclusion.endsNever')}
        </p>
      </fieldset>
      <div className={styles.consequences} data-testid="protection-exclusion-consequences">
        <p className={styles.fieldLabel}>{t('exclusion.what')}</p>
        <ul className={styles.consequenceList}>
          {points.map((point) => (
            <li key={point} className={styles.consequence}>
              <Icon
                name={point === 'selfExclusionClosed' ? 'withdraw' : 'alert'}
                size={14}
                className={styles.consequenceIcon}
              />
              <span>{t(`exclusion.points.${point}`)}</span>
            </li>
          ))}
        </ul>
      </div>
      <TextField
        type="password"
        name="password"
        label={t('exclusion.password')}
        placeholder={t('exclusion.passwordPlaceholder')}
        icon="lock"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        data-testid="protection-exclusion-password"
      />
      <Checkbox
        name="understood"
        label={t('exclusion.understand')}
        checked={understood}
        onChange={(event) => setUnderstood(event.target.checked)}
        error={errors.understood}
        data-testid="protection-exclusion-understood"
      />
    </FormDialog>
  );
}
