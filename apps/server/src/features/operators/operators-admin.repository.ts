import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  operatorIpAllowLists,
  operatorRoles,
  operatorSessions,
  operators,
  serviceAccounts,
} from '../../db/schema/operators.ts';

/**
 * Operators, roles and service accounts as the back office manages them (issue 13). The
 * sign-in side (keys, sessions, lockout counting) is operators.repository.ts.
 */

/** An operator as the back office lists it: never its password hash or TOTP secret. */
export interface ManagedOperatorRow {
  id: number;
  username: string;
  displayName: string;
  role: string;
  disabled: boolean;
  failedLogins: number;
  lockedUntil: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
}

const managedColumns = {
  id: operators.id,
  username: operators.username,
  displayName: operators.displayName,
  role: operatorRoles.code,
  disabled: operators.disabled,
  failedLogins: operators.failedLogins,
  lockedUntil: operators.lockedUntil,
  lastLoginAt: operators.lastLoginAt,
  createdAt: operators.createdAt,
};

function managed(db: Db) {
  return db
    .select(managedColumns)
    .from(operators)
    .innerJoin(operatorRoles, eq(operatorRoles.id, operators.roleId));
}

/** Newest first, below the keyset cursor. */
export function listOperators(
  db: Db,
  before: number | undefined,
  limit: number,
): Promise<ManagedOperatorRow[]> {
  return managed(db)
    .where(before === undefined ? undefined : lt(operators.id, before))
    .orderBy(desc(operators.id))
    .limit(limit);
}

export async function findOperator(db: Db, id: number): Promise<ManagedOperatorRow | undefined> {
  const [row] = await managed(db).where(eq(operators.id, id));
  return row;
}

export async function findOperatorByUsername(
  db: Db,
  username: string,
): Promise<ManagedOperatorRow | undefined> {
  const [row] = await managed(db).where(eq(operators.username, username));
  return row;
}

/** Give the operator the role with this code; false when either does not exist. */
export async function setOperatorRole(db: Db, id: number, roleCode: string): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ roleId: sql`(select id from operator_roles where code = ${roleCode})` })
    .where(
      and(
        eq(operators.id, id),
        sql`exists (select 1 from operator_roles where code = ${roleCode})`,
      ),
    )
    .returning({ id: operators.id });
  return rows.length === 1;
}

export async function setOperatorDisabled(db: Db, id: number, disabled: boolean): Promise<void> {
  await db.update(operators).set({ disabled }).where(eq(operators.id, id));
}

/** A new TOTP secret; the last-used step is forgotten with the old secret. */
export async function setTotpSecret(db: Db, id: number, secret: string): Promise<void> {
  await db
    .update(operators)
    .set({ totpSecret: secret, totpLastStep: null })
    .where(eq(operators.id, id));
}

export async function clearLockout(db: Db, id: number): Promise<void> {
  await db
    .update(operators)
    .set({ failedLogins: 0, lockedUntil: null })
    .where(eq(operators.id, id));
}

/** End every open session of the operator; returns how many were open. */
export async function endOperatorSessions(db: Db, operatorId: number, at: Date): Promise<number> {
  const rows = await db
    .update(operatorSessions)
    .set({ endedAt: at })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.endedAt)))
    .returning({ id: operatorSessions.id });
  return rows.length;
}

/**
 * Enabled operators (people) whose role holds `permission`, leaving out one operator and
 * reading one role's permissions as `roleOverride` (the state after a change, before it is
 * made).
 */
