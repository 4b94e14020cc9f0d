import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brandFourEyes } from '../../db/schema/approvals.ts';

export type FourEyesRow = typeof brandFourEyes.$inferSelect;

export async function findThresholds(db: Db, brandId: number): Promise<FourEyesRow | undefined> {
  const [row] = await db.select().from(brandFourEyes).where(eq(brandFourEyes.brandId, brandId));
  return row;
}

export async function saveThresholds(
  db: Db,
  values: Omit<FourEyesRow, 'updatedAt'> & { updatedAt: Date },
): Promise<FourEyesRow> {
  const { brandId, ...changes } = values;
  const [row] = await db
    .insert(brandFourEyes)
    .values(values)
    .onConflictDoUpdate({ target: brandFourEyes.brandId, set: changes })
    .returning();
  if (!row) throw new Error('brand_four_eyes upsert returned nothing');
  return row;
}
