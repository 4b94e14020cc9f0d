import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  operatorRoles,
  operatorSessions,
  operators,
  serviceAccounts,
} from '../../db/schema/operators.ts';

export interface ServiceAccountRow {
  id: number;
  name: string;
  revokedAt: Date | null;
  role: string;
  permissions: string[];
}

export async function serviceAccountByKeyHash(
  db: Db,
  keyHash: string,
): Promise<ServiceAccountRow | undefined> {
  const [row] = await db
    .select({
      id: serviceAccounts.id,
      name: serviceAccounts.name,
      revokedAt: serviceAccounts.revokedAt,
      role: operatorRoles.code,
      permissions: operatorRoles.permissions,
    })
    .from(serviceAccounts)
    .innerJoin(operatorRoles, eq(operatorRoles.id, serviceAccounts.roleId))
    .where(eq(serviceAccounts.keyHash, keyHash));
  return row;
}

/**
 * Create the named account, or give an existing one this role and key (and un-revoke it).
 * Returns false when the role does not exist.
 */
export async function upsertServiceAccount(
  db: Db,
  name: string,
  roleCode: string,
  keyHash: string,
): Promise<boolean> {
  const result = (await db.execute(sql`
    insert into service_accounts (name, role_id, key_hash)
    select ${name}, r.id, ${keyHash} from operator_roles r where r.code = ${roleCode}
    on conflict (name) do update
      set role_id = excluded.role_id, key_hash = excluded.key_hash, revoked_at = null
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length === 1;
}

export async function revokeServiceAccount(db: Db, name: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(serviceAccounts)
    .set({ revokedAt: at })
    .where(eq(serviceAccounts.name, name))
    .returning({ id: serviceAccounts.id });
  return rows.length === 1;
}

export async function listRoles(db: Db): Promise<{ code: string; permissions: string[] }[]> {
  return db
    .select({ code: operatorRoles.code, permissions: operatorRoles.permissions })
    .from(operatorRoles)
    .orderBy(operatorRoles.id);
}

export interface OperatorRow {
  id: number;
  username: string;
  displayName: string;
  passwordHash: string;
  totpSecret: string;
  totpLastStep: number | null;
  disabled: boolean;
  lockedUntil: Date | null;
  role: string;
  permissions: string[];
}

const operatorColumns = {
  id: operators.id,
  username: operators.username,
  displayName: operators.displayName,
  passwordHash: operators.passwordHash,
  totpSecret: operators.totpSecret,
  totpLastStep: operators.totpLastStep,
  disabled: operators.disabled,
  lockedUntil: operators.lockedUntil,
  role: operatorRoles.code,
  permissions: operatorRoles.permissions,
};

export async function operatorByUsername(
  db: Db,
  username: string,
): Promise<OperatorRow | undefined> {
  const [row] = await db
    .select(operatorColumns)
    .from(operators)
    .innerJoin(operatorRoles, eq(operatorRoles.id, operators.roleId))
    .where(eq(operators.username, username));
  return row;
}

/** Create an operator; false when the role does not exist or the username is taken. */
export async function insertOperator(
  db: Db,
  values: { username: string; displayName: string; passwordHash: string; totpSecret: string },
  roleCode: string,
): Promise<boolean> {
  const result = (await db.execute(sql`
    insert into operators (username, display_name, password_hash, totp_secret, role_id)
    select ${values.username}, ${values.displayName}, ${values.passwordHash},
      ${values.totpSecret}, r.id
    from operator_roles r where r.code = ${roleCode}
    on conflict (username) do nothing
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length === 1;
}

/**
 * Count a failed sign-in; the failure that reaches `failures` locks the account until
 * `lockUntil`. One guarded update, so concurrent failures all count. True when the account is
 * locked by this failure (or was already at the count).
 */
export async function recordFailedLogin(
  db: Db,
  id: number,
  failures: number,
  lockUntil: Date,
): Promise<boolean> {
  const [row] = await db
    .update(operators)
    .set({
      failedLogins: sql`${operators.failedLogins} + 1`,
      lockedUntil: sql`case when ${operators.failedLogins} + 1 >= ${failures}
        then ${lockUntil.toISOString()}::timestamptz else ${operators.lockedUntil} end`,
    })
    .where(eq(operators.id, id))
    .returning({ failedLogins: operators.failedLogins });
  return (row?.failedLogins ?? 0) >= failures;
}

/**
 * A successful sign-in: reset the failures and use up the TOTP step, only if no earlier
 * sign-in used this step or a later one (a code works once, even in a race).
 */
export async function recordLogin(db: Db, id: number, step: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ failedLogins: 0, lockedUntil: null, totpLastStep: step, lastLoginAt: at })
    .where(
      and(
        eq(operators.id, id),
        or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
      ),
    )
    .returning({ id: operators.id });
  return rows.length === 1;
}

export async function insertOperatorSession(
  db: Db,
  values: {
    tokenHash: string;
    operatorId: number;
    ip: string | null;
    userAgent: string | null;
    now: Date;
    idleExpiresAt: Date;
    absoluteExpiresAt: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(operatorSessions)
    .values({
      tokenHash: values.tokenHash,
      operatorId: values.operatorId,
      ip: values.ip,
      userAgent: values.userAgent,
      createdAt: values.now,
      lastSeenAt: values.now,
      idleExpiresAt: values.idleExpiresAt,
      absoluteExpiresAt: values.absoluteExpiresAt,
    })
    .returning({ id: operatorSessions.id });
  if (!row) throw new Error('operators: session not returned');
  return row.id;
}

/** What a request needs of its operator: who, and what the role allows. */
export interface SessionOperator {
  sessionId: number;
  id: number;
  username: string;
  displayName: string;
  role: string;
  permissions: string[];
}

/**
 * The live session of this token (not ended, within both limits, its operator enabled),
 * touched in the same statement: the idle limit moves to `idleExpiresAt`, never past the
 * absolute one. One statement on every operator request.
 */
export async function touchOperatorSession(
  db: Db,
  tokenHash: string,
  now: Date,
  idleExpiresAt: Date,
): Promise<SessionOperator | undefined> {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    update operator_sessions s
       set last_seen_at = ${at}::timestamptz,
           idle_expires_at = least(${idleExpiresAt.toISOString()}::timestamptz, s.absolute_expires_at)
      from operators o join operator_roles r on r.id = o.role_id
     where s.token_hash = ${tokenHash} and s.ended_at is null
       and s.idle_expires_at > ${at}::timestamptz and s.absolute_expires_at > ${at}::timestamptz
       and o.id = s.operator_id and not o.disabled
    returning s.id as session_id, o.id, o.username, o.display_name, r.code as role,
              r.permissions`)) as unknown as {
    rows: {
      session_id: string | number;
      id: string | number;
      username: string;
      display_name: string;
      role: string;
      permissions: string[];
    }[];
  };
  const row = result.rows[0];
  return row
    ? {
        sessionId: Number(row.session_id),
        id: Number(row.id),
        username: row.username,
        displayName: row.display_name,
        role: row.role,
        permissions: row.permissions,
      }
    : undefined;
}

export async function endOperatorSession(db: Db, sessionId: number, at: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ endedAt: at })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.endedAt)));
}
