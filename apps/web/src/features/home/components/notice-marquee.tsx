import type { Notice } from '@nova/contracts/api/content';
import { type CSSProperties, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { useInSight } from '../../../lib/use-in-sight';
import { useAnnouncements } from '../../content/api/use-announcements';
import { useModals } from '../../modals/use-modals';
import styles from './notice-marquee.module.css';

/** Seconds to cross the visible strip, plus seconds per character: a constant reading speed. */
const BASE_SECONDS = 10;
const SECONDS_PER_CHAR = 0.14;
const SEPARATOR_CHARS = 6;

/** Longer text scrolls for longer so every notice moves at the same speed. */
export function marqueeDurationSeconds(titles: readonly string[]): number {
  const chars = titles.reduce((sum, title) => sum + title.length + SEPARATOR_CHARS, 0);
  return Math.round((BASE_SECONDS + chars * SECONDS_PER_CHAR) * 10) / 10;
}

/**
 * The PL player notices scrolling right to left (spec §2 home "notice marquee"). A click opens
 * the announcement modal at that notice: the registry's `notice` modal is the generic message
 * dialog, while notices carry HTML and images. The text moves with a `transform` animation the
 * compositor runs, paused off screen and in a hidden tab (decision 035).
 */
export function NoticeMarquee() {
  const { t } = useTranslation('home');
  const notices: Notice[] = useAnnouncements().player;
  const openModal = useModals((state) => state.openModal);
  const bar = useRef<HTMLElement>(null);
  const inSight = useInSight(bar);
  if (notices.length === 0) return null;

  const duration = marqueeDurationSeconds(notices.map((notice) => notice.title));
  return (
    <section
      ref={bar}
      data-testid="notice-marquee"
      data-in-sight={inSight}
      aria-label={t('marquee.label')}
      className={styles.bar}
    >
      <span className={styles.badge} aria-hidden>
        <Icon name="bell" size={16} />
      </span>
      <div className={styles.viewport}>
        <ul
          className={styles.track}
          style={{ '--marquee-duration': `${duration}s` } as CSSProperties}
        >
          {notices.map((notice) => (
            <li key={notice.id} className={styles.entry}>
              <button
                type="button"
                data-testid="marquee-item"
                className={styles.item}
                title={t('marquee.open', { title: notice.title })}
                onClick={() => openModal('announcement', { noticeId: notice.id })}
              >
                {notice.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
