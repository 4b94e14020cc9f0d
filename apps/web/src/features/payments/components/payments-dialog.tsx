import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon, type IconName } from '../../../components/icon';
import { Modal } from '../../../components/modal/modal';
import styles from './payments-dialog.module.css';

export interface PaymentsDialogProps {
  /** The modal is `modal-<id>`, the form `<id>-form`, its buttons `<id>-submit` / `-cancel`. */
  id: string;
  title: string;
  icon: IconName;
  intro?: ReactNode;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  submitting: boolean;
  alert?: string | null;
  children: ReactNode;
}

/** The frame of the money dialogs (bind a bank account, confirm a receipt), as the security ones. */
export function PaymentsDialog({
  id,
  title,
  icon,
  intro,
  onClose,
  onSubmit,
  submitLabel,
  submitting,
  alert,
  children,
}: PaymentsDialogProps) {
  const { t } = useTranslation();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submitting) onSubmit();
  }
  return (
    <Modal name={id} title={title} onClose={onClose} size="sm">
      <form className={styles.form} onSubmit={submit} noValidate data-testid={`${id}-form`}>
        {intro && (
          <div className={styles.intro}>
            <span className={styles.introIcon} aria-hidden="true">
              <Icon name={icon} size={22} />
            </span>
            <p>{intro}</p>
          </div>
        )}
        {children}
        {alert && (
          <p className={styles.alert} role="alert" data-testid={`${id}-error`}>
            <Icon name="alert" size={16} />
            {alert}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="outline" onClick={onClose} data-testid={`${id}-cancel`}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={submitting} data-testid={`${id}-submit`}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
