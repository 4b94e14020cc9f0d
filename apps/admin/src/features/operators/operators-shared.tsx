import { type OpsRole, opsListPermissions, opsListRoles } from '@nova/contracts/api/ops-operators';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Check, Copy, Plus, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { FormDialog } from '../../components/form-dialog';
import { Badge, Button } from '../../components/ui';
import { callApi, errorText, isApiError } from '../../lib/api';
import './operators.css';

/** Query keys of the operators section; every change invalidates OPS_ADMIN_KEY. */
export const OPS_ADMIN_KEY = ['ops', 'operators-admin'] as const;
export const OPERATORS_KEY = [...OPS_ADMIN_KEY, 'operators'] as const;
export const ROLES_KEY = [...OPS_ADMIN_KEY, 'roles'] as const;
export const PERMISSIONS_KEY = [...OPS_ADMIN_KEY, 'permissions'] as const;
export const ACCOUNTS_KEY = [...OPS_ADMIN_KEY, 'service-accounts'] as const;
export const IP_LIST_KEY = [...OPS_ADMIN_KEY, 'ip-allow-list'] as const;

export const MANAGE = 'operators.manage';
/** Every role holds it; the server adds it back if it is left out. */
export const ALWAYS = 'session.own';
export const SUPER_ADMIN = 'SUPER_ADMIN';

export function useRoles() {
  return useQuery({ queryKey: ROLES_KEY, queryFn: () => callApi(opsListRoles) });
}

