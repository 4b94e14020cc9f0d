import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormError } from '../../../components/form-error';
import { Icon } from '../../../components/icon-full';
import { Modal } from '../../../components/modal/modal';
import { errorMessage } from '../../../lib/errors';
import styles from './contracts.module.css';

export interface ConfirmDialogProps {
  /** The modal is `modal-<name>`, its buttons `<name>-confirm` / `-cancel`. */
  name: string;
  title: string;
  message: string;
  /** Extra lines under the message (the accounts a signature cancels). */
  items?: readonly string[];
  confirmLabel: string;
  tone?: 'warning' | 'danger';
  /** The action; a failure stays in the dialog, translated. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** A question before an action that cannot be taken back (terminate, refuse, withdraw). */
export function ConfirmDialog({
  name,
  title,
  message,
  items,
  confirmLabel,
  tone = 'warning',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation(['agentContracts', 'errors']);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal name={name} title={title} onClose={onClose} size="sm">
      <div className={styles.confirm} data-tone={tone}>
        <span className={styles.confirmIcon} aria-hidden="true">
          <Icon name="alert" size={24} />
        </span>
        <p className={styles.confirmMessage}>{message}</p>
        {items && items.length > 0 && (
          <ul className={styles.confirmItems} data-testid={`${name}-items`}>
            {items.map((item) => (
              <li key={item}>
                <Icon name="user" size={14} />
                {item}
              </li>
            ))}
          </ul>
        )}
        {failure !== null && (
          <FormError testId={`${name}-error`}>{errorMessage(t, failure)}</FormError>
        )}
        <div className={styles.dialogActions}>
          <Button variant="outline" onClick={onClose} data-testid={`${name}-cancel`}>
            {t('common:cancel')}
          </Button>
          <Button
            loading={busy}
            onClick={() => void confirm()}
            data-autofocus
            data-testid={`${name}-confirm`}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
