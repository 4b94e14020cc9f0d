import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon, type IconName } from '../../../components/icon';
import { Modal } from '../../../components/modal/modal';
import styles from './security-dialog.module.css';

export interface SecurityDialogProps {
  /** `security-<id>`: the modal is `modal-security-<id>`, the form `security-<id>-form`. */
  id: string;
  title: string;
  icon: IconName;
  /** One or two sentences under the title. */
  intro?: ReactNode;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  submitting: boolean;
  /** The submit cannot be used yet (a code countdown is running). */
  submitDisabled?: boolean;
  /** A translated failure that belongs to no single field. */
  alert?: string | null;
  children: ReactNode;
}

/** The frame every security form shares: icon, intro, fields, form error, cancel and submit. */
export function SecurityDialog({
  id,
  title,
  icon,
  intro,
  onClose,
  onSubmit,
  submitLabel,
  submitting,
  submitDisabled = false,
  alert,
  children,
}: SecurityDialogProps) {
  const { t } = useTranslation();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submitting && !submitDisabled) onSubmit();
  }
  return (
    <Modal name={`security-${id}`} title={title} onClose={onClose} size="sm">
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        data-testid={`security-${id}-form`}
      >
        <div className={styles.intro}>
          <span className={styles.introIcon} aria-hidden="true">
            <Icon name={icon} size={22} />
          </span>
          {intro && <p>{intro}</p>}
        </div>
        {children}
        {alert && (
          <p className={styles.alert} role="alert" data-testid={`security-${id}-error`}>
            <Icon name="alert" size={16} />
            {alert}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="outline" onClick={onClose} data-testid={`security-${id}-cancel`}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            loading={submitting}
            disabled={submitDisabled}
            data-testid={`security-${id}-submit`}
          >
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
