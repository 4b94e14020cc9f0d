import { REMARK_MAX_LENGTH } from '@nova/contracts/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './remark-field.module.css';

/** An optional remark of at most 140 characters (spec §5) with a live counter. */
export function RemarkField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('payments');
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('remark.label')}
      </label>
      <textarea
        id={id}
        name="remark"
        className={styles.textarea}
        rows={3}
        maxLength={REMARK_MAX_LENGTH}
        placeholder={t('remark.placeholder')}
        value={value}
        onChange={(e) => onChange(e.target.value.slice(0, REMARK_MAX_LENGTH))}
        data-testid="remark-input"
      />
      <span className={styles.counter} aria-live="polite" data-testid="remark-counter">
        {value.length}/{REMARK_MAX_LENGTH}
      </span>
    </div>
  );
}
