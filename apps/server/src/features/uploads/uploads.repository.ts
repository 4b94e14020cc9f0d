import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';

export interface NewUpload {
  brandId: number;
  memberId: number;
  mime: 'image/png' | 'image/jpeg';
  sha256: string;
  data: Buffer;
}

export async function insertUpload(db: Db, upload: NewUpload) {
  const [row] = await db
    .insert(uploads)
    .values({ ...upload, size: upload.data.length })
    .returning({ id: uploads.id, mime: uploads.mime, size: uploads.size });
  if (!row) throw new Error('upload insert returned nothing');
  return row;
}

export async function countUploadsSince(db: Db, memberId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.memberId, memberId), gte(uploads.createdAt, since)));
  return row?.n ?? 0;
}

/** One upload; with `memberId`, only if that member owns it. */
export async function findUpload(db: Db, id: number, memberId?: number) {
  const [row] = await db
    .select({ mime: uploads.mime, data: uploads.data, memberId: uploads.memberId })
    .from(uploads)
    .where(
      memberId === undefined
        ? eq(uploads.id, id)
        : and(eq(uploads.id, id), eq(uploads.memberId, memberId)),
    );
  return row;
}

/** How many of `ids` exist and belong to the member (one query). */
export async function countOwnUploads(
  db: Db,
  memberId: number,
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.memberId, memberId), inArray(uploads.id, [...ids])));
  return row?.n ?? 0;
}