export function usePermissionCatalogue() {
  return useQuery({
    queryKey: PERMISSIONS_KEY,
    queryFn: () => callApi(opsListPermissions),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * A role's name as the operator reads it: a default role that still has its seeded (English)
 * name is shown translated; a renamed or new role shows the name it was given.
 */
export function roleName(t: TFunction, code: string, roles?: readonly OpsRole[]): string {
  const role = roles?.find((r) => r.code === code);
  const seeded = t(`roles.${code}`, { lng: 'en', defaultValue: '' });
  if (!role) return t(`roles.${code}`, { defaultValue: code });
  return seeded && seeded === role.name ? t(`roles.${code}`) : role.name;
}

export function RoleBadge({ code, roles }: { code: string; roles?: readonly OpsRole[] }) {
  const { t } = useTranslation();
  return (
    <span className={`role-badge${code === SUPER_ADMIN ? ' role-badge-super' : ''}`} title={code}>
      {roleName(t, code, roles)}
    </span>
  );
}

/** `payments.deposits.read` → its translated label (flat keys: dots become underscores). */
export function permissionLabel(t: TFunction, code: string): string {
  return t(`operators.permissions.${code.replaceAll('.', '_')}`, { defaultValue: code });
}

/** The area a permission belongs to: the first segment of its code. */
export function permissionArea(code: string): string {
  return code.split('.')[0] ?? code;
}

/** Areas in the order the matrix shows them; an unknown area goes last. */
const AREA_ORDER = [
  'members',
  'payments',
  'approvals',
  'settings',
  'content',
  'dashboard',
  'games',
  'system',
  'operators',
  'audit',
  'session',
];

export function groupPermissions(catalogue: readonly string[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const code of catalogue) {
    const area = permissionArea(code);
    groups.set(area, [...(groups.get(area) ?? []), code]);
  }
  const rank = (area: string) => {
    const at = AREA_ORDER.indexOf(area);
    return at === -1 ? AREA_ORDER.length : at;
  };
  return [...groups.entries()].sort((a, b) => rank(a[0]) - rank(b[0]));
}

export function areaLabel(t: TFunction, area: string): string {
  return t(`operators.areas.${area}`, { defaultValue: area });
}

export type ActionContext =
  | 'create'
  | 'role'
  | 'disable'
  | 'enable'
  | 'resetTotp'
  | 'unlock'
  | 'roleSave'
  | 'roleCreate'
  | 'accountCreate'
  | 'revoke'
  | 'ipList';

/**
 * A failed change, translated for what was being done: the server refuses with a generic code
 * (FORBIDDEN, INVALID_STATE, CONFLICT) and the action gives it its meaning (`self`: the target
 * is the caller, whom the server protects from locking itself out).
 */
export function actionError(
  t: TFunction,
  error: unknown,
  context: ActionContext,
  options: { self?: boolean; values?: Record<string, string>; cidrs?: readonly string[] } = {},
): string {
  if (!isApiError(error)) return errorText(t, error);
  if (error.code === 'FORBIDDEN' && options.self) {
    const text = t(`operators.errors.self.${context}`, { defaultValue: '' });
    if (text) return text;
  }
  if (error.code === 'WEAK_PASSWORD') {
    const issue = error.details.find((d) => d.path === 'body.password')?.issue;
    return t('operators.errors.weakPassword', {
      issue: t(`operators.passwordIssues.${issue ?? 'pattern'}`, {
        defaultValue: t('operators.passwordIssues.pattern'),
      }),
    });
  }
  if (error.code === 'VALIDATION_FAILED') {
    const bad = error.details
      .map((d) => {
        if (d.issue.startsWith('invalid:')) return d.issue.slice('invalid:'.length);
        const index = /^body\.cidrs\.(\d+)$/u.exec(d.path)?.[1];
        return index === undefined ? null : (options.cidrs?.[Number(index)] ?? null);
      })
      .filter((entry): entry is string => entry !== null);
    if (bad.length > 0) return t('operators.errors.invalidEntries', { entries: bad.join(', ') });
    if (error.details.some((d) => d.issue === 'unknown role')) {
      return t('operators.errors.unknownRole');
    }
    if (error.details.some((d) => d.issue === 'reserved')) {
      return t('operators.errors.reservedName');
    }
    if (error.details.some((d) => d.issue.includes('must keep'))) {
      return t('operators.errors.superKeepsManage');
    }
  }
  const specific = t(`operators.errors.${context}.${error.code}`, {
    ...options.values,
    defaultValue: '',
  });
  return specific || errorText(t, error);
}

/** A button that copies `value`; it says "Copied" for a moment. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <Button
      size="sm"
      aria-label={label}
      title={label}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => {
          setCopied(true);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => setCopied(false), 1800);
        });
      }}
    >
      {copied ? <Check size={14} aria-hidden="true" /> : <Copy size={14} aria-hidden="true" />}
      {copied ? t('operators.copied') : t('operators.copy')}
    </Button>
  );
}

/** A secret in groups of four, easier to read out and to type. */
export function grouped(secret: string): string {
  return secret.match(/.{1,4}/gu)?.join(' ') ?? secret;
}

/**
 * A secret the server returns once (an authenticator secret, a service-account key): it is
 * shown here and nowhere else, so the dialog says so and closes only by a deliberate click.
 */
export function OneTimeDialog({
  open,
  title,
  intro,
  children,
  onDone,
}: {
  open: boolean;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onDone}
      footer={
        <Button variant="primary" onClick={onDone}>
          {t('operators.secret.done')}
        </Button>
      }
    >
      <div className="once-warning" role="alert">
        <TriangleAlert size={18} aria-hidden="true" />
        <div>
          <strong>{t('operators.secret.onceTitle')}</strong>
          <p>{t('operators.secret.onceText')}</p>
        </div>
      </div>
      {intro ? <p className="dialog-text">{intro}</p> : null}
      {children}
    </Dialog>
  );
}

/** A labelled read-only value with a copy button (a secret, a URI, a key). */
export function SecretValue({
  label,
  value,
  display,
  copyLabel,
  large,
}: {
  label: string;
  value: string;
  display?: string;
  copyLabel: string;
  large?: boolean;
}) {
  return (
    <div className="secret-field">
      <div className="secret-label">{label}</div>
      <div className="secret-row">
        <output
          className={`secret-value mono${large ? ' secret-value-large' : ''}`}
          aria-label={label}
        >
          {display ?? value}
        </output>
        <CopyButton value={value} label={copyLabel} />
      </div>
    </div>
  );
}

/**
 * A yes/no question before a change. The call runs once per click; a failure is shown in the
 * dialog (translated by `describeError`) and the dialog stays open.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirm,
  danger,
  onClose,
  onConfirm,
  describeError,
  canConfirm = true,
}: {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirm: string;
  danger?: boolean;
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
  describeError: (error: unknown) => string;
  canConfirm?: boolean;
}) {
  const mutation = useMutation({ mutationFn: onConfirm });
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={close}
      onSubmit={() => mutation.mutate(undefined, { onSuccess: () => mutation.reset() })}
      submit={confirm}
      danger={danger}
      busy={mutation.isPending}
      disabled={!canConfirm}
      error={mutation.isError ? describeError(mutation.error) : null}
    >
      {children}
    </FormDialog>
  );
}

export function StatusBadge({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return disabled ? (
    <Badge tone="bad">{t('operators.status.disabled')}</Badge>
  ) : (
    <Badge tone="good">{t('operators.status.active')}</Badge>
  );
}

/**
 * The head of an operators tab: what the tab is for, the button that adds one (`onNew`, when
 * the operator may), and the last change's outcome.
 */
export function OpsToolbar({
  text,
  newLabel,
  onNew,
  done,
}: {
  text: ReactNode;
  newLabel: string;
  onNew?: (() => void) | undefined;
  done: string | null;
}) {
  return (
    <>
      <div className="ops-toolbar">
        <p className="muted ops-toolbar-text">{text}</p>
        {onNew ? (
          <Button variant="primary" onClick={onNew}>
            <Plus size={16} aria-hidden="true" />
            {newLabel}
          </Button>
        ) : null}
      </div>
      {done ? (
        <output className="action-done ops-done" aria-live="polite">
          {done}
        </output>
      ) : null}
    </>
  );
}
