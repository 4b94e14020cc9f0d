import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerServices, resources } from '../../db/schema/content.ts';

/**
 * The brand content that the brand settings screen edits (features/brand/brand-admin, through
 * brand-content.service.ts): customer service links and the APP_DOWNLOAD resources. Writes run
 * in the caller's transaction.
 */
export const APP_DOWNLOAD = 'APP_DOWNLOAD';

export function listCustomerServiceRows(db: Db, brandId: number) {
  return db
    .select({
      csType: customerServices.csType,
      title: customerServices.title,
      url: customerServices.url,
    })
    .from(customerServices)
    .where(eq(customerServices.brandId, brandId))
    .orderBy(asc(customerServices.sort), asc(customerServices.id));
}

export async function replaceCustomerServices(
  tx: Db,
  brandId: number,
  links: readonly { csType: string; title: string; url: string }[],
): Promise<void> {
  await tx.delete(customerServices).where(eq(customerServices.brandId, brandId));
  if (links.length === 0) return;
  await tx.insert(customerServices).values(links.map((link, sort) => ({ brandId, ...link, sort })));
}

export function listAppDownloadRows(db: Db, brandId: number) {
  return db
    .select({
      code: resources.code,
      title: resources.title,
      url: resources.url,
      link: resources.link,
    })
    .from(resources)
    .where(and(eq(resources.brandId, brandId), eq(resources.resourceType, APP_DOWNLOAD)))
    .orderBy(asc(resources.sort), asc(resources.id));
}

export async function replaceAppDownloads(
  tx: Db,
  brandId: number,
  apps: readonly { code: string; title: string; url: string; link: string }[],
): Promise<void> {
  await tx
    .delete(resources)
    .where(and(eq(resources.brandId, brandId), eq(resources.resourceType, APP_DOWNLOAD)));
  if (apps.length === 0) return;
  await tx
    .insert(resources)
    .values(apps.map((app, sort) => ({ brandId, resourceType: APP_DOWNLOAD, ...app, sort })));
}
