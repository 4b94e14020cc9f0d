import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card, PageHeader, Tabs } from '../../components/ui';
import { AnnouncementsTab } from './announcements-tab';
import { BannersTab } from './banners-tab';

const TABS = ['announcements', 'banners'] as const;
type Tab = (typeof TABS)[number];

/**
 * Site content: announcements (marquee, popups, promotions, headlines) in every site language,
 * and banners. The tab and the filters live in the URL (`?tab=banners&group=w_home`).
 */
export default function ContentPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = raw === 'banners' ? 'banners' : 'announcements';
  return (
    <>
      <PageHeader title={t('content.title')} subtitle={t('content.subtitle')} />
      <Card className="content-card">
        <Tabs
          label={t('content.title')}
          tabs={TABS.map((key) => ({ key, label: t(`content.tabs.${key}`) }))}
          active={tab}
          onChange={(key) => setParams({ tab: key })}
        />
        {tab === 'announcements' ? <AnnouncementsTab /> : <BannersTab />}
      </Card>
    </>
  );
}
