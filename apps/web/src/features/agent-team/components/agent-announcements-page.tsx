import type { Notice } from '@nova/contracts/api/content';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import { RichText } from '../../../components/rich-text';
import { useLanguage } from '../../../lib/i18n';
import { NoticeImages } from '../../home/components/notice-images';
import { useAgentAnnouncements } from '../api/team-queries';
import styles from './agent-team.module.css';
import noticeStyles from './announcements.module.css';
import { TeamBody } from './team-body';

/**
 * agentAnnouncement (spec §2; issue 15): what the operator published for agents, newest first,
 * each opened in place; the HTML is sanitised by RichText as on the member site.
 */
export function AgentAnnouncementsPage() {
  const { t } = useTranslation('agentTeam');
  const { code } = useLanguage();
  const result = useAgentAnnouncements(code);
  const notices = result.data ?? [];
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  function toggle(id: number) {
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <div className={styles.page} data-testid="agent-announcements-page">
      <TeamBody
        name="announcements"
        query={result}
        empty={notices.length === 0}
        emptyIcon="bell"
        emptyTitle={t('announcements.emptyTitle')}
        emptyDescription={t('announcements.emptyDescription')}
      >
        <ul className={noticeStyles.notices} data-testid="agent-announcements">
          {notices.map((notice, index) => (
            <NoticeEntry
              key={notice.id}
              notice={notice}
              // The newest is open at first: most visits come for it.
              expanded={open.has(notice.id) !== (index === 0)}
              onToggle={() => toggle(notice.id)}
            />
          ))}
        </ul>
      </TeamBody>
    </div>
  );
}

function NoticeEntry({
  notice,
  expanded,
  onToggle,
}: {
  notice: Notice;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('agentTeam');
  const bodyId = useId();
  return (
    <li
      className={noticeStyles.noticeItem}
      data-expanded={expanded}
      data-testid="agent-announcement"
    >
      <button
        type="button"
        className={noticeStyles.noticeHead}
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <span className={noticeStyles.noticeIcon} aria-hidden="true">
          <Icon name="bell" size={16} />
        </span>
        <span className={noticeStyles.noticeText}>
          <span className={noticeStyles.noticeTitle}>{notice.title}</span>
          <time className={noticeStyles.noticeTime}>{notice.time}</time>
        </span>
        <span className="visually-hidden">
          {expanded ? t('announcements.collapse') : t('announcements.expand')}
        </span>
        <Icon name="chevron-down" size={18} className={noticeStyles.chevron} />
      </button>
      <div id={bodyId} className={noticeStyles.noticeBody} hidden={!expanded}>
        {expanded && (
          <>
            <RichText html={notice.content} />
            <NoticeImages notice={notice} className={noticeStyles.noticeImage} />
          </>
        )}
      </div>
    </li>
  );
}
