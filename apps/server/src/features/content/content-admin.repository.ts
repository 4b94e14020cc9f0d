import { and, asc, desc, eq, inArray, like, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type AnnouncementImage,
  announcements,
  type Publication,
} from '../../db/schema/content.ts';

/** Back-office reads and writes of announcements (issue 13): one row per code and language. */
export interface AnnouncementRow {
  id: number;
  code: string;
  language: string;
  type: string;
  title: string;
  content: string;
  execution: string;
  images: AnnouncementImage[];
  publishedAt: Date;
  startsAt: Date | null;
  endsAt: Date | null;
  sort: number;
  publication: Publication;
}

const columns = {
  id: announcements.id,
  code: announcements.code,
  language: announcements.language,
  type: announcements.type,
  title: announcements.title,
  content: announcements.content,
  execution: announcements.execution,
  images: announcements.images,
  publishedAt: announcements.publishedAt,
  startsAt: announcements.startsAt,
  endsAt: announcements.endsAt,
  sort: announcements.sort,
  publication: announcements.publication,
};

export interface AnnouncementFilter {
  type?: string | undefined;
  language?: string | undefined;
  codePrefix?: string | undefined;
}

/** `like` pattern for a literal prefix. */
function prefixPattern(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of announcement codes, newest first: a code's key is its smallest row id (its first
 * language version), below the keyset cursor.
 */
export async function listAnnouncementKeys(
  db: Db,
  brandId: number,
  filter: AnnouncementFilter,
  beforeId: number | undefined,
  limit: number,
): Promise<{ code: string; id: number }[]> {
  const firstId = sql<number>`min(${announcements.id})`.mapWith(Number);
  const having: SQL[] = [];
  if (beforeId !== undefined) having.push(sql`min(${announcements.id}) < ${beforeId}`);
  if (filter.language) having.push(sql`bool_or(${announcements.language} = ${filter.language})`);
  return db
    .select({ code: announcements.code, id: firstId })
    .from(announcements)
    .where(
      and(
        eq(announcements.brandId, brandId),
        filter.type ? eq(announcements.type, filter.type) : undefined,
        filter.codePrefix ? like(announcements.code, prefixPattern(filter.codePrefix)) : undefined,
      ),
    )
    .groupBy(announcements.code)
    .having(having.length ? and(...having) : undefined)
    .orderBy(desc(firstId))
    .limit(limit);
}

/** Every language row of these codes, by code and id. */
export function announcementRows(
  db: Db,
  brandId: number,
  codes: readonly string[],
): Promise<AnnouncementRow[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select(columns)
    .from(announcements)
    .where(and(eq(announcements.brandId, brandId), inArray(announcements.code, [...codes])))
    .orderBy(asc(announcements.code), asc(announcements.id));
}

/**
 * In a transaction: serialise writers of one code (a transaction-scoped advisory lock, so a
 * code not yet written is covered too), then its rows.
 */
export async function lockAnnouncement(
  tx: Db,
  brandId: number,
  code: string,
): Promise<AnnouncementRow[]> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${brandId}::int, hashtext(${`announcement:${code}`}))`,
  );
  return announcementRows(tx, brandId, [code]);
}

export interface AnnouncementFields {
  type: string;
  execution: string;
  startsAt: Date | null;
  endsAt: Date | null;
  sort: number;
  publication: Publication;
  publishedAt: Date;
}

export interface AnnouncementVersion {
  language: string;
  title: string;
  content: string;
  images: AnnouncementImage[];
}

/** Writes the code's versions (insert or update by language) and removes its other languages. */
export async function replaceAnnouncement(
  tx: Db,
  brandId: number,
  code: string,
  fields: AnnouncementFields,
  versions: readonly AnnouncementVersion[],
): Promise<void> {
  await tx.delete(announcements).where(
    and(
      eq(announcements.brandId, brandId),
      eq(announcements.code, code),
      notInArray(
        announcements.language,
        versions.map((v) => v.language),
      ),
    ),
  );
  await tx
    .insert(announcements)
    .values(versions.map((v) => ({ brandId, code, ...fields, ...v })))
    .onConflictDoUpdate({
      target: [announcements.brandId, announcements.code, announcements.language],
      set: {
        type: sql`excluded.type`,
        title: sql`excluded.title`,
        content: sql`excluded.content`,
        execution: sql`excluded.execution`,
        images: sql`excluded.images`,
        publishedAt: sql`excluded.published_at`,
        startsAt: sql`excluded.starts_at`,
        endsAt: sql`excluded.ends_at`,
        sort: sql`excluded.sort`,
        publication: sql`excluded.publication`,
      },
    });
}

/** Sets every language row of the code to `publication` (and the publish time, if given). */
export async function setAnnouncementPublication(
  tx: Db,
  brandId: number,
  code: string,
  publication: Publication,
  publishedAt: Date | undefined,
): Promise<void> {
  await tx
    .update(announcements)
    .set(publishedAt ? { publication, publishedAt } : { publication })
    .where(and(eq(announcements.brandId, brandId), eq(announcements.code, code)));
}
