import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands } from '../../db/schema/brand.ts';
import { cacheFor } from '../../lib/ttl-cache.ts';
import type { BrandRecord } from './brand.model.ts';

const BRAND_CACHE_MS = 5_000;

function brandCache(db: Db) {
  return cacheFor<BrandRecord | null>(db, 'brand', BRAND_CACHE_MS);
}

/**
 * The site's brand. One brand today: the first one created (the seeded NOVA88). Multi-brand
 * would look the brand up by the request's host through brand_domains instead (see
 * brand.service.ts resolveBrand), keyed in this same cache.
 */
export async function getBrand(db: Db): Promise<BrandRecord | null> {
  const cache = brandCache(db);
  const cached = cache.get('default');
  if (cached !== undefined) return cached;
  const [row] = await db.select().from(brands).orderBy(asc(brands.id)).limit(1);
  cache.set('default', row ?? null);
  return row ?? null;
}

export function invalidateBrandCache(db: Db): void {
  brandCache(db).clear();
}

export async function updateBrand(
  db: Db,
  brandId: number,
  changes: Partial<
    Pick<BrandRecord, 'maintenanceActive' | 'maintenanceStart' | 'maintenanceEnd' | 'blockedRanges'>
  >,
): Promise<BrandRecord> {
  const [row] = await db
    .update(brands)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(brands.id, brandId))
    .returning();
  invalidateBrandCache(db);
  if (!row) throw new Error(`brand ${brandId} vanished`);
  return row;
}
