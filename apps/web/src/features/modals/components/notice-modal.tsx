import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon, type IconName } from '../../../components/icon-full';
import { Modal } from '../../../components/modal/modal';
import type { ModalComponentProps } from '../use-modals';
import styles from './notice-modal.module.css';

const TONE_ICONS: Record<string, IconName> = {
  info: 'info',
  warning: 'alert',
  danger: 'alert',
  success: 'check',
};

/** A message, or a cancel/confirm question when a cancel label is given (spec §4 "Logout"). */
export default function NoticeModal({
  close,
  title,
  message,
  tone = 'info',
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ModalComponentProps<'notice'>) {
  const { t } = useTranslation();
  return (
    <Modal name="notice" title={title ?? t('notice')} onClose={close} size="sm">
      <div className={styles.content} data-tone={tone}>
        <span className={styles.icon}>
          <Icon name={TONE_ICONS[tone] ?? 'info'} size={28} />
        </span>
        <p className={styles.message}>{message}</p>
      </div>
      <div className={styles.actions}>
        {cancelLabel && (
          <Button
            variant="outline"
            data-testid="notice-cancel"
            onClick={() => {
              close();
              onCancel?.();
            }}
          >
            {cancelLabel}
          </Button>
        )}
        <Button
          data-testid="notice-confirm"
          data-autofocus
          onClick={() => {
            close();
            onConfirm?.();
          }}
        >
          {confirmLabel ?? t('confirm')}
        </Button>
      </div>
    </Modal>
  );
}
