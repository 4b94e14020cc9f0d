import type { Db } from '../../db/client.ts';
import * as repo from './brand-content.repository.ts';

/**
 * The brand content edited with the brand settings (features/brand/brand-admin.service.ts): the
 * customer service links and the app download resources. The content feature owns their tables;
 * brand settings read and write them here, inside its own transaction (`tx`), and clears the
 * brand caches after. One editor per type: the site images screen leaves APP_DOWNLOAD to it.
 */
export const APP_DOWNLOAD = repo.APP_DOWNLOAD;

export interface CustomerServiceRow {
  csType: string;
  title: string;
  url: string;
}

export function customerServiceLinks(db: Db, brandId: number): Promise<CustomerServiceRow[]> {
  return repo.listCustomerServiceRows(db, brandId);
}

/** Replaces every link of the brand by `links`, in their order. */
export function replaceCustomerServiceLinks(
  tx: Db,
  brandId: number,
  links: readonly CustomerServiceRow[],
): Promise<void> {
  return repo.replaceCustomerServices(tx, brandId, links);
}

export interface AppDownloadRow {
  code: string;
  title: string;
  url: string;
  link: string | null;
}

export function appDownloadResources(db: Db, brandId: number): Promise<AppDownloadRow[]> {
  return repo.listAppDownloadRows(db, brandId);
}

/** Replaces the brand's APP_DOWNLOAD resources by `apps`, in their order. */
export function replaceAppDownloadResources(
  tx: Db,
  brandId: number,
  apps: readonly { code: string; title: string; url: string; link: string }[],
): Promise<void> {
  return repo.replaceAppDownloads(tx, brandId, apps);
}
