import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { SERVICE_KEY_PREFIX, TOKEN_SERVICE_ACCOUNT } from './operators.model.ts';
import * as repo from './operators-admin.repository.ts';
import type { Actor, OperatorAdminDeps } from './operators-admin.service.ts';

/**
 * Service accounts managed from the back office (issue 13): machine access with a role and a
 * key shown once. `operator-token` belongs to the OPERATOR_API_TOKEN environment variable, so
 * it is never made here.
 */
export function toServiceAccount(row: repo.ServiceAccountView) {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listServiceAccounts(deps: OperatorAdminDeps) {
  return (await repo.listServiceAccounts(deps.db)).map(toServiceAccount);
}

/** A new named account with a role; its key is returned this once (only its hash is kept). */
export async function createServiceAccount(
  deps: OperatorAdminDeps,
  input: { name: string; role: string },
) {
  if (input.name === TOKEN_SERVICE_ACCOUNT) {
    throw new AppError('VALIDATION_FAILED', `${TOKEN_SERVICE_ACCOUNT} is set by the environment`, [
      { path: 'body.name', issue: 'reserved' },
    ]);
  }
  const [role] = await repo.listRolesWithCounts(deps.db, input.role);
  if (!role) {
    throw new AppError('VALIDATION_FAILED', `No role ${input.role}`, [
      { path: 'body.role', issue: 'unknown role' },
    ]);
  }
  const key = `${SERVICE_KEY_PREFIX}${randomToken(32)}`;
  if (!(await repo.insertServiceAccount(deps.db, input.name, input.role, sha256Hex(key)))) {
    throw new AppError('CONFLICT', `Service account ${input.name} exists`);
  }
  const row = await repo.findServiceAccount(deps.db, { name: input.name });
  if (!row) throw new Error('operators: created service account not found');
  return { account: toServiceAccount(row), key };
}

/** Revoke an account: its key stops working at once. Never the caller's own. */
export async function revokeServiceAccount(deps: OperatorAdminDeps, actor: Actor, id: number) {
  if (actor.kind === 'SERVICE' && actor.id === id) {
    throw new AppError('FORBIDDEN', 'A service account cannot revoke its own key');
  }
  const before = await repo.findServiceAccount(deps.db, { id });
  if (!before) throw new AppError('NOT_FOUND', 'No such service account');
  if (!(await repo.revokeServiceAccountById(deps.db, id, deps.now()))) {
    throw new AppError('INVALID_STATE', 'The service account is revoked already');
  }
  const after = await repo.findServiceAccount(deps.db, { id });
  if (!after) throw new Error('operators: revoked service account not found');
  return { before: toServiceAccount(before), after: toServiceAccount(after) };
}
