import { PROMOTION_CATEGORIES } from '@nova/contracts/constants';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHero } from '../../../components/page-hero';
import styles from './promotions-page.module.css';

/** Promotions (spec §2, §3 "Promotion categories"); the offers arrive with the promotions issue. */
export function PromotionsPage() {
  const { t } = useTranslation('layout');
  const [params, setParams] = useSearchParams();
  const active = params.get('category') ?? 'all';
  return (
    <div className={styles.page} data-testid="promotions-page">
      <PageHero
        icon="gift"
        theme={2}
        title={t('promotions.title')}
        subtitle={t('promotions.subtitle')}
      />
      <div className={styles.tabs} role="tablist" aria-label={t('promotions.categories')}>
        {PROMOTION_CATEGORIES.map((category) => (
          <button
            key={category}
            type="button"
            role="tab"
            aria-selected={category === active}
            className={styles.tab}
            onClick={() => setParams(category === 'all' ? {} : { category }, { replace: true })}
            data-testid={`promotion-category-${category}`}
          >
            {t(`promotions.category.${category}`)}
          </button>
        ))}
      </div>
      <EmptyState
        tone="coming"
        icon="gift"
        badge={t('common:comingSoon')}
        title={t('promotions.comingTitle')}
        description={t('promotions.coming')}
      />
    </div>
  );
}
