import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icon-full';
import styles from './toast.module.css';

export type ToastTone = 'info' | 'error' | 'success';

export interface ToastProps {
  /** The shown message; null shows nothing. A new id restarts the timer and the animation. */
  toast: { id: number; message: string; tone: ToastTone } | null;
  dismiss: () => void;
  /** Gone after this long. */
  ms: number;
  icon: IconName;
  testId: string;
}

/**
 * A short message at the bottom of the screen, gone after `ms` (the site notice, the security
 * confirmations). An error is announced at once (role alert), the rest politely.
 */
export function Toast({ toast, dismiss, ms, icon, testId }: ToastProps) {
  const { t } = useTranslation();

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(dismiss, ms);
    return () => window.clearTimeout(timer);
  }, [toast, dismiss, ms]);

  return createPortal(
    <div className={styles.region} role="status" aria-live="polite">
      {toast && (
        <div
          key={toast.id}
          className={styles.toast}
          data-tone={toast.tone}
          role={toast.tone === 'error' ? 'alert' : undefined}
          data-testid={testId}
        >
          <span className={styles.icon} aria-hidden="true">
            <Icon name={icon} size={16} />
          </span>
          <span className={styles.message}>{toast.message}</span>
          <button
            type="button"
            className={styles.close}
            onClick={dismiss}
            aria-label={t('close')}
            data-testid={`${testId}-close`}
          >
            <Icon name="close" size={14} />
          </button>
        </div>
      )}
    </div>,
    document.body,
  );
}
