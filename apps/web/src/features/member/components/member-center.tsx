import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CenterFrame, type CenterFrameItem } from '../../../components/center-frame';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon-full';
import { SECTION_ICON_SIZE, SectionHeader } from '../../../components/section-header';
import { useSession } from '../../session/hooks/use-session';
import styles from './member-center.module.css';
import { MemberPageContent, memberPageComponent } from './member-page-content';
import { BADGED_PAGES, MEMBER_PAGE_ICONS, MEMBER_PAGES, memberPageFrom } from './member-pages';

/** Badge counts arrive with the missions, messages and rewards issues; 0 hides the badge. */
const NO_BADGES: Partial<Record<string, number>> = {};

/**
 * Member center frame (spec §2 "Player center pages"); `?page=` picks the page. The security
 * center is the default page; pages not built yet show a coming-soon state.
 */
export function MemberCenter() {
  const { t } = useTranslation('layout');
  const { member } = useSession();
  const [params] = useSearchParams();
  const page = memberPageFrom(params.get('page'));
  const items: CenterFrameItem[] = MEMBER_PAGES.map((key) => ({
    key,
    label: t(`member.pages.${key}`),
    icon: MEMBER_PAGE_ICONS[key],
    to: `/member?page=${key}`,
    ...(BADGED_PAGES.includes(key)
      ? { badge: NO_BADGES[key] ?? 0, badgeTestId: `badge-${key}` }
      : {}),
  }));
  const name = member?.nickname || member?.account || '';
  return (
    <CenterFrame
      testId="member-center"
      title={t('member.title')}
      items={items}
      activeKey={page}
      profile={
        <div className={styles.profile}>
          <span className={styles.avatar} aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
          <div className={styles.who}>
            <strong>{name}</strong>
            <span>{member?.account}</span>
          </div>
        </div>
      }
    >
      <div className={styles.page} data-testid={`member-page-${page}`}>
        <SectionHeader
          as="h1"
          icon={<Icon name={MEMBER_PAGE_ICONS[page]} size={SECTION_ICON_SIZE} />}
          title={t(`member.pages.${page}`)}
        />
        {memberPageComponent(page) ? (
          <MemberPageContent page={page} />
        ) : (
          <EmptyState
            tone="coming"
            icon={MEMBER_PAGE_ICONS[page]}
            badge={t('common:comingSoon')}
            title={t('member.comingTitle')}
            description={t('member.coming', { page: t(`member.pages.${page}`) })}
          />
        )}
      </div>
    </CenterFrame>
  );
}
