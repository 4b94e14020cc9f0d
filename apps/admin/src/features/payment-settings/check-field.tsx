import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

/** A checkbox with its label, a hint below, and the field's error (the server's too). */
export function CheckField({
  label,
  hint,
  error,
  ref,
  ...input
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const id = useId();
  return (
    <div className={`ps-check${error ? ' ps-check-error' : ''}`}>
      <input
        id={id}
        ref={ref}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        {...input}
      />
      <div className="ps-check-text">
        <label htmlFor={id}>{label}</label>
        {error ? (
          <span className="ps-check-message" id={`${id}-note`} role="alert">
            {error}
          </span>
        ) : (
          <span className="ps-check-hint" id={`${id}-note`}>
            {hint}
          </span>
        )}
      </div>
    </div>
  );
}
