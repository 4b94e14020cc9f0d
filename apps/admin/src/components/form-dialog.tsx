import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';
import { Button, Notice } from './ui';

/**
 * A dialog that asks for something and submits it: its body is a form (Enter in a field submits,
 * as the footer's submit button does), a failure shows above the fields, and the footer holds
 * Cancel and the submit button (primary, or danger for a destructive action). While `busy` the
 * submit button spins and neither it nor Enter submits again; `disabled` keeps it off until
 * there is something to submit.
 */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  submit,
  danger,
  busy = false,
  disabled = false,
  error,
  intro,
  wide,
  children,
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  onSubmit: () => void;
  /** The submit button's text. */
  submit: string;
  danger?: boolean;
  busy?: boolean;
  disabled?: boolean;
  /** A failure (translated), shown in a Notice above the fields; null or undefined: none. */
  error?: ReactNode;
  /** What stands above the failure: what the action does. */
  intro?: ReactNode;
  wide?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      wide={wide}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={danger ? 'danger' : 'primary'}
            busy={busy}
            disabled={disabled}
          >
            {submit}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy && !disabled) onSubmit();
        }}
      >
        {intro}
        {error ? <Notice tone="bad">{error}</Notice> : null}
        {children}
      </form>
    </Dialog>
  );
}
