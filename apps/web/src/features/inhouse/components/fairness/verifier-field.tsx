import { type ReactNode, useId } from 'react';
import styles from './fairness.module.css';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
}

/** A labelled field of the fairness calculators. */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A text field of the calculators: seeds, hashes, nonces and targets are pasted or typed. */
export function VerifierInput({
  inputMode,
  ...props
}: FieldProps & { inputMode?: 'numeric' | 'decimal' }) {
  return (
    <Field label={props.label}>
      {(id) => (
        <input
          id={id}
          className={styles.input}
          inputMode={inputMode}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          data-testid={props.testId}
        />
      )}
    </Field>
  );
}

/** A choice of the calculators (game, direction, rows, risk) and of the paytables (mines, rows). */
export function VerifierSelect({
  options,
  ...props
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  return (
    <Field label={props.label}>
      {(id) => (
        <select
          id={id}
          className={styles.input}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          data-testid={props.testId}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** What a calculator answered: the outcome and, when asked, whether the hash check passed. */
export interface VerifierAnswer {
  summary: ReactNode;
  check: { ok: boolean; text: string; testId: string } | null;
}

/** A calculator's answer, or why its input was refused (`invalid`, translated). */
export function VerifierResult({
  invalid,
  answer,
  testId,
}: {
  invalid: string | null;
  answer: VerifierAnswer | null;
  testId: string;
}) {
  return (
    <>
      {invalid && (
        <p className={styles.error} role="alert">
          {invalid}
        </p>
      )}
      {answer && (
        <div className={styles.compare} data-testid={testId}>
          <p className={styles.big}>{answer.summary}</p>
          {answer.check && (
            <p
              className={answer.check.ok ? styles.ok : styles.bad}
              data-testid={answer.check.testId}
              data-ok={answer.check.ok}
            >
              {answer.check.text}
            </p>
          )}
        </div>
      )}
    </>
  );
}
