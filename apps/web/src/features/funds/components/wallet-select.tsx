import { useId } from 'react';
import styles from './transfer-form.module.css';

export interface WalletSelectProps {
  label: string;
  name: string;
  value: string;
  options: readonly { code: string; label: string }[];
  onChange: (code: string) => void;
  error?: string | null;
}

/** A labelled wallet select in the text-field look. */
export function WalletSelect({ label, name, value, options, onChange, error }: WalletSelectProps) {
  const id = useId();
  return (
    <div className={styles.selectField} data-invalid={Boolean(error)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error) || undefined}
        data-testid={`transfer-${name}`}
      >
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p className={styles.error} role="alert" data-testid={`transfer-${name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
