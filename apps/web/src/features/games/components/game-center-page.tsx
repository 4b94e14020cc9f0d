import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon-full';
import { SECTION_ICON_SIZE, SectionHeader } from '../../../components/section-header';
import { useRouteCategory } from '../hooks/use-route-category';
import { CATEGORY_ICONS } from '../lib/categories';
import { CategoryHero } from './category-hero';
import { GameMaintenanceDialog } from './game-maintenance-dialog';
import styles from './game-pages.module.css';
import { MemberGamesLoader } from './member-games-loader';
import { VendorGrid } from './vendor-grid';

/** Game center screens: sports, esports, lottery, e-lottery, cockfight (spec §2). */
export function GameCenterPage() {
  const { t } = useTranslation('layout');
  const { category, menu } = useRouteCategory();
  return (
    <div className={styles.page} data-testid="game-center-page" data-category={category}>
      <CategoryHero category={category} vendorCount={menu.vendors.length} />
      <section>
        <SectionHeader
          icon={<Icon name="grid" size={SECTION_ICON_SIZE} />}
          title={t('games.providers')}
          subtitle={t('games.pickProvider')}
        />
        {menu.vendors.length > 0 ? (
          <VendorGrid vendors={menu.vendors} />
        ) : (
          <EmptyState icon={CATEGORY_ICONS[category]} title={t('games.noProviders')} />
        )}
      </section>
      <GameMaintenanceDialog />
      <MemberGamesLoader />
    </div>
  );
}
