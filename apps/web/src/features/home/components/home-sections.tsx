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
