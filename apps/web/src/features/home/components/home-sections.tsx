import { useGameMenus } from '../../games/api/use-game-menus';
import { homeSectionMenus } from '../lib/home-sections';
import { CategoryGameRow } from './category-game-row';
import styles from './home-page.module.css';
import { HomeSection } from './home-section';

/** The category sections of home, in spec order, for the categories that have vendors. */
export function HomeSections() {
  const menus = homeSectionMenus(useGameMenus());
  return (
    <div className={styles.sections}>
      {menus.map((menu) => (
        <HomeSection key={menu.category} menu={menu}>
          <CategoryGameRow category={menu.category} />
        </HomeSection>
      ))}
    </div>
  );
}

/** Placeholder frames while the game menus load, so the page keeps its height. */
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
