import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icon-full';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  icon?: IconName;
  /** Translated message shown under the field. */
  error?: string | null;
  hint?: ReactNode;
  /** Right-side slot inside the field (a "send code" button, a captcha image). */
  trailing?: ReactNode;
  /** The input element (react-hook-form's `register` reads the value from it). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with an icon, an inline error and a show/hide toggle for passwords. */
export function TextField({
  label,
  icon,
  error,
  hint,
  trailing,
  type = 'text',
  id,
  className,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <div
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-invalid={Boolean(error)}
    >
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {rest.required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={styles.control}>
        {icon && <Icon name={icon} size={18} className={styles.icon} />}
        <input
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          className={styles.input}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
        {isPassword && (
          <button
            type="button"
            className={styles.reveal}
            onClick={() => setRevealed(!revealed)}
            aria-label={revealed ? t('hidePassword') : t('showPassword')}
            aria-pressed={revealed}
            data-testid={`${rest.name ?? 'password'}-reveal`}
          >
            <Icon name={revealed ? 'eye-off' : 'eye'} size={18} />
          </button>
        )}
        {trailing}
      </div>
      {error ? (
        <p
          id={errorId}
          className={styles.error}
          role="alert"
          data-testid={`${rest.name ?? 'field'}-error`}
        >
          {error}
        </p>
      ) : (
        hint && <p className={styles.hint}>{hint}</p>
      )}
    </div>
  );
}
