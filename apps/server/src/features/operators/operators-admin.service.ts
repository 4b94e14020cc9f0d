import type { OpsOperator, OpsRole } from '@nova/contracts/api/ops-operators';
import { passwordIssue } from '@nova/contracts/password-policy';
import { OPERATOR_PERMISSIONS } from '@nova/contracts/permissions';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newTotpSecret, otpauthUri } from '../../lib/totp.ts';
import { OPERATOR_TOTP_ISSUER, type OperatorPrincipal } from './operators.model.ts';
import type { OperatorAccess } from './operators.service.ts';
import * as repo from './operators-admin.repository.ts';

/**
 * Operators and roles managed from the back office (issue 13, decision 039). Roles are read on
 * every request (the session check and the key check join the role), so a change here holds
 * from the caller's next request: nothing caches a role.
 *
 * Guards, so that nobody locks everyone out:
 * - an operator never changes its own role, disables itself or revokes its own key;
 * - SUPER_ADMIN always keeps operators.manage, and every role keeps session.own;
 * - a change that would leave no enabled operator able to manage operators is refused.
 */
export interface OperatorAdminDeps {
  db: Db;
  now: () => Date;
  access: OperatorAccess;
}

export type Actor = Pick<OperatorPrincipal, 'kind' | 'id'>;

export const MANAGE = 'operators.manage';
/** The role that can never lose MANAGE. */
export const SUPER_ADMIN = 'SUPER_ADMIN';

