import { z } from 'zod/mini';
import { BANNER_GROUPS, BANNER_LINKAGE_TYPES, POPUP_EXECUTIONS } from '../constants.ts';
import { csvExportOf } from '../csv-export.ts';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { SerialIdParamSchema } from './id-fields.ts';

/**
 * Site content as operators manage it (issue 13 "content"): announcements (popups PU, the
 * marquee PL, promotions PR, headlines H, agent announcements AG) in several languages at once,
 * banners, publish and unpublish, a preview of sanitised HTML, the help pages and the site images (logos, payment
 * logos, licences, certifications, social, age badge). HTML is sanitised by the server on save, so the
 * preview shows exactly what is stored; the site sanitises it again on render (SECURITY.md 25).
 */
export const CONTENT_LIMITS = {
  codeMax: 64,
  titleMax: 200,
  /** Characters of HTML in one language version. */
  htmlMax: 50_000,
  urlMax: 1000,
  imagesMax: 10,
  /** Language versions of one announcement. */
  translationsMax: 40,
  pageMax: 100,
} as const;

/**
 * The notice types of spec §3 (B, the banner type, is served from the banners table), and AG,
 * the agent announcements only agents are served (issue 15).
 */
export const NOTICE_TYPES = ['PL', 'PU', 'PR', 'H', 'AG'] as const;

/**
 * Computed: DRAFT never published; UNPUBLISHED withdrawn; a published one is SCHEDULED before
 * its start, LIVE inside its window, ENDED after its end.
 */
