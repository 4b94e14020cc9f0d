import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banners, type Publication } from '../../db/schema/content.ts';

/** Back-office reads and writes of banners (issue 13): one row per code, in one locale. */
export type BannerRow = Omit<typeof banners.$inferSelect, 'brandId'>;
export type BannerFields = Omit<BannerRow, 'id' | 'code'>;

const columns = {
  id: banners.id,
  code: banners.code,
  groupName: banners.groupName,
  language: banners.language,
  mediaType: banners.mediaType,
  url: banners.url,
  linkage: banners.linkage,
  linkageType: banners.linkageType,
  title: banners.title,
  sort: banners.sort,
  startsAt: banners.startsAt,
  endsAt: banners.endsAt,
  publication: banners.publication,
};

/** Banners of the brand, newest first, below the keyset cursor. */
export function listBannerRows(
  db: Db,
  brandId: number,
  filter: { groupName?: string | undefined; language?: string | undefined },
  beforeId: number | undefined,
  limit: number,
): Promise<BannerRow[]> {
  return db
    .select(columns)
    .from(banners)
    .where(
      and(
        eq(banners.brandId, brandId),
        filter.groupName ? eq(banners.groupName, filter.groupName) : undefined,
        filter.language ? eq(banners.language, filter.language) : undefined,
        beforeId === undefined ? undefined : lt(banners.id, beforeId),
      ),
    )
    .orderBy(desc(banners.id))
    .limit(limit);
}

/** In a transaction: the banner's row, locked (a code not yet written is locked too). */
export async function lockBanner(
  tx: Db,
  brandId: number,
  code: string,
): Promise<BannerRow | undefined> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${brandId}::int, hashtext(${`banner:${code}`}))`,
  );
  const [row] = await tx
    .select(columns)
    .from(banners)
    .where(and(eq(banners.brandId, brandId), eq(banners.code, code)))
    .for('update');
  return row;
}

export async function upsertBanner(
  tx: Db,
  brandId: number,
  code: string,
  fields: BannerFields,
): Promise<BannerRow> {
  const [row] = await tx
    .insert(banners)
    .values({ brandId, code, ...fields })
    .onConflictDoUpdate({ target: [banners.brandId, banners.code], set: fields })
    .returning(columns);
  if (!row) throw new Error('banner not written');
  return row;
}

export async function setBannerPublication(
  tx: Db,
  brandId: number,
  code: string,
  publication: Publication,
): Promise<BannerRow | undefined> {
  const [row] = await tx
    .update(banners)
    .set({ publication })
    .where(and(eq(banners.brandId, brandId), eq(banners.code, code)))
    .returning(columns);
  return row;
}