export function toOpsOperator(row: repo.ManagedOperatorRow): OpsOperator {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role,
    disabled: row.disabled,
    failedLogins: row.failedLogins,
    lockedUntil: row.lockedUntil?.toISOString() ?? null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function requireOperator(deps: OperatorAdminDeps, id: number) {
  const row = await repo.findOperator(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such operator');
  return row;
}

async function requireRole(deps: OperatorAdminDeps, code: string): Promise<OpsRole> {
  const [role] = await repo.listRolesWithCounts(deps.db, code);
  if (!role)
    throw new AppError('VALIDATION_FAILED', `No role ${code}`, [
      { path: 'body.role', issue: 'unknown role' },
    ]);
  return role;
}

function refuseSelf(actor: Actor, id: number, what: string): void {
  if (actor.kind === 'OPERATOR' && actor.id === id) {
    throw new AppError('FORBIDDEN', `An operator cannot ${what} itself`);
  }
}

/** Refuse when no enabled operator could manage operators after the change, but one can now. */
async function keepAManager(
  deps: OperatorAdminDeps,
  after: Parameters<typeof repo.countOperatorsHolding>[2],
): Promise<void> {
  if ((await repo.countOperatorsHolding(deps.db, MANAGE)) === 0) return;
  if ((await repo.countOperatorsHolding(deps.db, MANAGE, after)) === 0) {
    throw new AppError('INVALID_STATE', 'No enabled operator could manage operators after this');
  }
}

export async function listOperators(
  deps: OperatorAdminDeps,
  page: { before?: number; limit: number },
) {
  const rows = await repo.listOperators(deps.db, page.before, page.limit);
  return {
    items: rows.map(toOpsOperator),
    nextBefore: rows.length === page.limit ? (rows.at(-1)?.id ?? null) : null,
  };
}

/** A new operator (argon2id, a fresh TOTP secret returned this once). */
export async function createOperator(
  deps: OperatorAdminDeps,
  input: { username: string; displayName: string; role: string; password: string },
) {
  await requireRole(deps, input.role);
  const issue = passwordIssue(input.password, { username: input.username });
  if (issue) throw new AppError('WEAK_PASSWORD', undefined, [{ path: 'body.password', issue }]);
  const enrolment = await deps.access.createOperator(input);
  const row = await repo.findOperatorByUsername(deps.db, input.username.toLowerCase());
  if (!row) throw new Error('operators: created operator not found');
  return { operator: toOpsOperator(row), ...enrolment };
}

export async function changeRole(deps: OperatorAdminDeps, actor: Actor, id: number, role: string) {
  refuseSelf(actor, id, 'change the role of');
  const before = await requireOperator(deps, id);
  const target = await requireRole(deps, role);
  if (!target.permissions.includes(MANAGE)) await keepAManager(deps, { exceptOperatorId: id });
  if (!(await repo.setOperatorRole(deps.db, id, role))) throw new AppError('NOT_FOUND');
  return { before: toOpsOperator(before), after: toOpsOperator(await requireOperator(deps, id)) };
}

/** Disable (its sessions end at once) or enable an operator. */
export async function setDisabled(
  deps: OperatorAdminDeps,
  actor: Actor,
  id: number,
  disabled: boolean,
) {
  if (disabled) refuseSelf(actor, id, 'disable');
  const before = await requireOperator(deps, id);
  if (disabled) await keepAManager(deps, { exceptOperatorId: id });
  await repo.setOperatorDisabled(deps.db, id, disabled);
  const endedSessions = disabled ? await repo.endOperatorSessions(deps.db, id, deps.now()) : 0;
  return {
    before: toOpsOperator(before),
    after: toOpsOperator(await requireOperator(deps, id)),
    endedSessions,
  };
}

/** A new TOTP secret, returned this once; the old one stops working and the sessions end. */
export async function resetTotp(deps: OperatorAdminDeps, id: number) {
  const row = await requireOperator(deps, id);
  const totpSecret = newTotpSecret();
  await repo.setTotpSecret(deps.db, id, totpSecret);
  const endedSessions = await repo.endOperatorSessions(deps.db, id, deps.now());
  return {
    operator: toOpsOperator(row),
    totpSecret,
    otpauthUri: otpauthUri(totpSecret, OPERATOR_TOTP_ISSUER, row.username),
    endedSessions,
  };
}

/** Clear the lockout and the failure count. */
export async function unlock(deps: OperatorAdminDeps, id: number) {
  const before = await requireOperator(deps, id);
  await repo.clearLockout(deps.db, id);
  return { before: toOpsOperator(before), after: toOpsOperator(await requireOperator(deps, id)) };
}

export function roles(deps: OperatorAdminDeps): Promise<OpsRole[]> {
  return repo.listRolesWithCounts(deps.db);
}

export function permissionCatalogue(): string[] {
  return [...OPERATOR_PERMISSIONS];
}

/**
 * The permissions a role will hold: known codes only (VALIDATION_FAILED naming the others),
 * without duplicates, session.own always in, and MANAGE always in for SUPER_ADMIN.
 */
function rolePermissions(code: string, permissions: readonly string[]): string[] {
  const known = new Set<string>(OPERATOR_PERMISSIONS);
  const unknown = permissions.filter((p) => !known.has(p));
  if (unknown.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Unknown permissions: ${unknown.join(', ')}`,
      unknown.map((p) => ({ path: 'body.permissions', issue: `unknown permission ${p}` })),
    );
  }
  if (code === SUPER_ADMIN && !permissions.includes(MANAGE)) {
    throw new AppError('VALIDATION_FAILED', `${SUPER_ADMIN} keeps ${MANAGE}`, [
      { path: 'body.permissions', issue: `${SUPER_ADMIN} must keep ${MANAGE}` },
    ]);
  }
  const chosen = new Set(['session.own', ...permissions]);
  return OPERATOR_PERMISSIONS.filter((p) => chosen.has(p));
}

export async function updateRole(
  deps: OperatorAdminDeps,
  code: string,
  input: { name: string; permissions: readonly string[] },
) {
  const [before] = await repo.listRolesWithCounts(deps.db, code);
  if (!before) throw new AppError('NOT_FOUND', `No role ${code}`);
  const permissions = rolePermissions(code, input.permissions);
  if (!permissions.includes(MANAGE)) {
    await keepAManager(deps, { roleOverride: { code, permissions } });
  }
  await repo.updateRole(deps.db, code, { name: input.name, permissions }, deps.now());
  return { before, after: await requireRole(deps, code) };
}

export async function createRole(
  deps: OperatorAdminDeps,
  input: { code: string; name: string; permissions: readonly string[] },
): Promise<OpsRole> {
  const permissions = rolePermissions(input.code, input.permissions);
  if (!(await repo.insertRole(deps.db, { code: input.code, name: input.name, permissions }))) {
    throw new AppError('CONFLICT', `Role ${input.code} exists`);
  }
  return requireRole(deps, input.code);
}
