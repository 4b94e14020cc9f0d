import { type OpsRole, opsCreateRole, RoleCodeSchema } from '@nova/contracts/api/ops-operators';
import type { OperatorPermission } from '@nova/contracts/permissions';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { SelectField, TextField } from '../../components/field';
import { FormDialog } from '../../components/form-dialog';
import { callApi } from '../../lib/api';
import { useAdminForm } from '../../lib/form';
import {
  ALWAYS,
  actionError,
  areaLabel,
  groupPermissions,
  permissionLabel,
  roleName,
} from './operators-shared';

const NewRoleForm = z.object({
  code: RoleCodeSchema,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
});

/** A new role: its code (fixed for good), its name and its permissions, maybe copied from another. */
export function NewRoleDialog({
  open,
  roles,
  catalogue,
  onClose,
  onCreated,
}: {
  open: boolean;
  roles: readonly OpsRole[];
  catalogue: readonly string[];
  onClose: () => void;
  onCreated: (role: OpsRole) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useAdminForm(NewRoleForm, { code: '', name: '' });
  const [chosen, setChosen] = useState<Set<string>>(() => new Set([ALWAYS]));
  const [copyFrom, setCopyFrom] = useState('');
  const mutation = useMutation({
    mutationFn: (body: z.output<typeof NewRoleForm>) =>
      callApi(opsCreateRole, {
        body: {
          ...body,
          permissions: catalogue.filter((p) => chosen.has(p)) as OperatorPermission[],
        },
      }),
  });
  const close = () => {
    form.reset();
    mutation.reset();
    setChosen(new Set([ALWAYS]));
    setCopyFrom('');
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (role) => {
        close();
        void onCreated(role);
      },
    }),
  );
  const toggle = (permission: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(permission);
      else next.delete(permission);
      return next;
    });
  return (
    <FormDialog
      open={open}
      wide
      title={t('operators.roles.newTitle')}
      onClose={close}
      onSubmit={() => void submit()}
      submit={t('operators.roles.create')}
      busy={mutation.isPending}
      error={mutation.isError ? actionError(t, mutation.error, 'roleCreate') : null}
    >
      <div className="new-role-grid">
        <TextField
          label={t('operators.roles.code')}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          className="input mono"
          placeholder="VIP_HOST"
          hint={t('operators.roles.codeHint')}
          error={form.message('code')}
          {...form.register('code', {
            onChange: (event: { target: HTMLInputElement }) => {
              const input = event.target;
              const upper = input.value.toUpperCase();
              if (upper !== input.value) form.setValue('code', upper);
            },
          })}
        />
        <TextField
          label={t('operators.roles.name')}
          autoComplete="off"
          maxLength={80}
          error={form.message('name')}
          {...form.register('name')}
        />
        <SelectField
          label={t('operators.roles.copyFrom')}
          value={copyFrom}
          onChange={(event) => {
            const code = event.target.value;
            setCopyFrom(code);
            const source = roles.find((role) => role.code === code);
            setChosen(new Set([ALWAYS, ...(source?.permissions ?? [])]));
          }}
        >
          <option value="">{t('operators.roles.copyNone')}</option>
          {roles.map((role) => (
            <option key={role.code} value={role.code}>
              {roleName(t, role.code, roles)}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="plain-fieldset">
        <legend className="section-title">
          {t('operators.roles.permissionsPicked', { count: chosen.size })}
        </legend>
        <div className="perm-picker">
          {groupPermissions(catalogue).map(([area, codes]) => (
            <div className="perm-group" key={area}>
              <div className="perm-group-title">{areaLabel(t, area)}</div>
              {codes.map((permission) => (
                <label className="perm-option" key={permission}>
                  <input
                    type="checkbox"
                    checked={chosen.has(permission) || permission === ALWAYS}
                    disabled={permission === ALWAYS}
                    onChange={(event) => toggle(permission, event.target.checked)}
                  />
                  <span>
                    {permissionLabel(t, permission)}
                    <span className="mono perm-option-code">{permission}</span>
                  </span>
                </label>
              ))}
            </div>
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}
