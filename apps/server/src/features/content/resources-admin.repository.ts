import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { resources } from '../../db/schema/content.ts';
import { APP_DOWNLOAD } from './brand-content.repository.ts';

/**
 * Back-office reads and writes of the brand's site images (issue 13): the `resources` rows of
 * every type but APP_DOWNLOAD, which brand settings edits (brand-content.repository.ts).
 */
export type ResourceRow = Omit<typeof resources.$inferSelect, 'brandId'>;
export type ResourceFields = Omit<ResourceRow, 'id' | 'code'>;

const columns = {
  id: resources.id,
  code: resources.code,
  resourceType: resources.resourceType,
  title: resources.title,
  url: resources.url,
  link: resources.link,
  paymentChannelCode: resources.paymentChannelCode,
  sort: resources.sort,
};

const SITE_IMAGE = ne(resources.resourceType, APP_DOWNLOAD);

export function listResourceRows(db: Db, brandId: number): Promise<ResourceRow[]> {
  return db
    .select(columns)
    .from(resources)
    .where(and(eq(resources.brandId, brandId), SITE_IMAGE))
    .orderBy(asc(resources.sort), asc(resources.id));
}

/** In a transaction: the site image, locked until the transaction ends. */
export async function lockResource(
  tx: Db,
  brandId: number,
  id: number,
): Promise<ResourceRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(resources)
    .where(and(eq(resources.brandId, brandId), eq(resources.id, id), SITE_IMAGE))
    .for('update');
  return row;
}

export async function insertResource(
  db: Db,
  brandId: number,
  code: string,
  fields: ResourceFields,
): Promise<ResourceRow> {
  const [row] = await db
    .insert(resources)
    .values({ brandId, code, ...fields })
    .returning(columns);
  if (!row) throw new Error('resource not written');
  return row;
}

export async function updateResource(
  tx: Db,
  brandId: number,
  id: number,
  fields: ResourceFields,
): Promise<ResourceRow> {
  const [row] = await tx
    .update(resources)
    .set(fields)
    .where(and(eq(resources.brandId, brandId), eq(resources.id, id)))
    .returning(columns);
  if (!row) throw new Error(`resource ${id} vanished`);
  return row;
}

export async function deleteResource(tx: Db, brandId: number, id: number): Promise<void> {
  await tx.delete(resources).where(and(eq(resources.brandId, brandId), eq(resources.id, id)));
}
