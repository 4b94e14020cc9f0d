import { z } from 'zod/mini';
import {
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  BANNER_LINKAGE_TYPES,
  POPUP_EXECUTIONS,
} from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';

// ── Announcements (spec §3 "Notice/announcement", "Banner"; §7 "Announcements") ──────────────
export const BannerSchema = z.object({
  id: z.number().check(z.int()),
  groupName: z.enum(BANNER_GROUPS),
  /** Image path (prefix an image CDN) or, for video, a YouTube URL. */
  url: z.string(),
  mediaType: z.enum(['IMAGE', 'VIDEO']),
  linkage: z.nullable(z.string()),
  linkageType: z.enum(BANNER_LINKAGE_TYPES),
  title: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const NoticeSchema = z.object({
  id: z.number().check(z.int()),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  /** HTML; sanitised by the web before render. */
  content: z.string(),
  /** Display time, yyyy-MM-dd HH:mm:ss in the brand's timezone. */
  time: z.string(),
  execution: z.enum(POPUP_EXECUTIONS),
  announcementImages: z.array(z.object({ url: z.string(), sequence: z.number().check(z.int()) })),
});
export type Notice = z.infer<typeof NoticeSchema>;

/** What a call without `types` asks for: every type but AG, which the agent center asks for. */
const SITE_ANNOUNCEMENT_TYPES = ANNOUNCEMENT_TYPES.filter((type) => type !== 'AG');

export const AnnouncementsQuerySchema = z.object({
  /** Comma-separated announcement types, e.g. B,PL,PU,PR,H (AG: agent announcements). */
  types: z.pipe(
    z.pipe(
      z._default(z.string(), SITE_ANNOUNCEMENT_TYPES.join(',')),
      z.transform((s) => s.split(',').filter(Boolean)),
    ),
    z.array(z.enum(ANNOUNCEMENT_TYPES)).check(z.minLength(1)),
  ),
  platform: z._default(z.literal('W'), 'W'),
  execution: z._default(z.enum(POPUP_EXECUTIONS), 'B'),
  language: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
});

export const AnnouncementsSchema = z.object({
  banners: z.array(BannerSchema),
  /** PL: player notices (the home marquee). */
  player: z.array(NoticeSchema),
  /** PU: popups shown once per session. */
  popup: z.array(NoticeSchema),
  /** PR: promotion announcements. */
  promotion: z.array(NoticeSchema),
  /** H: headline announcements (announcement modal list). */
  headline: z.array(NoticeSchema),
  /**
   * AG: agent announcements (the agent center's agentAnnouncement page). Present only when the
   * call asks for AG, and empty unless the caller is signed in as an agent.
   */
  agent: z.optional(z.array(NoticeSchema)),
});
export type Announcements = z.infer<typeof AnnouncementsSchema>;

export const getAnnouncements = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_announcements',
  summary: 'Banners by groupName, notices, popups and promotions for a language',
  tags: ['content'],
  auth: 'none',
  query: AnnouncementsQuerySchema,
  response: envelope(AnnouncementsSchema),
});
