import styles from './motion-toggle.module.css';

export interface MotionToggleProps {
  paused: boolean;
  onToggle: () => void;
  /** Translated labels: what a press does now. */
  pauseLabel: string;
  playLabel: string;
  className?: string;
  testId?: string;
}

/**
 * Pause or play moving content (WCAG 2.2.2 "Pause, stop, hide"): the winner board's scroll, the
 * hot games carousel. Keyboard and switch users get the control pointer users have by hovering.
 */
export function MotionToggle({
  paused,
  onToggle,
  pauseLabel,
  playLabel,
  className,
  testId,
}: MotionToggleProps) {
  return (
    <button
      type="button"
      className={className ? `${styles.toggle} ${className}` : styles.toggle}
      onClick={onToggle}
      aria-label={paused ? playLabel : pauseLabel}
      data-paused={paused}
      data-testid={testId}
    >
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        {paused ? (
          <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5z" />
        ) : (
          <path d="M6 4h4v16H6zM14 4h4v16h-4z" />
        )}
      </svg>
    </button>
  );
}
