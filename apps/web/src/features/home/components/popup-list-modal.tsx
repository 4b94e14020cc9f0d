import type { Notice } from '@nova/contracts/api/content';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal/modal';
import { Spinner } from '../../../components/spinner';
import { imageUrl } from '../../../lib/cdn';
import { sanitizeHtml } from '../../../lib/sanitize';
import { useAnnouncements } from '../../content/api/use-announcements';
import { internalLinkPath } from '../lib/internal-link';
import { markPopupListClosed } from '../lib/popup-session';
import styles from './popup-list-modal.module.css';

/**
 * The session's PU popups, all listed (spec §2 "public popup list"). Closing with "Don't show
 * again this session" ticked stores the closed flag (spec §4 "Popups").
 */
// Typed by hand: ModalComponentProps<'popupList'> intersects `close` with Record<string, never>.
export default function PopupListModal({ close }: { close: () => void }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
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
      {/* Same-site links in the notices route inside the app and close the list. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegates link clicks; links keep their own keyboard activation */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
      <div
        onClick={(event) => {
          const path = internalLinkPath(event);
          if (!path) return;
          event.preventDefault();
          dismiss();
          navigate(path);
        }}
      >
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner />
            </div>
          }
        >
          <PopupList />
        </Suspense>
      </div>
    </Modal>
  );
}

function PopupList() {
  const popups = useAnnouncements().popup;
  return (
    <div className={styles.list}>
      {popups.map((notice, index) => (
        <PopupEntry key={notice.id} notice={notice} index={index} total={popups.length} />
      ))}
    </div>
  );
}

function PopupEntry({ notice, index, total }: { notice: Notice; index: number; total: number }) {
  const { t } = useTranslation('home');
  const images = [...notice.announcementImages].sort((a, b) => a.sequence - b.sequence);
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
      {images.map((image, imageIndex) => (
        // Popup art comes in any shape: shown whole at its own aspect ratio.
        <img
          key={image.url}
          src={imageUrl(image.url)}
          alt={t('popup.imageAlt', { title: notice.title, index: imageIndex + 1 })}
          className={styles.image}
          loading={index === 0 ? 'eager' : 'lazy'}
          decoding="async"
        />
      ))}
      <div
        className={styles.html}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (SECURITY.md 25)
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.content) }}
      />
    </article>
  );
}
