import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import styles from '../../../components/toast.module.css';
import { useSecurityToast } from '../hooks/use-security-toast';

const TOAST_MS = 4000;

/** A success notice at the bottom of the screen, read out politely, gone after a few seconds. */
export function SecurityToast() {
  const { t } = useTranslation();
  const toast = useSecurityToast((state) => state.toast);
  const dismiss = useSecurityToast((state) => state.dismiss);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(dismiss, TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast, dismiss]);

  // Dismissed when the page goes away, so a notice never shows on another screen later.
  useEffect(() => dismiss, [dismiss]);

  return createPortal(
    <div className={styles.region} role="status" aria-live="polite">
      {toast && (
        <div
          key={toast.id}
          className={styles.toast}
          data-tone="success"
          data-testid="security-toast"
        >
          <span className={styles.icon} aria-hidden="true">
            <Icon name="check" size={16} />
          </span>
          <span className={styles.message}>{toast.message}</span>
          <button
            type="button"
            className={styles.close}
            onClick={dismiss}
            aria-label={t('close')}
            data-testid="security-toast-close"
          >
            <Icon name="close" size={14} />
          </button>
        </div>
      )}
    </div>,
    document.body,
  );
}
