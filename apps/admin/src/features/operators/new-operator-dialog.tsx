import {
  OperatorUsernameSchema,
  type OpsRole,
  opsCreateOperator,
  RoleCodeSchema,
} from '@nova/contracts/api/ops-operators';
import { PASSWORD_MAX_LENGTH } from '@nova/contracts/constants';
import { passwordIssue } from '@nova/contracts/password-policy';
import { useMutation } from '@tanstack/react-query';
import { Eye, EyeOff, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { SelectField, TextField } from '../../components/field';
import { FormDialog } from '../../components/form-dialog';
import { Button } from '../../components/ui';
import { callApi, type ValueOf } from '../../lib/api';
import { useAdminForm } from '../../lib/form';
import { actionError, roleName } from './operators-shared';

const NewOperatorForm = z.object({
  username: OperatorUsernameSchema,
  displayName: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  role: RoleCodeSchema,
  password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
});

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789-_!@#%';

/** A random 20-character password (the operator changes nothing; it is handed over once). */
function randomPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** A new operator: username, display name, role and an initial password. */
export function NewOperatorDialog({
  open,
  roles,
  onClose,
  onCreated,
}: {
  open: boolean;
  roles: readonly OpsRole[];
  onClose: () => void;
  onCreated: (created: ValueOf<typeof opsCreateOperator>) => void;
}) {
  const { t } = useTranslation();
  const form = useAdminForm(NewOperatorForm, {
    username: '',
    displayName: '',
    role: '',
    password: '',
  });
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [reveal, setReveal] = useState(false);
  const mutation = useMutation({
    mutationFn: (body: z.output<typeof NewOperatorForm>) => callApi(opsCreateOperator, { body }),
  });
  const close = () => {
    form.reset();
    mutation.reset();
    setPasswordError(null);
    setReveal(false);
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    const issue = passwordIssue(values.password, { username: values.username });
    if (issue) {
      setPasswordError(t(`operators.passwordIssues.${issue}`));
      return;
    }
    setPasswordError(null);
    mutation.mutate(values, {
      onSuccess: (created) => {
        form.reset();
        mutation.reset();
        setReveal(false);
        onCreated(created);
      },
    });
  });
  return (
    <FormDialog
      open={open}
      title={t('operators.new.title')}
      onClose={close}
      onSubmit={() => void submit()}
      submit={t('operators.new.submit')}
      busy={mutation.isPending}
      error={mutation.isError ? actionError(t, mutation.error, 'create') : null}
    >
      <TextField
        label={t('operators.fields.username')}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        hint={t('operators.hints.username')}
        error={form.message('username')}
        {...form.register('username')}
      />
      <TextField
        label={t('operators.fields.displayName')}
        autoComplete="off"
        maxLength={80}
        error={form.message('displayName')}
        {...form.register('displayName')}
      />
      <SelectField
        label={t('operators.fields.role')}
        error={form.message('role')}
        {...form.register('role')}
      >
        <option value="">{t('operators.fields.chooseRole')}</option>
        {roles.map((role) => (
          <option key={role.code} value={role.code}>
            {roleName(t, role.code, roles)} ({role.code})
          </option>
        ))}
      </SelectField>
      <div className="password-field">
        <TextField
          label={t('operators.fields.password')}
          type={reveal ? 'text' : 'password'}
          autoComplete="new-password"
          spellCheck={false}
          maxLength={PASSWORD_MAX_LENGTH}
          className="input mono"
          hint={t('operators.hints.password')}
          error={passwordError ?? form.message('password')}
          {...form.register('password')}
        />
        <div className="password-tools">
          <Button
            size="sm"
            variant="ghost"
            aria-pressed={reveal}
            onClick={() => setReveal((value) => !value)}
          >
            {reveal ? (
              <EyeOff size={14} aria-hidden="true" />
            ) : (
              <Eye size={14} aria-hidden="true" />
            )}
            {reveal ? t('operators.new.hidePassword') : t('operators.new.showPassword')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              form.setValue('password', randomPassword(), { shouldValidate: false });
              setPasswordError(null);
              setReveal(true);
            }}
          >
            <Wand2 size={14} aria-hidden="true" />
            {t('operators.new.generate')}
          </Button>
        </div>
      </div>
    </FormDialog>
  );
}
