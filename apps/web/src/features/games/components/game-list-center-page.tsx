import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon';
import { LazyImage } from '../../../components/lazy-image';
import { SectionHeader } from '../../../components/section-header';
import { vendorPath } from '../../../lib/vendor-path';
import { useRouteCategory } from '../hooks/use-route-category';
import { CATEGORY_ICONS } from '../lib/categories';
import { CategoryHero } from './category-hero';
import styles from './game-pages.module.css';
import { VendorGrid } from './vendor-grid';

/**
 * Game list center: live, fish, slots, cards, bingo (spec §2); `?vassalage=` narrows the list to
 * one vendor. The game lists themselves come with the games issue.
 */
export function GameListCenterPage() {
  const { t } = useTranslation('layout');
  const { category, menu } = useRouteCategory();
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage');
  const selected = menu.vendors.find((v) => v.vassalage === vassalage) ?? null;

  return (
    <div className={styles.page} data-testid="game-list-center-page" data-category={category}>
      <CategoryHero category={category} vendorCount={menu.vendors.length} />

      {menu.vendors.length > 0 && (
        <nav className={styles.chips} aria-label={t('games.providers')} data-testid="vendor-filter">
          <Link
            to={menu.path}
            className={styles.chip}
            aria-current={selected ? undefined : 'page'}
            data-testid="vendor-filter-all"
          >
            <Icon name="grid" size={16} />
            {t('games.allProviders')}
          </Link>
          {menu.vendors.map((vendor) => (
            <Link
              key={vendor.vassalage}
              to={vendorPath(category, vendor.vassalage, menu.path)}
              className={`${styles.chip} ${styles.withLogo}`}
              aria-current={vendor.vassalage === selected?.vassalage ? 'page' : undefined}
              data-testid={`vendor-filter-${vendor.vassalage}`}
            >
              <LazyImage src={vendor.logo} alt="" className={styles.chipLogo} eager />
              {vendor.displayName}
            </Link>
          ))}
        </nav>
      )}

      <section className={styles.section} data-testid="game-list" data-vassalage={vassalage ?? ''}>
        <SectionHeader
          icon="fire"
          title={
            selected
              ? t('games.vendorGames', { vendor: selected.displayName })
              : t('games.allGames')
          }
        />
        <EmptyState
          tone="coming"
          icon={CATEGORY_ICONS[category]}
          badge={t('common:comingSoon')}
          title={t('games.listComingTitle')}
          description={t('games.listComing', {
            name: selected?.displayName ?? t(`category.${category}`),
          })}
        />
      </section>

      {menu.vendors.length > 0 ? (
        <section className={styles.section}>
          <SectionHeader
            icon="grid"
            title={t('games.providers')}
            subtitle={t('games.pickProvider')}
          />
          <VendorGrid vendors={menu.vendors} selected={selected?.vassalage} />
        </section>
      ) : (
        <EmptyState icon={CATEGORY_ICONS[category]} title={t('games.noProviders')} />
      )}
    </div>
  );
}
