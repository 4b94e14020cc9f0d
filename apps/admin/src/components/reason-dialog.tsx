import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { errorText } from '../lib/api';
import { useAdminForm } from '../lib/form';
import { Dialog } from './dialog';
import { TextArea } from './field';
import { Button, Notice } from './ui';

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
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: onConfirm });
  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(reason.trim());
      close();
    } catch (error) {
      setFailure(errorText(t, error));
    }
  });
  return (
    <Dialog
      open={open}
      title={title}
      onClose={close}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            busy={mutation.isPending}
            onClick={() => void submit()}
          >
            {confirm}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {description ? <p className="dialog-text">{description}</p> : null}
        {failure ? <Notice tone="bad">{failure}</Notice> : null}
        <TextArea
          label={optional ? t('common.noteOptional') : t('common.reason')}
          rows={3}
          maxLength={500}
          error={form.message('reason')}
          {...form.register('reason')}
        />
      </form>
    </Dialog>
  );
}
