import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { useNotice } from './notice';
import styles from './toast.module.css';

const NOTICE_MS = 5000;

/**
 * The site's notice at the bottom of the screen (components/notice.ts), gone after a few
 * seconds. An error is announced at once (role alert), information politely.
 */
export function NoticeToast() {
  const { t } = useTranslation();
  const notice = useNotice((state) => state.notice);
  const dismiss = useNotice((state) => state.dismiss);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(dismiss, NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice, dismiss]);

  return createPortal(
    <div className={styles.region} role="status" aria-live="polite">
      {notice && (
        <div
          key={notice.id}
          className={styles.toast}
          data-tone={notice.tone}
          role={notice.tone === 'error' ? 'alert' : undefined}
          data-testid="notice-toast"
        >
          <span className={styles.icon} aria-hidden="true">
            <Icon name="alert" size={16} />
          </span>
          <span className={styles.message}>{notice.message}</span>
          <button
            type="button"
            className={styles.close}
            onClick={dismiss}
            aria-label={t('close')}
            data-testid="notice-toast-close"
          >
            <Icon name="close" size={14} />
          </button>
        </div>
      )}
    </div>,
    document.body,
  );
}
