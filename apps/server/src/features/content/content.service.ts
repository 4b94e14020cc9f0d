import type { Announcements, Banner, Notice } from '@nova/contracts/api/content';
import { type AnnouncementType, BANNER_LANGUAGE_MAP } from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import { formatDateTime } from '../../lib/time.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { resolveLanguage } from '../brand/brand.service.ts';
import { listActiveBanners, listActiveNotices } from './content.repository.ts';

/** MY is not in the spec's banner map (§2); Malay content is `ms`. */
const EXTRA_BANNER_LOCALES: Readonly<Record<string, string>> = { MY: 'ms' };
const FALLBACK_BANNER_LOCALE = 'en';

export function bannerLocale(language: string): string {
  const mapped = (BANNER_LANGUAGE_MAP as Readonly<Record<string, string>>)[language];
  return mapped ?? EXTRA_BANNER_LOCALES[language] ?? FALLBACK_BANNER_LOCALE;
}

export interface AnnouncementsQuery {
  types: readonly AnnouncementType[];
  execution: Notice['execution'];
  language?: string | undefined;
}

/**
 * Popup execution: A shows on every call, B before login (the default call), F after login.
 * A call with execution X gets popups of X and of A; other notice types are not filtered.
 */
function popupMatches(execution: string, requested: string): boolean {
  return execution === 'A' || execution === requested;
}

export async function announcements(
  db: Db,
  brand: BrandRecord,
  query: AnnouncementsQuery,
  now: Date,
): Promise<Announcements> {
  const language = resolveLanguage(brand, query.language);
  const wanted = new Set(query.types);
  const noticeTypes = query.types.filter((t) => t !== 'B');
  const [bannerRows, noticeRows] = await Promise.all([
    wanted.has('B') ? bannersFor(db, brand.id, language, now) : Promise.resolve([]),
    noticeTypes.length ? listActiveNotices(db, brand.id, language, noticeTypes, now) : [],
  ]);
  const notices: Notice[] = noticeRows
    .filter((row) => row.type !== 'PU' || popupMatches(row.execution, query.execution))
    .map((row) => ({
      id: row.id,
      type: row.type as Notice['type'],
      title: row.title,
      content: row.content,
      time: formatDateTime(row.publishedAt, brand.timezone),
      execution: row.execution as Notice['execution'],
      announcementImages: row.images,
    }));
  const ofType = (type: AnnouncementType) => notices.filter((n) => n.type === type);
  return {
    banners: bannerRows,
    player: ofType('PL'),
    popup: ofType('PU'),
    promotion: ofType('PR'),
    headline: ofType('H'),
  };
}

async function bannersFor(db: Db, brandId: number, language: string, now: Date): Promise<Banner[]> {
  const locale = bannerLocale(language);
  let rows = await listActiveBanners(db, brandId, locale, now);
  if (rows.length === 0 && locale !== FALLBACK_BANNER_LOCALE) {
    rows = await listActiveBanners(db, brandId, FALLBACK_BANNER_LOCALE, now);
  }
  return rows.map((row) => ({
    ...row,
    groupName: row.groupName as Banner['groupName'],
    linkageType: row.linkageType as Banner['linkageType'],
  }));
}
