import { type OpsRole, opsUpdateRole } from '@nova/contracts/api/ops-operators';
import type { OperatorPermission } from '@nova/contracts/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, Pencil, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/field';
import { Button, Card, Notice, PageHeader, Spinner } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { SELF_KEY, useCan } from '../../lib/session';
import { NewRoleDialog } from './new-role-dialog';
import {
  ALWAYS,
  actionError,
  areaLabel,
  ConfirmDialog,
  groupPermissions,
  MANAGE,
  OPS_ADMIN_KEY,
  permissionLabel,
  roleName,
  SUPER_ADMIN,
  usePermissionCatalogue,
  useRoles,
} from './operators-shared';

/** A permission the role cannot lose: the server puts it back (or refuses its removal). */
export function isFixed(roleCode: string, permission: string): boolean {
  return permission === ALWAYS || (roleCode === SUPER_ADMIN && permission === MANAGE);
}

function sameSet(a: ReadonlySet<string>, b: readonly string[]): boolean {
  return a.size === b.length && b.every((p) => a.has(p));
}

/**
 * Roles (issue 13, decision 039): what each role may do, as a matrix of roles × permissions
 * grouped by area. With operators.manage each role's column is edited and saved on its own
 * (after a confirmation listing what changes); without it the matrix is read only.
 */
