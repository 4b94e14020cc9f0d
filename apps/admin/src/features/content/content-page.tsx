import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card, PageHeader, Tabs } from '../../components/ui';
import { AnnouncementsTab } from './announcements-tab';
import { BannersTab } from './banners-tab';
import { CONTENT_TABS, type ContentTabKey } from './content-shared';
import { HelpPagesTab } from './help-pages-tab';
import { SiteImagesTab } from './site-images-tab';

const PANELS: Record<ContentTabKey, () => ReactNode> = {
  announcements: () => <AnnouncementsTab />,
  banners: () => <BannersTab />,
  help: () => <HelpPagesTab />,
  images: () => <SiteImagesTab />,
};

/**
 * Site content: announcements (marquee, popups, promotions, headlines) in every site language,
 * banners, the help center's pages and the site images (logos, payment logos, licences,
 * certifications, social, age badge). The tab and the filters live in the URL
 * (`?tab=banners&group=w_home`, `?tab=help&language=EN`).
 */
export default function ContentPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: ContentTabKey = (CONTENT_TABS as readonly string[]).includes(raw ?? '')
    ? (raw as ContentTabKey)
    : 'announcements';
  return (
    <>
      <PageHeader title={t('content.title')} subtitle={t('content.subtitle')} />
      <Card className="content-card">
        <Tabs
          label={t('content.title')}
          tabs={CONTENT_TABS.map((key) => ({ key, label: t(`content.tabs.${key}`) }))}
          active={tab}
          onChange={(key) => setParams({ tab: key })}
        />
        {PANELS[tab]()}
      </Card>
    </>
  );
}
