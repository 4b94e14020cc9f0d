import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { addMinutes } from '../../lib/time.ts';
import { matchTotp, newTotpSecret, otpauthUri } from '../../lib/totp.ts';
import type { AuditService } from '../audit/audit.service.ts';
import {
  OPERATOR_LOCKOUT,
  OPERATOR_SESSION,
  OPERATOR_TOTP_ISSUER,
  type OperatorPrincipal,
  SERVICE_KEY_PREFIX,
} from './operators.model.ts';
import {
  endOperatorSession,
  insertOperator,
  insertOperatorSession,
  listRoles,
  type OperatorRow,
  operatorByUsername,
  recordFailedLogin,
  recordLogin,
  revokeServiceAccount,
  serviceAccountByKeyHash,
  touchOperatorSession,
  upsertServiceAccount,
} from './operators.repository.ts';

export interface LoginAttempt {
  username: string;
  password: string;
  totpCode: string;
  ip: string | null;
  userAgent: string | null;
}

function principalOf(
  row: Pick<OperatorRow, 'id' | 'username' | 'displayName' | 'role' | 'permissions'>,
  sessionId: number,
): OperatorPrincipal {
  return {
    kind: 'OPERATOR',
    id: row.id,
    name: row.username,
    displayName: row.displayName,
    role: row.role,
    permissions: new Set(row.permissions),
    sessionId,
  };
}

/**
 * Access to the operator API (issue 13): who a key belongs to and what its role lets it do.
 * Keys are stored as their SHA-256 only; they are long random strings, so a hash lookup needs
 * no slow hash and leaks nothing a guess could use.
 */
export class OperatorAccess {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly audit: AuditService,
  ) {}

  /** The live service account holding `key`, or undefined (unknown or revoked). */
  async authenticateKey(key: string): Promise<OperatorPrincipal | undefined> {
    const row = await serviceAccountByKeyHash(this.db, sha256Hex(key));
    if (!row || row.revokedAt) return undefined;
    return {
      kind: 'SERVICE',
      id: row.id,
      name: row.name,
      displayName: row.name,
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

  /**
   * A new operator with a role and a fresh TOTP secret (TOTP is required for every operator):
   * the secret and its otpauth URI are returned once, for the authenticator app.
   */
  async createOperator(input: {
    username: string;
    displayName: string;
    password: string;
    role: string;
  }): Promise<{ totpSecret: string; otpauthUri: string }> {
    const username = input.username.toLowerCase();
    const totpSecret = newTotpSecret();
    const created = await insertOperator(
      this.db,
      {
        username,
        displayName: input.displayName,
        passwordHash: await hashPassword(input.password),
        totpSecret,
      },
      input.role,
    );
    if (!created)
      throw new AppError('CONFLICT', `Operator ${username} exists or no role ${input.role}`);
    return { totpSecret, otpauthUri: otpauthUri(totpSecret, OPERATOR_TOTP_ISSUER, username) };
  }

  /**
   * Sign in with username, password and TOTP code, all three at once. Any wrong part answers
   * the same INVALID_CREDENTIALS (nothing tells which part was right); an unknown username
   * costs the same password check. The OPERATOR_LOCKOUT.failures-th failure in a row locks the
   * account for OPERATOR_LOCKOUT.minutes (RATE_LIMITED). Each outcome is audited.
   */
  async login(attempt: LoginAttempt): Promise<{ token: string; principal: OperatorPrincipal }> {
    const now = this.now();
    const username = attempt.username.toLowerCase();
    const row = await operatorByUsername(this.db, username);
    const passwordOk = await verifyPassword(row?.passwordHash ?? null, attempt.password);
    const event = (action: string, data: Record<string, unknown> = {}) =>
      this.audit.record({
        // An unknown name is what was typed, kept as data: never an actor.
        actor: row?.username ?? 'unknown',
        actorKind: row ? 'OPERATOR' : 'SYSTEM',
        ip: attempt.ip,
        action,
        objectType: 'operator',
        objectId: row?.id ?? null,
        data: {
          userAgent: attempt.userAgent,
          ...(row ? {} : { attemptedUsername: username.slice(0, 40) }),
          ...data,
        },
      });
    if (row?.lockedUntil && row.lockedUntil > now) {
      await event('operator.login.locked');
      throw new AppError('RATE_LIMITED', 'Too many failed sign-ins; try again later');
    }
    const step =
      row && passwordOk && !row.disabled
        ? matchTotp(row.totpSecret, attempt.totpCode, now, row.totpLastStep)
        : null;
    if (!row || step === null || !(await recordLogin(this.db, row.id, step, now))) {
      const locks =
        row !== undefined &&
        (await recordFailedLogin(
          this.db,
          row.id,
          OPERATOR_LOCKOUT.failures,
          addMinutes(now, OPERATOR_LOCKOUT.minutes),
        ));
      await event(locks ? 'operator.lockout' : 'operator.login.failed');
      throw new AppError('INVALID_CREDENTIALS', 'Wrong username, password or code');
    }
    const token = randomToken(32);
    const sessionId = await insertOperatorSession(this.db, {
      tokenHash: sha256Hex(token),
      operatorId: row.id,
      ip: attempt.ip,
      userAgent: attempt.userAgent,
      now,
      idleExpiresAt: addMinutes(now, OPERATOR_SESSION.idleMinutes),
      absoluteExpiresAt: addMinutes(now, OPERATOR_SESSION.absoluteHours * 60),
    });
    await event('operator.login');
    return { token, principal: principalOf(row, sessionId) };
  }

  /** The operator of a live session cookie, the session touched; undefined otherwise. */
  async authenticateSession(token: string): Promise<OperatorPrincipal | undefined> {
    const now = this.now();
    const row = await touchOperatorSession(
      this.db,
      sha256Hex(token),
      now,
      addMinutes(now, OPERATOR_SESSION.idleMinutes),
    );
    return row ? principalOf(row, row.sessionId) : undefined;
  }

  async logout(principal: OperatorPrincipal): Promise<void> {
    if (principal.sessionId !== undefined) {
      await endOperatorSession(this.db, principal.sessionId, this.now());
    }
  }
}
