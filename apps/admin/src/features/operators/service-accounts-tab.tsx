import {
  opsCreateServiceAccount,
  opsListServiceAccounts,
  opsRevokeServiceAccount,
  RoleCodeSchema,
  ServiceAccountNameSchema,
} from '@nova/contracts/api/ops-operators';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { DataTable } from '../../components/data-table';
import { SelectField, TextField } from '../../components/field';
import { FormDialog } from '../../components/form-dialog';
import { Badge, Button } from '../../components/ui';
import { callApi, errorText, type ValueOf } from '../../lib/api';
import { useAdminForm } from '../../lib/form';
import { dateTime } from '../../lib/format';
import { useOperator } from '../../lib/session';
import {
  ACCOUNTS_KEY,
  actionError,
  ConfirmDialog,
  OneTimeDialog,
  OPS_ADMIN_KEY,
  OpsToolbar,
  RoleBadge,
  roleName,
  SecretValue,
  useRoles,
} from './operators-shared';

type Account = ValueOf<typeof opsListServiceAccounts>['items'][number];
type Created = ValueOf<typeof opsCreateServiceAccount>;

/** The account behind OPERATOR_API_TOKEN: set by the environment, never revoked here. */
const TOKEN_ACCOUNT = 'operator-token';

/** Machine access (CI, scripts): named accounts with a role and a key shown once. */
export function ServiceAccountsTab() {
  const { t } = useTranslation();
  const tz = useOperator().brand.timezone;
  const queryClient = useQueryClient();
  const roles = useRoles();
  const accounts = useQuery({
    queryKey: ACCOUNTS_KEY,
    queryFn: () => callApi(opsListServiceAccounts),
  });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const [revoking, setRevoking] = useState<Account | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: OPS_ADMIN_KEY });

  const columns: ColumnDef<Account, unknown>[] = [
    {
      header: t('operators.accounts.name'),
      cell: ({ row }) => (
        <span className="op-user">
          <strong className="mono">{row.original.name}</strong>
          {row.original.name === TOKEN_ACCOUNT ? (
            <Badge>{t('operators.accounts.environment')}</Badge>
          ) : null}
        </span>
      ),
    },
    {
      header: t('operators.columns.role'),
      cell: ({ row }) => <RoleBadge code={row.original.role} roles={roles.data?.items} />,
    },
    {
      header: t('operators.columns.status'),
      cell: ({ row }) =>
        row.original.revokedAt ? (
          <span className="stack op-stack">
            <Badge tone="bad">{t('operators.accounts.revoked')}</Badge>
            <span className="muted small nowrap">{dateTime(row.original.revokedAt, tz)}</span>
          </span>
        ) : (
          <Badge tone="good">{t('operators.status.active')}</Badge>
        ),
    },
    {
      header: t('operators.columns.created'),
      cell: ({ row }) => <span className="nowrap">{dateTime(row.original.createdAt, tz)}</span>,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('common.actions')}</span>,
      meta: { className: 'actions' },
      cell: ({ row }) =>
        row.original.revokedAt ? null : (
          <Button
            size="sm"
            variant="danger"
            aria-label={t('operators.actionOn', {
              action: t('operators.accounts.revoke'),
              name: row.original.name,
            })}
            onClick={() => {
              setDone(null);
              setRevoking(row.original);
            }}
          >
            <Ban size={14} aria-hidden="true" />
            {t('operators.accounts.revoke')}
          </Button>
        ),
    },
  ];
  const rows = accounts.data?.items ?? [];
  return (
    <>
      <OpsToolbar
        text={t('operators.accounts.help')}
        newLabel={t('operators.accounts.new')}
        onNew={() => setCreating(true)}
        done={done}
      />
      <DataTable
        caption={t('operators.tabs.accounts')}
        columns={columns}
        rows={rows}
        rowId={(row) => String(row.id)}
        loading={accounts.isPending}
        error={accounts.isError ? errorText(t, accounts.error) : null}
        empty={t('operators.accounts.none')}
      />
      <NewAccountDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(result) => {
          setCreating(false);
          setCreated(result);
        }}
      />
      {created ? (
        <OneTimeDialog
          open
          title={t('operators.accounts.createdTitle', { name: created.account.name })}
          intro={t('operators.accounts.keyIntro')}
          onDone={() => {
            setDone(t('operators.accounts.createdDone', { name: created.account.name }));
            setCreated(null);
            void refresh();
          }}
        >
          <SecretValue
            label={t('operators.accounts.key')}
            value={created.key}
            copyLabel={t('operators.accounts.copyKey')}
          />
          <p className="field-hint">{t('operators.accounts.keyHint')}</p>
        </OneTimeDialog>
      ) : null}
      {revoking ? (
        <ConfirmDialog
          open
          title={t('operators.accounts.revokeTitle', { name: revoking.name })}
          confirm={t('operators.accounts.revoke')}
          danger
          onClose={() => setRevoking(null)}
          onConfirm={async () => {
            await callApi(opsRevokeServiceAccount, { params: { id: revoking.id } });
            setDone(t('operators.accounts.revokedDone', { name: revoking.name }));
            setRevoking(null);
            await refresh();
          }}
          describeError={(error) => actionError(t, error, 'revoke')}
        >
          <p className="dialog-text">
            {t('operators.accounts.revokeText', {
              name: revoking.name,
              role: roleName(t, revoking.role, roles.data?.items),
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

const NewAccountForm = z.object({ name: ServiceAccountNameSchema, role: RoleCodeSchema });

function NewAccountDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (created: Created) => void;
}) {
  const { t } = useTranslation();
  const roles = useRoles();
  const items = roles.data?.items ?? [];
  const form = useAdminForm(NewAccountForm, { name: '', role: '' });
  const mutation = useMutation({
    mutationFn: (body: z.output<typeof NewAccountForm>) =>
      callApi(opsCreateServiceAccount, { body }),
  });
  const close = () => {
    form.reset();
    mutation.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (created) => {
        form.reset();
        mutation.reset();
        onCreated(created);
      },
    }),
  );
  return (
    <FormDialog
      open={open}
      title={t('operators.accounts.newTitle')}
      onClose={close}
      onSubmit={() => void submit()}
      submit={t('operators.accounts.create')}
      busy={mutation.isPending}
      error={mutation.isError ? actionError(t, mutation.error, 'accountCreate') : null}
    >
      <TextField
        label={t('operators.accounts.name')}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        className="input mono"
        placeholder="ci-reports"
        hint={t('operators.hints.accountName')}
        error={form.message('name')}
        {...form.register('name')}
      />
      <SelectField
        label={t('operators.fields.role')}
        error={form.message('role')}
        hint={t('operators.hints.accountRole')}
        {...form.register('role')}
      >
        <option value="">{t('operators.fields.chooseRole')}</option>
        {items.map((role) => (
          <option key={role.code} value={role.code}>
            {roleName(t, role.code, items)} ({role.code})
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
