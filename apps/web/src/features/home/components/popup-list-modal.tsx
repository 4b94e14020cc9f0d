import type { Notice } from '@nova/contracts/api/content';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal/modal';
import { RichText } from '../../../components/rich-text';
import { Spinner } from '../../../components/spinner';
import { useAnnouncements } from '../../content/api/use-announcements';
import { markPopupListClosed } from '../lib/popup-session';
import { NoticeImages } from './notice-images';
import styles from './popup-list-modal.module.css';

/**
 * The session's PU popups, all listed (spec §2 "public popup list"). Closing with "Don't show
 * again this session" ticked stores the closed flag (spec §4 "Popups").
 */
// Typed by hand: ModalComponentProps<'popupList'> intersects `close` with Record<string, never>.
export default function PopupListModal({ close }: { close: () => void }) {
  const { t } = useTranslation('home');
  const checkboxId = useId();
  const [dontShowAgain, setDontShowAgain] = useState(false);

  function dismiss() {
    if (dontShowAgain) markPopupListClosed();
    close();
  }

  return (
    <Modal
      name="popupList"
      title={t('popup.title')}
      onClose={dismiss}
      size="lg"
      footer={
        <div className={styles.footer}>
          <label htmlFor={checkboxId} className={styles.check}>
            <input
              id={checkboxId}
              type="checkbox"
              data-testid="popup-dont-show"
              checked={dontShowAgain}
              onChange={(event) => setDontShowAgain(event.target.checked)}
            />
            <span>{t('popup.dontShowAgain')}</span>
          </label>
          <Button data-testid="popup-close" data-autofocus onClick={dismiss}>
            {t('popup.close')}
          </Button>
        </div>
      }
    >
      <Suspense
        fallback={
          <div className={styles.loading}>
            <Spinner />
          </div>
        }
      >
        {/* Same-site links in the notices route inside the app and close the list. */}
        <PopupList onNavigate={dismiss} />
      </Suspense>
    </Modal>
  );
}

function PopupList({ onNavigate }: { onNavigate: () => void }) {
  const popups = useAnnouncements().popup;
  return (
    <div className={styles.list}>
      {popups.map((notice, index) => (
        <PopupEntry
          key={notice.id}
          notice={notice}
          index={index}
          total={popups.length}
          onNavigate={onNavigate}
        />
      ))}
    </div>
  );
}

interface PopupEntryProps {
  notice: Notice;
  index: number;
  total: number;
  onNavigate: () => void;
}

function PopupEntry({ notice, index, total, onNavigate }: PopupEntryProps) {
  const { t } = useTranslation('home');
  return (
    <article className={styles.entry} data-testid="popup-entry">
      <header className={styles.entryHeader}>
        <h3 className={styles.entryTitle}>{notice.title}</h3>
        {total > 1 && (
          <span className={styles.counter}>
            {t('popup.counter', { current: index + 1, total })}
          </span>
        )}
      </header>
      {/* Popup art comes in any shape: shown whole at its own aspect ratio. */}
      <NoticeImages
        notice={notice}
        className={styles.image}
        alt={(imageIndex) => t('popup.imageAlt', { title: notice.title, index: imageIndex + 1 })}
        eager={index === 0}
      />
      <RichText html={notice.content} onNavigate={onNavigate} />
    </article>
  );
}