export async function countOperatorsHolding(
  db: Db,
  permission: string,
  change: {
    exceptOperatorId?: number;
    roleOverride?: { code: string; permissions: string[] };
  } = {},
): Promise<number> {
  const override = change.roleOverride;
  const holds = override
    ? sql`case when r.code = ${override.code}
            then ${override.permissions.includes(permission)}::boolean
            else ${permission} = any(r.permissions) end`
    : sql`${permission} = any(r.permissions)`;
  const result = (await db.execute(sql`
    select count(*)::int as n
      from operators o join operator_roles r on r.id = o.role_id
     where not o.disabled and o.id <> ${change.exceptOperatorId ?? -1} and ${holds}`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

export interface RoleRow {
  code: string;
  name: string;
  permissions: string[];
  operators: number;
  serviceAccounts: number;
}

/** Every role, in creation order, with how many operators and live service accounts hold it. */
export async function listRolesWithCounts(db: Db, code?: string): Promise<RoleRow[]> {
  const result = (await db.execute(sql`
    select r.code, r.name, r.permissions,
           (select count(*) from operators o where o.role_id = r.id)::int as operators,
           (select count(*) from service_accounts s
             where s.role_id = r.id and s.revoked_at is null)::int as service_accounts
      from operator_roles r
     where ${code === undefined ? sql`true` : sql`r.code = ${code}`}
     order by r.id`)) as unknown as {
    rows: {
      code: string;
      name: string;
      permissions: string[];
      operators: number;
      service_accounts: number;
    }[];
  };
  return result.rows.map((row) => ({
    code: row.code,
    name: row.name,
    permissions: row.permissions,
    operators: Number(row.operators),
    serviceAccounts: Number(row.service_accounts),
  }));
}

export async function updateRole(
  db: Db,
  code: string,
  values: { name: string; permissions: string[] },
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(operatorRoles)
    .set({ name: values.name, permissions: values.permissions, updatedAt: at })
    .where(eq(operatorRoles.code, code))
    .returning({ id: operatorRoles.id });
  return rows.length === 1;
}

/** A new role; false when the code is taken. */
export async function insertRole(
  db: Db,
  values: { code: string; name: string; permissions: string[] },
): Promise<boolean> {
  const rows = await db
    .insert(operatorRoles)
    .values(values)
    .onConflictDoNothing({ target: operatorRoles.code })
    .returning({ id: operatorRoles.id });
  return rows.length === 1;
}

export interface ServiceAccountView {
  id: number;
  name: string;
  role: string;
  createdAt: Date;
  revokedAt: Date | null;
}

const accountColumns = {
  id: serviceAccounts.id,
  name: serviceAccounts.name,
  role: operatorRoles.code,
  createdAt: serviceAccounts.createdAt,
  revokedAt: serviceAccounts.revokedAt,
};

export function listServiceAccounts(db: Db): Promise<ServiceAccountView[]> {
  return db
    .select(accountColumns)
    .from(serviceAccounts)
    .innerJoin(operatorRoles, eq(operatorRoles.id, serviceAccounts.roleId))
    .orderBy(desc(serviceAccounts.id))
    .limit(500);
}

export async function findServiceAccount(
  db: Db,
  where: { id: number } | { name: string },
): Promise<ServiceAccountView | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(serviceAccounts)
    .innerJoin(operatorRoles, eq(operatorRoles.id, serviceAccounts.roleId))
    .where('id' in where ? eq(serviceAccounts.id, where.id) : eq(serviceAccounts.name, where.name));
  return row;
}

/** A new account; false when the name is taken or the role does not exist. */
export async function insertServiceAccount(
  db: Db,
  name: string,
  roleCode: string,
  keyHash: string,
): Promise<boolean> {
  const result = (await db.execute(sql`
    insert into service_accounts (name, role_id, key_hash)
    select ${name}, r.id, ${keyHash} from operator_roles r where r.code = ${roleCode}
    on conflict (name) do nothing
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length === 1;
}

/** Revoke a live account; false when it does not exist or is revoked already. */
export async function revokeServiceAccountById(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(serviceAccounts)
    .set({ revokedAt: at })
    .where(and(eq(serviceAccounts.id, id), isNull(serviceAccounts.revokedAt)))
    .returning({ id: serviceAccounts.id });
  return rows.length === 1;
}

/** The brand's operator IP allow-list (empty when never set). */
export async function ipAllowList(db: Db, brandId: number): Promise<string[]> {
  const [row] = await db
    .select({ cidrs: operatorIpAllowLists.cidrs })
    .from(operatorIpAllowLists)
    .where(eq(operatorIpAllowLists.brandId, brandId));
  return row?.cidrs ?? [];
}

export async function setIpAllowList(
  db: Db,
  brandId: number,
  cidrs: string[],
  by: string,
  at: Date,
): Promise<void> {
  await db
    .insert(operatorIpAllowLists)
    .values({ brandId, cidrs, updatedBy: by, updatedAt: at })
    .onConflictDoUpdate({
      target: operatorIpAllowLists.brandId,
      set: { cidrs, updatedBy: by, updatedAt: at },
    });
}
