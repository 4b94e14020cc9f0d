import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import styles from './form-dialog.module.css';
import { FormError } from './form-error';
import { Icon, type IconName } from './icon-full';
import { Modal } from './modal/modal';

export interface FormDialogProps {
  /** The modal is `modal-<id>`, the form `<id>-form`, its error `<id>-error`, its buttons `<id>-submit` / `-cancel`. */
  id: string;
  title: string;
  icon: IconName;
  /** One or two sentences under the title, beside the icon. */
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

/** The frame of a small form dialog: icon and intro, fields, form error, cancel and submit. */
export function FormDialog({
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
}: FormDialogProps) {
  const { t } = useTranslation();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submitting && !submitDisabled) onSubmit();
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
        {alert && <FormError testId={`${id}-error`}>{alert}</FormError>}
        <div className={styles.actions}>
          <Button variant="outline" onClick={onClose} data-testid={`${id}-cancel`}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            loading={submitting}
            disabled={submitDisabled}
            data-testid={`${id}-submit`}
          >
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
