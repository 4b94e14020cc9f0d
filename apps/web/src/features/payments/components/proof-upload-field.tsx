import { UPLOAD_MAX_FILES } from '@nova/contracts/constants';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import type { ProofFiles } from '../hooks/use-proof-files';
import styles from './proof-upload-field.module.css';

export interface ProofUploadFieldProps {
  proofs: ProofFiles;
  label: string;
  /** A message of the form (no image yet) shown when the picker has none of its own. */
  error?: string | null;
}

/**
 * Proof images for a deposit slip or a withdrawal confirmation (spec §5: png or jpg, each under
 * 5 MB, at most 3): previews with remove, wrong files refused with a translated reason.
 */
export function ProofUploadField({ proofs, label, error }: ProofUploadFieldProps) {
  const { t } = useTranslation('payments');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The form's "no image yet" goes away as soon as one is picked.
  const message = proofs.issue
    ? t(`proof.issue.${proofs.issue}`)
    : proofs.files.length === 0
      ? error
      : null;
  const full = proofs.files.length >= UPLOAD_MAX_FILES;
  return (
    <div className={styles.field} data-testid="proof-field">
      <label htmlFor={inputId} className={styles.label}>
        {label}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </label>
      <ul className={styles.grid}>
        {proofs.files.map((item, index) => (
          <li key={item.key} className={styles.thumb} data-testid="proof-preview">
            {item.preview ? (
              <img src={item.preview} alt={t('proof.previewAlt', { n: index + 1 })} />
            ) : (
              <Icon name="file" size={28} />
            )}
            <span className={styles.name}>{item.file.name}</span>
            <button
              type="button"
              className={styles.remove}
              onClick={() => proofs.remove(item.key)}
              aria-label={t('proof.remove', { name: item.file.name })}
              data-testid="proof-remove"
            >
              <Icon name="close" size={14} />
            </button>
          </li>
        ))}
        {!full && (
          <li>
            <button
              type="button"
              className={styles.add}
              onClick={() => input.current?.click()}
              data-testid="proof-add"
            >
              <Icon name="arrow-up" size={22} />
              <span>{t('proof.add')}</span>
              <span className={styles.count}>
                {proofs.files.length}/{UPLOAD_MAX_FILES}
              </span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        className={styles.input}
        onChange={(e) => {
          proofs.add(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
        data-testid="proof-input"
      />
      {message ? (
        <p className={styles.error} role="alert" data-testid="proof-error">
          {message}
        </p>
      ) : (
        <p className={styles.hint}>{t('proof.hint', { max: UPLOAD_MAX_FILES })}</p>
      )}
    </div>
  );
}
