import { REMARK_MAX_LENGTH } from '@nova/contracts/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './upline.module.css';

/** The optional remark (spec §9 "remark ≤ 140") with a live counter. */
export function RemarkField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation('funds');
  const id = useId();
  return (
    <div className={styles.remark} data-invalid={Boolean(error)}>
      <div className={styles.remarkHead}>
        <label htmlFor={id}>{t('upline.remark')}</label>
        <span data-testid="upline-remark-counter" aria-live="polite">
          {t('upline.remarkCounter', { count: value.length, max: REMARK_MAX_LENGTH })}
        </span>
      </div>
      <textarea
        id={id}
        name="remark"
        rows={2}
        maxLength={REMARK_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error) || undefined}
        data-testid="upline-remark"
      />
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
