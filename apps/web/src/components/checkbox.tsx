import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './checkbox.module.css';
import { Icon } from './icon-full';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string | null;
}

export function Checkbox({ label, error, id, className, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div
      className={[styles.wrap, className].filter(Boolean).join(' ')}
      data-invalid={Boolean(error)}
    >
      <label htmlFor={inputId} className={styles.row}>
        <input
          id={inputId}
          type="checkbox"
          className={styles.input}
          aria-invalid={Boolean(error) || undefined}
          {...rest}
        />
        <span className={styles.box} aria-hidden="true">
          <Icon name="check" size={14} />
        </span>
        <span className={styles.label}>{label}</span>
      </label>
      {error && (
        <p className={styles.error} role="alert" data-testid={`${rest.name ?? 'checkbox'}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
