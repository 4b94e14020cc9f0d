import {
  type OpsOperator,
  opsChangeOperatorRole,
  opsDisableOperator,
  opsEnableOperator,
  opsListOperators,
  opsResetOperatorTotp,
  opsUnlockOperator,
} from '@nova/contracts/api/ops-operators';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { KeyRound, LockOpen, UserCheck, UserCog, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { SelectField } from '../../components/field';
import { Badge } from '../../components/ui';
import { callApi } from '../../lib/api';
import { dateTime } from '../../lib/format';
import { useCan, useOperator } from '../../lib/session';
import { useKeysetList } from '../../lib/use-keyset';
import { type Enrolment, EnrolmentDialog } from './enrolment-dialog';
import { NewOperatorDialog } from './new-operator-dialog';
import {
  actionError,
  ConfirmDialog,
  MANAGE,
  OPERATORS_KEY,
  OPS_ADMIN_KEY,
  OpsToolbar,
  RoleBadge,
  roleName,
  StatusBadge,
  useRoles,
} from './operators-shared';

type Action = 'role' | 'disable' | 'enable' | 'resetTotp' | 'unlock';

interface Pending {
  action: Action;
  operator: OpsOperator;
}

function isLocked(operator: OpsOperator, now: number): boolean {
  return operator.lockedUntil !== null && new Date(operator.lockedUntil).getTime() > now;
}

/** Operators newest first (keyset); each change asks first and is audited by the server. */
export function OperatorsTab() {
  const { t } = useTranslation();
  const self = useOperator();
  const can = useCan();
  const manage = can(MANAGE);
  const tz = self.brand.timezone;
  const queryClient = useQueryClient();
  const roles = useRoles();
  const [pending, setPending] = useState<Pending | null>(null);
  const [creating, setCreating] = useState(false);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const list = useKeysetList(OPERATORS_KEY, (before) =>
    callApi(opsListOperators, { query: { before, limit: 50 } }),
  );
  const isSelf = (operator: OpsOperator) =>
    self.kind === 'OPERATOR' && operator.username.toLowerCase() === self.name.toLowerCase();
  const now = Date.now();
  const refresh = () => queryClient.invalidateQueries({ queryKey: OPS_ADMIN_KEY });

  const columns: ColumnDef<OpsOperator, unknown>[] = [
    {
      header: t('operators.columns.username'),
      cell: ({ row }) => (
        <span className="op-user">
          <strong className="mono">{row.original.username}</strong>
          {isSelf(row.original) ? <Badge tone="info">{t('operators.you')}</Badge> : null}
        </span>
      ),
    },
    { header: t('operators.columns.displayName'), accessorKey: 'displayName' },
    {
      header: t('operators.columns.role'),
      cell: ({ row }) => <RoleBadge code={row.original.role} roles={roles.data?.items} />,
    },
    {
      header: t('operators.columns.status'),
      cell: ({ row }) => <StatusBadge disabled={row.original.disabled} />,
    },
    {
      header: t('operators.columns.lockedUntil'),
      cell: ({ row }) =>
        isLocked(row.original, now) ? (
          <span className="op-locked nowrap">{dateTime(row.original.lockedUntil, tz)}</span>
        ) : row.original.failedLogins > 0 ? (
          <span className="muted small nowrap">
            {t('operators.failedLogins', { count: row.original.failedLogins })}
          </span>
        ) : (
          <span className="muted">—</span>
        ),
    },
    {
      header: t('operators.columns.lastLogin'),
      cell: ({ row }) => (
        <span className="nowrap">
          {row.original.lastLoginAt ? (
            dateTime(row.original.lastLoginAt, tz)
          ) : (
            <span className="muted">{t('operators.never')}</span>
          )}
        </span>
      ),
    },
    {
      header: t('operators.columns.created'),
      cell: ({ row }) => <span className="nowrap">{dateTime(row.original.createdAt, tz)}</span>,
    },
  ];
  if (manage) {
    columns.push({
      id: 'actions',
      header: t('common.actions'),
      meta: { className: 'actions' },
      cell: ({ row }) => {
        const operator = row.original;
        const name = operator.username;
        const buttons: { action: Action; icon: typeof UserX; show: boolean; danger?: boolean }[] = [
          { action: 'role', icon: UserCog, show: true },
          operator.disabled
            ? { action: 'enable', icon: UserCheck, show: true }
            : { action: 'disable', icon: UserX, show: true, danger: true },
          { action: 'resetTotp', icon: KeyRound, show: true },
          {
            action: 'unlock',
            icon: LockOpen,
            show: isLocked(operator, now) || operator.failedLogins > 0,
          },
        ];
        return (
          <div className="op-actions">
            {buttons.map(({ action, icon: Icon, danger, show }) => {
              // An empty slot keeps the icons of every row in the same columns.
              if (!show) return <span key={action} className="op-action-slot" />;
              const label = t(`operators.actions.${action}`);
              return (
                <button
                  key={action}
                  type="button"
                  className={`op-action${danger ? ' op-action-danger' : ''}`}
                  aria-label={t('operators.actionOn', { action: label, name })}
                  title={label}
                  onClick={() => {
                    setDone(null);
                    setPending({ action, operator });
                  }}
                >
                  <Icon size={16} aria-hidden="true" />
                </button>
              );
            })}
          </div>
        );
      },
    });
  }

  return (
    <>
      <OpsToolbar
        text={manage ? t('operators.operatorsHelp') : t('operators.readOnly')}
        newLabel={t('operators.new.open')}
        onNew={manage ? () => setCreating(true) : undefined}
        done={done}
      />
      <DataTable
        caption={t('operators.tabs.operators')}
        columns={columns}
        rowId={(row) => String(row.id)}
        empty={t('operators.none')}
        {...list}
      />
      {pending ? (
        <OperatorActionDialog
          key={`${pending.action}-${pending.operator.id}`}
          pending={pending}
          self={isSelf(pending.operator)}
          onClose={() => setPending(null)}
          onDone={async (result) => {
            const { action, operator } = pending;
            setPending(null);
            if (action === 'resetTotp' && result && 'totpSecret' in result) {
              // The list is refreshed when the secret has been taken down: resetting one's own
              // authenticator ends one's own sessions, and a refresh would sign out at once.
              setEnrolment({ kind: 'reset', self: isSelf(operator), ...result });
              return;
            }
            setDone(t(`operators.done.${action}`, { name: operator.username }));
            await refresh();
          }}
        />
      ) : null}
      <NewOperatorDialog
        open={creating}
        roles={roles.data?.items ?? []}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          setEnrolment({ kind: 'created', self: false, ...created });
        }}
      />
      {enrolment ? (
        <EnrolmentDialog
          enrolment={enrolment}
          onDone={() => {
            const { operator, kind } = enrolment;
            setEnrolment(null);
            setDone(
              t(kind === 'created' ? 'operators.done.created' : 'operators.done.resetTotp', {
                name: operator.username,
              }),
            );
            void refresh();
          }}
        />
      ) : null}
    </>
  );
}