export const CONTENT_STATUSES = ['DRAFT', 'SCHEDULED', 'LIVE', 'ENDED', 'UNPUBLISHED'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const ContentCodeSchema = z
  .string()
  .check(z.regex(new RegExp(`^[A-Za-z0-9][A-Za-z0-9_-]{0,${CONTENT_LIMITS.codeMax - 1}}$`)));
export const SiteLanguage = z.string().check(z.regex(/^[A-Z]{2}$/));
export const Title = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(CONTENT_LIMITS.titleMax));
export const Html = z.string().check(z.maxLength(CONTENT_LIMITS.htmlMax));
const DateTime = z.iso.datetime({ offset: true });
export const Sort = z._default(z.number().check(z.int(), z.gte(0), z.lte(1_000_000)), 0);
/** An https address or a path on this site (/media/..., /banners/...). */
export const ImageUrl = z.string().check(
  z.maxLength(CONTENT_LIMITS.urlMax),
  z.regex(/^(https:\/\/[^\s"'<>\\]+|\/(?!\/)[^\s"'<>\\]*)$/, 'image url'),
  z.refine((s) => !s.includes('..'), 'image url'),
);
/** Keyset cursor: a row id of the serial tables (past SERIAL_ID_MAX it names no row). */
const Cursor = z.optional(SerialIdParamSchema);
const Limit = z._default(
  z.coerce.number().check(z.int(), z.gte(1), z.lte(CONTENT_LIMITS.pageMax)),
  50,
);

const startsBeforeEnds = z.refine<{ startsAt: string | null; endsAt: string | null }>(
  (v) => v.startsAt === null || v.endsAt === null || Date.parse(v.startsAt) < Date.parse(v.endsAt),
  { message: 'endsAt must be after startsAt', path: ['endsAt'] },
);

// ── Announcements ─────────────────────────────────────────────────────────────────────────────
const AnnouncementImageSchema = z.object({
  url: ImageUrl,
  sequence: z.number().check(z.int(), z.gte(0), z.lte(1000)),
});

const announcementFields = {
  /** The smallest row id of the code: the keyset cursor, newest first. */
  id: z.number().check(z.int()),
  code: z.string(),
  type: z.enum(NOTICE_TYPES),
  /** Popups: A every call, B before login, F after login. */
  execution: z.enum(POPUP_EXECUTIONS),
  status: z.enum(CONTENT_STATUSES),
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  sort: z.number().check(z.int()),
  /** When it was last published (the notice time players see); null for a draft. */
  publishedAt: z.nullable(z.string()),
};

export const OpsAnnouncementSummarySchema = z.object({
  ...announcementFields,
  titles: z.array(z.object({ language: z.string(), title: z.string() })),
});

export type OpsAnnouncementSummary = z.infer<typeof OpsAnnouncementSummarySchema>;

export const AnnouncementTranslationSchema = z.object({
  language: z.string(),
  title: z.string(),
  /** Sanitised HTML, as stored. */
  content: z.string(),
  images: z.array(z.object({ url: z.string(), sequence: z.number().check(z.int()) })),
});

export const OpsAnnouncementSchema = z.object({
  ...announcementFields,
  translations: z.array(AnnouncementTranslationSchema),
});
export type OpsAnnouncement = z.infer<typeof OpsAnnouncementSchema>;

const AnnouncementCodeParams = z.object({ code: ContentCodeSchema });

export const opsListAnnouncements = defineEndpoint({
  method: 'GET',
  path: '/ops/content/announcements',
  summary: 'Announcements with their status and titles per language, newest first, keyset',
  tags: ['ops'],
  auth: 'operator',
  permission: 'content.read',
  query: z.object({
    type: z.optional(z.enum(NOTICE_TYPES)),
    /** Only announcements that have a version in this language. */
    language: z.optional(SiteLanguage),
    /** Codes starting with this text. */
    code: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
    /** Keyset cursor: the previous page's `nextBefore`. */
    before: Cursor,
    limit: Limit,
  }),
  response: envelope(
    z.object({
      items: z.array(OpsAnnouncementSummarySchema),
      nextBefore: z.nullable(z.number().check(z.int())),
    }),
  ),
});

/** The list with its filters as CSV: every matching announcement, its titles per language. */
export const opsExportAnnouncements = csvExportOf(opsListAnnouncements);

export const opsGetAnnouncement = defineEndpoint({
  method: 'GET',
  path: '/ops/content/announcements/:code',
  summary: 'One announcement with every language version',
  tags: ['ops'],
  auth: 'operator',
  permission: 'content.read',
  params: AnnouncementCodeParams,
  response: envelope(OpsAnnouncementSchema),
});

export const PutAnnouncementSchema = z
  .object({
    type: z.enum(NOTICE_TYPES),
    execution: z._default(z.enum(POPUP_EXECUTIONS), 'A'),
    startsAt: z._default(z.nullable(DateTime), null),
    endsAt: z._default(z.nullable(DateTime), null),
    sort: Sort,
    /** One per language, each among the brand's site languages; the others are removed. */
    translations: z
      .array(
        z.object({
          language: SiteLanguage,
          title: Title,
          /** HTML; sanitised on save (the answer holds what was stored). */
          content: Html,
          images: z._default(
            z.array(AnnouncementImageSchema).check(z.maxLength(CONTENT_LIMITS.imagesMax)),
            [],
          ),
        }),
      )
      .check(
        z.minLength(1),
        z.maxLength(CONTENT_LIMITS.translationsMax),
        z.refine((ts) => new Set(ts.map((t) => t.language)).size === ts.length, {
          message: 'one version per language',
        }),
      ),
  })
  .check(startsBeforeEnds);
export type PutAnnouncement = z.infer<typeof PutAnnouncementSchema>;

export const opsPutAnnouncement = defineEndpoint({
  method: 'PUT',
  path: '/ops/content/announcements/:code',
  summary: 'Create or replace an announcement in several languages at once (a new one is a draft)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'content.write',
  params: AnnouncementCodeParams,
  body: PutAnnouncementSchema,
  response: envelope(OpsAnnouncementSchema),
});

export const opsPublishAnnouncement = defineEndpoint({
  method: 'POST',
  path: '/ops/content/announcements/:code/publish',
  summary: 'Publish an announcement: players see it inside its time window',
  tags: ['ops'],
  auth: 'operator',
  permission: 'content.write',
  params: AnnouncementCodeParams,
  response: envelope(OpsAnnouncementSchema),
});

export const opsUnpublishAnnouncement = defineEndpoint({
  method: 'POST',
  path: '/ops/content/announcements/:code/unpublish',
  summary: 'Withdraw an announcement from the site',
  tags: ['ops'],
  auth: 'operator',
  permission: 'content.write',
  params: AnnouncementCodeParams,
  response: envelope(OpsAnnouncementSchema),
});

export const opsPreviewContent = defineEndpoint({
  method: 'POST',
  path: '/ops/content/preview',
  summary: 'Sanitise HTML exactly as saving would, for a preview',
  tags: ['ops'],
  auth: 'operator',
  permission: 'content.read',
  body: z.object({ content: Html }),
  response: envelope(z.object({ html: z.string() })),
});

// ── Banners ───────────────────────────────────────────────────────────────────────────────────
/** Banner content locales (spec §2 banner language map, plus ms for Malay). */
export const BANNER_LOCALES = ['en', 'zh', 'ms', 'tl', 'vi', 'th'] as const;

const bannerFields = {
  groupName: z.enum(BANNER_GROUPS),
  language: z.enum(BANNER_LOCALES),
  mediaType: z.enum(['IMAGE', 'VIDEO']),
  /** Image path or https address; for a video, its https (YouTube) address. */
  url: z.string(),
  linkage: z.nullable(z.string()),
  linkageType: z.enum(BANNER_LINKAGE_TYPES),
  title: z.string(),
};

export const OpsBannerSchema = z.object({
  id: z.number().check(z.int()),
  code: z.string(),
  ...bannerFields,
  sort: z.number().check(z.int()),
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  status: z.enum(CONTENT_STATUSES),
});
export type OpsBanner = z.infer<typeof OpsBannerSchema>;

const BannerCodeParams = z.object({ code: ContentCodeSchema });

export const opsListBanners = defineEndpoint({
  method: 'GET',
  path: '/ops/content/banners',
  summary: 'Banners with their status, newest first, keyset',
  tags: ['ops'],
  auth: 'operator',
  permission: 'content.read',
  query: z.object({
    groupName: z.optional(z.enum(BANNER_GROUPS)),
    language: z.optional(z.enum(BANNER_LOCALES)),
    before: Cursor,
    limit: Limit,
  }),
  response: envelope(
    z.object({
      items: z.array(OpsBannerSchema),
      nextBefore: z.nullable(z.number().check(z.int())),
    }),
  ),
});

/** Linkage types that point somewhere only with a linkage (PROMOTION opens the promotions page). */
const LINKED = new Set<string>(['INTERNAL', 'EXTERNAL', 'GAME']);

export const PutBannerSchema = z
  .object({
    groupName: z.enum(BANNER_GROUPS),
    language: z.enum(BANNER_LOCALES),
    mediaType: z._default(z.enum(['IMAGE', 'VIDEO']), 'IMAGE'),
    url: ImageUrl,
    linkageType: z._default(z.enum(BANNER_LINKAGE_TYPES), 'NONE'),
    /** A site path (INTERNAL), an http(s) address (EXTERNAL), a game or promotion code. */
    linkage: z._default(
      z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(CONTENT_LIMITS.urlMax))),
      null,
    ),
    title: Title,
    sort: Sort,
    startsAt: z._default(z.nullable(DateTime), null),
    endsAt: z._default(z.nullable(DateTime), null),
  })
  .check(
    startsBeforeEnds,
    z.refine((b) => b.mediaType === 'IMAGE' || b.url.startsWith('https://'), {
      message: 'a video is an https address',
      path: ['url'],
    }),
    z.refine((b) => (b.linkageType === 'NONE' ? b.linkage === null : true), {
      message: 'no linkage without a linkage type',
      path: ['linkage'],
    }),
    z.refine((b) => !LINKED.has(b.linkageType) || b.linkage !== null, {
      message: 'this linkage type needs a linkage',
      path: ['linkage'],
    }),
    z.refine((b) => b.linkageType !== 'EXTERNAL' || /^https?:\/\/\S+$/.test(b.linkage ?? ''), {
      message: 'an external link is an http(s) address',
      path: ['linkage'],
    }),
    z.refine((b) => b.linkageType !== 'INTERNAL' || /^\/(?!\/)[^\s\\]*$/.test(b.linkage ?? ''), {
      message: 'an internal link is a site path',
      path: ['linkage'],
    }),
  );
export type PutBanner = z.infer<typeof PutBannerSchema>;

export const opsPutBanner = defineEndpoint({
  method: 'PUT',
  path: '/ops/content/banners/:code',
  summary: 'Create or replace a banner (a new one is a draft)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'content.write',
  params: BannerCodeParams,
  body: PutBannerSchema,
  response: envelope(OpsBannerSchema),
});

export const opsPublishBanner = defineEndpoint({
  method: 'POST',
  path: '/ops/content/banners/:code/publish',
  summary: 'Publish a banner: players see it inside its time window',
  tags: ['ops'],
  auth: 'operator',
  permission: 'content.write',
  params: BannerCodeParams,
  response: envelope(OpsBannerSchema),
});

export const opsUnpublishBanner = defineEndpoint({
  method: 'POST',
  path: '/ops/content/banners/:code/unpublish',
  summary: 'Withdraw a banner from the site',
  tags: ['ops'],
  auth: 'operator',
  permission: 'content.write',
  params: BannerCodeParams,
  response: envelope(OpsBannerSchema),
});
