import styles from './jackpot-counter.module.css';

/** The jackpot's place on home while its chunk or its first figure loads. */
export function JackpotCounterSkeleton() {
  return <div className={`${styles.frame} ${styles.skeleton}`} aria-hidden="true" />;
}
