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
 * brand.service.ts requireBrand), keyed in this same cache.
 */
export async function getBrand(db: Db): Promise<BrandRecord | null> {
  const cache = brandCache(db);
  const cached = cache.get('default');
  if (cached !== undefined) return cached;
  // One lookup for every request that finds the entry expired at the same moment (issue 12:
  // each expiry sent one query per concurrent vendor callback).
  let loading = brandLoads.get(db);
  if (!loading) {
    const started = db
      .select()
      .from(brands)
      .orderBy(asc(brands.id))
      .limit(1)
      .then(([row]) => {
        // An invalidation while this was in flight wins: the row read before it is not kept.
        if (brandLoads.get(db) === started) cache.set('default', row ?? null);
        return row ?? null;
      })
      .finally(() => {
        if (brandLoads.get(db) === started) brandLoads.delete(db);
      });
    loading = started;
    brandLoads.set(db, loading);
  }
  return loading;
}

/** The brand lookup in flight per database handle. */
const brandLoads = new WeakMap<Db, Promise<BrandRecord | null>>();

export function invalidateBrandCache(db: Db): void {
  brandLoads.delete(db);
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
