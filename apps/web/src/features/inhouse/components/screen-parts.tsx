import type { ReactNode } from 'react';
import styles from './game-screen.module.css';

/** Why the last action of a screen failed (already translated); nothing when it did not. */
export function ScreenError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className={styles.error} role="alert" data-testid="inhouse-error">
      {error}
    </p>
  );
}

/** A segmented choice of a game's parameter (dice direction, plinko rows and risk). */
export function ChoicePills<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  disabled,
  label,
  testId,
}: {
  legend: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  disabled: boolean;
  /** The visible text of an option. */
  label: (option: T) => string;
  /** The option's test id, e.g. `dice-under`. */
  testId: (option: T) => string;
}) {
  return (
    <fieldset className={styles.choice} disabled={disabled}>
      <legend>{legend}</legend>
      <div className={styles.pill}>
        {options.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={value === option}
            data-testid={testId(option)}
            onClick={() => onChange(option)}
          >
            {label(option)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** A row of figures (multiplier, chance, gems...); `compact` in the narrow controls column. */
export function Figures({
  items,
  compact = false,
}: {
  items: readonly { label: string; value: string; testId?: string }[];
  compact?: boolean;
}) {
  return (
    <div className={styles.figures} data-compact={compact || undefined}>
      {items.map((item) => (
        <div key={item.label} className={styles.figure}>
          <span>{item.label}</span>
          <strong data-testid={item.testId}>{item.value}</strong>
        </div>
      ))}
    </div>
  );
}

/** The screen's last results as chips, newest first; `className` gives the game's colours. */
export function ResultChips({
  label,
  items,
  className,
}: {
  label: string;
  items: readonly { id: string; win: boolean; text: ReactNode }[];
  className?: string;
}) {
  if (items.length === 0) return null;
  return (
    <ol className={`${styles.history} ${className ?? ''}`} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} data-win={item.win}>
          {item.text}
        </li>
      ))}
    </ol>
  );
}
