import { randomBytes } from 'node:crypto';
import type { OpsSiteImage, SiteImageInput } from '@nova/contracts/api/ops-content-pages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { invalidateBrandConfig } from '../system/permission.service.ts';
import { isOnSite, openChannels } from './content.service.ts';
import type { ContentAdminDeps } from './content-admin.service.ts';
import {
  deleteResource,
  insertResource,
  listResourceRows,
  lockResource,
  type ResourceRow,
  updateResource,
} from './resources-admin.repository.ts';

/**
 * The brand's site images in the back office (issue 13, decision 029): logos, payment logos,
 * licences, certifications, social accounts and the age badge. A payment logo names one of the
 * brand's deposit channels (the payments feature's) and shows only while that channel is open.
 * A write clears the permission data cache on this instance, so the site's next page load shows
 * it (other instances within the cache's 60 s).
 */
function imageOf(row: ResourceRow, open: ReadonlyMap<string, unknown>): OpsSiteImage {
  return {
    ...row,
    resourceType: row.resourceType as OpsSiteImage['resourceType'],
    onSite: isOnSite(row, open),
  };
}

export async function listSiteImages(deps: ContentAdminDeps, brandId: number) {
  const [rows, open] = await Promise.all([
    listResourceRows(deps.db, brandId),
    openChannels(deps.db, brandId),
  ]);
  return { items: rows.map((row) => imageOf(row, open)), channels: [...open.values()] };
}

/**
 * A payment logo names an open deposit channel of the brand; one it already named may stay
 * while that channel is closed (the logo is kept off the site until it opens again).
 */
function requireChannel(
  input: SiteImageInput,
  open: ReadonlyMap<string, unknown>,
  kept: string | null,
): void {
  const code = input.paymentChannelCode;
  if (code === null || open.has(code) || code === kept) return;
  throw new AppError('VALIDATION_FAILED', 'No such open deposit channel', [
    { path: 'body.paymentChannelCode', issue: 'unknown_channel' },
  ]);
}

export async function createSiteImage(
  deps: ContentAdminDeps,
  brandId: number,
  input: SiteImageInput,
): Promise<{ before: null; after: OpsSiteImage }> {
  const open = await openChannels(deps.db, brandId);
  requireChannel(input, open, null);
  // The natural key the seed uses is `<type>:<name>`; an operator's image gets a random name.
  const code = `${input.resourceType}:${randomBytes(6).toString('hex')}`;
  const row = await insertResource(deps.db, brandId, code, input);
  invalidateBrandConfig(deps.db);
  return { before: null, after: imageOf(row, open) };
}

/** Runs `change` on the locked image; the image before and after, then clears the cache. */
async function changeImage(
  deps: ContentAdminDeps,
  brandId: number,
  id: number,
  change: (tx: Db, row: ResourceRow, open: ReadonlyMap<string, unknown>) => Promise<ResourceRow>,
) {
  const open = await openChannels(deps.db, brandId);
  const result = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await lockResource(tx, brandId, id);
    if (!row) throw new AppError('NOT_FOUND', 'No such site image');
    return { before: imageOf(row, open), after: imageOf(await change(tx, row, open), open) };
  });
  invalidateBrandConfig(deps.db);
  return result;
}

export function updateSiteImage(
  deps: ContentAdminDeps,
  brandId: number,
  id: number,
  input: SiteImageInput,
) {
  return changeImage(deps, brandId, id, (tx, row, open) => {
    requireChannel(input, open, row.paymentChannelCode);
    return updateResource(tx, brandId, id, input);
  });
}

/** Removes the image; the answer (and the audit log) keeps it as it was. */
export async function removeSiteImage(deps: ContentAdminDeps, brandId: number, id: number) {
  const { before } = await changeImage(deps, brandId, id, async (tx, row) => {
    await deleteResource(tx, brandId, id);
    return row;
  });
  return before;
}
