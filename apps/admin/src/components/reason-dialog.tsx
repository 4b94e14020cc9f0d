import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { errorText } from '../lib/api';
import { useAdminForm } from '../lib/form';
import { TextArea } from './field';
import { FormDialog } from './form-dialog';

const ReasonSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
});

/**
 * An operator action that needs a written reason (it goes to the audit log with the action).
 * The call runs once per submit; a failure is shown in the dialog and changes nothing.
 */
export function ReasonDialog({
  open,
  title,
  description,
  confirm,
  danger,
  optional,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  confirm: string;
  danger?: boolean;
  /** The reason may be left empty (an approval's note). */
  optional?: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useAdminForm(optional ? z.object({ reason: z.string() }) : ReasonSchema, {
    reason: '',
  });
  const mutation = useMutation({ mutationFn: onConfirm });
  const close = () => {
    form.reset();
    mutation.reset();
    onClose();
  };
  const submit = form.handleSubmit(({ reason }) =>
    mutation.mutate(reason.trim(), { onSuccess: close }),
  );
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={close}
      onSubmit={() => void submit()}
      submit={confirm}
      danger={danger}
      busy={mutation.isPending}
      intro={description ? <p className="dialog-text">{description}</p> : null}
      error={mutation.isError ? errorText(t, mutation.error) : null}
    >
      <TextArea
        label={optional ? t('common.noteOptional') : t('common.reason')}
        rows={3}
        maxLength={500}
        error={form.message('reason')}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}
