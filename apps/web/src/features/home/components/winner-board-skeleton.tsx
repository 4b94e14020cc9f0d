import styles from './winner-board.module.css';

/** The winner board's place on home while its chunk or its first list loads. */
export function WinnerBoardSkeleton() {
  return <div className={styles.skeleton} aria-hidden="true" />;
}
