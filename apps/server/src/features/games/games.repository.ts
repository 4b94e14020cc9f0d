import { asc, eq } from 'drizzle-orm';
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
      maintenance: vendors.maintenance,
    })
    .from(vendors)
    .where(eq(vendors.active, true))
    .orderBy(asc(vendors.sort), asc(vendors.displayName), asc(vendors.id));
}
