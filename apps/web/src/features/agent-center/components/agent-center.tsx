import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CenterFrame, type CenterFrameItem } from '../../../components/center-frame';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon-full';
import { SECTION_ICON_SIZE, SectionHeader } from '../../../components/section-header';
import { useConsolidatedFunds } from '../../funds/hooks/use-consolidated-funds';
import { useLiveChatUrl } from '../../system/hooks/use-customer-service';
import styles from './agent-center.module.css';
import { AgentPageContent, agentPageComponent } from './agent-page-content';
import {
  AGENT_PAGE_ICONS,
  agentPageFrom,
  DEFAULT_AGENT_PAGE,
  visibleAgentPages,
} from './agent-pages';

/** Agent center frame (spec §2 "Agent center pages"); `?page=` picks the page. */
export function AgentCenter() {
  const { t } = useTranslation('layout');
  const [params] = useSearchParams();
  const { data: flags } = useConsolidatedFunds();
  const visible = visibleAgentPages(flags);
  const asked = agentPageFrom(params.get('page'));
  // A contract page whose feature does not apply (flags not loaded yet, or '0') is not shown.
  const page = visible.includes(asked) ? asked : DEFAULT_AGENT_PAGE;
  const liveChat = useLiveChatUrl();
  const Page = agentPageComponent(page);
  const items: CenterFrameItem[] = [
    ...visible.map((key) => ({
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
