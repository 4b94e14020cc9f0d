import { createHash } from 'node:crypto';
import { UPLOAD_MAX_BYTES } from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import { AppError, rateLimited } from '../../lib/app-error.ts';
import { checkImage, type ImageMime } from './image-check.ts';
import {
  countOwnUploads,
  countUploadsSince,
  findUpload,
  insertUpload,
} from './uploads.repository.ts';

/** A member may upload this many images per hour (abuse cap; spec §9 uploads). */
export const UPLOADS_PER_HOUR = 30;

export interface StoredImage {
  mime: ImageMime;
  data: Buffer;
}

/**
 * Store one proof image (SECURITY.md 27): under 5 MB, png or jpeg by content, metadata
 * stripped (re-encoded), kept in the database with its sha256. Returns what the client needs to refer to it.
 */
export async function storeUpload(
  db: Db,
  owner: { brandId: number; memberId: number },
  body: unknown,
  now: Date,
): Promise<{ id: number; mime: ImageMime; size: number }> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError('UPLOAD_INVALID', 'empty');
  if (body.length >= UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'upload too large');
  const image = await checkImage(body);
  const since = new Date(now.getTime() - 3600_000);
  if ((await countUploadsSince(db, owner.memberId, since)) >= UPLOADS_PER_HOUR)
    throw rateLimited(600);
  const sha256 = createHash('sha256').update(image.data).digest('hex');
  return insertUpload(db, { ...owner, mime: image.mime, sha256, data: image.data });
}

/** The image, if `memberId` owns it (or any image for an operator: memberId undefined). */
export async function readUpload(
  db: Db,
  id: number,
  memberId: number | undefined,
): Promise<StoredImage> {
  const row = await findUpload(db, id, memberId);
  // Someone else's image reads as missing: its existence is not disclosed (SECURITY.md 15).
  if (!row) throw new AppError('NOT_FOUND', 'upload');
  return { mime: row.mime, data: row.data };
}

/**
 * For deposits and withdrawals: every id in `ids` is an upload of `memberId`, without
 * duplicates; VALIDATION_FAILED otherwise (a stranger's id reads the same as a missing one).
 * Stable signature: withdrawals import it.
 */
export async function requireOwnUploads(
  db: Db,
  memberId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const unique = new Set(ids);
  if (unique.size !== ids.length)
    throw new AppError('VALIDATION_FAILED', 'duplicate upload ids', [
      { path: 'proofUploadIds', issue: 'duplicate' },
    ]);
  if ((await countOwnUploads(db, memberId, [...unique])) !== unique.size)
    throw new AppError('VALIDATION_FAILED', 'unknown upload ids', [
      { path: 'proofUploadIds', issue: 'unknown' },
    ]);
}
