import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema/catalogue.ts';

export function listActiveVendors(db: Db) {
  return db
    .select({
      category: vendors.category,
      code: vendors.code,
      displayName: vendors.displayName,
      walletMode: vendors.walletMode,
      isGame: vendors.isGame,
      // Switched on, or inside its scheduled window (migration 0026).
      maintenance: sql<boolean>`vendor_in_maintenance(${vendors.maintenance}, ${vendors.maintenanceStartsAt}, ${vendors.maintenanceEndsAt}, now())`,
    })
    .from(vendors)
    .where(eq(vendors.active, true))
    .orderBy(asc(vendors.sort), asc(vendors.displayName), asc(vendors.id));
}
