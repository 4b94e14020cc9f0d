import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHero } from '../../../components/page-hero';
import { SectionHeader } from '../../../components/section-header';
import { useRouteCategory } from '../hooks/use-route-category';
import { CATEGORY_ICONS } from '../lib/categories';
import styles from './game-pages.module.css';
import { VendorGrid } from './vendor-grid';

const THEMES: Record<string, number> = { SPORTS: 3, ESPORTS: 0, LOTT: 4, ELOTT: 5, COCKFIGHT: 2 };

/** Game center screens: sports, esports, lottery, e-lottery, cockfight (spec §2). */
export function GameCenterPage() {
  const { t } = useTranslation('layout');
  const { category, menu } = useRouteCategory();
  return (
    <div className={styles.page} data-testid="game-center-page" data-category={category}>
      <PageHero
        icon={CATEGORY_ICONS[category]}
        theme={THEMES[category] ?? 0}
        eyebrow={t('nav.providers', { count: menu.vendors.length })}
        title={t(`category.${category}`)}
        subtitle={t(`games.subtitle.${category}`)}
      />
      <section>
        <SectionHeader
          icon="grid"
          title={t('games.providers')}
          subtitle={t('games.pickProvider')}
        />
        {menu.vendors.length > 0 ? (
          <VendorGrid vendors={menu.vendors} />
        ) : (
          <EmptyState icon={CATEGORY_ICONS[category]} title={t('games.noProviders')} />
        )}
      </section>
    </div>
  );
}