type ActionResult = OpsOperator | Omit<Enrolment, 'kind' | 'self'>;

function OperatorActionDialog({
  pending,
  self,
  onClose,
  onDone,
}: {
  pending: Pending;
  self: boolean;
  onClose: () => void;
  onDone: (result: ActionResult) => Promise<void>;
}) {
  const { t } = useTranslation();
  const roles = useRoles();
  const { action, operator } = pending;
  const [role, setRole] = useState(operator.role);
  const params = { id: operator.id };
  const name = operator.username;
  const run = async (): Promise<ActionResult> => {
    switch (action) {
      case 'role':
        return callApi(opsChangeOperatorRole, { params, body: { role } });
      case 'disable':
        return callApi(opsDisableOperator, { params });
      case 'enable':
        return callApi(opsEnableOperator, { params });
      case 'resetTotp':
        return callApi(opsResetOperatorTotp, { params });
      case 'unlock':
        return callApi(opsUnlockOperator, { params });
    }
  };
  const items = roles.data?.items ?? [];
  return (
    <ConfirmDialog
      open
      title={t(`operators.confirm.${action}.title`, { name })}
      confirm={t(`operators.confirm.${action}.confirm`)}
      danger={action === 'disable' || action === 'resetTotp'}
      canConfirm={action !== 'role' || role !== operator.role}
      onClose={onClose}
      onConfirm={async () => onDone(await run())}
      describeError={(error) => actionError(t, error, action, { self })}
    >
      <p className="dialog-text">{t(`operators.confirm.${action}.text`, { name })}</p>
      {action === 'resetTotp' && self ? (
        <p className="dialog-text ops-warn-text">{t('operators.confirm.resetTotp.selfText')}</p>
      ) : null}
      {action === 'role' ? (
        <SelectField
          label={t('operators.fields.newRole')}
          value={role}
          onChange={(event) => setRole(event.target.value)}
        >
          {items.map((item) => (
            <option key={item.code} value={item.code}>
              {roleName(t, item.code, items)} ({item.code})
            </option>
          ))}
        </SelectField>
      ) : null}
    </ConfirmDialog>
  );
}
