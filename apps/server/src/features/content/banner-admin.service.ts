import type { OpsBanner, PutBanner } from '@nova/contracts/api/ops-content';
import type { Db } from '../../db/client.ts';
import type { Publication } from '../../db/schema/content.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type BannerRow,
  listBannerRows,
  lockBanner,
  setBannerPublication,
  upsertBanner,
} from './banner-admin.repository.ts';
import { type ContentAdminDeps, statusOf } from './content-admin.service.ts';

/** Banners in the back office (issue 13): one per code and locale, drafts, publishing. */
export function bannerOf(row: BannerRow, now: Date): OpsBanner {
  return {
    id: row.id,
    code: row.code,
    groupName: row.groupName as OpsBanner['groupName'],
    language: row.language as OpsBanner['language'],
    mediaType: row.mediaType,
    url: row.url,
    linkage: row.linkage,
    linkageType: row.linkageType as OpsBanner['linkageType'],
    title: row.title,
    sort: row.sort,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    status: statusOf(row, now),
  };
}

export async function listBanners(
  deps: ContentAdminDeps,
  brandId: number,
  query: {
    groupName?: string | undefined;
    language?: string | undefined;
    before?: number | undefined;
    limit: number;
  },
) {
  const rows = await listBannerRows(deps.db, brandId, query, query.before, query.limit);
  const now = deps.now();
  return {
    items: rows.map((row) => bannerOf(row, now)),
    nextBefore: rows.length === query.limit ? (rows.at(-1)?.id ?? null) : null,
  };
}

/** Create or replace a banner: a new code is a draft, an existing one keeps its publication. */
export async function putBanner(
  deps: ContentAdminDeps,
  brandId: number,
  code: string,
  input: PutBanner,
): Promise<{ before: OpsBanner | null; after: OpsBanner }> {
  const now = deps.now();
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const existing = await lockBanner(tx, brandId, code);
    const row = await upsertBanner(tx, brandId, code, {
      ...input,
      startsAt: input.startsAt === null ? null : new Date(input.startsAt),
      endsAt: input.endsAt === null ? null : new Date(input.endsAt),
      publication: existing?.publication ?? 'DRAFT',
    });
    return { before: existing ? bannerOf(existing, now) : null, after: bannerOf(row, now) };
  });
}

/** Publish or withdraw a banner; withdrawing a draft leaves a draft. */
export async function setBannerPublished(
  deps: ContentAdminDeps,
  brandId: number,
  code: string,
  published: boolean,
): Promise<{ before: OpsBanner; after: OpsBanner }> {
  const now = deps.now();
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const existing = await lockBanner(tx, brandId, code);
    if (!existing) throw new AppError('NOT_FOUND', 'No such banner');
    const target: Publication = published ? 'PUBLISHED' : 'UNPUBLISHED';
    const changes =
      existing.publication !== target && (published || existing.publication === 'PUBLISHED');
    const row = changes ? await setBannerPublication(tx, brandId, code, target) : existing;
    return { before: bannerOf(existing, now), after: bannerOf(row ?? existing, now) };
  });
}
