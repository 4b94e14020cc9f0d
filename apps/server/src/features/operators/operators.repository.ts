import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorRoles, serviceAccounts } from '../../db/schema/operators.ts';

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
