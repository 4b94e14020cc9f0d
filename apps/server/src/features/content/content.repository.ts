import { and, asc, desc, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { announcements, banners, helpPages, resources } from '../../db/schema/content.ts';

/**
 * starts_at <= now < ends_at, each bound optional. Players see only PUBLISHED rows: drafts and
 * withdrawn ones stay in the back office (issue 13).
 */
function activeAt(start: PgColumn, end: PgColumn, now: Date): SQL | undefined {
  return and(or(isNull(start), lte(start, now)), or(isNull(end), gt(end, now)));
}

export function listActiveBanners(db: Db, brandId: number, locale: string, now: Date) {
  return db
    .select({
      id: banners.id,
      groupName: banners.groupName,
      url: banners.url,
      mediaType: banners.mediaType,
      linkage: banners.linkage,
      linkageType: banners.linkageType,
      title: banners.title,
    })
    .from(banners)
    .where(
      and(
        eq(banners.brandId, brandId),
        eq(banners.language, locale),
        eq(banners.publication, 'PUBLISHED'),
        activeAt(banners.startsAt, banners.endsAt, now),
      ),
    )
    .orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id));
}

export function listActiveNotices(
  db: Db,
  brandId: number,
  language: string,
  types: readonly string[],
  now: Date,
) {
  return db
    .select({
      id: announcements.id,
      type: announcements.type,
      title: announcements.title,
      content: announcements.content,
      execution: announcements.execution,
      images: announcements.images,
      publishedAt: announcements.publishedAt,
    })
    .from(announcements)
    .where(
      and(
        eq(announcements.brandId, brandId),
        eq(announcements.language, language),
        inArray(announcements.type, [...types]),
        eq(announcements.publication, 'PUBLISHED'),
        activeAt(announcements.startsAt, announcements.endsAt, now),
      ),
    )
    .orderBy(asc(announcements.sort), desc(announcements.publishedAt), asc(announcements.id));
}

/** Every resource of the brand in order, with the deposit channel a payment logo names. */
export function listResources(db: Db, brandId: number) {
  return db
    .select({
      resourceType: resources.resourceType,
      title: resources.title,
      url: resources.url,
      link: resources.link,
      paymentChannelCode: resources.paymentChannelCode,
    })
    .from(resources)
    .where(eq(resources.brandId, brandId))
    .orderBy(asc(resources.sort), asc(resources.id));
}

/** The help center: the published pages of a language and device, in order. */
export function listPublishedHelpPages(db: Db, brandId: number, language: string, device: string) {
  return db
    .select({
      id: helpPages.id,
      key: helpPages.key,
      title: helpPages.title,
      content: helpPages.content,
    })
    .from(helpPages)
    .where(
      and(
        eq(helpPages.brandId, brandId),
        eq(helpPages.language, language),
        eq(helpPages.device, device),
        eq(helpPages.published, true),
      ),
    )
    .orderBy(asc(helpPages.sort), asc(helpPages.id));
}