export default function RolesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const manage = can(MANAGE);
  const queryClient = useQueryClient();
  const roles = useRoles();
  const catalogue = usePermissionCatalogue();
  const [drafts, setDrafts] = useState<Record<string, Set<string>>>({});
  const [saving, setSaving] = useState<OpsRole | null>(null);
  const [renaming, setRenaming] = useState<OpsRole | null>(null);
  const [creating, setCreating] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  if (roles.isPending || catalogue.isPending) return <Spinner label={t('common.loading')} />;
  if (roles.isError) return <Notice tone="bad">{errorText(t, roles.error)}</Notice>;
  if (catalogue.isError) return <Notice tone="bad">{errorText(t, catalogue.error)}</Notice>;

  const items = roles.data.items;
  const permissions = catalogue.data.items;
  const groups = groupPermissions(permissions);
  const effective = (role: OpsRole): ReadonlySet<string> =>
    drafts[role.code] ?? new Set(role.permissions);
  const isDirty = (role: OpsRole) => {
    const draft = drafts[role.code];
    return draft !== undefined && !sameSet(draft, role.permissions);
  };
  const toggle = (role: OpsRole, permission: string, on: boolean) => {
    setDone(null);
    setDrafts((current) => {
      const next = new Set(current[role.code] ?? role.permissions);
      if (on) next.add(permission);
      else next.delete(permission);
      return { ...current, [role.code]: next };
    });
  };
  const discard = (code: string) =>
    setDrafts((current) => {
      const { [code]: _, ...rest } = current;
      return rest;
    });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: OPS_ADMIN_KEY });
    await queryClient.invalidateQueries({ queryKey: SELF_KEY });
  };
  const anyDirty = items.some(isDirty);

  return (
    <>
      <PageHeader
        title={t('operators.roles.title')}
        subtitle={t('operators.roles.subtitle')}
        actions={
          manage ? (
            <Button variant="primary" onClick={() => setCreating(true)}>
              <Plus size={16} aria-hidden="true" />
              {t('operators.roles.new')}
            </Button>
          ) : null
        }
      />
      {!manage ? <Notice tone="info">{t('operators.roles.readOnly')}</Notice> : null}
      {done ? (
        <Notice tone="good">
          <output aria-live="polite">{done}</output>
        </Notice>
      ) : null}

      <section className="role-cards" aria-label={t('operators.roles.listLabel')}>
        {items.map((role) => {
          const held = new Set(role.permissions);
          return (
            <article className="role-card" key={role.code}>
              <header className="role-card-head">
                <div>
                  <h2 className="role-card-title">{roleName(t, role.code, items)}</h2>
                  <span className="mono muted small">{role.code}</span>
                </div>
                {manage ? (
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={t('operators.roles.renameOf', {
                      role: roleName(t, role.code, items),
                    })}
                    title={t('operators.roles.rename')}
                    onClick={() => {
                      setDone(null);
                      setRenaming(role);
                    }}
                  >
                    <Pencil size={15} aria-hidden="true" />
                  </button>
                ) : null}
              </header>
              <div className="role-card-counts">
                <span>
                  <Users size={14} aria-hidden="true" />
                  {t('operators.roles.operatorCount', { count: role.operators })}
                </span>
                {role.serviceAccounts > 0 ? (
                  <span>
                    <KeyRound size={14} aria-hidden="true" />
                    {t('operators.roles.accountCount', { count: role.serviceAccounts })}
                  </span>
                ) : null}
              </div>
              <div className="role-card-meter" aria-hidden="true">
                <span
                  style={{ width: `${(held.size / Math.max(permissions.length, 1)) * 100}%` }}
                />
              </div>
              <p className="muted small role-card-total">
                {t('operators.roles.permissionCount', {
                  count: held.size,
                  total: permissions.length,
                })}
              </p>
              <ul className="role-areas">
                {groups
                  .filter(([area]) => area !== 'session')
                  .map(([area, codes]) => {
                    const n = codes.filter((code) => held.has(code)).length;
                    if (n === 0) return null;
                    return (
                      <li
                        key={area}
                        className={n === codes.length ? 'role-area role-area-full' : 'role-area'}
                        title={codes
                          .filter((code) => held.has(code))
                          .map((code) => permissionLabel(t, code))
                          .join('\n')}
                      >
                        {areaLabel(t, area)}
                        <span className="role-area-n">
                          {n}/{codes.length}
                        </span>
                      </li>
                    );
                  })}
              </ul>
            </article>
          );
        })}
      </section>

      <Card
        title={t('operators.roles.matrix')}
        className="matrix-card"
        actions={
          manage && anyDirty ? (
            <Button size="sm" variant="ghost" onClick={() => setDrafts({})}>
              {t('operators.roles.discardAll')}
            </Button>
          ) : null
        }
      >
        <p className="muted small matrix-help">
          {manage ? t('operators.roles.matrixHelp') : t('operators.roles.matrixReadOnly')}
        </p>
        <div className="matrix-scroll">
          <table className="matrix">
            <caption className="sr-only">{t('operators.roles.matrix')}</caption>
            <thead>
              <tr>
                <th scope="col" className="matrix-perm-head">
                  {t('operators.roles.permission')}
                </th>
                {items.map((role) => (
                  <th
                    scope="col"
                    key={role.code}
                    className={isDirty(role) ? 'matrix-role matrix-dirty' : 'matrix-role'}
                  >
                    <span className="matrix-role-name">{roleName(t, role.code, items)}</span>
                    <span className="mono matrix-role-code">{role.code}</span>
                  </th>
                ))}
              </tr>
            </thead>
            {groups.map(([area, codes]) => (
              <tbody key={area}>
                <tr className="matrix-area">
                  <th scope="rowgroup" colSpan={items.length + 1}>
                    {areaLabel(t, area)}
                  </th>
                </tr>
                {codes.map((permission) => (
                  <tr key={permission}>
                    <th scope="row" className="matrix-perm">
                      <span>{permissionLabel(t, permission)}</span>
                      <span className="mono matrix-perm-code">{permission}</span>
                    </th>
                    {items.map((role) => {
                      const fixed = isFixed(role.code, permission);
                      const on = effective(role).has(permission) || fixed;
                      const changed = on !== role.permissions.includes(permission) && !fixed;
                      return (
                        <td
                          key={role.code}
                          className={changed ? 'matrix-cell matrix-changed' : 'matrix-cell'}
                        >
                          <input
                            type="checkbox"
                            className="matrix-check"
                            checked={on}
                            disabled={!manage || fixed}
                            title={fixed ? t('operators.roles.fixed') : undefined}
                            aria-label={t('operators.roles.cell', {
                              role: roleName(t, role.code, items),
                              permission: permissionLabel(t, permission),
                            })}
                            onChange={(event) => toggle(role, permission, event.target.checked)}
                          />
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            ))}
            {manage ? (
              <tfoot>
                <tr>
                  <th scope="row" className="matrix-perm">
                    {t('operators.roles.changes')}
                  </th>
                  {items.map((role) => {
                    const dirty = isDirty(role);
                    const label = roleName(t, role.code, items);
                    return (
                      <td key={role.code} className="matrix-save">
                        <Button
                          size="sm"
                          variant={dirty ? 'primary' : 'secondary'}
                          disabled={!dirty}
                          aria-label={t('operators.roles.saveRole', { role: label })}
                          onClick={() => {
                            setDone(null);
                            setSaving(role);
                          }}
                        >
                          {t('common.save')}
                        </Button>
                        {dirty ? (
                          <button
                            type="button"
                            className="link-btn"
                            aria-label={t('operators.roles.discardRole', { role: label })}
                            onClick={() => discard(role.code)}
                          >
                            {t('operators.roles.discard')}
                          </button>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      </Card>

      {saving ? (
        <SaveRoleDialog
          role={saving}
          roles={items}
          draft={drafts[saving.code] ?? new Set(saving.permissions)}
          catalogue={permissions}
          onClose={() => setSaving(null)}
          onSaved={async () => {
            const code = saving.code;
            setSaving(null);
            discard(code);
            setDone(t('operators.roles.saved', { role: roleName(t, code, items) }));
            await refresh();
          }}
        />
      ) : null}
      {renaming ? (
        <RenameRoleDialog
          role={renaming}
          onClose={() => setRenaming(null)}
          onSaved={async (name) => {
            setRenaming(null);
            setDone(t('operators.roles.renamed', { role: name }));
            await refresh();
          }}
        />
      ) : null}
      <NewRoleDialog
        open={creating}
        roles={items}
        catalogue={permissions}
        onClose={() => setCreating(false)}
        onCreated={async (role) => {
          setCreating(false);
          setDone(t('operators.roles.created', { role: role.name }));
          await refresh();
        }}
      />
    </>
  );
}

function SaveRoleDialog({
  role,
  roles,
  draft,
  catalogue,
  onClose,
  onSaved,
}: {
  role: OpsRole;
  roles: readonly OpsRole[];
  draft: ReadonlySet<string>;
  catalogue: readonly string[];
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const before = new Set(role.permissions);
  const added = catalogue.filter((p) => draft.has(p) && !before.has(p));
  const removed = catalogue.filter((p) => !draft.has(p) && before.has(p));
  const name = roleName(t, role.code, roles);
  return (
    <ConfirmDialog
      open
      title={t('operators.roles.saveTitle', { role: name })}
      confirm={t('operators.roles.saveConfirm')}
      danger={removed.length > 0}
      onClose={onClose}
      onConfirm={async () => {
        await callApi(opsUpdateRole, {
          params: { code: role.code },
          body: {
            name: role.name,
            permissions: catalogue.filter((p) => draft.has(p)) as OperatorPermission[],
          },
        });
        await onSaved();
      }}
      describeError={(error) => actionError(t, error, 'roleSave')}
    >
      <p className="dialog-text">
        {t('operators.roles.saveText', {
          role: name,
          count: role.operators + role.serviceAccounts,
        })}
      </p>
      <PermissionDiff title={t('operators.roles.added')} tone="add" permissions={added} />
      <PermissionDiff title={t('operators.roles.removed')} tone="remove" permissions={removed} />
    </ConfirmDialog>
  );
}

/** The permissions a save adds or removes, under their heading; nothing when there are none. */
function PermissionDiff({
  title,
  tone,
  permissions,
}: {
  title: string;
  tone: 'add' | 'remove';
  permissions: readonly string[];
}) {
  const { t } = useTranslation();
  if (permissions.length === 0) return null;
  return (
    <>
      <h3 className={`diff-title diff-${tone}`}>{title}</h3>
      <ul className="diff-list">
        {permissions.map((p) => (
          <li key={p}>
            {permissionLabel(t, p)} <span className="mono muted small">{p}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function RenameRoleDialog({
  role,
  onClose,
  onSaved,
}: {
  role: OpsRole;
  onClose: () => void;
  onSaved: (name: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(role.name);
  const trimmed = name.trim();
  return (
    <ConfirmDialog
      open
      title={t('operators.roles.renameTitle', { code: role.code })}
      confirm={t('common.save')}
      canConfirm={trimmed.length > 0 && trimmed !== role.name}
      onClose={onClose}
      onConfirm={async () => {
        await callApi(opsUpdateRole, {
          params: { code: role.code },
          body: { name: trimmed, permissions: role.permissions as OperatorPermission[] },
        });
        await onSaved(trimmed);
      }}
      describeError={(error) => actionError(t, error, 'roleSave')}
    >
      <TextField
        label={t('operators.roles.name')}
        value={name}
        maxLength={80}
        hint={t('operators.roles.nameHint')}
        onChange={(event) => setName(event.target.value)}
      />
    </ConfirmDialog>
  );
}
