import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CenterFrame, type CenterFrameItem } from '../../../components/center-frame';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon-full';
import { SECTION_ICON_SIZE, SectionHeader } from '../../../components/section-header';
import { useLiveChatUrl } from '../../system/hooks/use-customer-service';
import styles from './agent-center.module.css';
import { AgentPageContent, agentPageComponent } from './agent-page-content';
import { AGENT_PAGE_ICONS, AGENT_PAGES, agentPageFrom } from './agent-pages';

/** Agent center frame (spec §2 "Agent center pages"); `?page=` picks the page. */
export function AgentCenter() {
  const { t } = useTranslation('layout');
  const [params] = useSearchParams();
  const page = agentPageFrom(params.get('page'));
  const liveChat = useLiveChatUrl();
  const Page = agentPageComponent(page);
  const items: CenterFrameItem[] = [
    ...AGENT_PAGES.map((key) => ({
      key,
      label: t(`agentCenter.pages.${key}`),
      icon: AGENT_PAGE_ICONS[key],
      to: `/agentHome?page=${key}`,
    })),
    ...(liveChat
      ? [
          {
            key: 'customerService',
            label: t('agentCenter.pages.customerService'),
            icon: 'headset' as const,
            to: liveChat,
            external: true,
          },
        ]
      : []),
  ];
  return (
    <div className={styles.wrap}>
      <CenterFrame
        testId="agent-center"
        title={t('agentCenter.title')}
        items={items}
        activeKey={page}
      >
        <div data-testid={`agent-page-${page}`}>
          <SectionHeader
            as="h1"
            icon={<Icon name={AGENT_PAGE_ICONS[page]} size={SECTION_ICON_SIZE} />}
            title={t(`agentCenter.pages.${page}`)}
          />
          {Page ? (
            <AgentPageContent Page={Page} />
          ) : (
            <EmptyState
              tone="coming"
              icon={AGENT_PAGE_ICONS[page]}
              badge={t('common:comingSoon')}
              title={t('agentCenter.comingTitle')}
              description={t('agentCenter.coming', { page: t(`agentCenter.pages.${page}`) })}
            />
          )}
        </div>
      </CenterFrame>
    </div>
  );
}
