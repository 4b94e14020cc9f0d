import styles from './home-page.module.css';

/**
 * Placeholder frames while the sections' chunk or the game menus load, so the page keeps its
 * height. Its own module: home-page.tsx shows it without loading the sections.
 */
export function HomeSectionsSkeleton() {
  return (
    <div className={styles.sections} aria-hidden>
      {[0, 1].map((section) => (
        <div key={section} className={styles.sectionSkeleton}>
          <span className={styles.skeletonTitle} />
          <div className={styles.skeletonRow}>
            {[0, 1, 2, 3, 4, 5].map((card) => (
              <span key={card} className={styles.skeletonCard} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
