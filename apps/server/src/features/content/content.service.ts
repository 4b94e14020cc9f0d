import type { Announcements, Banner, Notice } from '@nova/contracts/api/content';
import type { HelpPage } from '@nova/contracts/api/help-center';
import type { CustomerService, Resource } from '@nova/contracts/api/system';
import {
  type AnnouncementType,
  BANNER_LANGUAGE_MAP,
  CUSTOMER_SERVICE_TYPES,
  RESOURCE_TYPES,
  type ResourceType,
} from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import { formatDateTime } from '../../lib/time.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { resolveLanguage } from '../brand/brand.service.ts';
import { paymentChannelsOf } from '../payments/deposits.service.ts';
import { listCustomerServiceRows } from './brand-content.repository.ts';
import {
  listActiveBanners,
  listActiveNotices,
  listPublishedHelpPages,
  listResources,
} from './content.repository.ts';

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
  /** The caller is signed in as an agent: only then are AG (agent) announcements served. */
  viewerIsAgent: boolean;
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
  // Agent announcements go to agents only (issue 15): anyone else asking gets none.
  const noticeTypes = query.types.filter((t) => t !== 'B' && (t !== 'AG' || query.viewerIsAgent));
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
    ...(wanted.has('AG') ? { agent: ofType('AG') } : {}),
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

// ── Brand content the site reads at boot and in the help modal (decision 029) ──────────────────
/** The deposit channels open to players now (the payments feature's), by code. */
export async function openChannels(
  db: Db,
  brandId: number,
): Promise<Map<string, { code: string; name: string }>> {
  const channels = await paymentChannelsOf(db, brandId);
  return new Map(channels.map((c) => [c.code, { code: c.code, name: c.name }]));
}

/** Whether the site shows a resource: a payment logo only while its deposit channel is open. */
export function isOnSite(
  resource: { resourceType: string; paymentChannelCode: string | null },
  open: ReadonlyMap<string, unknown>,
): boolean {
  if (resource.resourceType !== 'PAYMENT_METHOD') return true;
  return resource.paymentChannelCode !== null && open.has(resource.paymentChannelCode);
}

const KNOWN_RESOURCE_TYPES = new Set<string>(RESOURCE_TYPES);

/**
 * The permission data's resources by type, in order: only the rows that exist, and a payment
 * logo only while the deposit channel it stands for is open, so the footer never advertises a
 * way to pay that the cashier does not offer.
 */
export async function siteResources(
  db: Db,
  brandId: number,
): Promise<Partial<Record<ResourceType, Resource[]>>> {
  const [rows, open] = await Promise.all([listResources(db, brandId), openChannels(db, brandId)]);
  const byType: Partial<Record<ResourceType, Resource[]>> = {};
  for (const row of rows) {
    if (!KNOWN_RESOURCE_TYPES.has(row.resourceType) || !isOnSite(row, open)) continue;
    const type = row.resourceType as ResourceType;
    const list = byType[type] ?? [];
    list.push({ title: row.title, url: row.url, link: row.link });
    byType[type] = list;
  }
  return byType;
}

const KNOWN_CS_TYPES = new Set<string>(CUSTOMER_SERVICE_TYPES);

/** The permission data's customer service links, in order. */
export async function siteCustomerServices(db: Db, brandId: number): Promise<CustomerService[]> {
  const rows = await listCustomerServiceRows(db, brandId);
  return rows
    .filter((row) => KNOWN_CS_TYPES.has(row.csType))
    .map((row) => ({ ...row, csType: row.csType as CustomerService['csType'] }));
}

/** The help center (spec §7): the published pages of the language (or the brand's default). */
export function helpCenterPages(
  db: Db,
  brand: BrandRecord,
  lang: string | undefined,
  device: string,
): Promise<HelpPage[]> {
  return listPublishedHelpPages(db, brand.id, resolveLanguage(brand, lang), device);
}
