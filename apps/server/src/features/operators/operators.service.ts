import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { type OperatorPrincipal, SERVICE_KEY_PREFIX } from './operators.model.ts';
import {
  listRoles,
  revokeServiceAccount,
  serviceAccountByKeyHash,
  upsertServiceAccount,
} from './operators.repository.ts';

/**
 * Access to the operator API (issue 13): who a key belongs to and what its role lets it do.
 * Keys are stored as their SHA-256 only; they are long random strings, so a hash lookup needs
 * no slow hash and leaks nothing a guess could use.
 */
export class OperatorAccess {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** The live service account holding `key`, or undefined (unknown or revoked). */
  async authenticateKey(key: string): Promise<OperatorPrincipal | undefined> {
    const row = await serviceAccountByKeyHash(this.db, sha256Hex(key));
    if (!row || row.revokedAt) return undefined;
    return {
      kind: 'SERVICE',
      id: row.id,
      name: row.name,
      role: row.role,
      permissions: new Set(row.permissions),
    };
  }

  /** Make (or re-key) the named account with a role; returns its key, shown this once. */
  async issueServiceKey(name: string, roleCode: string): Promise<string> {
    const key = `${SERVICE_KEY_PREFIX}${randomToken(32)}`;
    await this.setServiceKey(name, roleCode, key);
    return key;
  }

  /** The named account with this role and this key (the environment's token at start). */
  async setServiceKey(name: string, roleCode: string, key: string): Promise<void> {
    if (!(await upsertServiceAccount(this.db, name, roleCode, sha256Hex(key)))) {
      throw new AppError('VALIDATION_FAILED', `No operator role ${roleCode}`);
    }
  }

  async revokeServiceAccount(name: string): Promise<boolean> {
    return revokeServiceAccount(this.db, name, this.now());
  }

  roles(): Promise<{ code: string; permissions: string[] }[]> {
    return listRoles(this.db);
  }
}
