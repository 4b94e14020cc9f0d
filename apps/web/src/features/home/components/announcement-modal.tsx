import type { Notice } from '@nova/contracts/api/content';
import { ANNOUNCEMENT_PAGE_SIZE } from '@nova/contracts/constants';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon-full';
import { Modal } from '../../../components/modal/modal';
import { RichText } from '../../../components/rich-text';
import { Spinner } from '../../../components/spinner';
import { useAnnouncements } from '../../content/api/use-announcements';
import type { ModalComponentProps } from '../../modals/use-modals';
import { announcementEntries, paginate } from '../lib/announcement-pages';
import styles from './announcement-modal.module.css';
import { NoticeImages } from './notice-images';

/**
 * The announcement modal (spec §2 "publicModal"): H headlines, 9 per page, each expandable.
 * `noticeId` opens on that notice's page with it expanded.
 */
export default function AnnouncementModal({
  close,
  noticeId,
}: ModalComponentProps<'announcement'>) {
  const { t } = useTranslation('home');
  return (
    <Modal name="announcement" title={t('announcement.title')} onClose={close} size="lg">
      <Suspense
        fallback={
          <div className={styles.loading}>
            <Spinner />
          </div>
        }
      >
        {/* Same-site links in a notice route inside the app and close the dialog. */}
        <AnnouncementList focusId={noticeId} onNavigate={close} />
      </Suspense>
    </Modal>
  );
}

export interface AnnouncementListProps {
  /** Opens on this notice's page, expanded. */
  focusId?: number;
  /** Called before a same-site link in a notice routes inside the app. */
  onNavigate?: () => void;
}

export function AnnouncementList({ focusId, onNavigate }: AnnouncementListProps) {
  const { t } = useTranslation('home');
  const pages = paginate(announcementEntries(useAnnouncements(), focusId), ANNOUNCEMENT_PAGE_SIZE);
  const focusPage = Math.max(
    0,
    pages.findIndex((page) => page.some((notice) => notice.id === focusId)),
  );
  const [page, setPage] = useState(focusPage);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(
    () => new Set(focusId === undefined ? [] : [focusId]),
  );

  if (pages.length === 0) {
    return <EmptyState icon="bell" title={t('announcement.empty')} />;
  }
  const current = pages[Math.min(page, pages.length - 1)] ?? [];

  function toggle(id: number) {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <div className={styles.wrapper}>
      <ul className={styles.list} data-testid="announcement-list">
        {current.map((notice) => (
          <AnnouncementEntry
            key={notice.id}
            notice={notice}
            expanded={expanded.has(notice.id)}
            focused={notice.id === focusId}
            onToggle={() => toggle(notice.id)}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
      {pages.length > 1 && (
        <nav className={styles.pager} aria-label={t('announcement.title')}>
          <button
            type="button"
            className={styles.pageButton}
            onClick={() => setPage(page - 1)}
            disabled={page === 0}
            aria-label={t('announcement.previous')}
          >
            <Icon name="chevron-left" size={16} />
          </button>
          {pages.map((_, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: page numbers never reorder
              key={index}
              type="button"
              className={styles.pageButton}
              aria-current={index === page ? 'page' : undefined}
              aria-label={t('announcement.page', { page: index + 1, total: pages.length })}
              onClick={() => setPage(index)}
            >
              {index + 1}
            </button>
          ))}
          <button
            type="button"
            className={styles.pageButton}
            onClick={() => setPage(page + 1)}
            disabled={page >= pages.length - 1}
            aria-label={t('announcement.next')}
          >
            <Icon name="chevron-right" size={16} />
          </button>
        </nav>
      )}
    </div>
  );
}

interface AnnouncementEntryProps {
  notice: Notice;
  expanded: boolean;
  focused: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}

function AnnouncementEntry({
  notice,
  expanded,
  focused,
  onToggle,
  onNavigate,
}: AnnouncementEntryProps) {
  const { t } = useTranslation('home');
  const bodyId = useId();
  const ref = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (focused) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [focused]);

  return (
    <li
      ref={ref}
      className={styles.entry}
      data-expanded={expanded}
      data-testid="announcement-entry"
    >
      <button
        type="button"
        className={styles.head}
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <span className={styles.dot} aria-hidden />
        <span className={styles.headText}>
          <span className={styles.title}>{notice.title}</span>
          <time className={styles.time}>{notice.time}</time>
        </span>
        <span className={styles.toggleLabel}>
          {expanded ? t('announcement.collapse') : t('announcement.expand')}
        </span>
        <Icon name="chevron-down" size={18} className={styles.chevron} />
      </button>
      <div id={bodyId} className={styles.body} hidden={!expanded}>
        {expanded && (
          <>
            <RichText html={notice.content} onNavigate={onNavigate} />
            <NoticeImages notice={notice} className={styles.image} />
          </>
        )}
      </div>
    </li>
  );
}
