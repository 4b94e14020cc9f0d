import type { OpsMemberProtection } from '@nova/contracts/api/ops-protection';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextArea } from '../../components/field';
import { FormDialog } from '../../components/form-dialog';
import { errorText } from '../../lib/api';

/** What the member's protection panel gives each of its dialogs. */
export interface ProtectionDialogProps<Body> {
  open: boolean;
  protection: OpsMemberProtection;
  onClose: () => void;
  onSubmit: (body: Body) => Promise<unknown>;
}

/**
 * The call behind a protection dialog. `send` clears the last failure, and closes the dialog once
 * the call succeeds; `close` forgets the failure and what `forget` clears (the form, the dialog's
 * own state), so the dialog opens blank the next time.
 */
export function useProtectionCall<Body>(
  { onSubmit, onClose }: Pick<ProtectionDialogProps<Body>, 'onSubmit' | 'onClose'>,
  forget: () => void,
) {
  const mutation = useMutation({ mutationFn: onSubmit });
  const close = () => {
    forget();
    mutation.reset();
    onClose();
  };
  const send = (body: Body) => {
    mutation.reset();
    mutation.mutate(body, { onSuccess: close });
  };
  return { mutation, close, send };
}

type ProtectionCall = Pick<ReturnType<typeof useProtectionCall>, 'close'> & {
  mutation: { isPending: boolean; isError: boolean; error: unknown };
};

/**
 * A protection dialog's form: two choices side by side (a kind, then its period or duration),
 * a line on what they mean now, the dialog's own fields, the reason for the audit log, and what
 * the operator confirms last. The call's failure shows above the fields, in `refusal`'s words.
 */
export function ProtectionFormDialog({
  open,
  call,
  title,
  submit,
  onSubmit,
  danger,
  disabled,
  intro,
  refusal = errorText,
  notice,
  choices,
  current,
  reason,
  after,
  children,
}: {
  open: boolean;
  call: ProtectionCall;
  title: string;
  /** The submit button's text. */
  submit: string;
  onSubmit: () => void;
  danger?: boolean;
  disabled?: boolean;
  intro: ReactNode;
  refusal?: (t: TFunction, error: unknown) => string;
  /** Above the choices: what is already in force. */
  notice?: ReactNode;
  choices: ReactNode;
  current: { testId: string; text: string };
  reason: { label: string; error: string | undefined; field: UseFormRegisterReturn };
  after?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { label, error, field } = reason;
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={call.close}
      onSubmit={onSubmit}
      submit={submit}
      danger={danger}
      disabled={disabled}
      busy={call.mutation.isPending}
      intro={intro}
      error={call.mutation.isError ? refusal(t, call.mutation.error) : null}
    >
      {notice}
      <div className="grid-2 prot-dialog-grid">{choices}</div>
      <p className="prot-current" data-testid={current.testId}>
        {current.text}
      </p>
      {children}
      <TextArea label={label} rows={3} maxLength={500} error={error} {...field} />
      {after}
    </FormDialog>
  );
}

/** A select of `options`, each shown in the operator's words. */
export function ChoiceField<T extends string>({
  label,
  options,
  optionText,
  ...select
}: {
  label: string;
  options: readonly T[];
  optionText: (option: T) => string;
  ref?: Ref<HTMLSelectElement>;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'>) {
  return (
    <SelectField label={label} {...select}>
      {options.map((option) => (
        <option key={option} value={option}>
          {optionText(option)}
        </option>
      ))}
    </SelectField>
  );
}
