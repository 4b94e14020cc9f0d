import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card, PageHeader, Tabs } from '../../components/ui';
import { GamesTab } from './games-tab';
import { VendorsTab } from './vendors-tab';

const TABS = ['vendors', 'games'] as const;
type Tab = (typeof TABS)[number];

/**
 * Games (issue 13): the vendors with their maintenance windows, and the games catalogue with its
 * hot and new flags, order and enabling. Reading needs games.read; every control needs
 * games.manage, so a read-only role sees the lists alone. The tab and the filters live in the
 * URL (`?tab=games&vendor=PT`).
 */
export default function GamesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'games' ? 'games' : 'vendors';
  return (
    <>
      <PageHeader title={t('games.title')} subtitle={t('games.subtitle')} />
      <Card className="games-card">
        <Tabs
          label={t('games.title')}
          tabs={TABS.map((key) => ({ key, label: t(`games.tabs.${key}`) }))}
          active={tab}
          onChange={(key) => setParams(key === 'vendors' ? {} : { tab: key })}
        />
        {tab === 'vendors' ? (
          <VendorsTab onOpenVendor={(code) => setParams({ tab: 'games', vendor: code })} />
        ) : (
          <GamesTab />
        )}
      </Card>
    </>
  );
}
