import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import type { IconName } from '../../../components/icon-full';
import { Icon } from '../../../components/icon-full';
import { PageHero } from '../../../components/page-hero';
import styles from './point-mall-page.module.css';

/** Spec §2 "Points-mall subpages: exchange, exchange records, points details, rules". */
const TABS: readonly { key: string; icon: IconName }[] = [
  { key: 'exchange', icon: 'gift' },
  { key: 'records', icon: 'list' },
  { key: 'details', icon: 'coins' },
  { key: 'rules', icon: 'file' },
];

export function PointMallPage() {
  const { t } = useTranslation('layout');
  const [params, setParams] = useSearchParams();
  const active = TABS.find((tab) => tab.key === params.get('tab')) ?? TABS[0];
  return (
    <div className={styles.page} data-testid="point-mall-page">
      <PageHero
        icon="coins"
        theme={4}
        title={t('pointMall.title')}
        subtitle={t('pointMall.subtitle')}
      >
        <span className={styles.never}>
          <Icon name="sparkles" size={16} />
          {t('pointMall.neverExpire')}
        </span>
      </PageHero>
      <div className={styles.tabs} role="tablist">
        {TABS.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            aria-selected={tab.key === active?.key}
            className={styles.tab}
            onClick={() => setParams({ tab: tab.key }, { replace: true })}
          >
            <Icon name={tab.icon} size={18} />
            {t(`pointMall.tabs.${tab.key}`)}
          </button>
        ))}
      </div>
      <EmptyState
        tone="coming"
        icon={active?.icon ?? 'gift'}
        badge={t('common:comingSoon')}
        title={t('pointMall.comingTitle')}
        description={t('pointMall.coming')}
      />
    </div>
  );
}
