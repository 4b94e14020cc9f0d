import type {
  ContentStatus,
  NOTICE_TYPES,
  OpsAnnouncement,
  PutAnnouncement,
} from '@nova/contracts/api/ops-content';
import type { POPUP_EXECUTIONS } from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import type { Publication } from '../../db/schema/content.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import {
  type AnnouncementFilter,
  type AnnouncementRow,
  announcementRows,
  listAnnouncementKeys,
  lockAnnouncement,
  replaceAnnouncement,
  setAnnouncementPublication,
} from './content-admin.repository.ts';
import { sanitizeHtml } from './content-html.ts';

/** Announcements in the back office (issue 13): several languages at once, drafts, publishing. */
export interface ContentAdminDeps {
  db: Db;
  now: () => Date;
}

/** What players may see now, from the publication and the time window (see CONTENT_STATUSES). */
export function statusOf(
  row: { publication: Publication; startsAt: Date | null; endsAt: Date | null },
  now: Date,
): ContentStatus {
  if (row.publication !== 'PUBLISHED') return row.publication;
  if (row.startsAt && now < row.startsAt) return 'SCHEDULED';
  if (row.endsAt && now >= row.endsAt) return 'ENDED';
  return 'LIVE';
}

/** Language versions in the brand's order of site languages, then any others. */
function byBrandLanguage(brand: BrandRecord) {
  const order = (language: string) => {
    const at = brand.supportedLanguages.indexOf(language);
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  return (a: { language: string }, b: { language: string }) =>
    order(a.language) - order(b.language) || a.language.localeCompare(b.language);
}

/** The code-wide fields of an announcement; every language row carries the same. */
function headOf(rows: readonly AnnouncementRow[], now: Date) {
  const first = rows.reduce((a, b) => (b.id < a.id ? b : a));
  return {
    id: first.id,
    code: first.code,
    type: first.type as (typeof NOTICE_TYPES)[number],
    execution: first.execution as (typeof POPUP_EXECUTIONS)[number],
    status: statusOf(first, now),
    startsAt: first.startsAt?.toISOString() ?? null,
    endsAt: first.endsAt?.toISOString() ?? null,
    sort: first.sort,
    publishedAt: first.publication === 'DRAFT' ? null : first.publishedAt.toISOString(),
  };
}

function announcementOf(brand: BrandRecord, rows: readonly AnnouncementRow[], now: Date) {
  return {
    ...headOf(rows, now),
    translations: [...rows].sort(byBrandLanguage(brand)).map((row) => ({
      language: row.language,
      title: row.title,
      content: row.content,
      images: row.images,
    })),
  };
}

export async function listAnnouncements(
  deps: ContentAdminDeps,
  brand: BrandRecord,
  query: AnnouncementFilter & { before?: number | undefined; limit: number },
) {
  const keys = await listAnnouncementKeys(deps.db, brand.id, query, query.before, query.limit);
  const rows = await announcementRows(
    deps.db,
    brand.id,
    keys.map((k) => k.code),
  );
  const now = deps.now();
  const items = keys.map(({ code }) => {
    const versions = rows.filter((row) => row.code === code).sort(byBrandLanguage(brand));
    return {
      ...headOf(versions, now),
      titles: versions.map((row) => ({ language: row.language, title: row.title })),
    };
  });
  return {
    items,
    nextBefore: keys.length === query.limit ? (keys.at(-1)?.id ?? null) : null,
  };
}

export async function getAnnouncement(
  deps: ContentAdminDeps,
  brand: BrandRecord,
  code: string,
): Promise<OpsAnnouncement> {
  const rows = await announcementRows(deps.db, brand.id, [code]);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such announcement');
  return announcementOf(brand, rows, deps.now());
}

/** Refuses (with nothing written) a version in a language the brand's site does not offer. */
function requireSiteLanguages(brand: BrandRecord, input: PutAnnouncement): void {
  const details = input.translations.flatMap((t, i) =>
    brand.supportedLanguages.includes(t.language)
      ? []
      : [{ path: `body.translations.${i}.language`, issue: 'unsupported_language' }],
  );
  if (details.length) {
    throw new AppError('VALIDATION_FAILED', 'Language not offered by the site', details);
  }
}

/**
 * Create or replace an announcement: every language version in one transaction, the HTML
 * sanitised, languages not in the input removed. A new code is a draft; an existing one keeps
 * its publication (an edit to a live announcement is live at once).
 */
export async function putAnnouncement(
  deps: ContentAdminDeps,
  brand: BrandRecord,
  code: string,
  input: PutAnnouncement,
): Promise<{ before: OpsAnnouncement | null; after: OpsAnnouncement }> {
  requireSiteLanguages(brand, input);
  const versions = await Promise.all(
    input.translations.map(async (t) => ({ ...t, content: await sanitizeHtml(t.content) })),
  );
  const now = deps.now();
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const existing = await lockAnnouncement(tx, brand.id, code);
    const kept = existing[0];
    await replaceAnnouncement(
      tx,
      brand.id,
      code,
      {
        type: input.type,
        execution: input.execution,
        startsAt: input.startsAt === null ? null : new Date(input.startsAt),
        endsAt: input.endsAt === null ? null : new Date(input.endsAt),
        sort: input.sort,
        publication: kept?.publication ?? 'DRAFT',
        publishedAt: kept?.publishedAt ?? now,
      },
      versions,
    );
    const after = await announcementRows(tx, brand.id, [code]);
    return {
      before: existing.length ? announcementOf(brand, existing, now) : null,
      after: announcementOf(brand, after, now),
    };
  });
}

/**
 * Publish (players see it inside its window, dated now) or withdraw an announcement. Asking for
 * the state it is in changes nothing; withdrawing a draft leaves a draft.
 */
export async function setPublished(
  deps: ContentAdminDeps,
  brand: BrandRecord,
  code: string,
  published: boolean,
): Promise<{ before: OpsAnnouncement; after: OpsAnnouncement }> {
  const now = deps.now();
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const rows = await lockAnnouncement(tx, brand.id, code);
    const current = rows[0]?.publication;
    if (!current) throw new AppError('NOT_FOUND', 'No such announcement');
    const target: Publication = published ? 'PUBLISHED' : 'UNPUBLISHED';
    const changes = current !== target && (published || current === 'PUBLISHED');
    if (changes) {
      await setAnnouncementPublication(tx, brand.id, code, target, published ? now : undefined);
    }
    const after = changes ? await announcementRows(tx, brand.id, [code]) : rows;
    return { before: announcementOf(brand, rows, now), after: announcementOf(brand, after, now) };
  });
}

/** The HTML as saving would store it. */
export async function preview(content: string): Promise<{ html: string }> {
  return { html: await sanitizeHtml(content) };
}
